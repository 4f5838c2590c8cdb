// The Negosiasi tab's documents (issue 33): the Berita Acara Negosiasi, and the draft Surat
// Pesanan once the order is confirmed (before that, why not). Plain links: both are whole pages
// without the shop's JavaScript, or Word files.
import { agreementHref, DOCUMENT_TITLES, purchaseOrderRefusal, type AgreementDocument } from "./agreement";

function DocumentLinks({ transactionId, document }: { transactionId: number; document: AgreementDocument }) {
  const title = DOCUMENT_TITLES[document];
  return (
    <>
      <a href={agreementHref(transactionId, document)}>{title}</a>
      {" · "}
      <a href={agreementHref(transactionId, document, true)} download>
        Unduh {title} (.doc)
      </a>
    </>
  );
}

export function AgreementLinks({ transactionId, status }: { transactionId: number; status: string }) {
  const refused = purchaseOrderRefusal(status);
  return (
    <section className="order-section" aria-labelledby="agreement-links-title">
      <h2 id="agreement-links-title">Dokumen Negosiasi</h2>
      <ul data-testid="agreement-links">
        <li>
          <DocumentLinks transactionId={transactionId} document="berita-acara" />
        </li>
        <li>
          {refused ? (
            <span data-testid="purchase-order-refused">{refused}</span>
          ) : (
            <DocumentLinks transactionId={transactionId} document="surat-pesanan" />
          )}
        </li>
      </ul>
    </section>
  );
}
