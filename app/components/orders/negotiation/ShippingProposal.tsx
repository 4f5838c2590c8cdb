import { Form } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import type { Order } from "~/lib/admin/orders.server";
import { formatRupiah } from "~/lib/format";
import { SHIPPING_MAX_DIGITS, currentShipping, latestRound } from "~/lib/orders/negotiation";
import { EMPTY_DATA, REFUSAL_TITLE } from "~/lib/forms/texts";
import { ONGKIR_INTENT } from "~/lib/orders/intents";
import { detailHref, tabActionHref, type TabId } from "~/lib/orders/tabs";
import { BusyOverlay, useSubmitting } from "~/components/ui/BusyOverlay";
import { RupiahInput } from "~/components/ui/RupiahInput";
import { ModalActions } from "./FormPieces";
import { UrlModal } from "~/components/ui/UrlModal";
import { RefusalDialog } from "~/components/ui/ResultDialog";
import { fieldError, typedValue, useOrderResult } from "./useOrderResult";

/**
 * `?modal=ongkir` (001 §2 "Pengajuan Harga Ongkir"): a buyer round with only a shipping price,
 * sent as store-negotiation (docs/admin-api.md, Negotiation & SPK).
 */
export function ShippingProposal({
  order,
  transactionId,
  tab,
}: {
  order: Order;
  transactionId: number;
  tab: TabId;
}) {
  const result = useOrderResult(ONGKIR_INTENT);
  const sending = useSubmitting(ONGKIR_INTENT);
  const closeTo = detailHref(transactionId, tab);
  const error = fieldError(result, "new_shipping_price");
  return (
    <UrlModal id="ongkir" title="Pengajuan Harga Ongkir" closeTo={closeTo}>
      <Form
        method="post"
        action={`${tabActionHref(transactionId, tab, "ongkir")}#ongkir`}
        preventScrollReset
        noValidate
      >
        <AuthenticityTokenInput />
        <input type="hidden" name="nego_step" value={latestRound(order)?.nego_step ?? 0} />
        <p>
          Ongkos kirim saat ini: <strong>{formatRupiah(currentShipping(order.data))}</strong>
        </p>
        <label htmlFor="ongkir-price">Harga yang diajukan</label>
        <RupiahInput
          id="ongkir-price"
          name="new_shipping_price"
          defaultValue={typedValue(result, "new_shipping_price")}
          error={error}
          maxDigits={SHIPPING_MAX_DIGITS}
        />
        <ModalActions closeTo={closeTo} intent={ONGKIR_INTENT} busy={sending} label="Ajukan" />
      </Form>
      <BusyOverlay show={sending} />
      {result ? (
        <RefusalDialog
          result={result}
          name={result.message === EMPTY_DATA ? "errorkosong" : "errorajukannego"}
          title={REFUSAL_TITLE}
        />
      ) : null}
    </UrlModal>
  );
}
