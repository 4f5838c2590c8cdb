// "Upload Bukti Pembayaran" of the payment tab (000 §4-5, 001 §5) at
// /profil/detailtransaksi/pembayaran/bukti?id_transaksi={id}: a route of its own under the order
// page (not under the tab), so that neither page's first load carries the other's code. A section
// in the tab's place without JavaScript, a dialog with it. Its action streams the body (readUpload).
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { TabError, useOrderPage } from "~/features/orders/tab-route";
import { ProofModal } from "~/features/payments/ProofModal";
import { keepDataAfterBusyPost } from "~/lib/host-busy";
import { keepRetryAfter } from "~/lib/http.server";
import { loadTab } from "~/features/orders/order-page.server";
import { detailHref } from "~/features/orders/tabs";
import { PROOF_MESSAGES, PROOF_SENT_MODAL } from "~/features/payments/forms";
import { proofHref } from "~/features/payments/paths";
import { proofAction } from "~/features/payments/proof-action.server";
import { proofFormData } from "~/features/payments/tab-data.server";
import { sheets } from "~/styles/sheets";

export const links = sheets("upload");

export const headers = keepRetryAfter;
export const shouldRevalidate = keepDataAfterBusyPost;

export const loader = (args: LoaderFunctionArgs) => loadTab(args, "pembayaran", proofFormData(args.context));

/** Sent: the tab under 'Selamat File Anda telah dikirim'. */
export const action = (args: ActionFunctionArgs) =>
  proofAction(args, (transactionId) => detailHref(transactionId, "pembayaran", PROOF_SENT_MODAL));

export default function ProofPage() {
  const { data } = useLoaderData<typeof loader>();
  const { transactionId } = useOrderPage();
  const tab = detailHref(transactionId, "pembayaran");
  return (
    <section className="order-section payment-tab" aria-labelledby="payment-tab-title">
      <h2 id="payment-tab-title">Pembayaran</h2>
      {/* A stale link (the payment was verified meanwhile): nothing to send, and the way back. */}
      {data.canUpload ? null : (
        <p className="payment-notice">
          {PROOF_MESSAGES.closed}. <Link to={tab}>Kembali ke Pembayaran</Link>
        </p>
      )}
      <ProofModal canUpload={data.canUpload} action={proofHref(transactionId)} closeTo={tab} />
    </section>
  );
}

export const ErrorBoundary = TabError;
