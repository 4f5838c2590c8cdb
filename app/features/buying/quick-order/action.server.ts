// The quick order's one action. Two forms post to it: the list (multipart: pasted text and an
// optional .xlsx, read by readUpload and the sniffer) and the preview (urlencoded: the lines in
// hidden fields, read by readForm). The list answers with the preview page, not a redirect: the
// preview's state lives in the page's form (decision 0002), never in the session. The preview
// answers with itself again ("Perbarui", "Hapus", "Hapus baris bermasalah"), with the list again
// ("Ubah daftar"), or adds to the cart (all or nothing, add.server.ts) and opens the cart.
import { data, redirect } from "@remix-run/node";
import { addToCart, deleteCartLine, listCart, updateCartLine } from "~/lib/admin/cart.server";
import { adminClient, createAdminClient, isHostFailure } from "~/lib/admin/client.server";
import { hostRefusal } from "~/lib/forms/host-answer.server";
import { isMultipart, readForm } from "~/lib/body.server";
import { requireCsrf } from "~/lib/csrf.server";
import { refusalAnswer, type AnswerDialog, type FormAnswer } from "~/lib/forms/answer";
import { HOST_BUSY_MESSAGE } from "~/lib/host-busy";
import { hostBusyReply, hostBusyUploadReply } from "~/lib/host-busy.server";
import { commitSession, flash, requireUser, signOutToLogin, type SignedInUser } from "~/lib/session.server";
import { readUpload, uploadSpec, type Upload } from "~/lib/uploads.server";
import { CART } from "~/features/buying/cart";
import { addAllOrNothing, type CartCalls } from "./add.server";
import { INTENTS, READ_INTENT, readPreviewForm, type PreviewIntent } from "./form";
import { joinSameProducts, linesOfText, parseQuantity, textOfLines } from "./lines";
import { hostCatalogue, matchLines } from "./match.server";
import { chosenProduct, lineProblems, type PreviewLine } from "./preview";
import {
  addedMessage,
  leftoversMessage,
  MAX_LINES,
  QUICK_ORDER_FILE_RULE,
  TEXT,
  tooManyLines,
} from "./texts";
import { readWorkbookLines } from "./workbook.server";

/** What the page renders after a post: the list's form again, or the preview. */
export type QuickOrderData =
  { step: "input"; answer: FormAnswer } | { step: "preview"; lines: PreviewLine[]; answer?: FormAnswer };

const LIST_SPEC = uploadSpec({ berkas: QUICK_ORDER_FILE_RULE });
/** Problem lines named in a refusal's dialog; the rows themselves show every one. */
const NAMED_PROBLEMS = 5;

/** The list's form as typed, with what refused it (under a field, or in a dialog). */
const listForm = (
  text: string,
  refusal: { fieldErrors?: Record<string, string[]>; dialog?: AnswerDialog } = {},
): QuickOrderData => ({ step: "input", answer: refusalAnswer(READ_INTENT, { teks: text }, refusal) });

const previewOf = (lines: PreviewLine[], answer?: FormAnswer): QuickOrderData => ({
  step: "preview",
  lines: lines.map((line, key) => ({ ...line, key })),
  answer,
});

export async function quickOrderAction(request: Request) {
  const user = await requireUser(request);
  return isMultipart(request) ? readList(request, user) : previewStep(request, user);
}

/** The first step: the pasted lines and the workbook's, joined, bounded, matched. */
async function readList(request: Request, user: SignedInUser) {
  let upload: Upload;
  try {
    upload = await readUpload(request, LIST_SPEC);
  } catch (error) {
    // A paste past the form's 64 kB of text (a list of thousands of lines) or a body past any
    // workbook: the list's form again with what to do, not the generic 413 page.
    if (!(error instanceof Response) || error.status !== 413) throw error;
    return data(listForm("", { fieldErrors: { teks: [TEXT.tooLarge] } }), {
      status: 413,
      headers: { Connection: "close" },
    });
  }
  const text = String(upload.fields.get("teks") ?? "");
  const refuse = (name: "teks" | "berkas", message: string) =>
    data(listForm(text, { fieldErrors: { [name]: [message] } }), { status: 400 });
  try {
    await requireCsrf(request, upload.fields);
    const fileError = upload.fileErrors.berkas;
    if (fileError) return refuse("berkas", fileError);
    let lines = linesOfText(text);
    const file = upload.files[0];
    if (file) {
      const read = await readWorkbookLines(file.path);
      if (!read.ok) return refuse("berkas", read.message);
      lines = [...lines, ...read.lines];
    }
    lines = joinSameProducts(lines);
    if (lines.length === 0) return refuse("teks", TEXT.nothing);
    if (lines.length > MAX_LINES) return refuse("teks", tooManyLines(lines.length));
    const admin = await adminClient(request, user.session);
    return data(previewOf(await matchLines(hostCatalogue(admin, user.userId), lines)));
  } catch (error) {
    const busy = hostBusyUploadReply(error, request, upload, (message) =>
      listForm(text, { dialog: { title: TEXT.refusedTitle, message } }),
    );
    if (busy) return busy;
    throw error;
  } finally {
    await upload.dispose();
  }
}

const isIntent = (value: unknown): value is PreviewIntent => INTENTS.includes(value as PreviewIntent);

/** The preview's own buttons. */
async function previewStep(request: Request, user: SignedInUser) {
  const formData = await readForm(request);
  await requireCsrf(request, formData);
  const form = readPreviewForm(formData);
  const intent = form?.removed !== null ? "hapus" : formData.get("intent");
  if (!form || (intent !== "hapus" && !isIntent(intent))) {
    throw new Response("Permintaan tidak valid.", { status: 400 });
  }
  const kept = form.keys.map((key) => key !== form.removed);
  const lines = form.lines.filter((_, index) => kept[index]);
  const chosen = form.chosen.filter((_, index) => kept[index]);
  if (intent === "ubah" || lines.length === 0) return data(listForm(textOfLines(lines)));

  const admin = await adminClient(request, user.session);
  let matched: PreviewLine[];
  try {
    matched = await matchLines(hostCatalogue(admin, user.userId), lines, (index) => chosen[index]);
  } catch (error) {
    const busy = hostBusyReply(error, (message) =>
      listForm(textOfLines(lines), { dialog: { title: TEXT.refusedTitle, message } }),
    );
    if (busy) return busy;
    throw error;
  }
  const problems = lineProblems(matched);
  if (intent === "buang") {
    const ready = matched.filter((_, index) => problems[index] === null);
    return data(ready.length > 0 ? previewOf(ready) : listForm(""));
  }
  if (intent !== "tambah") return data(previewOf(matched));
  const named = matched.flatMap((line, index) => {
    const problem = problems[index];
    return problem ? [`${line.source} (${line.ask}): ${problem}`] : [];
  });
  if (named.length > 0) {
    const more = named.length > NAMED_PROBLEMS ? ` dan ${named.length - NAMED_PROBLEMS} baris lainnya` : "";
    const message = `${named.slice(0, NAMED_PROBLEMS).join("; ")}${more}. ${TEXT.nothingAdded}`;
    return data(previewOf(matched, refused(formData, message)), { status: 400 });
  }
  return addToCartAll(request, user, formData, matched);
}

const refused = (formData: FormData, message: string) =>
  refusalAnswer("tambah", formData, { dialog: { title: TEXT.refusedTitle, message } });

/** One item per product, with every line that chose it (the cart keeps one line per product);
 *  the lines are ready (lineProblems), so each has a product and a quantity. */
function cartItems(lines: readonly PreviewLine[]) {
  const items = new Map<number, { productId: number; qty: number; name: string; sources: string[] }>();
  for (const line of lines) {
    const product = chosenProduct(line)!;
    const item = items.get(product.id) ?? { productId: product.id, qty: 0, name: product.name, sources: [] };
    const quantity = parseQuantity(line.qtyText);
    if (quantity.ok) item.qty += quantity.qty;
    item.sources.push(line.source);
    items.set(product.id, item);
  }
  return [...items.values()];
}

/** Every ready line into the cart, or none; then the cart with them ticked. */
async function addToCartAll(request: Request, user: SignedInUser, formData: FormData, lines: PreviewLine[]) {
  // Not aborted with the request: a buyer who leaves mid-way must not leave half an order behind.
  const admin = createAdminClient({
    token: user.token,
    onUnauthenticated: async () => {
      throw await signOutToLogin(request);
    },
  });
  const calls: CartCalls = {
    list: async () =>
      (await listCart(admin, user.userId)).map((line) => ({
        id: line.id,
        productId: line.product_id,
        qty: line.qty,
      })),
    add: (productId, qty) => addToCart(admin, user.userId, productId, qty),
    remove: (cartId) => deleteCartLine(admin, cartId),
    setQty: (cartId, qty) => updateCartLine(admin, cartId, { qty }),
  };
  const items = cartItems(lines);
  const outcome = await addAllOrNothing(calls, items);
  if (outcome.ok) {
    const cart = await calls.list().catch(() => []);
    const added = new Set(items.map((item) => item.productId));
    const params = new URLSearchParams();
    for (const line of cart) if (added.has(line.productId)) params.append("pilih", String(line.id));
    flash(user.session, { kind: "success", title: TEXT.addedTitle, message: addedMessage(items.length) });
    throw redirect(`${CART}?${params}`, { headers: { "Set-Cookie": await commitSession(user.session) } });
  }
  const { failed, error, leftovers } = outcome;
  const refusal = hostRefusal(error);
  if (!refusal && !isHostFailure(error)) throw error;
  const reason = refusal
    ? `${failed.sources.join(", ")} (${failed.name}): ${refusal.message.replace(/[\s.]+$/, "")}.`
    : HOST_BUSY_MESSAGE;
  const after =
    leftovers.length > 0 ? leftoversMessage(leftovers.map((item) => item.name)) : TEXT.nothingAdded;
  const message = `${reason} ${after}`;
  // The preview read again, so that it shows the host's word now (the stock that changed).
  const again = await matchLines(
    hostCatalogue(admin, user.userId),
    lines,
    (index) => lines[index].chosen,
  ).catch((reread: unknown) => {
    if (isHostFailure(reread)) return lines;
    throw reread;
  });
  if (isHostFailure(error)) {
    return data(previewOf(again, refused(formData, message)), {
      status: error.status,
      headers: { "Retry-After": error.headers.get("Retry-After") ?? "30" },
    });
  }
  return data(previewOf(again, refused(formData, message)), { status: 422 });
}
