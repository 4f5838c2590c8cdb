// The product page's buy form (000 §2): the quantity, 'Tambah ke Keranjang' and 'Nego Harga'.
// Its answer (BuyAnswer) is the success dialog, or the form again read by FormAnswer: the
// quantity's message under it, the host's refusal or a busy host in the 'Gagal' dialog.
import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { Dialog } from "~/components/ui/Dialog";
import { FormAnswer } from "~/components/ui/FormAnswer";
import { CART } from "~/features/buying/cart";
import { formatCount } from "~/lib/format";
import { isFormAnswer, replyFor } from "~/lib/forms/answer";
import { OK, PRODUCT_ADDED } from "~/lib/forms/texts";
import { BUY_FORM, DISABLED_TEXT, OUT_OF_STOCK, type BuyAnswer } from "./buy-form";

type BuyFormProps = { stock: number; unit: string; disabled: boolean; negotiationHref: string };

const QTY_ERROR = `${BUY_FORM}-qty-error`;

// The browser checks `required` and `min`; the zod schema runs in the action only, which keeps
// zod and conform out of this page's JavaScript (first-load budget 100 kB).
export function BuyForm({ stock, unit, disabled, negotiationHref }: BuyFormProps) {
  const actionData = useActionData<BuyAnswer>();
  const navigation = useNavigation();
  const form = useRef<HTMLFormElement>(null);
  const idle = navigation.state === "idle";
  const result = idle ? actionData : undefined;
  const answer = isFormAnswer(result) ? result : undefined;
  const added = result !== undefined && !isFormAnswer(result);
  const reply = replyFor(answer, BUY_FORM);
  const qtyError = reply?.error?.qty?.[0];
  const typed = reply?.initialValue?.qty;
  useEffect(() => {
    if (added) form.current?.reset();
  }, [added, result]);
  return (
    <>
      <FormAnswer answer={answer} intent={BUY_FORM} formId={BUY_FORM} ok={OK} />
      <Form method="post" ref={form} id={BUY_FORM} className="buy-form" preventScrollReset>
        <AuthenticityTokenInput />
        <label>
          Jumlah
          <input
            type="number"
            id={`${BUY_FORM}-qty`}
            name="qty"
            defaultValue={typeof typed === "string" && typed ? typed : 1}
            min={1}
            step={1}
            required
            aria-invalid={qtyError ? true : undefined}
            aria-describedby={qtyError ? `qty-stock ${QTY_ERROR}` : "qty-stock"}
          />
        </label>
        <p id="qty-stock">
          Stok: {formatCount(stock)} {unit}
        </p>
        <button type="submit" disabled={disabled || stock <= 0} aria-busy={navigation.state === "submitting"}>
          {disabled ? DISABLED_TEXT : stock <= 0 ? OUT_OF_STOCK : "Tambah ke Keranjang"}
        </button>
        <Link to={negotiationHref} replace preventScrollReset role="button" className="secondary outline">
          Nego Harga
        </Link>
      </Form>
      {qtyError ? (
        <p className="field-error" id={QTY_ERROR}>
          {qtyError}
        </p>
      ) : null}
      {added ? (
        <Dialog title={PRODUCT_ADDED}>
          <p>
            <Link to={CART} role="button">
              Lihat Keranjang
            </Link>
          </p>
          <form method="dialog">
            <button type="submit" className="secondary">
              OK
            </button>
          </form>
        </Dialog>
      ) : null}
    </>
  );
}
