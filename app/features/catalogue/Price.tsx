import type { Promo } from "~/lib/admin/catalogue-types";
import { priceView } from "~/features/catalogue/pricing";
import { formatRupiah } from "~/lib/format";

/** Promo price with discount and the struck-out normal price, or the normal price. */
export function Price({
  price,
  promo,
  className,
}: {
  price: number;
  promo: Promo | null;
  className?: string;
}) {
  const view = priceView(price, promo);
  if (view.kind === "normal") {
    return (
      <p className={className ? `price ${className}` : "price"}>
        <strong>{formatRupiah(view.price)}</strong>
      </p>
    );
  }
  return (
    <p className={className ? `price ${className}` : "price"}>
      <strong>{formatRupiah(view.price)}</strong>{" "}
      <span className="price-discount">{view.discountPercent}%</span>{" "}
      <s className="price-normal">{formatRupiah(view.normalPrice)}</s>
    </p>
  );
}
