// Every order-page form's refusal comes in the modal the spec names for it (001 §8), also when
// the answer is built generically (a busy host caught by tabAction).
import { describe, expect, it } from "vitest";
import { COMPLAINT_INTENT, REVIEW_INTENT } from "~/features/feedback/forms";
import { refusalDialog } from "~/features/orders/dialogs";
import { NEGO_INTENT, ONGKIR_INTENT, SPK_INTENT } from "~/features/orders/intents";
import { RECEIPT_INTENT } from "~/features/orders/receipt/receipt";
import { CHOOSE_PAYMENT_INTENT, PROOF_INTENT } from "~/features/payments/forms";

describe("refusalDialog", () => {
  it.each([
    [NEGO_INTENT, "errorajukannego"],
    [ONGKIR_INTENT, "errorajukannego"],
    [SPK_INTENT, "errorconfirmnego"],
    [REVIEW_INTENT, "errorulasan"],
    [COMPLAINT_INTENT, "errorkomplain"],
    [CHOOSE_PAYMENT_INTENT, "errorpayment"],
    [PROOF_INTENT, "errorbukti"],
    [RECEIPT_INTENT, "errorpenerimaan"],
  ])("names %s's modal %s, titled Ooppsss, with the message", (intent, name) => {
    expect(refusalDialog(intent, "Transaksi tidak ditemukan")).toEqual({
      title: "Ooppsss",
      message: "Transaksi tidak ditemukan",
      name,
    });
  });
});
