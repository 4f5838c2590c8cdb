import { Link, useFetcher } from "@remix-run/react";
import { AlertDialog, Dialog } from "~/components/buying/Dialog";
import { checkoutHref, type CheckoutActionData, type Place } from "~/lib/buying/checkout";
import { CANCEL_PRICE_NEGO, CANCEL_SHIPPING_NEGO } from "~/lib/buying/negotiation";
import { PlaceFields } from "./PlaceFields";

type Cancelling = { kind: "shipping" } | { kind: "price"; detailId: number };

/** The cancel confirmation of a negotiation, opened by its `?batal=` address. */
export function ConfirmCancel({ cancelling, place }: { cancelling: Cancelling; place: Place }) {
  const fetcher = useFetcher<CheckoutActionData>();
  const question = cancelling.kind === "shipping" ? CANCEL_SHIPPING_NEGO : CANCEL_PRICE_NEGO;
  const busy = fetcher.state !== "idle";
  if (fetcher.data?.error) return <AlertDialog id="cancel-failure" message={fetcher.data.error} />;
  return (
    <Dialog labelledBy="cancel-question" closeTo={checkoutHref(place)}>
      <p id="cancel-question">{question}</p>
      <footer>
        <Link to={checkoutHref(place)} role="button" className="secondary">
          Batal
        </Link>{" "}
        <fetcher.Form method="post" className="inline-form">
          <PlaceFields
            intent={cancelling.kind === "shipping" ? "shipping-nego-cancel" : "price-nego-cancel"}
            place={place}
          />
          {cancelling.kind === "price" ? (
            <input type="hidden" name="detailId" value={cancelling.detailId} />
          ) : null}
          <button type="submit" disabled={busy} aria-busy={busy}>
            Ya, batalkan
          </button>
        </fetcher.Form>
      </footer>
    </Dialog>
  );
}
