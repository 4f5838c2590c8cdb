import { Form, Link } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { errorAria, FieldError } from "~/components/FormField";
import type { Order } from "~/lib/admin/orders.server";
import { formatRupiah } from "~/lib/format";
import {
  NOTES_MAX_LENGTH,
  PRICE_MAX_DIGITS,
  SHIPPING_MAX_DIGITS,
  canApprove,
  canCounter,
  currentShipping,
  currentUnitPrice,
  latestRound,
  offersShippingInput,
} from "~/lib/orders/negotiation";
import { EMPTY_DATA, REFUSAL_TITLE } from "~/lib/forms/texts";
import { NEGO_INTENT } from "~/lib/orders/intents";
import { isStatus } from "~/lib/orders/status";
import { detailHref } from "~/lib/orders/tabs";
import { BusyOverlay, useSubmitting } from "~/components/ui/BusyOverlay";
import { IntentButton } from "~/components/ui/IntentButton";
import { RupiahInput } from "~/components/ui/RupiahInput";
import { RefusalDialog } from "~/components/ui/ResultDialog";
import { fieldError, typedValue, useOrderResult } from "./useOrderResult";

/**
 * The next batch (001 §2): while pending with the administrator's round latest, a new price
 * per product, shipping when the last round negotiated it, notes, and "Lanjutkan Negosiasi";
 * "Setujui Negosiasi" opens the budget form. A confirmed order only shows the approval.
 */
export function NextBatchForm({ order, transactionId }: { order: Order; transactionId: number }) {
  const result = useOrderResult(NEGO_INTENT);
  const sending = useSubmitting(NEGO_INTENT);
  const approve = canApprove(order) ? (
    <Link
      to={`${detailHref(transactionId, "negosiasi", "spk")}#spk`}
      role="button"
      className="secondary"
      preventScrollReset
    >
      Setujui Negosiasi
    </Link>
  ) : null;
  // A refused round keeps its form (what was typed and the host's word) even when the order moved on.
  if (!canCounter(order) && !(result && !result.ok)) {
    if (approve) {
      return (
        <section className="order-section nego-next" aria-labelledby="nego-next-title">
          <h2 id="nego-next-title">Persetujuan Negosiasi</h2>
          <p>Negosiasi telah disepakati. Lengkapi data anggaran untuk melanjutkan pesanan.</p>
          <div className="nego-actions">{approve}</div>
        </section>
      );
    }
    // The buyer spoke last: say so rather than leave the tab without a next step.
    const waiting = isStatus(order.data.status, "pending") && latestRound(order)?.is_admin === false;
    return waiting ? (
      <p className="order-notice" role="note">
        Penawaran Anda telah diajukan. Mohon menunggu tanggapan administrator.
      </p>
    ) : null;
  }
  const step = latestRound(order)?.nego_step ?? 0;
  const withShipping = offersShippingInput(order);
  const shippingError = fieldError(result, "new_shipping_price");
  const notesError = fieldError(result, "notes");
  return (
    <section id="nego-next" className="order-section nego-next" aria-labelledby="nego-next-title">
      <h2 id="nego-next-title">Batch {step + 1}</h2>
      <Form
        method="post"
        action={`${detailHref(transactionId, "negosiasi")}#nego-next`}
        preventScrollReset
        noValidate
      >
        <AuthenticityTokenInput />
        <input type="hidden" name="nego_step" value={step} />
        <div className="overflow-auto">
          <table className="stack-table">
            <thead>
              <tr>
                <th scope="col">Produk</th>
                <th scope="col">Harga Terakhir</th>
                <th scope="col">Harga Baru</th>
              </tr>
            </thead>
            <tbody>
              {order.data.transaction_detail.map((line, index) => {
                const error = fieldError(result, `new_price.${index}`);
                const id = `nego-price-${line.id}`;
                return (
                  <tr key={line.id}>
                    <td data-label="Produk">
                      <label htmlFor={id}>{line.name_product}</label>
                    </td>
                    <td data-label="Harga Terakhir">{formatRupiah(currentUnitPrice(line))}</td>
                    <td data-label="Harga Baru">
                      <input type="hidden" name="transaction_detail_id" value={line.id} />
                      <RupiahInput
                        id={id}
                        name="new_price"
                        defaultValue={typedValue(result, `new_price.${index}`)}
                        error={error}
                        maxDigits={PRICE_MAX_DIGITS}
                      />
                    </td>
                  </tr>
                );
              })}
              {withShipping ? (
                <tr>
                  <td data-label="Produk">
                    <label htmlFor="nego-shipping">Ongkos Kirim</label>
                  </td>
                  <td data-label="Harga Terakhir">{formatRupiah(currentShipping(order.data))}</td>
                  <td data-label="Harga Baru">
                    <RupiahInput
                      id="nego-shipping"
                      name="new_shipping_price"
                      defaultValue={typedValue(result, "new_shipping_price")}
                      error={shippingError}
                      maxDigits={SHIPPING_MAX_DIGITS}
                    />
                  </td>
                </tr>
              ) : null}
            </tbody>
          </table>
        </div>
        <label htmlFor="nego-notes">Catatan</label>
        <textarea
          id="nego-notes"
          name="notes"
          rows={3}
          maxLength={NOTES_MAX_LENGTH}
          defaultValue={typedValue(result, "notes")}
          {...errorAria("nego-notes-error", notesError)}
        />
        <FieldError id="nego-notes-error" error={notesError} />
        <div className="nego-actions">
          {withShipping ? null : (
            <Link
              to={`${detailHref(transactionId, "negosiasi", "ongkir")}#ongkir`}
              className="nego-ongkir-link"
              preventScrollReset
            >
              Ajukan Harga Ongkir
            </Link>
          )}
          {approve}
          <IntentButton intent={NEGO_INTENT} busy={sending}>
            Lanjutkan Negosiasi
          </IntentButton>
        </div>
      </Form>
      <BusyOverlay show={sending} />
      {result ? (
        <RefusalDialog
          result={result}
          name={result.message === EMPTY_DATA ? "errorkosong" : "errorajukannego"}
          title={REFUSAL_TITLE}
        />
      ) : null}
    </section>
  );
}
