import { Link } from "@remix-run/react";
import { useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { formError } from "~/components/ui/answerFields";
import { FormAlert } from "~/components/ui/FormField";
import { FormAnswer } from "~/components/ui/FormAnswer";
import type { Checkout, Courier, ShipmentQuote } from "~/lib/admin/checkout.server";
import { checkoutHref, type Place } from "~/features/buying/checkout/checkout";
import { deliveryEstimate, etdText } from "~/features/buying/estimate";
import { SHIPPING_NEGO_MAX_DIGITS, SHIPPING_NEGO_MAX_LENGTH, TOO_LONG } from "~/features/buying/offer-limits";
import { OK } from "~/lib/forms/texts";
import { formatRupiah } from "~/lib/format";
import { PlaceFields } from "./PlaceFields";
import { useIntent } from "./useIntent";

type Props = {
  checkout: Checkout;
  couriers: Courier[];
  place: Place;
  quotes: ShipmentQuote[] | null;
  service: string | null;
};

/** Services offered for every shipment, their cost summed across the shipments. */
function servicesOf(quotes: ShipmentQuote[]) {
  const [first, ...rest] = quotes;
  if (!first) return [];
  return first.services
    .filter((offer) => rest.every((quote) => quote.services.some((other) => other.service === offer.service)))
    .map((offer) => ({
      service: offer.service,
      description: offer.description ?? "",
      etd: offer.cost.etd ?? "",
      cost: quotes.reduce(
        (sum, quote) =>
          sum + (quote.services.find((other) => other.service === offer.service)?.cost.value ?? 0),
        0,
      ),
    }));
}

export function ShippingPanel({ checkout, couriers, place, quotes, service }: Props) {
  const hydrated = useHydrated();
  const courierForm = useIntent("courier");
  const serviceForm = useIntent("service");
  const services = quotes ? servicesOf(quotes) : [];
  const submitOnChange = hydrated
    ? (event: React.ChangeEvent<HTMLSelectElement>) => event.currentTarget.form?.requestSubmit()
    : undefined;
  return (
    <section className="checkout-card" aria-labelledby="shipping-title">
      <h2 id="shipping-title">Pengiriman</h2>
      <courierForm.fetcher.Form method="post" aria-busy={courierForm.busy}>
        <PlaceFields intent="courier" place={place} />
        <label>
          Kurir
          <select
            name="courier"
            defaultValue={place.courier ?? ""}
            key={place.courier}
            required
            onChange={submitOnChange}
          >
            <option value="" disabled>
              Pilih kurir
            </option>
            {couriers.map((courier) => (
              <option key={courier.courier_code} value={courier.courier_code}>
                {courier.courier_name}
              </option>
            ))}
          </select>
        </label>
        {hydrated ? null : (
          <button type="submit" className="secondary">
            Pilih kurir
          </button>
        )}
      </courierForm.fetcher.Form>

      {place.courier ? (
        <serviceForm.fetcher.Form method="post" aria-busy={serviceForm.busy}>
          <PlaceFields intent="service" place={place} />
          <label>
            Layanan
            {services.length === 0 ? (
              <select name="service" disabled aria-invalid>
                <option>Layanan Tidak Tersedia</option>
              </select>
            ) : (
              <select
                name="service"
                defaultValue={service ?? ""}
                key={service}
                required
                onChange={submitOnChange}
              >
                <option value="" disabled>
                  Pilih layanan
                </option>
                {services.map((offer) => (
                  <option key={offer.service} value={offer.service}>
                    {offer.service} {offer.description} – {formatRupiah(offer.cost)} ({etdText(offer.etd)})
                  </option>
                ))}
              </select>
            )}
          </label>
          <FormAlert message={formError(serviceForm.result?.reply)} />
          {hydrated || services.length === 0 ? null : (
            <button type="submit" className="secondary">
              Pilih layanan
            </button>
          )}
        </serviceForm.fetcher.Form>
      ) : null}

      <dl className="checkout-shipping">
        <dt>Estimasi pengiriman</dt>
        <dd data-testid="etd">{service ? deliveryEstimate(checkout.shipping_costs) : "-"}</dd>
        <dt>Ongkos kirim</dt>
        <dd data-testid="shipping-cost">{service ? formatRupiah(checkout.shipping_cost) : "-"}</dd>
        {service && checkout.shipping_cost_nego !== null ? (
          <>
            <dt>Ongkos kirim nego</dt>
            <dd data-testid="shipping-cost-nego">
              {formatRupiah(checkout.shipping_cost_nego)}{" "}
              <Link to={checkoutHref(place, { batal: "ongkir" })} className="secondary">
                Batalkan nego ongkir
              </Link>
            </dd>
          </>
        ) : null}
      </dl>
      <ShippingNegotiation
        // A new offer, or a cancelled one, is a new form: the field shows what is in force.
        key={checkout.shipping_cost_nego ?? "none"}
        place={place}
        service={service}
        offer={checkout.shipping_cost_nego}
      />
    </section>
  );
}

type NegotiationProps = { place: Place; service: string | null; offer: number | null };

function ShippingNegotiation({ place, service, offer }: NegotiationProps) {
  const { fetcher, result, name, busy } = useIntent("shipping-nego");
  const [typed, setTyped] = useState("");
  const liveError = typed.replace(/\D/g, "").length > SHIPPING_NEGO_MAX_DIGITS ? TOO_LONG : null;
  const error = liveError ?? result?.reply.error?.shipping_cost_nego?.[0] ?? null;
  return (
    <>
      <fetcher.Form method="post" className="nego-form" aria-busy={busy}>
        <PlaceFields intent="shipping-nego" place={place} />
        <label>
          Nego ongkos kirim
          <input
            type="text"
            name="shipping_cost_nego"
            defaultValue={offer ?? ""}
            inputMode="numeric"
            maxLength={SHIPPING_NEGO_MAX_LENGTH}
            autoComplete="off"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "shipping-nego-error" : undefined}
            onChange={(event) => setTyped(event.currentTarget.value)}
          />
        </label>
        {error ? (
          <small id="shipping-nego-error" role="alert" className="field-error">
            {error}
          </small>
        ) : null}
        {/* Without a service the server answers 'Silahkan pilih kurir terlebih dahulu' first (000 §5). */}
        <button type="submit" disabled={busy || (service !== null && liveError !== null)}>
          Nego ongkir
        </button>
      </fetcher.Form>
      <FormAnswer answer={result} intent={name} formId="shipping-nego" ok={OK} />
    </>
  );
}
