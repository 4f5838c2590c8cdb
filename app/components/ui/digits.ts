import type { FormEvent } from "react";
import { digitsOnly } from "~/lib/digits";

/** Numeric-only entry (001 §5): with JavaScript anything but digits is dropped as it is typed. */
export function keepDigits(event: FormEvent<HTMLInputElement>) {
  const input = event.currentTarget;
  const digits = digitsOnly(input.value);
  if (digits !== input.value) input.value = digits;
}

/** The native hints of a digits-only input. */
export const digitsInput = (maxLength: number) => ({
  type: "text",
  inputMode: "numeric" as const,
  pattern: "[0-9]*",
  maxLength,
  autoComplete: "off",
  onInput: keepDigits,
});
