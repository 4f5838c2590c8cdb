// The only code that talks HTTP to the admin host. Every answer is parsed by a zod schema;
// failures become typed errors (for forms) or friendly error pages (502/503/504).
import { isPublicFile, isStoredFilePath } from "@contract/stored-files";
import { z, type ZodType, type ZodTypeDef } from "zod";
import { env } from "~/env.server";
import { privateFileHref } from "~/lib/private-files.server";
import { getSession, signOutToLogin, type AppSession } from "~/lib/session.server";
import { callPattern, currentRequest, perRequest } from "../../../server/request-context";
import { sendMultipart, uploadTimeLimit } from "./multipart.server";
import { sendSmall, type SmallAnswer } from "./small-call.server";

/**
 * A 4xx answer: `message` is the host's text, meant to be shown to the buyer. `body` is the
 * answer as sent, for calls whose refusals carry more (001 §8: the SPK's 400 has `errors`
 * and `massage`).
 */
export class AdminError extends Error {
  readonly status: number;
  readonly body: unknown;
  constructor(status: number, message: string, body?: unknown) {
    super(message);
    this.name = "AdminError";
    this.status = status;
    this.body = body;
  }
}

/** For `.catch`: a list the host refuses (4xx) reads as empty (001 §8: a list that fails to load is silent). */
export function emptyOnAdminError(error: unknown): never[] {
  if (error instanceof AdminError) return [];
  throw error;
}

/**
 * 422: the host rejected the input. Still an AdminError (a page that only shows the host's
 * message catches both); `fieldErrors` maps field names to messages for forms that want them.
 */
export class AdminValidationError extends AdminError {
  readonly fieldErrors: Record<string, string[]>;
  constructor(message: string, fieldErrors: Record<string, string[]>) {
    super(422, message);
    this.name = "AdminValidationError";
    this.fieldErrors = fieldErrors;
  }
}

type Schema<T> = ZodType<T, ZodTypeDef, unknown>;
type FormValue = string | number | boolean | null | undefined;
export type FormFields = Record<string, FormValue | readonly FormValue[]>;
type Query = Record<string, FormValue>;

export type AdminClient = {
  get<T>(path: string, schema: Schema<T>, query?: Query): Promise<T>;
  /** application/x-www-form-urlencoded; array values repeat the key as given (e.g. "cart_id[]"). */
  postForm<T>(path: string, fields: FormFields, schema: Schema<T>): Promise<T>;
  postJson<T>(path: string, body: unknown, schema: Schema<T>): Promise<T>;
  /** multipart/form-data, streamed as given (files included). */
  postMultipart<T>(path: string, body: FormData, schema: Schema<T>): Promise<T>;
  delete<T>(path: string, schema: Schema<T>): Promise<T>;
  /**
   * A call answered with a file (the Word exports): the host's answer unread, for the caller to
   * stream on. Only the answer's arrival is timed; refusals throw as for the other calls.
   */
  getFile(path: string, query?: Query): Promise<Response>;
  /**
   * A buyer's private stored file (`dokumen/….pdf`, docs/admin-api.md "Files") with the buyer's
   * token, unread, timed like getFile; another buyer's file is a 404 refusal.
   */
  openFile(path: string): Promise<Response>;
};

const errorBody = z
  .object({
    message: z.string().optional(),
    errors: z.record(z.union([z.array(z.string()), z.string()])).optional(),
  })
  .passthrough();

const HOST_FAILURE = "Admin host failure";
/** How long a client is told to wait when the host does not say (Retry-After, seconds). */
const RETRY_AFTER_SECONDS = 30;

/**
 * A thrown Response the root ErrorBoundary renders as the Indonesian 502/503/504 page, with
 * Retry-After: every host failure is temporary from the buyer's side. Logs the cause.
 */
function hostFailure(
  status: 502 | 503 | 504,
  detail: string,
  path: string,
  retryAfter = RETRY_AFTER_SECONDS,
) {
  // Without the query, which can carry a token (customer/verify-email?token=).
  console.error(`[admin] ${status} ${path.split("?")[0]}: ${detail}`);
  return new Response(detail, {
    status,
    statusText: HOST_FAILURE,
    headers: { "Retry-After": String(retryAfter) },
  });
}

/** True for what the client throws when the host failed (down, slow, busy, broken), not for a refusal. */
export function isHostFailure(error: unknown): error is Response {
  return error instanceof Response && error.statusText === HOST_FAILURE;
}

/**
 * 429 (the host's rate limit) and any 5xx: the host cannot answer now, nothing is wrong with the
 * request. Never a refusal (AdminError), which pages read as "not found" or a form's error.
 */
function busyHost(response: SmallAnswer | Response, path: string): Response | null {
  if (response.status !== 429 && response.status < 500) return null;
  if (response instanceof Response) response.body?.cancel().catch(() => undefined);
  const asked = Number(response.headers.get("Retry-After"));
  const retryAfter = Number.isInteger(asked) && asked > 0 ? Math.min(asked, 3600) : RETRY_AFTER_SECONDS;
  return hostFailure(503, `status ${response.status}`, path, retryAfter);
}

function encodeForm(fields: FormFields): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (item === undefined) continue;
      params.append(key, item === null ? "" : String(item));
    }
  }
  return params;
}

type ClientOptions = {
  token?: string;
  signal?: AbortSignal;
  /** What to throw on 401 "Unauthenticated.". */
  onUnauthenticated: () => Promise<never>;
};

/** A small call on its way: its answer, and the time limit it runs under. */
type SmallCall = { answer: Promise<SmallAnswer>; timeout: AbortSignal };

/**
 * The GET calls of the request being answered, by token and URL: the root loader and a page's
 * loader often read the same thing (the cart page and the quotation read the cart the root reads
 * for the header's dropdown), and Remix runs them side by side. The second asks nothing of the
 * host; it reads the answer the first gets. Kept with the request's context (`perRequest`,
 * server/request-context.ts), so nothing is shared with another request, and forgotten at any
 * other call (a form's post changes what a read would answer).
 */
const readsOfThisRequest = perRequest(() => new Map<string, SmallCall>());

export function createAdminClient({ token, signal, onUnauthenticated }: ClientOptions): AdminClient {
  /** A form, JSON or bodiless call, timed from its start to its whole answer. */
  function sendTimed(
    method: string,
    path: string,
    url: string,
    headers: Headers,
    body?: string | URLSearchParams,
  ): SmallCall {
    const answered = traceCall(callPattern(method, path), headers);
    // A timer cleared once the answer is in, not AbortSignal.timeout: that one fires after
    // every call that ended long before, each time building a DOMException (issue 22).
    const timer = new AbortController();
    const timeout = timer.signal;
    const clock = setTimeout(
      () => timer.abort(new DOMException("timeout", "TimeoutError")),
      env.adminTimeoutMs,
    );
    // The buyer going away ends the call too: one listener on the request's signal, taken off
    // with the answer, where AbortSignal.any's composite signal was 3 % of a chat poll (issue 32).
    const leave = () => timer.abort(signal?.reason);
    if (signal?.aborted) leave();
    else signal?.addEventListener("abort", leave, { once: true });
    const answer = sendSmall(url, { method, headers, body, signal: timeout, onHeaders: answered }).finally(
      () => {
        clearTimeout(clock);
        signal?.removeEventListener("abort", leave);
      },
    );
    answer.catch(() => answered(0));
    return { answer, timeout };
  }

  async function call<T>(
    method: string,
    path: string,
    schema: Schema<T>,
    body?: string | URLSearchParams | FormData,
    type?: string,
  ): Promise<T> {
    const url = `${env.adminApiUrl}/${path.replace(/^\/+/, "")}`;
    const headers = new Headers({ Accept: "application/json" });
    if (token) headers.set("Authorization", `Bearer ${token}`);
    if (type) headers.set("Content-Type", type);
    let timeout: AbortSignal;
    let response: SmallAnswer | Response;
    // Clears the upload's time limit once its answer is read (a small call's is cleared by then).
    let answerRead = (): void => undefined;
    if (body instanceof FormData) {
      readsOfThisRequest()?.clear();
      const answered = traceCall(callPattern(method, path), headers);
      // Multipart (uploads) goes at the host's pace, fetch would read a file ahead into memory;
      // its time limit grows with the files it carries.
      const timer = new AbortController();
      timeout = timer.signal;
      const limitMs = uploadTimeLimit(body, env.adminTimeoutMs);
      const clock = setTimeout(() => timer.abort(new DOMException("timeout", "TimeoutError")), limitMs);
      answerRead = () => clearTimeout(clock);
      try {
        response = await sendMultipart(url, {
          method,
          headers,
          body,
          signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
        });
      } catch (error) {
        answerRead();
        answered(0);
        throw fetchFailure(error, signal, timeout, path);
      }
      answered(response.status);
    } else {
      const reads = readsOfThisRequest();
      const key = `${token ?? ""} ${url}`;
      let sent = method === "GET" ? reads?.get(key) : undefined;
      if (!sent) {
        if (method !== "GET") reads?.clear();
        const fresh = sendTimed(method, path, url, headers, body);
        if (method === "GET" && reads) {
          reads.set(key, fresh);
          // A read that failed is asked again by the next caller, not failed for it.
          fresh.answer.catch(() => reads.get(key) === fresh && reads.delete(key));
        }
        sent = fresh;
      }
      timeout = sent.timeout;
      try {
        response = await sent.answer;
      } catch (error) {
        throw fetchFailure(error, signal, timeout, path);
      }
    }

    const busy = busyHost(response, path);
    if (busy) {
      answerRead();
      throw busy;
    }
    let json: unknown;
    try {
      json = await response.json();
    } catch {
      if (timeout.aborted) throw hostFailure(504, `timeout after ${env.adminTimeoutMs} ms`, path);
      if (response.status === 401) return onUnauthenticated();
      throw hostFailure(502, `status ${response.status} with a body that is not JSON`, path);
    } finally {
      answerRead();
    }

    // A failed sign-in is also a 401, but with its own message for the form (000 §8).
    if (
      response.status === 401 &&
      (!json || (json as { message?: unknown }).message === "Unauthenticated.")
    ) {
      return onUnauthenticated();
    }
    if (response.status >= 400) throw refusalOf(response.status, json);

    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw hostFailure(502, `unexpected answer: ${issue?.path.join(".")} ${issue?.message}`, path);
    }
    return parsed.data;
  }

  return {
    get(path, schema, query) {
      const search = query ? encodeForm(query).toString() : "";
      return call("GET", search ? `${path}?${search}` : path, schema);
    },
    postForm(path, fields, schema) {
      return call("POST", path, schema, encodeForm(fields), "application/x-www-form-urlencoded");
    },
    postJson(path, body, schema) {
      return call("POST", path, schema, JSON.stringify(body), "application/json");
    },
    postMultipart(path, body, schema) {
      return call("POST", path, schema, body);
    },
    delete(path, schema) {
      return call("DELETE", path, schema);
    },
    getFile(path, query) {
      const search = query ? `?${encodeForm(query)}` : "";
      return openStream(`${path.replace(/^\/+/, "")}${search}`, callPattern("GET", path));
    },
    async openFile(path) {
      // Nothing but a stored file's path reaches the host (no `..`, no query, no other call).
      if (!isStoredFilePath(path)) throw new AdminError(404, "File tidak ditemukan");
      // A stored file's name stays out of the log; its extension says what it was.
      return openStream(`files/${path}`, `GET files/*${/\.\w{1,8}$/.exec(path)?.[0] ?? ""}`);
    },
  };

  /** GET of a file below the API: the answer once its headers are in, its body left to the caller. */
  async function openStream(path: string, pattern: string): Promise<Response> {
    const url = `${env.adminApiUrl}/${path}`;
    const headers = new Headers();
    if (token) headers.set("Authorization", `Bearer ${token}`);
    const answered = traceCall(pattern, headers);
    // The body then flows at the pace of whoever reads it (a buyer's download); the request's
    // own signal still ends it when the buyer goes away.
    const timer = new AbortController();
    const timeout = setTimeout(() => timer.abort(), env.adminTimeoutMs);
    let response: Response;
    try {
      response = await fetch(url, {
        headers,
        signal: signal ? AbortSignal.any([signal, timer.signal]) : timer.signal,
      });
    } catch (error) {
      answered(0);
      throw fetchFailure(error, signal, timer.signal, path);
    } finally {
      clearTimeout(timeout);
    }
    answered(response.status);
    // A file export answered with JSON is the host's malformed answer, never a file to pass on.
    const json = /^application\/json\b/i.test(response.headers.get("content-type") ?? "");
    if (response.ok && json) {
      await response.body?.cancel();
      throw hostFailure(502, "JSON instead of a file", path);
    }
    if (response.ok) return response;
    const busy = busyHost(response, path);
    if (busy) throw busy;
    const answer: unknown = await response.json().catch(() => null);
    if (response.status === 401) return onUnauthenticated();
    throw refusalOf(response.status, answer);
  }
}

/**
 * Sends the running request's id to the host (X-Request-Id) and returns what notes the call, with
 * its status (0: no answer) and time to the answer's headers, for the request's log line. Only
 * the first note counts (the headers may arrive before the answer is cut off).
 */
function traceCall(call: string, headers: Headers): (status: number) => void {
  const request = currentRequest();
  if (!request) return () => undefined;
  headers.set("X-Request-Id", request.id);
  const start = performance.now();
  let noted = false;
  return (status) => {
    if (noted) return;
    noted = true;
    request.calls.push({ call, status, ms: Math.round((performance.now() - start) * 10) / 10 });
  };
}

/** What a failed fetch becomes: the browser's abort as is, else the 502/503/504 page. */
function fetchFailure(error: unknown, signal: AbortSignal | undefined, timeout: AbortSignal, path: string) {
  if (signal?.aborted) return error; // the browser went away; nobody reads the answer
  if (timeout.aborted) return hostFailure(504, `timeout after ${env.adminTimeoutMs} ms`, path);
  const code = (error as { cause?: { code?: string } }).cause?.code;
  if (code === "ECONNREFUSED" || code === "ENOTFOUND" || code === "EAI_AGAIN") {
    return hostFailure(503, code, path);
  }
  return hostFailure(502, String(error), path);
}

/** A 4xx answer as the error forms and pages read: 422 with its field errors, else the message. */
function refusalOf(status: number, json: unknown): AdminError {
  const parsed = errorBody.safeParse(json);
  const message = parsed.success ? (parsed.data.message ?? "") : "";
  if (status === 422) {
    const errors = parsed.success ? (parsed.data.errors ?? {}) : {};
    const fieldErrors = Object.fromEntries(
      Object.entries(errors).map(([field, value]) => [field, Array.isArray(value) ? value : [value]]),
    );
    // The contract puts the first error in `message`; a host that leaves it out still has one to show.
    const first = Object.values(fieldErrors).flat()[0] ?? "";
    return new AdminValidationError(message || first, fieldErrors);
  }
  return new AdminError(status, message, json);
}

/**
 * The client for one storefront request: the buyer's token when signed in, aborted with the
 * request. A 401 throws a redirect to /login that ends the session. A caller that already read
 * the session passes it, so the cookie is not opened twice.
 */
export async function adminClient(request: Request, read?: AppSession): Promise<AdminClient> {
  const session = read ?? (await getSession(request));
  return createAdminClient({
    token: session.get("token"),
    signal: request.signal,
    onUnauthenticated: async () => {
      throw await signOutToLogin(request);
    },
  });
}

/**
 * Where the browser loads a stored file from: public media from the host's files URL, a buyer's
 * private file (payment proof, receipt document, complaint evidence) from the storefront's own
 * route with the session (contract/stored-files.ts). Null stays null.
 */
export function fileUrl(path: string | null | undefined): string | null {
  if (!path) return null;
  if (/^https?:\/\//i.test(path)) return path;
  const relative = path.replace(/^\/+/, "");
  return isPublicFile(relative) ? `${env.adminFilesUrl}/${relative}` : privateFileHref(relative);
}

// ---- zod helpers for the host's quirks ----

/** `{ data: X }` → X (000 §7: "lists are read from data.data", i.e. the body's `data`). */
export function dataOf<S extends z.ZodTypeAny>(schema: S) {
  return z.object({ data: schema }).transform((body) => body.data as z.output<S>);
}

/** Numbers the host sometimes sends as strings ("125000"). */
export const numeric = z.union([
  z.number(),
  z
    .string()
    .trim()
    .regex(/^-?\d+(\.\d+)?$/)
    .transform(Number),
]);

export type ProductImage = { image: string; webp: string | null; isDefault: boolean };

const imageEntry = z.object({
  image: z.string(),
  webp: z.string().nullish(),
  default_image: z.union([z.boolean(), z.number(), z.string()]).nullish(),
});

/**
 * A product's images: a list of {image, webp, default_image} or a single path (or null).
 * Normalised to a list of absolute URLs with the default image first.
 */
export const images = z
  .union([z.array(imageEntry), z.string(), z.null(), z.undefined()])
  .transform((value): ProductImage[] => {
    if (!value) return [];
    if (typeof value === "string") return [{ image: fileUrl(value) ?? "", webp: null, isDefault: true }];
    const list = value.map((entry) => ({
      image: fileUrl(entry.image) ?? "",
      webp: fileUrl(entry.webp),
      isDefault: entry.default_image === true || entry.default_image === 1 || entry.default_image === "1",
    }));
    return list.sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
  });

/** A single file path (avatar, banner, category icon) → URL or null. */
export const file = z
  .string()
  .nullish()
  .transform((value) => fileUrl(value));
