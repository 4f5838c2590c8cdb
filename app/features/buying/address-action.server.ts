// The address book's forms (000 §4): add and edit (one address form, its no-JS region cascade
// included) and delete. A refusal or a busy host gives the form back (hostAnswer): the add form
// with the host's word in 'Ooops', the edit form silently as typed (000 §8), the delete in its
// confirmation dialog.
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { createAddress, deleteAddress, updateAddress } from "~/lib/admin/address.server";
import { adminClient } from "~/lib/admin/client.server";
import { readForm } from "~/lib/body.server";
import { requireCsrf } from "~/lib/csrf.server";
import { refusalAnswer } from "~/lib/forms/answer";
import { sendAnswer } from "~/lib/forms/answer.server";
import { hostAnswer } from "~/lib/forms/host-answer.server";
import { ADDRESS_ADDED } from "~/lib/forms/texts";
import { queryHref, readQuery } from "~/lib/list-query";
import { isHostNotFound } from "~/lib/not-found.server";
import { safeRedirect } from "~/lib/safe-redirect";
import { commitSession, flash, requireUser } from "~/lib/session.server";
import { ADDRESS_BOOK, DELETE_ADDRESS_INTENT, NO_SUCH_ADDRESS } from "./address-forms";
import { UPDATED_HREF } from "./address-book";
import { readAddressForm } from "./address-form.server";

/** The add page's post; back where it was opened from (the checkout selects the new address). */
export async function addAddressAction({ request }: ActionFunctionArgs) {
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
    return hostAnswer(error, step.refused);
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

/** The edit page's address (`?id_alamat=`), or null. */
export function addressIdOf(request: Request): number | null {
  const id = Number(new URL(request.url).searchParams.get("id_alamat"));
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** The edit page's post; the list under its 'Selamat' dialog. */
export async function editAddressAction({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const formData = await readForm(request);
  await requireCsrf(request, formData);
  const id = addressIdOf(request);
  if (id === null) throw redirect(ADDRESS_BOOK);
  const step = await readAddressForm(formData);
  // The next region list (no JavaScript) is no refusal; the form's own errors are.
  if (step.kind === "render")
    return step.answer.reply.status === "error" ? sendAnswer(step.answer) : step.answer;
  let saved: boolean;
  try {
    saved = await updateAddress(await adminClient(request), user.userId, id, step.value);
  } catch (error) {
    // 000 §8: a refused update is silent, the form stays as typed; a busy host is no refusal,
    // the buyer is told.
    return hostAnswer(error, (message, refusal) => step.refused(refusal ? undefined : message));
  }
  if (!saved) return sendAnswer(step.refused(), 422);
  // 000 §4: the list opens under the 'Selamat' dialog, a state of its address.
  throw redirect(UPDATED_HREF);
}

/**
 * The delete confirmation's post (000 §4). Done or the address already gone (the host's 404):
 * the list again on page 1, keeping search and page size. Refused by the host or the host busy:
 * the dialog stays open with the message (422, or the busy status); the address is still there.
 */
export async function deleteAddressAction({ request }: ActionFunctionArgs) {
  await requireUser(request);
  const formData = await readForm(request);
  await requireCsrf(request, formData);
  const answer = (message: string) => refusalAnswer(DELETE_ADDRESS_INTENT, formData, { formError: message });
  const id = Number(formData.get("id"));
  if (formData.get("intent") !== DELETE_ADDRESS_INTENT || !Number.isInteger(id) || id <= 0)
    return sendAnswer(answer(NO_SUCH_ADDRESS), 400);
  try {
    await deleteAddress(await adminClient(request), id);
  } catch (error) {
    if (!isHostNotFound(error)) return hostAnswer(error, answer);
  }
  const query = readQuery(new URL(request.url).searchParams);
  throw redirect(queryHref(ADDRESS_BOOK, { ...query, page: 1 }));
}
