import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { getZodConstraint } from "@conform-to/zod";
import { useActionData, useLoaderData } from "@remix-run/react";
import { AddressForm } from "~/features/buying/AddressForm";
import { createAddress } from "~/lib/admin/address.server";
import { AdminError, adminClient } from "~/lib/admin/client.server";
import { loadRegions } from "~/lib/admin/regions.server";
import { readAddressForm } from "~/features/buying/address-form.server";
import { addressSchema } from "~/features/buying/address-schema";
import { readForm } from "~/lib/body.server";
import { requireCsrf } from "~/lib/csrf.server";
import { sendAnswer } from "~/lib/forms/answer.server";
import { sheets } from "~/styles/sheets";

export const links = sheets("buying");
import { ADDRESS_ADDED } from "~/lib/forms/texts";
import { hostBusyReply } from "~/lib/host-busy.server";
import { keepDataAfterBusyPost } from "~/lib/host-busy";
import { keepRetryAfter } from "~/lib/http.server";
import { safeRedirect } from "~/lib/safe-redirect";
import { commitSession, flash, requireUser } from "~/lib/session.server";
import { pageTitle } from "~/lib/site";

export const headers = keepRetryAfter;
export const shouldRevalidate = keepDataAfterBusyPost;

export const meta: MetaFunction = () => [{ title: pageTitle("Tambah Alamat") }];

const ADDRESS_BOOK = "/profil/alamat";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  const { selection: _, ...regions } = await loadRegions({});
  // The checkout sends buyers here and wants them back.
  const backTo = safeRedirect(new URL(request.url).searchParams.get("redirectTo"), ADDRESS_BOOK);
  return { regions, backTo, constraint: getZodConstraint(addressSchema) };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const formData = await readForm(request);
  await requireCsrf(request, formData);
  const step = await readAddressForm(formData);
  // The next region list (no JavaScript) is no refusal; the form's own errors are.
  if (step.kind === "render")
    return step.answer.reply.status === "error" ? sendAnswer(step.answer) : step.answer;
  let created: number;
  try {
    created = await createAddress(await adminClient(request), user.userId, step.value);
  } catch (error) {
    // 000 §8: a refused create shows 'Ooops' with the host's message; so does a busy host.
    const busy = hostBusyReply(error, step.refused);
    if (busy) return busy;
    if (error instanceof AdminError) return sendAnswer(step.refused(error.message), 422);
    throw error;
  }
  const backTo = new URL(
    safeRedirect(new URL(request.url).searchParams.get("redirectTo"), ADDRESS_BOOK),
    "http://shop.invalid",
  );
  // 000 §8: back at the checkout the new address is the one chosen, and the page says it was added.
  const toCheckout = backTo.pathname === "/checkout";
  if (toCheckout) backTo.searchParams.set("alamat", String(created));
  flash(user.session, { kind: "success", message: toCheckout ? ADDRESS_ADDED : "Data berhasil tersimpan" });
  throw redirect(backTo.pathname + backTo.search, {
    headers: { "Set-Cookie": await commitSession(user.session) },
  });
}

export default function AddAddress() {
  const { regions, backTo, constraint } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <section className="address-page">
      <h1>Tambah Alamat</h1>
      <AddressForm regions={regions} constraint={constraint} answer={answer} backTo={backTo} />
    </section>
  );
}
