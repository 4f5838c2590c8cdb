import { Form, useActionData } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { answerFields } from "~/components/ui/answerFields";
import type { Order } from "~/lib/admin/orders.server";
import { replyFor, type FormAnswer as Answer } from "~/lib/forms/answer";
import { formatRupiah } from "~/lib/format";
import {
  SHIPPING_MAX_DIGITS,
  canCounter,
  currentShipping,
  latestRound,
  negotiationFormHref,
  type NegotiationFormTab,
} from "~/features/orders/negotiation/rules";
import { ONGKIR_INTENT } from "~/features/orders/intents";
import { detailHref } from "~/features/orders/tabs";
import { BusyOverlay, useSubmitting } from "~/components/ui/BusyOverlay";
import { FormAnswer } from "~/components/ui/FormAnswer";
import { RupiahInput } from "~/components/ui/RupiahInput";
import { UrlModal } from "~/components/ui/UrlModal";
import { ModalActions } from "./FormPieces";

const FORM_ID = "ongkir-form";

/**
 * The shipping proposal's route (`ongkir`, 001 §2 "Pengajuan Harga Ongkir"): a buyer round with
 * only a shipping price, sent as store-negotiation (docs/admin-api.md, Negotiation & SPK); shown
 * while the buyer may answer, and after a refusal even when the order moved on meanwhile.
 */
export function ShippingProposal({
  order,
  transactionId,
  tab,
}: {
  order: Order;
  transactionId: number;
  tab: NegotiationFormTab;
}) {
  const answer = useActionData<Answer | null>();
  const reply = replyFor(answer, ONGKIR_INTENT);
  const sending = useSubmitting(ONGKIR_INTENT);
  if (!canCounter(order) && !reply) return null;
  const price = answerFields(FORM_ID, reply)("new_shipping_price");
  const closeTo = detailHref(transactionId, tab);
  return (
    <UrlModal id="ongkir" title="Pengajuan Harga Ongkir" closeTo={closeTo}>
      <FormAnswer answer={answer} intent={ONGKIR_INTENT} formId={FORM_ID} />
      <Form
        id={FORM_ID}
        method="post"
        action={`${negotiationFormHref(transactionId, tab, "ongkir")}#ongkir`}
        preventScrollReset
        noValidate
      >
        <AuthenticityTokenInput />
        <input type="hidden" name="nego_step" value={latestRound(order)?.nego_step ?? 0} />
        <p>
          Ongkos kirim saat ini: <strong>{formatRupiah(currentShipping(order.data))}</strong>
        </p>
        <label htmlFor={price.meta.id}>Harga yang diajukan</label>
        <RupiahInput
          id={price.meta.id}
          name="new_shipping_price"
          defaultValue={price.props.defaultValue}
          error={price.meta.errors?.[0]}
          maxDigits={SHIPPING_MAX_DIGITS}
        />
        <ModalActions closeTo={closeTo} intent={ONGKIR_INTENT} busy={sending} label="Ajukan" />
      </Form>
      <BusyOverlay show={sending} />
    </UrlModal>
  );
}
