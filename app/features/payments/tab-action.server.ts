// The payment tab's payment choice (001 §2, §4): BPD or Doku. The proof upload is a route of its
// own beside the tab (/profil/detailtransaksi/pembayaran/bukti), its action ./proof-action.server.
import { parseWithZod } from "@conform-to/zod";
import { redirect, redirectDocument } from "@remix-run/node";
import { createPayment } from "~/lib/admin/payments.server";
import { submissionAnswer } from "~/lib/forms/answer";
import { sendAnswer } from "~/lib/forms/answer.server";
import { hostAnswer } from "~/lib/forms/host-answer.server";
import { REFUSAL_TITLE } from "~/lib/forms/texts";
import { publicUrl } from "~/lib/public-url.server";
import { paymentMethodSchema } from "~/features/payments/proof-schema";
import { CHOOSE_PAYMENT_INTENT, PAYMENT_REFUSED_MODAL } from "~/features/payments/forms";
import { bankPageHref } from "~/features/payments/paths";
import { httpUrl } from "~/features/payments/present.server";
import type { OrderActionHandler } from "../orders/order-page.server";

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
  const refused = (message: string) =>
    submissionAnswer(CHOOSE_PAYMENT_INTENT, submission, {
      dialog: { title: REFUSAL_TITLE, message, name: PAYMENT_REFUSED_MODAL },
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
    // Another buyer's order (404) is the page's 404.
    return hostAnswer(error, refused, { notFound: "Transaksi" });
  }
};
