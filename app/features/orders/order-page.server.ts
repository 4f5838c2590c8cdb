// What the order page's routes share (app/routes/profil.detailtransaksi*.tsx): the buyer's request
// for an order, the order read once per request, and each tab's loader and action.
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import type { z } from "zod";
import { adminClient, type AdminClient } from "~/lib/admin/client.server";
import { getOrder, type Order } from "~/lib/admin/orders.server";
import { readForm } from "~/lib/body.server";
import { requireCsrf } from "~/lib/csrf.server";
import { readUpload, type Upload, type UploadSpec, type uploadRedirect } from "~/lib/uploads.server";
import type { FormAnswer } from "~/lib/forms/answer";
import type { sendAnswer } from "~/lib/forms/answer.server";
import { hostNotFound, notFound } from "~/lib/not-found.server";
import { requireUser } from "~/lib/session.server";
import { busyFormAnswer } from "./busy.server";
import { detailHref, isTabVisible, parseId, type TabFacts, type TabId } from "./tabs";

export type OrderRequest = {
  request: Request;
  admin: AdminClient;
  userId: number;
  transactionId: number;
  url: URL;
  /** The URL's modal (spk, ongkir, bukti...), or null. */
  modal: string | null;
};

/** Another buyer's order and an unknown id answer 404 (or 403) from the host: the page is a 404. */
export function orNotFound(error: unknown): never {
  return hostNotFound(error, "Transaksi");
}

/** A modal name from the URL (e.g. spk, ongkir, bukti): short lower-case words only. */
const readModal = (value: string | null) => (value && /^[a-z-]{1,20}$/.test(value) ? value : null);

/** The signed-in buyer, the order id (a bad one is a 404) and the modal of a request. */
export async function orderRequest(request: Request): Promise<OrderRequest> {
  const user = await requireUser(request);
  const url = new URL(request.url);
  const transactionId = parseId(url.searchParams.get("id_transaksi"));
  if (transactionId === null) throw notFound("Transaksi");
  return {
    request,
    admin: await adminClient(request),
    userId: user.userId,
    transactionId,
    url,
    modal: readModal(url.searchParams.get("modal")),
  };
}

/**
 * The order, read once per request: the parent's loader and the tab's run side by side and both
 * need it. Remix gives each loader its own copy of the Request (it strips its `_routes`/`index`
 * markers), but one load context object per request, so that is the key. Loaders only: an action
 * changes the order, and the loaders after it must read it afresh.
 */
const ordersOfRequest = new WeakMap<object, Map<number, Promise<Order>>>();

export function readOrder(context: object | undefined, req: OrderRequest): Promise<Order> {
  let orders = context && ordersOfRequest.get(context);
  if (context && !orders) ordersOfRequest.set(context, (orders = new Map()));
  let order = orders?.get(req.transactionId);
  if (!order) {
    order = getOrder(req.admin, req.transactionId);
    orders?.set(req.transactionId, order);
  }
  // Each loader throws a 404 of its own: Remix reads a thrown Response's body once per route.
  return order.catch(orNotFound);
}

export const tabFacts = (order: Order): TabFacts => ({
  status: order.data.status,
  negotiationCount: order.negotiations.length,
});

type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };
const settle = <T>(promise: Promise<T>): Promise<Settled<T>> =>
  promise.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );

/** For the tabs whose content is all in the order (read by the parent). */
export const noReads = async () => null;

/**
 * A tab's loader: its own reads run beside the order's (one host round trip deep); they are used
 * only once the order is known to be the buyer's and the tab one it shows. A hidden tab (a stale
 * link) leads to Detail Pesanan.
 */
export async function loadTab<T>(
  { request, context }: LoaderFunctionArgs,
  tab: TabId,
  reads: (req: OrderRequest) => Promise<T>,
): Promise<{ transactionId: number; modal: string | null; data: T }> {
  const req = await orderRequest(request);
  const [order, own] = await Promise.all([readOrder(context, req), settle(reads(req))]);
  if (!isTabVisible(tab, tabFacts(order))) throw redirect(detailHref(req.transactionId));
  if (!own.ok) orNotFound(own.error);
  return { transactionId: req.transactionId, modal: req.modal, data: own.value };
}

export type OrderBody = {
  /** The text fields (the CSRF token and `intent` included). */
  fields: FormData;
  /** The files and their refusals, for the forms that take files. */
  upload?: Upload;
};

export type OrderActionContext = OrderRequest & { tab: TabId; body: OrderBody };

/** An upload form's success: a redirect, or `{ redirectTo }` for the upload script (uploadRedirect). */
type UploadSuccess = ReturnType<typeof uploadRedirect>;

/** A form sent back: the one answer shape, plain (200) or with its status (sendAnswer). */
type Answer = FormAnswer | ReturnType<typeof sendAnswer<FormAnswer>>;

export type OrderActionHandler = (ctx: OrderActionContext) => Promise<Response | Answer | UploadSuccess>;

/** A form of a route: the intent it posts (its answer's name) and its handler. */
type OrderForm = { intent: string; handler: OrderActionHandler };

/**
 * A form route's action when the route has one form (the order page's head, a tab, a form
 * route): its handler, called directly. `intent` is the form's own: a body naming another (or
 * none) is refused with 400. `uploadSpec`: the form carries files (streamed to disk).
 */
export function formAction(
  args: ActionFunctionArgs,
  tab: TabId,
  { intent, handler, uploadSpec }: OrderForm & { uploadSpec?: UploadSpec },
) {
  return runForm(args, tab, uploadSpec ?? null, (sent) => (sent === intent ? { intent, handler } : null));
}

/**
 * The action of a route with several forms told apart by their intent (the budget form and its
 * no-JS role change): `intents` declares them (a body naming another is refused with 400),
 * `handlers` has one per intent, so that a missing handler is a type error.
 */
export function formsAction<S extends z.ZodType<{ intent: string }>>(
  args: ActionFunctionArgs,
  tab: TabId,
  { intents, handlers }: { intents: S; handlers: Record<z.infer<S>["intent"], OrderActionHandler> },
) {
  return runForm(args, tab, null, (sent) => {
    const parsed = intents.safeParse({ intent: sent });
    if (!parsed.success) return null;
    const intent: z.infer<S>["intent"] = parsed.data.intent;
    return { intent, handler: handlers[intent] };
  });
}

/**
 * Reads the body (streamed multipart only for a form that takes files), checks the CSRF token
 * and runs the handler of the form the body names. A busy or unreachable host at a call the
 * handler does not answer itself (a read before its own call): the form comes back as typed.
 */
async function runForm(
  { request }: ActionFunctionArgs,
  tab: TabId,
  spec: UploadSpec | null,
  formOf: (intent: FormDataEntryValue | null) => OrderForm | null,
) {
  const req = await orderRequest(request);
  const upload = spec ? await readUpload(request, spec) : undefined;
  const fields = upload ? upload.fields : await readForm(request);
  try {
    await requireCsrf(request, fields);
    const form = formOf(fields.get("intent"));
    if (!form) throw new Response("Permintaan tidak dikenal", { status: 400 });
    return await form
      .handler({ ...req, tab, body: { fields, upload } })
      .catch(
        (error: unknown) =>
          busyFormAnswer(error, request, form.intent, upload ?? fields) ?? orNotFound(error),
      );
  } finally {
    await upload?.dispose();
  }
}
