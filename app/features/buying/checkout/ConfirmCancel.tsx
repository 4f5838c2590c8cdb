import { Link } from "@remix-run/react";
import { Dialog } from "~/components/ui/Dialog";
import { FormAnswer } from "~/components/ui/FormAnswer";
import { checkoutHref, type Place } from "~/features/buying/checkout/checkout";
import { CANCEL_PRICE_NEGO, CANCEL_SHIPPING_NEGO } from "~/features/buying/offer-limits";
import { OK } from "~/lib/forms/texts";
import { PlaceFields } from "./PlaceFields";
import { useIntent } from "./useIntent";

type Cancelling = { kind: "shipping" } | { kind: "price"; detailId: number };

/** The cancel confirmation of a negotiation, opened by its `?batal=` address. */
export function ConfirmCancel({ cancelling, place }: { cancelling: Cancelling; place: Place }) {
  const intent = cancelling.kind === "shipping" ? "shipping-nego-cancel" : "price-nego-cancel";
  const detailId = cancelling.kind === "price" ? cancelling.detailId : undefined;
  // The refusal comes from the fetcher with JavaScript, from the page's action data without.
  const { fetcher, result, name, busy } = useIntent(intent, detailId);
  const question = cancelling.kind === "shipping" ? CANCEL_SHIPPING_NEGO : CANCEL_PRICE_NEGO;
  if (result) return <FormAnswer answer={result} intent={name} formId="cancel" ok={OK} />;
  return (
    <Dialog labelledBy="cancel-question" closeTo={checkoutHref(place)}>
      <p id="cancel-question">{question}</p>
      <footer>
        <Link to={checkoutHref(place)} role="button" className="secondary">
          Batal
        </Link>{" "}
        <fetcher.Form method="post" className="inline-form">
          <PlaceFields intent={intent} place={place} />
          {detailId !== undefined ? <input type="hidden" name="detailId" value={detailId} /> : null}
          <button type="submit" disabled={busy} aria-busy={busy}>
            Ya, batalkan
          </button>
        </fetcher.Form>
      </footer>
    </Dialog>
  );
}
