/** Keeps digits only: the spec's numeric-only entry for prices, years, codes and NIPs. */
export function digitsOnly(value: string): string {
  return value.replace(/\D+/g, "");
}
