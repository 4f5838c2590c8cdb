// The product page's buy form (000 §2 Product detail, "Tambah ke Keranjang"): the quantity into
// the buyer's cart. Its own errors (the quantity) come back under 400 beside the field; the host's
// refusal (over the limit, sold out) under 422 in the 'Gagal' dialog, a busy host with the busy
// message under its status and Retry-After (hostAnswer); the quantity as typed either way.
import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs } from "@remix-run/node";
import { addToCart } from "~/lib/admin/cart.server";
import { getProduct } from "~/lib/admin/catalogue.server";
import { adminClient, type AdminClient } from "~/lib/admin/client.server";
import { readForm } from "~/lib/body.server";
import { requireCsrf } from "~/lib/csrf.server";
import { refusalAnswer, submissionAnswer } from "~/lib/forms/answer";
import { sendAnswer } from "~/lib/forms/answer.server";
import { hostAnswer, hostRefusal } from "~/lib/forms/host-answer.server";
import { notFound } from "~/lib/not-found.server";
import { requireUser } from "~/lib/session.server";
import { BUY_FORM, NOT_ADDED_TITLE, OUT_OF_STOCK } from "./buy-form";
import { addToCartSchema } from "./product-schema";

/** The product of a product page's address (`?id_produk=`), or null. */
export function productIdOf(url: URL): number | null {
  const raw = url.searchParams.get("id_produk") ?? "";
  return /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}

export async function addToCartAction({ request }: ActionFunctionArgs) {
  const formData = await readForm(request);
  await requireCsrf(request, formData);
  const user = await requireUser(request);
  const id = productIdOf(new URL(request.url));
  if (id === null) throw notFound("Produk");
  const submission = parseWithZod(formData, { schema: addToCartSchema });
  if (submission.status !== "success") return sendAnswer(submissionAnswer(BUY_FORM, submission));
  const admin = await adminClient(request);
  try {
    await addToCart(admin, user.userId, id, submission.value.qty);
    return { added: true as const };
  } catch (error) {
    // Given back so that the page without JavaScript shows what was typed.
    const qty = String(formData.get("qty") ?? "").slice(0, 12);
    const soldOut = hostRefusal(error) !== null && (await soldOutNow(admin, id));
    return hostAnswer(error, (message, refusal) =>
      refusalAnswer(
        BUY_FORM,
        { qty },
        {
          dialog: { title: NOT_ADDED_TITLE, message: refusal && soldOut ? OUT_OF_STOCK : message },
        },
      ),
    );
  }
}

/** The host refuses a sold-out product with its over-the-limit text ('Kamu telah memasukan 0
 *  barang…'): when the stock has gone since the page was shown, the buyer reads 'Stok habis'. */
async function soldOutNow(admin: AdminClient, id: number): Promise<boolean> {
  const product = await getProduct(admin, id).catch(() => null);
  return product !== null && product.stock <= 0;
}
