// The quotation's addresses and the cart lines they name: its own small module, so the cart page
// that links here carries none of the quotation's date code into the browser.
export const QUOTATION_PATH = "/keranjang-belanja/penawaran";
/** More cart lines than any cart holds: a longer list is someone else's URL. */
const MAX_SELECTED = 100;

/** The ticked cart lines from `pilih` (the cart's own parameter), hostile until parsed. */
export function selectedLines(params: URLSearchParams): number[] {
  return [
    ...new Set(
      params
        .getAll("pilih")
        .slice(0, MAX_SELECTED)
        .filter((value) => /^\d{1,9}$/.test(value))
        .map(Number)
        .filter((id) => id > 0),
    ),
  ];
}

/** The page (or, `.xlsx`, its table) for these cart lines and delivery address. */
export function quotationHref(
  selected: readonly number[],
  addressId?: number | null,
  extension: "" | ".xlsx" = "",
): string {
  const params = new URLSearchParams();
  for (const id of selected) params.append("pilih", String(id));
  if (addressId) params.set("alamat", String(addressId));
  return `${QUOTATION_PATH}${extension}?${params}`;
}
