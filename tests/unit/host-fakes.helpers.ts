// Stand-ins for what the admin client throws, for action handlers' unit tests without a host or
// a network: a refusal (AdminError, a 422 with field messages), and a busy host (its 429 or 5xx,
// down, too slow), which the client throws as a Response the shop reads with isHostFailure; and
// the posts those handlers get: a plain form post (formPost), a form of the order page (orderPost).
import { AdminError, AdminValidationError, isHostFailure, type AdminClient } from "~/lib/admin/client.server";
import type { Upload } from "~/lib/uploads.server";
import type { OrderActionContext } from "~/features/orders/order-page.server";
import { detailHref, type TabId } from "~/features/orders/tabs";

/** The host's refusal: a 4xx with its message (a 422 with `fieldErrors` is a validation error). */
export function refusedBy(status: number, message: string, fieldErrors?: Record<string, string[]>) {
  return fieldErrors ? new AdminValidationError(message, fieldErrors) : new AdminError(status, message);
}

/** The host busy (503), too slow (504) or broken (502), as the admin client throws it. */
export function hostBusy(status: 502 | 503 | 504 = 503, retryAfter = "9"): Response {
  const failure = new Response(`status ${status}`, {
    status,
    statusText: "Admin host failure",
    headers: { "Retry-After": retryAfter },
  });
  // The client's own test of a host failure: if its mark changes, these fakes say so at once.
  if (!isHostFailure(failure)) throw new Error("hostBusy() no longer looks like the client's host failure");
  return failure;
}

/** What an action answered through data(): its body and its status and headers. */
export type Sent<T = unknown> = {
  data: T;
  init: { status?: number; headers?: Record<string, string> } | null;
};

/** `run`'s rejection, or an error when it resolved. */
export async function rejection(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error("nothing thrown");
}

/** A form post as the browser sends it (urlencoded), as the action's arguments. */
export function formPost(path: string, fields: Record<string, string> | [string, string][]) {
  const request = new Request(`http://shop.test${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
  return { request, params: {}, context: { cspNonce: "nonce" } };
}

/** Text fields of a form; a list is one name sent several times (a price per line). */
export type Fields = Record<string, string | readonly string[]>;

/** `fields` as the form's entries, in order. */
export function formData(fields: Fields): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields))
    for (const item of [value].flat()) form.append(name, item);
  return form;
}

/**
 * A post to a form of the order page as its handler gets it (OrderActionContext): buyer 3 on
 * order `transactionId`, at `tab`'s address, `fields` its text fields (an upload's own when the
 * form takes files), `headers` on the request (`X-Upload`: the upload script sent it).
 */
export function orderPost({
  admin,
  transactionId,
  tab,
  fields = {},
  upload,
  headers,
}: {
  admin: AdminClient;
  transactionId: number;
  tab: TabId;
  fields?: Fields;
  upload?: Upload;
  headers?: Record<string, string>;
}): OrderActionContext {
  const url = new URL(detailHref(transactionId, tab), "http://shop.test");
  return {
    request: new Request(url, { method: "POST", headers }),
    admin,
    userId: 3,
    transactionId,
    url,
    modal: null,
    tab,
    body: upload ? { fields: upload.fields, upload } : { fields: formData(fields) },
  };
}

/**
 * An admin client whose every call fails with `error`, the way the real one throws it; `read`
 * answers its GETs instead when given (parsed by the call's own schema, as the client does).
 */
export function failingAdmin(error: unknown, read?: (path: string) => unknown): AdminClient {
  const fail = async () => {
    throw error;
  };
  return {
    get: async <T>(path: string, schema: { parse(value: unknown): T }) =>
      read ? schema.parse(read(path)) : fail(),
    postForm: fail,
    postJson: fail,
    postMultipart: fail,
    delete: fail,
    getFile: fail,
    openFile: fail,
  } as unknown as AdminClient;
}
