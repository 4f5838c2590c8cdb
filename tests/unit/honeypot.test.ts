import { describe, expect, it } from "vitest";
import { honeypot, requireHuman } from "~/lib/csrf.server";

/** The honeypot fields as the sign-in pages render them, with `changes` applied. */
function form(changes: Record<string, string | null> = {}): FormData {
  const props = honeypot.getInputProps();
  const fields: Record<string, string | null> = {
    [props.nameFieldName]: "",
    [props.validFromFieldName ?? "from__confirm"]: props.encryptedValidFrom,
    email: "demo",
    ...changes,
  };
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== null) data.append(name, value);
  return data;
}

const refusal = (run: () => void) => {
  try {
    run();
  } catch (error) {
    return error instanceof Response ? error.status : error;
  }
  return null;
};

describe("requireHuman", () => {
  it("lets a person's form through", () => {
    expect(refusal(() => requireHuman(form()))).toBeNull();
  });

  it("refuses a filled honeypot and a form without its fields", () => {
    expect(refusal(() => requireHuman(form({ name__confirm: "bot" })))).toBe(400);
    expect(refusal(() => requireHuman(form({ name__confirm: null, from__confirm: null })))).toBe(400);
    expect(refusal(() => requireHuman(form({ from__confirm: null })))).toBe(400);
    expect(refusal(() => requireHuman(form({ name__confirm: null })))).toBe(400);
  });
});
