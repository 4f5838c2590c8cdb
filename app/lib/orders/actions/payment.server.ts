// The payment tab's forms (001 §2, §4): choosing BPD or Doku, and the transfer proof of the
// `?modal=bukti` form, whose body the tab's action reads with readUpload.
import { redirect, redirectDocument } from "@remix-run/node";
import { AdminError } from "~/lib/admin/client.server";
import { createPayment } from "~/lib/admin/payments.server";
import { publicUrl } from "~/lib/public-url.server";
import { paymentMethodSchema } from "~/lib/schemas/payment-proof";
import { bankPageHref, CHOOSE_PAYMENT_INTENT, PROOF_SENT_MODAL } from "~/lib/payments/forms";
import { httpUrl } from "~/lib/payments/present.server";
import { submitProof } from "~/lib/payments/proof.server";
import { uploadRedirect } from "~/lib/uploads.server";
import { detailHref } from "../tabs";
import { refusedWith, type OrderActionContext, type OrderActionHandler } from "../order-page.server";

/** Where the host sends the buyer back after the gateway: /profil/respon for this order. */
export const returnUrl = (transactionId: number) => publicUrl(`/profil/respon?id_transaksi=${transactionId}`);

/** BPD → the bank payment page; Doku → the gateway's url_payment (a whole-page load). */
export const choosePayment: OrderActionHandler = async ({ admin, transactionId, body }) => {
  const parsed = paymentMethodSchema.safeParse({ payment_service: body.fields.get("payment_service") });
  if (!parsed.success) {
    return { intent: CHOOSE_PAYMENT_INTENT, ok: false, message: parsed.error.issues[0].message };
  }
  const service = parsed.data.payment_service;
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
    // 001 §8: a refused payment shows the host's message with Oke.
    if (error instanceof AdminError && error.status !== 404) {
      const values = { payment_service: service };
      return refusedWith({ intent: CHOOSE_PAYMENT_INTENT, ok: false, message: error.message, values }, 422);
    }
    throw error;
  }
};

/** The proof modal: success leads to the 'Selamat File Anda telah dikirim' dialog. */
export const sendProof: OrderActionHandler = async ({
  request,
  admin,
  transactionId,
  body,
}: OrderActionContext) => {
  if (!body.upload) throw new Response("Permintaan tidak dikenal", { status: 400 });
  const refused = await submitProof(admin, transactionId, body.upload);
  if (refused) return refused;
  return uploadRedirect(request, detailHref(transactionId, "pembayaran", PROOF_SENT_MODAL));
};
