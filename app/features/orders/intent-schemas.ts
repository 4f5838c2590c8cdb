// The order page's forms, told apart by their `intent`, declared once per tab (browser-safe): each
// tab's action takes only its own schema's intents and its handler map is keyed by them, so a
// missing handler or a renamed intent is a type error. Buttons use the same constants.
import { z } from "zod";
import { COMPLAINT_INTENT, REVIEW_INTENT } from "~/features/feedback/forms";
import { CHOOSE_PAYMENT_INTENT, PROOF_INTENT } from "~/features/payments/forms";
import { NEGO_INTENT, ONGKIR_INTENT, REORDER_INTENT, SPK_INTENT, SPK_ROLE_INTENT } from "./intents";
import { RECEIPT_INTENT } from "./receipt/receipt";

const intent = <T extends string>(name: T) => z.object({ intent: z.literal(name) });

/** The head's form, posted to the parent route. */
export const headIntents = z.discriminatedUnion("intent", [intent(REORDER_INTENT)]);
/** Negosiasi: the next batch. */
export const negotiationIntents = z.discriminatedUnion("intent", [intent(NEGO_INTENT)]);
/** The budget form (`anggaran`, a child route of Detail Pesanan and of Negosiasi) and its role change. */
export const budgetIntents = z.discriminatedUnion("intent", [intent(SPK_INTENT), intent(SPK_ROLE_INTENT)]);
/** The shipping-cost proposal (`ongkir`, a child route of Detail Pesanan and of Negosiasi). */
export const shippingIntents = z.discriminatedUnion("intent", [intent(ONGKIR_INTENT)]);
export const receiptIntents = z.discriminatedUnion("intent", [intent(RECEIPT_INTENT)]);
export const paymentIntents = z.discriminatedUnion("intent", [intent(CHOOSE_PAYMENT_INTENT)]);
/** The payment tab's proof form, a route of its own beside the tab (pembayaran/bukti). */
export const proofIntents = z.discriminatedUnion("intent", [intent(PROOF_INTENT)]);
export const complaintIntents = z.discriminatedUnion("intent", [intent(COMPLAINT_INTENT)]);
export const reviewIntents = z.discriminatedUnion("intent", [intent(REVIEW_INTENT)]);

/** The intents a tab's schema declares. */
export type IntentOf<S extends z.ZodTypeAny> = z.infer<S>["intent"];
