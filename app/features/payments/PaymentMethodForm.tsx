import { Form, useNavigation } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { answerFields } from "~/components/ui/answerFields";
import { FieldError } from "~/components/ui/FormField";
import { FormAnswer } from "~/components/ui/FormAnswer";
import { intentField, replyFor, type FormAnswer as Answer } from "~/lib/forms/answer";
import { CHOOSE_PAYMENT_FORM, CHOOSE_PAYMENT_INTENT } from "~/features/payments/forms";

/**
 * 001 §2 "Pilih Metode Pembayaran": BPD opens the bank payment page, Doku the gateway. A plain
 * form; with JavaScript the button is disabled while it is sent (the host answers a repeat with
 * the same payment anyway). A refused choice comes back in the errorpayment modal, kept.
 */
export function PaymentMethodForm({ action, answer }: { action: string; answer: Answer | undefined }) {
  const navigation = useNavigation();
  const sending = navigation.state !== "idle" && navigation.formData?.get("intent") === CHOOSE_PAYMENT_INTENT;
  const service = answerFields(
    CHOOSE_PAYMENT_FORM,
    replyFor(answer, CHOOSE_PAYMENT_INTENT),
  )("payment_service");
  return (
    <>
      <FormAnswer answer={answer} intent={CHOOSE_PAYMENT_INTENT} formId={CHOOSE_PAYMENT_FORM} />
      {/* noValidate: an empty choice gets the spec's message from the server, not the browser's bubble. */}
      <Form
        id={CHOOSE_PAYMENT_FORM}
        method="post"
        action={action}
        className="payment-card payment-method"
        noValidate
      >
        <AuthenticityTokenInput />
        <label htmlFor={service.props.id}>Pilih Metode Pembayaran</label>
        <div className="payment-actions">
          <select {...service.props} required>
            <option value="">- Silahkan Pilih -</option>
            <option value="BPD">QRIS / Virtual Account BPD Bali</option>
            <option value="Doku">Lainnya</option>
          </select>
          <button
            type="submit"
            {...intentField(CHOOSE_PAYMENT_INTENT)}
            disabled={sending}
            aria-busy={sending || undefined}
          >
            {sending ? "Memproses..." : "Bayar"}
          </button>
        </div>
        <FieldError id={service.meta.errorId} error={service.meta.errors?.[0]} />
      </Form>
    </>
  );
}
