// The bank payment page (000 §2, 001 §2): /example/bpd-payment?id_transaksi={id}, with the
// proof upload as `?modal=bukti` (a page section without JavaScript, a dialog with it).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { InfoList } from "~/components/ui/InfoList";
import { StatusBadge } from "~/features/orders/StatusBadge";
import { Countdown } from "~/features/payments/Countdown";
import { BpdInstructions } from "~/features/payments/Instructions";
import { ProofModal } from "~/features/payments/ProofModal";
import { ProofSentDialog } from "~/features/payments/ProofSentDialog";
import { getOrder } from "~/lib/admin/orders.server";
import { getPaymentDetail } from "~/lib/admin/payments.server";
import { formatRupiah } from "~/lib/format";
import { formatDate } from "~/lib/format-date";
import { keepDataAfterBusyPost } from "~/lib/host-busy";
import { keepRetryAfter } from "~/lib/http.server";
import { orderRequest, orNotFound } from "~/features/orders/order-page.server";
import { detailHref } from "~/features/orders/tabs";
import { BPD_METHOD } from "~/features/payments/instruction-texts";
import { paymentView } from "~/features/payments/panels";
import { PROOF_SENT_MODAL } from "~/features/payments/forms";
import { bankPageHref, PROOF_MODAL } from "~/features/payments/paths";
import { presentPayment } from "~/features/payments/present.server";
import { proofAction } from "~/features/payments/proof-action.server";
import { pageTitle } from "~/lib/site";
import { sheets } from "~/styles/sheets";

export const links = sheets("forms", "infoList", "orders", "payments", "upload");

export const headers = keepRetryAfter;
export const shouldRevalidate = keepDataAfterBusyPost;

export const meta: MetaFunction = () => [{ title: pageTitle("Pembayaran Bank BPD Bali") }];

const pageHref = (id: number, modal?: string) =>
  modal ? `${bankPageHref(id)}&modal=${modal}` : bankPageHref(id);

export async function loader({ request }: LoaderFunctionArgs) {
  const { transactionId, modal, admin } = await orderRequest(request);
  const [order, payment] = await Promise.all([
    getOrder(admin, transactionId).catch(orNotFound),
    getPaymentDetail(admin, transactionId),
  ]);
  // Only a BPD payment has a bank page; anything else is chosen or followed on the payment tab.
  if (!payment || payment.payment_service.toUpperCase() !== "BPD") {
    throw redirect(detailHref(transactionId, "pembayaran"));
  }
  const { data: transaction } = order;
  const view = paymentView(transaction.status, payment);
  return {
    transactionId,
    buyer: transaction.customer?.name || transaction.customer?.instance_name || "",
    orderedOn: formatDate(transaction.created_at),
    invoice: transaction.invoice,
    payment: presentPayment(payment),
    canUpload: view.uploadProof,
    showInstructions: view.bpdInstructions,
    modal:
      modal === PROOF_MODAL && view.uploadProof ? PROOF_MODAL : modal === PROOF_SENT_MODAL ? modal : null,
  };
}

/** Only the proof form posts here, at its `?modal=bukti` address; sent, the page's success dialog. */
export function action(args: ActionFunctionArgs) {
  if (new URL(args.request.url).searchParams.get("modal") !== PROOF_MODAL)
    throw new Response("Permintaan tidak dikenal", { status: 400 });
  return proofAction(args, (transactionId) => pageHref(transactionId, PROOF_SENT_MODAL));
}

export default function BankPaymentPage() {
  const { transactionId, buyer, orderedOn, invoice, payment, canUpload, showInstructions, modal } =
    useLoaderData<typeof loader>();
  const here = pageHref(transactionId);
  return (
    <section className="payment-page bank-page">
      <h1>Pembayaran</h1>
      <section className="payment-card" aria-labelledby="bank-bill-title">
        <h2 id="bank-bill-title">Tagihan</h2>
        <InfoList
          rows={[
            ["Nama Pembeli", buyer],
            ["Tanggal Pembelian", orderedOn],
            ["Invoice", invoice],
            ["Metode Pembayaran", BPD_METHOD],
            [
              "Bayar Sebelum",
              <span key="deadline">
                <span data-testid="payment-deadline">{payment.deadline}</span>
                {payment.deadlineAt && payment.status === "pending" ? (
                  <Countdown deadlineAt={payment.deadlineAt} />
                ) : null}
              </span>,
            ],
            ["Total Pembayaran", <strong key="total">{formatRupiah(payment.nominal)}</strong>],
            ["Status Pembayaran", <StatusBadge key="status" status={payment.status} />],
          ]}
        />
        {canUpload ? (
          <p className="payment-actions bank-upload">
            <Link
              to={`${pageHref(transactionId, PROOF_MODAL)}#${PROOF_MODAL}`}
              role="button"
              preventScrollReset
            >
              Upload Bukti Pembayaran
            </Link>
          </p>
        ) : null}
      </section>
      {/* Without JavaScript the form is a section right here, where the button was. */}
      <ProofModal
        canUpload={modal === PROOF_MODAL}
        action={pageHref(transactionId, PROOF_MODAL)}
        closeTo={here}
      />
      {showInstructions ? <BpdInstructions /> : null}
      <p>
        <Link to={detailHref(transactionId)}>Kembali ke Detail Transaksi</Link>
      </p>
      {modal === PROOF_SENT_MODAL ? <ProofSentDialog okTo={detailHref(transactionId, "pembayaran")} /> : null}
    </section>
  );
}
