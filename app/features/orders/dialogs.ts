// The spec's refusal modals of the order page's forms and of the review and complaint forms
// (001 §2, §8): titled 'Ooppsss', each named as the spec names it (kept as a hook for tests).
import { COMPLAINT_INTENT, REVIEW_INTENT } from "~/features/feedback/forms";
import type { AnswerDialog } from "~/lib/forms/answer";
import { EMPTY_DATA, REFUSAL_TITLE } from "~/lib/forms/texts";
import {
  CHOOSE_PAYMENT_INTENT,
  PAYMENT_REFUSED_MODAL,
  PROOF_INTENT,
  PROOF_REFUSED_MODAL,
} from "~/features/payments/forms";
import { NEGO_INTENT, ONGKIR_INTENT, REORDER_INTENT, SPK_INTENT } from "./intents";
import { RECEIPT_INTENT, RECEIPT_REFUSED_MODAL } from "./receipt/receipt";

const MODAL_OF_INTENT: Record<string, string> = {
  [NEGO_INTENT]: "errorajukannego",
  [ONGKIR_INTENT]: "errorajukannego",
  [SPK_INTENT]: "errorconfirmnego",
  [REVIEW_INTENT]: "errorulasan",
  [COMPLAINT_INTENT]: "errorkomplain",
  [CHOOSE_PAYMENT_INTENT]: PAYMENT_REFUSED_MODAL,
  [PROOF_INTENT]: PROOF_REFUSED_MODAL,
  [RECEIPT_INTENT]: RECEIPT_REFUSED_MODAL,
  // Not in the spec: "Beli lagi" has no modal of its own there.
  [REORDER_INTENT]: "errorbelilagi",
};

/** The refusal modal of the form `intent` with `message` (the host's, or the busy text). */
export const refusalDialog = (intent: string, message: string): AnswerDialog => ({
  title: REFUSAL_TITLE,
  message,
  name: MODAL_OF_INTENT[intent],
});

/** 001 §8: an empty counter-offer or confirmation. */
export const EMPTY_DIALOG: AnswerDialog = { title: REFUSAL_TITLE, message: EMPTY_DATA, name: "errorkosong" };
