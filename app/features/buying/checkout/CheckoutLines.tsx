import { Link } from "@remix-run/react";
import { useEffect, useState } from "react";
import { formError } from "~/components/ui/answerFields";
import { ProductImage } from "~/features/catalogue/ProductImage";
import type { Checkout, CheckoutLine } from "~/lib/admin/checkout.server";
import { checkoutHref, type Place } from "~/features/buying/checkout/checkout";
import { PRICE_NEGO_MAX_LENGTH } from "~/features/buying/offer-limits";
import { canSplit, partialError } from "~/features/buying/partial";
import { formatRupiah } from "~/lib/format";
import { PlaceFields } from "./PlaceFields";
import { usePartialDrafts } from "./partialDrafts";
import { useIntent } from "./useIntent";

export function CheckoutLines({ checkout, place }: { checkout: Checkout; place: Place }) {
  return (
    <section className="checkout-card" aria-labelledby="lines-title">
      <h2 id="lines-title">Produk</h2>
      {checkout.checkout_detail.map((line) => (
        <CheckoutLineItem key={line.id} line={line} place={place} />
      ))}
    </section>
  );
}

function CheckoutLineItem({ line, place }: { line: CheckoutLine; place: Place }) {
  const negotiated = line.is_nego && line.price_nego !== null;
  return (
    <article
      className="checkout-line"
      data-testid={`checkout-line-${line.id}`}
      aria-label={line.product.name}
    >
      <header className="checkout-line-head">
        <ProductImage image={line.product.image[0] ?? null} alt="" size={72} />
        <div>
          <h3>{line.product.name}</h3>
          <p>
            {line.qty} {line.product.unit?.name ?? ""} × {formatRupiah(line.price)} ={" "}
            <strong>{formatRupiah(line.subtotal)}</strong>
          </p>
          {line.notes ? <p className="checkout-note">Catatan: {line.notes}</p> : null}
          {negotiated ? (
            <p data-testid="price-nego">
              Harga nego: {formatRupiah(line.price_nego)} (subtotal {formatRupiah(line.subtotal_nego)}){" "}
              <Link
                to={checkoutHref(place, { batal: "harga", detail: String(line.id) })}
                className="secondary"
              >
                Batalkan nego harga
              </Link>
            </p>
          ) : null}
        </div>
      </header>
      <PriceNegotiation line={line} place={place} />
      {canSplit(line.qty) ? <PartialDelivery line={line} place={place} /> : null}
    </article>
  );
}

function PriceNegotiation({ line, place }: { line: CheckoutLine; place: Place }) {
  const { fetcher, result, busy } = useIntent("price-nego", line.id);
  const error = result?.reply.error?.price_nego?.[0] ?? formError(result?.reply);
  return (
    <fetcher.Form method="post" className="nego-form" aria-busy={busy}>
      <PlaceFields intent="price-nego" place={place} />
      <input type="hidden" name="detailId" value={line.id} />
      <label>
        Nego harga satuan
        <input
          type="number"
          name="price_nego"
          min={0}
          step={1}
          inputMode="numeric"
          // maxLength does not apply to number inputs; max keeps the value within 10 digits.
          max={10 ** PRICE_NEGO_MAX_LENGTH - 1}
          required
          aria-invalid={error ? true : undefined}
        />
      </label>
      {error ? (
        <small role="alert" className="field-error">
          {error}
        </small>
      ) : null}
      <button type="submit" className="secondary" disabled={busy}>
        Nego harga
      </button>
    </fetcher.Form>
  );
}

function PartialDelivery({ line, place }: { line: CheckoutLine; place: Place }) {
  const { fetcher, result, busy } = useIntent("partial", line.id);
  const { report } = usePartialDrafts();
  const [typed, setTyped] = useState<string[] | null>(null);
  // After a refused post the buyer's own parts come back; otherwise the stored ones.
  const source = typed ?? submittedParts(result?.reply.initialValue?.parts) ?? line.has_partial.map(String);
  const filled = source.filter((part) => part.trim() !== "").length;
  // One empty box beyond the filled ones (at least two), never more boxes than units.
  const boxes = Math.min(line.qty, Math.max(2, source.length, filled + 1));
  const values = Array.from({ length: boxes }, (_, index) => source[index] ?? "");
  const liveError = typed ? partialError(line.qty, typed) : null;
  const error = liveError ?? formError(result?.reply) ?? null;
  useEffect(() => report(line.id, liveError !== null), [report, line.id, liveError]);
  // Only server states open it, so live checks never fold it while the buyer types.
  const open = line.has_partial.length > 0 || Boolean(formError(result?.reply));
  return (
    <details className="partial" open={open}>
      <summary>Pengiriman partial</summary>
      <fetcher.Form method="post" aria-busy={busy} onSubmit={() => setTyped(null)}>
        <PlaceFields intent="partial" place={place} />
        <input type="hidden" name="detailId" value={line.id} />
        <div className="partial-parts">
          {values.map((value, index) => (
            <label key={`${line.has_partial.join(",")}-${index}`}>
              Pengiriman {index + 1}
              <input
                type="text"
                name="parts"
                inputMode="numeric"
                defaultValue={value}
                aria-invalid={error ? true : undefined}
                onChange={(event) => {
                  const next = [...values];
                  next[index] = event.currentTarget.value;
                  setTyped(next);
                }}
              />
            </label>
          ))}
        </div>
        {error ? (
          <small role="alert" className="field-error" data-partial-error>
            {error}
          </small>
        ) : null}
        <button type="submit" className="secondary" disabled={busy}>
          Simpan partial
        </button>
      </fetcher.Form>
    </details>
  );
}

/** The parts as the buyer sent them, given back with a refusal (one part comes as a string). */
function submittedParts(value: unknown): string[] | undefined {
  if (typeof value === "string") return [value];
  return Array.isArray(value) ? value.map((part) => (typeof part === "string" ? part : "")) : undefined;
}
