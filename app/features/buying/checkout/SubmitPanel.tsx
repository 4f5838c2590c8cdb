import { Form, useActionData, useNavigation } from "@remix-run/react";
import { useState } from "react";
import type { Checkout } from "~/lib/admin/checkout.server";
import { formError } from "~/components/ui/answerFields";
import { summaryOf, type Place } from "~/features/buying/checkout/checkout";
import { replyFor, type FormAnswer } from "~/lib/forms/answer";
import { PARTIAL_SUBMIT_ERROR } from "~/features/buying/partial";
import { formatRupiah } from "~/lib/format";
import { PlaceFields } from "./PlaceFields";
import { usePartialDrafts } from "./partialDrafts";

type Props = {
  checkout: Checkout;
  place: Place;
  /** The stored service in force for the place; without one no shipping is counted yet. */
  service: string | null;
};

/** The summary (000 §9) and the purchase request, a plain form that navigates on success. */
export function SubmitPanel({ checkout, place, service }: Props) {
  const summary = summaryOf(checkout, place);
  const navigation = useNavigation();
  const actionData = useActionData<FormAnswer | null>();
  const { invalid } = usePartialDrafts();
  const [draftWarning, setDraftWarning] = useState(false);
  const submitting = navigation.state !== "idle" && navigation.formData?.get("intent") === "submit";
  const serverError = formError(replyFor(actionData, "submit"));
  const error = draftWarning && invalid.size > 0 ? PARTIAL_SUBMIT_ERROR : serverError;
  return (
    <aside className="checkout-card checkout-summary" aria-labelledby="summary-title">
      <h2 id="summary-title">Ringkasan</h2>
      <dl>
        <dt>Total harga</dt>
        <dd data-testid="total-price">{formatRupiah(summary.totalPrice)}</dd>
        {summary.totalPriceNego !== null ? (
          <>
            <dt>Total harga nego</dt>
            <dd data-testid="total-price-nego">{formatRupiah(summary.totalPriceNego)}</dd>
          </>
        ) : null}
        <dt>PPN 11%</dt>
        <dd data-testid="total-ppn">{formatRupiah(summary.ppn)}</dd>
        <dt>Ongkos kirim</dt>
        <dd data-testid="summary-shipping">
          {service ? formatRupiah(summary.shippingCostNego ?? summary.shippingCost) : "-"}
        </dd>
        <dt>Total tagihan</dt>
        <dd>
          <strong data-testid="grand-total">{formatRupiah(summary.totalBill)}</strong>
        </dd>
      </dl>
      <Form
        method="post"
        onSubmit={(event) => {
          // Typed parts that do not add up are not sent; the buyer fixes them first.
          if (invalid.size > 0) {
            event.preventDefault();
            setDraftWarning(true);
          }
        }}
      >
        <PlaceFields intent="submit" place={place} />
        {error ? (
          <p role="alert" className="form-error">
            {error}
          </p>
        ) : null}
        {/* Disabled while the request is under way: one click, one purchase request. */}
        <button type="submit" disabled={submitting} aria-busy={submitting}>
          Pengajuan pembelian
        </button>
      </Form>
    </aside>
  );
}
