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
import { hostNotFound, notFound as notThere } from "~/lib/not-found.server";
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

export const notFound = () => notThere("Transaksi");

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
  if (transactionId === null) throw notFound();
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

type TabActionOptions<S extends z.ZodType<{ intent: string }>> = {
  /** The tab's intents: a body naming any other is refused. */
  intents: S;
  handlers: Record<z.infer<S>["intent"], OrderActionHandler>;
  /** The upload spec of a modal whose form carries files (streamed to disk); null: a plain form. */
  uploadSpec?: (modal: string | null) => UploadSpec | null;
};

/**
 * A tab's action: reads its own body (streamed multipart only for a modal that takes files,
 * chosen from the URL before anything is read), checks the CSRF token and runs the intent's
 * handler. A busy or unreachable host, at any of the handler's calls: the form comes back as typed.
 */
export async function tabAction<S extends z.ZodType<{ intent: string }>>(
  { request }: ActionFunctionArgs,
  tab: TabId,
  { intents, handlers, uploadSpec }: TabActionOptions<S>,
) {
  const req = await orderRequest(request);
  const spec = uploadSpec?.(req.modal) ?? null;
  const upload = spec ? await readUpload(request, spec) : undefined;
  const fields = upload ? upload.fields : await readForm(request);
  try {
    await requireCsrf(request, fields);
    const parsed = intents.safeParse({ intent: fields.get("intent") });
    if (!parsed.success) throw new Response("Permintaan tidak dikenal", { status: 400 });
    const intent: z.infer<S>["intent"] = parsed.data.intent;
    return await handlers[intent]({ ...req, tab, body: { fields, upload } }).catch(
      (error: unknown) => busyFormAnswer(error, request, intent, upload ?? fields) ?? orNotFound(error),
    );
  } finally {
    await upload?.dispose();
  }
}
