import { Form, useActionData, useNavigation } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { RefusalDialog } from "~/components/ui/ResultDialog";
import type { OrderActionResult } from "~/lib/orders/actions/result";
import { CHOOSE_PAYMENT_INTENT } from "~/lib/payments/forms";

/**
 * 001 §2 "Pilih Metode Pembayaran": BPD opens the bank payment page, Doku the gateway. A plain
 * form; with JavaScript the button is disabled while it is sent (the host answers a repeat with
 * the same payment anyway).
 */
export function PaymentMethodForm({ action }: { action: string }) {
  const navigation = useNavigation();
  const sending = navigation.state !== "idle" && navigation.formData?.get("intent") === CHOOSE_PAYMENT_INTENT;
  const result = useActionData<OrderActionResult>();
  const refused = result?.intent === CHOOSE_PAYMENT_INTENT && !result.ok ? result : null;
  return (
    <>
      <Form method="post" action={action} className="payment-card payment-method">
        <AuthenticityTokenInput />
        <label htmlFor="payment-service">Pilih Metode Pembayaran</label>
        <div className="payment-actions">
          <select
            id="payment-service"
            name="payment_service"
            required
            defaultValue={refused?.values?.payment_service ?? ""}
          >
            <option value="">- Silahkan Pilih -</option>
            <option value="BPD">QRIS / Virtual Account BPD Bali</option>
            <option value="Doku">Lainnya</option>
          </select>
          <button
            type="submit"
            name="intent"
            value={CHOOSE_PAYMENT_INTENT}
            disabled={sending}
            aria-busy={sending || undefined}
          >
            {sending ? "Memproses..." : "Bayar"}
          </button>
        </div>
      </Form>
      {/* Outside the form: the dialog's Oke is a form of its own. */}
      {refused ? <RefusalDialog result={refused} name="errorpayment" title="Ooppsss" /> : null}
    </>
  );
}
