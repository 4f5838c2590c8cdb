// The comparison's specification rows: every name any compared product has, in the order first
// met, and each product's value for it ('-' when it has none).
type Specified = { specifications: readonly { name: string; value: string }[] };

export const MISSING_VALUE = "-";

export function specificationNames(products: readonly Specified[]): string[] {
  const names: string[] = [];
  for (const product of products)
    for (const spec of product.specifications) if (!names.includes(spec.name)) names.push(spec.name);
  return names;
}

export function specificationValue(product: Specified, name: string): string {
  const value = product.specifications.find((spec) => spec.name === name)?.value.trim();
  return value ? value : MISSING_VALUE;
}
