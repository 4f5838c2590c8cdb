// The registration form's post (000 §2 Register): the no-JS region cascade re-renders the form
// with the next list; a refusal (the host's field messages) or a busy host gives it back as typed.
import { parseWithZod } from "@conform-to/zod";
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { register } from "~/lib/admin/auth.server";
import { loadRegions } from "~/lib/admin/regions.server";
import { readForm } from "~/lib/body.server";
import { requireCsrf, requireHuman } from "~/lib/csrf.server";
import { submissionAnswer } from "~/lib/forms/answer";
import { sendAnswer } from "~/lib/forms/answer.server";
import { hostAnswer } from "~/lib/forms/host-answer.server";
import { REGION_INTENT } from "~/lib/forms/region-intent";
import { commitSession, flash, getSession } from "~/lib/session.server";
import { clientAddress, throttle, tooManyAttempts } from "~/lib/throttle.server";
import { refusalText } from "./auth-pages.server";
import { PASSWORDS, REGISTER_FORM } from "./forms";
import { REGISTERED_MESSAGE, registerSchema } from "./register-schema";

const formText = (formData: FormData, name: string) => {
  const value = formData.get(name);
  return typeof value === "string" && value ? value : undefined;
};

export async function registerAction({ request, context }: ActionFunctionArgs) {
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
    return { intent: REGISTER_FORM, reply: { initialValue }, regions };
  }
  // The answer with the region lists the form shows (the no-JS cascade's state).
  const answer = (refusal: { formError?: string; fieldErrors?: Record<string, string[]> } = {}) => ({
    ...submissionAnswer(REGISTER_FORM, submission, { ...refusal, hideFields: PASSWORDS }),
    regions,
  });
  if (submission.status !== "success") return sendAnswer(answer());
  const wait = await throttle().attempt("registration", clientAddress(context));
  if (wait) return tooManyAttempts("registration", wait, (formError) => answer({ formError }));

  try {
    await register(request, submission.value);
  } catch (error) {
    return hostAnswer(error, (message, refusal) => {
      // 000 §8: the first error per field; both names taken is one message above the form.
      const fieldErrors = Object.fromEntries(
        Object.entries(refusal?.fieldErrors ?? {}).map(([field, messages]) => [field, messages.slice(0, 1)]),
      );
      if (Object.keys(fieldErrors).length === 0) return answer({ formError: refusalText(message) });
      const both = "username" in fieldErrors && "email" in fieldErrors;
      return answer({ formError: both ? message : undefined, fieldErrors });
    });
  }

  const session = await getSession(request);
  flash(session, { kind: "success", message: REGISTERED_MESSAGE });
  return redirect("/login", { headers: { "Set-Cookie": await commitSession(session) } });
}
