import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { answerFields, formError } from "~/components/ui/answerFields";
import { forgotPasswordSchema, loginSchema } from "~/features/auth/schema";
import { registerSchema } from "~/features/auth/register-schema";

const form = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.append(name, value);
  return data;
};

describe("answerFields over a real conform reply", () => {
  it("gives the inputs the native constraints of the same zod rules", () => {
    const field = answerFields("daftar", undefined, {}, getZodConstraint(registerSchema));
    expect(field("password").props.required).toBe(true);
    expect(field("password").limits.minLength).toBe(8);
    expect(field("name").limits.maxLength).toBe(50);
    expect(field("phone").limits.pattern).toBeTruthy();
    expect(new RegExp(field("phone").limits.pattern ?? "").test("0812")).toBe(true);
    expect(new RegExp(field("phone").limits.pattern ?? "").test("0812-abc")).toBe(false);
    // RegionFields reads the same metadata.
    expect(field("province_id").meta).toMatchObject({
      id: "daftar-province_id",
      errorId: "daftar-province_id-error",
      name: "province_id",
      initialValue: "",
      required: true,
    });
  });

  it("a refused post keeps what was sent, hides the password and names the errors", () => {
    const submission = parseWithZod(form({ email: "demo", password: "pendek" }), { schema: loginSchema });
    const result = submission.reply({ hideFields: ["password"] });
    const field = answerFields("masuk", result, {}, getZodConstraint(loginSchema));
    expect(field("email").props).toMatchObject({ defaultValue: "demo", "aria-invalid": undefined });
    expect(field("password").props).toMatchObject({
      defaultValue: "",
      "aria-invalid": true,
      "aria-describedby": "masuk-password-error",
    });
    expect(field("password").meta.errors).toEqual(["Kata sandi minimal memiliki 8 karakter"]);
    expect(formError(result)).toBeUndefined();
  });

  it("reads the message for the whole form, and a reset reply falls back to the defaults", () => {
    const submission = parseWithZod(form({ email: "a@b.id" }), { schema: forgotPasswordSchema });
    const refused = submission.reply({ formErrors: ["Email tidak terdaftar"] });
    expect(formError(refused)).toBe("Email tidak terdaftar");
    expect(answerFields("lupa", refused)("email").props.defaultValue).toBe("a@b.id");
    const sent = submission.reply({ resetForm: true });
    expect(sent.initialValue).toBeNull();
    expect(formError(sent)).toBeUndefined();
    expect(answerFields("lupa", sent, { email: "" })("email").props.defaultValue).toBe("");
  });
});
