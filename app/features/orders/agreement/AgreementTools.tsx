// The bar above a printable agreement document: how to print it, its Word file, the way back.
// Not printed (.print-hint).
import { agreementHref, DOCUMENT_TITLES, type AgreementDocument } from "./agreement";

type Props = { transactionId: number; document: AgreementDocument; backHref: string; backLabel: string };

export function AgreementTools({ transactionId, document, backHref, backLabel }: Props) {
  return (
    <div className="print-hint agreement-tools">
      <p>
        Gunakan menu cetak peramban (Ctrl+P) untuk mencetak atau menyimpan sebagai PDF.{" "}
        <a href={backHref}>{backLabel}</a>
      </p>
      <a href={agreementHref(transactionId, document, true)} download role="button" className="secondary">
        Unduh {DOCUMENT_TITLES[document]} (.doc)
      </a>
    </div>
  );
}
