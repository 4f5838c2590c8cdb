import { Form, Link, useActionData } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { answerFields } from "~/components/ui/answerFields";
import { FieldError } from "~/components/ui/FormField";
import type { Order } from "~/lib/admin/orders.server";
import { replyFor, type FormAnswer as Answer, type Reply } from "~/lib/forms/answer";
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
  negotiationFormHref,
  offersShippingInput,
} from "~/features/orders/negotiation/rules";
import { NEGO_INTENT } from "~/features/orders/intents";
import { isStatus } from "~/features/orders/status";
import { detailHref } from "~/features/orders/tabs";
import { BusyOverlay, useSubmitting } from "~/components/ui/BusyOverlay";
import { FormAnswer } from "~/components/ui/FormAnswer";
import { IntentButton } from "~/components/ui/IntentButton";
import { RupiahInput } from "~/components/ui/RupiahInput";

const FORM_ID = "nego-form";

/** The `index`th of a repeated field as sent (one price per line), from a refusal's reply. */
function sentPrice(reply: Reply | undefined, index: number): string {
  const sent = reply?.initialValue?.new_price;
  const value = Array.isArray(sent) ? sent[index] : index === 0 ? sent : undefined;
  return typeof value === "string" ? value : "";
}

/**
 * The next batch (001 §2): while pending with the administrator's round latest, a new price
 * per product, shipping when the last round negotiated it, notes, and "Lanjutkan Negosiasi";
 * "Setujui Negosiasi" opens the budget form. A confirmed order only shows the approval.
 */
export function NextBatchForm({ order, transactionId }: { order: Order; transactionId: number }) {
  const answer = useActionData<Answer | null>();
  const reply = replyFor(answer, NEGO_INTENT);
  const sending = useSubmitting(NEGO_INTENT);
  const approve = canApprove(order) ? (
    <Link
      to={`${negotiationFormHref(transactionId, "negosiasi", "anggaran")}#spk`}
      role="button"
      className="secondary"
      preventScrollReset
    >
      Setujui Negosiasi
    </Link>
  ) : null;
  // A refused round keeps its form (what was typed and the host's word) even when the order moved on.
  if (!canCounter(order) && !reply) {
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
  const field = answerFields(FORM_ID, reply);
  const shipping = field("new_shipping_price");
  const notes = field("notes");
  return (
    <section id="nego-next" className="order-section nego-next" aria-labelledby="nego-next-title">
      <h2 id="nego-next-title">Batch {step + 1}</h2>
      <FormAnswer answer={answer} intent={NEGO_INTENT} formId={FORM_ID} />
      <Form
        id={FORM_ID}
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
                const error = reply?.error?.[`new_price.${index}`]?.[0];
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
                        defaultValue={sentPrice(reply, index)}
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
                    <label htmlFor={shipping.meta.id}>Ongkos Kirim</label>
                  </td>
                  <td data-label="Harga Terakhir">{formatRupiah(currentShipping(order.data))}</td>
                  <td data-label="Harga Baru">
                    <RupiahInput
                      id={shipping.meta.id}
                      name="new_shipping_price"
                      defaultValue={shipping.props.defaultValue}
                      error={shipping.meta.errors?.[0]}
                      maxDigits={SHIPPING_MAX_DIGITS}
                    />
                  </td>
                </tr>
              ) : null}
            </tbody>
          </table>
        </div>
        <label htmlFor={notes.meta.id}>Catatan</label>
        <textarea {...notes.props} rows={3} maxLength={NOTES_MAX_LENGTH} />
        <FieldError id={notes.meta.errorId} error={notes.meta.errors?.[0]} />
        <div className="nego-actions">
          {withShipping ? null : (
            <Link
              to={`${negotiationFormHref(transactionId, "negosiasi", "ongkir")}#ongkir`}
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
    </section>
  );
}
