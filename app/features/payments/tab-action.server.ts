// The payment tab's payment choice (001 §2, §4): BPD or Doku. The proof upload is the tab's child
// route (/profil/detailtransaksi/pembayaran/bukti); its handler is sendProof below.
import { parseWithZod } from "@conform-to/zod";
import { redirect, redirectDocument } from "@remix-run/node";
import { AdminError } from "~/lib/admin/client.server";
import { createPayment } from "~/lib/admin/payments.server";
import { submissionAnswer, type AnswerDialog } from "~/lib/forms/answer";
import { busyAnswer, sendAnswer } from "~/lib/forms/answer.server";
import { REFUSAL_TITLE } from "~/lib/forms/texts";
import { publicUrl } from "~/lib/public-url.server";
import { paymentMethodSchema } from "~/features/payments/proof-schema";
import { CHOOSE_PAYMENT_INTENT, PAYMENT_REFUSED_MODAL, PROOF_SENT_MODAL } from "~/features/payments/forms";
import { bankPageHref } from "~/features/payments/paths";
import { httpUrl } from "~/features/payments/present.server";
import { submitProof } from "~/features/payments/proof.server";
import { uploadRedirect } from "~/lib/uploads.server";
import { detailHref } from "../orders/tabs";
import type { OrderActionContext, OrderActionHandler } from "../orders/order-page.server";

/** Where the host sends the buyer back after the gateway: /profil/respon for this order. */
export const returnUrl = (transactionId: number) => publicUrl(`/profil/respon?id_transaksi=${transactionId}`);

/**
 * BPD → the bank payment page; Doku → the gateway's url_payment (a whole-page load). A choice the
 * host refuses (an order not payable, 001 §8) or cannot take now comes back in the errorpayment
 * modal, the choice kept.
 */
export const choosePayment: OrderActionHandler = async ({ admin, transactionId, body }) => {
  const submission = parseWithZod(body.fields, { schema: paymentMethodSchema });
  if (submission.status !== "success") return sendAnswer(submissionAnswer(CHOOSE_PAYMENT_INTENT, submission));
  const refused = (dialog: AnswerDialog) =>
    submissionAnswer(CHOOSE_PAYMENT_INTENT, submission, {
      dialog: { ...dialog, name: PAYMENT_REFUSED_MODAL },
    });
  const service = submission.value.payment_service;
  try {
    const payment = await createPayment(admin, {
      transactionId,
      service,
      successUrl: returnUrl(transactionId),
    });
    if (service === "BPD") return redirect(bankPageHref(transactionId));
    const gateway = httpUrl(payment.url_payment);
    if (!gateway) throw new Response("Alamat pembayaran dari server tidak valid", { status: 502 });
    return redirectDocument(gateway);
  } catch (error) {
    const busy = busyAnswer(error, REFUSAL_TITLE, refused);
    if (busy) return busy;
    // Another buyer's order (404) is the page's 404.
    if (!(error instanceof AdminError) || error.status === 404) throw error;
    return sendAnswer(refused({ title: REFUSAL_TITLE, message: error.message }), 422);
  }
};

/** The proof form: success leads to the 'Selamat File Anda telah dikirim' dialog on the tab. */
export const sendProof: OrderActionHandler = async ({
  request,
  admin,
  transactionId,
  body,
}: OrderActionContext) => {
  if (!body.upload) throw new Response("Permintaan tidak dikenal", { status: 400 });
  const refused = await submitProof(request, admin, transactionId, body.upload);
  if (refused) return refused;
  return uploadRedirect(request, detailHref(transactionId, "pembayaran", PROOF_SENT_MODAL));
};
