// The cart page's forms (000 §4): a line's quantity and note, its delete, the selection and the
// checkout. A refusal or a busy host answers beside the form as typed (hostAnswer); a line already
// gone is deleted as asked.
import { parseWithZod } from "@conform-to/zod";
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { deleteCartLine, listCart, updateCartLine } from "~/lib/admin/cart.server";
import { startCheckout } from "~/lib/admin/checkout.server";
import { adminClient } from "~/lib/admin/client.server";
import { readForm } from "~/lib/body.server";
import { requireCsrf } from "~/lib/csrf.server";
import { refusalAnswer, submissionAnswer } from "~/lib/forms/answer";
import { sendAnswer } from "~/lib/forms/answer.server";
import { hostAnswer } from "~/lib/forms/host-answer.server";
import { STORE_REFUSAL_TITLE } from "~/lib/forms/texts";
import { isHostNotFound } from "~/lib/not-found.server";
import { commitSession, requireUser } from "~/lib/session.server";
import { decideQuantity, lineForm } from "./cart";
import { cartHref } from "./cart-links";
import { cartActionSchema, type CartAction } from "./cart-schema";

const NOTHING_SELECTED = "Silahkan Pilih Produk!";

export async function cartAction({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const formData = await readForm(request);
  await requireCsrf(request, formData);
  const submission = parseWithZod(formData, { schema: cartActionSchema });
  if (submission.status !== "success") {
    // A line form the schema refused (a note above 255 characters) answers beside its field.
    const intent = formData.get("intent");
    const cartId = Number(formData.get("cartId"));
    if ((intent === "qty" || intent === "note") && Number.isInteger(cartId) && cartId > 0)
      return sendAnswer(submissionAnswer(lineForm(intent, cartId), submission));
    throw new Response("Permintaan tidak valid.", { status: 400 });
  }
  const admin = await adminClient(request);
  const form = submission.value;

  switch (form.intent) {
    case "qty": {
      const decision = decideQuantity(form.qty);
      // The confirmation opens over the page as it was, selection included.
      if (decision.kind === "confirm-delete")
        throw redirect(cartHref(form.selected, { hapus: String(form.cartId) }));
      if (decision.kind === "invalid")
        return sendAnswer(
          refusalAnswer(lineForm("qty", form.cartId), formData, { fieldErrors: { qty: [decision.message] } }),
        );
      return lineUpdate(form, formData, () => updateCartLine(admin, form.cartId, { qty: decision.qty }));
    }
    case "note":
      return lineUpdate(form, formData, () => updateCartLine(admin, form.cartId, { note: form.note }));
    case "delete": {
      try {
        await deleteCartLine(admin, form.cartId);
      } catch (error) {
        // A line already gone (another tab, another device) is what the buyer asked for.
        if (!isHostNotFound(error)) return hostAnswer(error, (message) => deleteRefused(formData, message));
      }
      // 000 §4: a success dialog; the selection is cleared (the cart opens again without `pilih`).
      throw redirect(cartHref([], { berhasil: "hapus" }));
    }
    case "select":
      throw redirect(cartHref(form.selected));
    case "checkout": {
      // Lines ticked on a page that has since gone stale (stock sold, product disabled) go to the
      // host anyway: its refusal names the product, which tells the buyer more than a silent drop.
      const items = await listCart(admin, user.userId);
      const lines = items.filter((item) => form.selected.includes(item.id));
      if (lines.length === 0) return sendAnswer(checkoutRefused(formData, NOTHING_SELECTED));
      try {
        const checkoutId = await startCheckout(
          admin,
          user.userId,
          lines.map((item) => ({ cartId: item.id, qty: item.qty })),
        );
        user.session.set("id_checkout", checkoutId);
      } catch (error) {
        // 000 §8: a checkout that cannot start shows the host's message in a dialog.
        return hostAnswer(error, (message) => checkoutRefused(formData, message));
      }
      throw redirect("/checkout", { headers: { "Set-Cookie": await commitSession(user.session) } });
    }
  }
}

/** 000 §8: the checkout's refusals (nothing chosen, the host's word) in a dialog. */
const checkoutRefused = (formData: FormData, message: string) =>
  refusalAnswer("checkout", formData, { dialog: { title: STORE_REFUSAL_TITLE, message } });

const deleteRefused = (formData: FormData, message: string) =>
  refusalAnswer("delete", formData, { dialog: { title: STORE_REFUSAL_TITLE, message } });

type LineAction = Extract<CartAction, { intent: "qty" | "note" }>;

/**
 * A line's quantity or note sent to the host: saved, the page again with 'Data berhasil
 * disimpan' (000 §8); refused (stock, a line gone) or the host busy, the message beside the
 * field with what was typed.
 */
async function lineUpdate(form: LineAction, formData: FormData, update: () => Promise<void>) {
  const refused = (message: string) =>
    refusalAnswer(lineForm(form.intent, form.cartId), formData, {
      fieldErrors: { [form.intent]: [message] },
    });
  try {
    await update();
  } catch (error) {
    return hostAnswer(error, refused);
  }
  throw redirect(cartHref(form.selected, { berhasil: "simpan" }));
}
