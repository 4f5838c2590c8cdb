// The buyer's account calls: sign-in, registration, password recovery (000 §7) and the
// institution data of the dashboard (001 §7).
import { z } from "zod";
import { adminClient, file, numeric } from "~/lib/admin/client.server";
import { publicUrl } from "~/lib/public-url.server";
import type { ForgotPasswordInput, LoginInput, ResetPasswordInput } from "~/lib/schemas/auth";
import type { RegisterInput } from "~/lib/schemas/register";

const anything = z.unknown();
const messageBody = z.object({ message: z.string() }).transform((body) => body.message);

// The answer carries the token and the customer (docs/admin-api.md, "Auth & customer").
const signInBody = z
  .object({ token: z.string().min(1), data: z.object({ id: numeric, username: z.string() }) })
  .transform((body) => ({ token: body.token, userId: body.data.id, username: body.data.username }));

export type SignIn = z.infer<typeof signInBody>;

/** POST customer/login with an email or a username. A refusal throws with the host's message. */
export async function signIn(
  request: Request,
  input: Pick<LoginInput, "email" | "password">,
): Promise<SignIn> {
  const admin = await adminClient(request);
  return admin.postForm("customer/login", { email: input.email, password: input.password }, signInBody);
}

/** POST customer/create; the verification mail links back to /login on this site. */
export async function register(request: Request, input: RegisterInput): Promise<void> {
  const admin = await adminClient(request);
  const { setuju, ...fields } = input;
  await admin.postForm(
    "customer/create",
    {
      ...fields,
      setuju: setuju === "on" ? 1 : 0,
      login_redirect_url: publicUrl("/login"),
    },
    anything,
  );
}

/** POST customer/forget-password: mails a link to /reset-password on this site. */
export async function requestPasswordReset(request: Request, input: ForgotPasswordInput): Promise<void> {
  const admin = await adminClient(request);
  const redirectUrl = publicUrl("/reset-password");
  await admin.postForm(
    `customer/forget-password?${new URLSearchParams({ redirect_url: redirectUrl })}`,
    input,
    anything,
  );
}

/** POST customer/reset-password with the token of the mailed link; answers the host's message. */
export async function resetPassword(request: Request, input: ResetPasswordInput): Promise<string> {
  const admin = await adminClient(request);
  return admin.postForm("customer/reset-password", input, messageBody);
}

const text = z
  .string()
  .nullish()
  .transform((value) => value ?? "");

const customerSchema = z.object({
  name: text,
  instance_name: text,
  email: text,
  phone: text,
  address: text,
  nip: text,
  name_pp: text,
  name_ppk: text,
  image: file,
});
export type CustomerData = z.infer<typeof customerSchema>;

/** GET customer/data-customer/{userId}: the institution data shown on the dashboard. */
export async function getCustomerData(request: Request, userId: number): Promise<CustomerData> {
  const admin = await adminClient(request);
  return admin.get(
    `customer/data-customer/${userId}`,
    z.object({ customer: customerSchema }).transform((b) => b.customer),
  );
}
