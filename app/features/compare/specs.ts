// The comparison's specification rows: every name any compared product has, in the order first
// met, and each product's value for it ('-' when it has none).
type Specified = { specifications: readonly { name: string; value: string }[] };

export const MISSING_VALUE = "-";

/** Names compared as a reader sees them: "Satuan", " satuan" and "SATUAN" are one row. */
const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The specification rows' names. `shown` are the table's own rows ("Satuan", "Stok"...): a
 * specification of that name is not a second row of it (its value stands in where the table's
 * own is missing, `specificationValue`).
 */
export function specificationNames(products: readonly Specified[], shown: readonly string[] = []): string[] {
  const names: string[] = [];
  for (const product of products)
    for (const { name } of product.specifications)
      if (![...names, ...shown].some((taken) => sameName(taken, name))) names.push(name);
  return names;
}

export function specificationValue(product: Specified, name: string): string {
  const value = product.specifications.find((spec) => sameName(spec.name, name))?.value.trim();
  return value ? value : MISSING_VALUE;
}
