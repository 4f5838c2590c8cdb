import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import {
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { HoneypotInputs } from "remix-utils/honeypot/react";
import { answerFields } from "~/components/ui/answerFields";
import { AuthPage } from "~/features/auth/AuthPage";
import { Field } from "~/components/ui/FormField";
import { FormAnswer } from "~/components/ui/FormAnswer";
import { pageTitle, type RouteHandle } from "~/lib/site";
import { RegionFields } from "~/components/ui/RegionFields";
import { REGION_INTENT } from "~/lib/forms/region-intent";
import { register } from "~/lib/admin/auth.server";
import { AdminValidationError } from "~/lib/admin/client.server";
import { loadRegions } from "~/lib/admin/regions.server";
import { loadAuthPage, refusalMessage } from "~/features/auth/auth-pages.server";
import { readForm } from "~/lib/body.server";
import { requireCsrf, requireHuman } from "~/lib/csrf.server";
import { replyFor, submissionAnswer } from "~/lib/forms/answer";
import { sendAnswer } from "~/lib/forms/answer.server";
import { hostBusyReply } from "~/lib/host-busy.server";
import { keepRetryAfter } from "~/lib/http.server";
import { clientAddress, throttle, tooManyAttempts } from "~/lib/throttle.server";
import { REGISTERED_MESSAGE, registerSchema } from "~/features/auth/register-schema";
import { REGISTER_MAX, registerLabels, type RegisterField } from "~/features/auth/register-fields";
import { commitSession, flash, getSession } from "~/lib/session.server";
import { sheets } from "~/styles/sheets";

export const links = sheets("auth");

export const handle: RouteHandle = { bare: true };
export const headers = keepRetryAfter;
export const meta: MetaFunction = () => [{ title: pageTitle("Daftar") }];

const FORM_ID = "daftar";

const PASSWORDS = ["password", "password_confirmation"];

export async function loader({ request }: LoaderFunctionArgs) {
  const [page, regions] = await Promise.all([loadAuthPage(request, "Registration Page"), loadRegions({})]);
  return { ...page, regions, constraint: getZodConstraint(registerSchema) };
}

const formText = (formData: FormData, name: string) => {
  const value = formData.get(name);
  return typeof value === "string" && value ? value : undefined;
};

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readForm(request);
  await requireCsrf(request, formData);
  requireHuman(formData);
  const submission = parseWithZod(formData, { schema: registerSchema });
  const regions = await loadRegions({
    provinceId: formText(formData, "province_id"),
    districtId: formText(formData, "district_id"),
    subDistrictId: formText(formData, "sub_district_id"),
  });

  if (formData.get("intent") === REGION_INTENT) {
    // Not a submission: render the form again with the next region list, keeping every value.
    const { selection } = regions;
    const initialValue = {
      ...submission.reply().initialValue,
      province_id: selection.provinceId ?? "",
      district_id: selection.districtId ?? "",
      sub_district_id: selection.subDistrictId ?? "",
    };
    return { intent: FORM_ID, reply: { initialValue }, regions };
  }
  // The answer with the region lists the form shows (the no-JS cascade's state).
  const answer = (refusal: { formError?: string; fieldErrors?: Record<string, string[]> } = {}) => ({
    ...submissionAnswer(FORM_ID, submission, { ...refusal, hideFields: PASSWORDS }),
    regions,
  });
  if (submission.status !== "success") return sendAnswer(answer());
  const wait = await throttle().attempt("registration", clientAddress(context));
  if (wait) return tooManyAttempts("registration", wait, (formError) => answer({ formError }));

  try {
    await register(request, submission.value);
  } catch (error) {
    if (error instanceof AdminValidationError) {
      // 000 §8: the first error per field; both names taken is one message above the form.
      const fieldErrors = Object.fromEntries(
        Object.entries(error.fieldErrors).map(([field, messages]) => [field, messages.slice(0, 1)]),
      );
      const both = "username" in fieldErrors && "email" in fieldErrors;
      return sendAnswer(answer({ formError: both ? error.message : undefined, fieldErrors }), 422);
    }
    const busy = hostBusyReply(error, (formError) => answer({ formError }));
    if (busy) return busy;
    const message = refusalMessage(error);
    if (message === null) throw error;
    return sendAnswer(answer({ formError: message }), 422);
  }

  const session = await getSession(request);
  flash(session, { kind: "success", message: REGISTERED_MESSAGE });
  return redirect("/login", { headers: { "Set-Cookie": await commitSession(session) } });
}

export default function Register() {
  const loaderData = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const field = answerFields(FORM_ID, replyFor(actionData, FORM_ID), {}, loaderData.constraint);

  const input = (
    name: RegisterField,
    type: "text" | "email" | "password" | "date" = "text",
    autoComplete?: string,
    inputMode?: "numeric",
  ) => {
    const { meta, props, limits } = field(name);
    return (
      <Field label={registerLabels[name]} field={meta}>
        <input {...props} {...limits} type={type} inputMode={inputMode} autoComplete={autoComplete} />
      </Field>
    );
  };
  const digits = (name: RegisterField, autoComplete?: string) => input(name, "text", autoComplete, "numeric");
  const address = field("address");
  // A checkbox shows what was sent by being ticked again ("on"), not by a value.
  const { props: agreementProps, meta: agreementMeta } = field("setuju");
  const { defaultValue: agreed, ...agreement } = agreementProps;

  return (
    <AuthPage banner={loaderData.banner} honeypot={loaderData.honeypot} title="Daftar">
      <FormAnswer answer={actionData} intent={FORM_ID} formId={FORM_ID} />
      <Form method="post" id={FORM_ID} noValidate>
        <AuthenticityTokenInput />
        <HoneypotInputs />

        <fieldset>
          <legend>Data Akun</legend>
          <div className="auth-grid">
            {input("username", "text", "username")}
            {input("email", "email", "email")}
            {input("password", "password", "new-password")}
            {input("password_confirmation", "password", "new-password")}
          </div>
        </fieldset>

        <fieldset>
          <legend>Data Pribadi</legend>
          <div className="auth-grid">
            {input("birthdate", "date", "bday")}
            <Field label={registerLabels.gender} field={field("gender").meta}>
              <select {...field("gender").props}>
                <option value="">- Pilih Jenis Kelamin -</option>
                <option value="1">Laki-laki</option>
                <option value="0">Perempuan</option>
              </select>
            </Field>
            {digits("phone", "tel")}
          </div>
        </fieldset>

        <fieldset>
          <legend>Data Instansi</legend>
          <div className="auth-grid">
            {input("name", "text", "organization")}
            {input("instance_name")}
            {input("kldi")}
            {digits("lspe")}
            {input("satker")}
            {digits("nip")}
            {input("name_pp")}
            {input("name_ppk")}
          </div>
        </fieldset>

        <fieldset>
          <legend>Alamat Pengiriman</legend>
          <div className="auth-grid">
            <RegionFields
              province={field("province_id").meta}
              district={field("district_id").meta}
              subDistrict={field("sub_district_id").meta}
              lists={actionData?.regions ?? loaderData.regions}
            />
            {input("receipt_name")}
            {digits("receipt_phone_number", "tel")}
          </div>
          <Field label={registerLabels.address} field={address.meta}>
            <textarea
              {...address.props}
              minLength={address.limits.minLength}
              rows={3}
              maxLength={REGISTER_MAX.address}
            />
          </Field>
        </fieldset>

        <label htmlFor={agreement.id}>
          <input {...agreement} type="checkbox" value="on" defaultChecked={agreed === "on"} /> Saya sudah
          membaca dan menyetujui{" "}
          <Link to="/term-condition" target="_blank">
            syarat dan ketentuan
          </Link>{" "}
          yang berlaku.
        </label>
        {agreementMeta.errors && (
          <p id={agreementMeta.errorId} className="form-alert" role="alert">
            {agreementMeta.errors[0]}
          </p>
        )}

        <button type="submit" aria-busy={busy || undefined} disabled={busy}>
          Daftar
        </button>
      </Form>
      <p>
        Sudah punya akun? <Link to="/login">Masuk</Link>
      </p>
    </AuthPage>
  );
}
