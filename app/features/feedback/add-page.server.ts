// What the add pages (/profil/addulasan, /profil/addkomplain) share: the buyer's paid orders and
// the chosen one, read together (one admin round trip deep), and the post of the form.
import { redirect } from "@remix-run/node";
import { adminClient, emptyOnAdminError, type AdminClient } from "~/lib/admin/client.server";
import { listOrders } from "~/lib/admin/orders.server";
import { requireCsrf } from "~/lib/csrf.server";
import { busyFormAnswer } from "~/features/orders/busy.server";
import { parseId } from "~/features/orders/tabs";
import { requireUser } from "~/lib/session.server";
import { readUpload, uploadRedirect, type Upload, type UploadSpec } from "~/lib/uploads.server";
import { ORDER_FIELD, SENT_PARAM } from "./forms";
import { chooseOrder } from "./order-choice";
import type { FeedbackRefusal } from "./submit.server";
import { hostNotFound, notFound } from "~/lib/not-found.server";

/** Another buyer's order or an unknown id answers 404 (or 403) from the host: the page is a 404. */
export function orNotFound(error: unknown): never {
  return hostNotFound(error, "Pesanan");
}

/**
 * The order list and the chosen order's lines (`readLines`) start together; the lines are used
 * only once the list shows the order is one of the buyer's paid ones. 001 §8: a list that fails
 * to load is silent.
 */
export async function loadAddPage<L>(
  request: Request,
  path: string,
  readLines: (admin: AdminClient, transactionId: number) => Promise<L>,
) {
  const user = await requireUser(request);
  const params = new URL(request.url).searchParams;
  const admin = await adminClient(request);
  const wanted = params.has(ORDER_FIELD) ? parseId(params.get(ORDER_FIELD)) : null;
  const [orders, lines] = await Promise.all([
    listOrders(admin, user.userId).catch(emptyOnAdminError),
    wanted === null ? null : readLines(admin, wanted).catch(orNotFound),
  ]);
  const choice = chooseOrder(orders, params, path);
  if (choice.kind === "redirect") throw redirect(choice.to);
  if (choice.kind === "not-found") throw notFound("Pesanan");
  return { ...choice, lines: choice.chosen ? lines : null };
}

/**
 * The add form's post: read with readUpload, checked, sent; success leads to the list under its
 * success dialog (`?terkirim=1`), a refusal (the host's, or a busy host) comes back with the form.
 */
export async function postAddPage(
  request: Request,
  spec: UploadSpec,
  submit: (request: Request, admin: AdminClient, upload: Upload) => Promise<FeedbackRefusal | null>,
  listPath: string,
) {
  await requireUser(request);
  const upload = await readUpload(request, spec);
  try {
    await requireCsrf(request, upload.fields);
    // A busy or unreachable host before the form's own call: the form again, as typed, with the
    // busy message.
    const refused = await submit(request, await adminClient(request), upload).catch(
      (error: unknown) =>
        busyFormAnswer(error, request, String(upload.fields.get("intent") ?? ""), upload) ??
        orNotFound(error),
    );
    if (refused) return refused;
    return uploadRedirect(request, `${listPath}?${SENT_PARAM}=1`);
  } finally {
    await upload.dispose();
  }
}
