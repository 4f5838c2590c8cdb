import type { IncomingHttpHeaders, IncomingMessage } from "node:http";
import type { HostContext } from "./context.ts";
import type { FileToSend } from "./files.ts";
import { HttpError, notFound } from "./errors.ts";
import type { Fields } from "./fields.ts";
import { readFields, contentType } from "./body.ts";
import {
  parseMultipart,
  removeStored,
  type MultipartResult,
  type UploadRules,
  type StoredFile,
} from "../uploads.ts";

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * A handler's answer: JSON unless headers give a Content-Type, then the body is sent as is; with
 * `file`, that stored file is streamed instead (status 200).
 */
export interface Reply {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
  file?: FileToSend;
}

export const json = (body: unknown, status = 200): Reply => ({ status, body });

/** JSON that is already serialised (answers cached as text). */
export const rawJson = (text: string, status = 200): Reply => ({
  status,
  body: text,
  headers: { "Content-Type": "application/json; charset=utf-8" },
});

export const html = (body: string, status = 200): Reply => ({
  status,
  body,
  headers: { "Content-Type": "text/html; charset=utf-8" },
});

export const redirect = (location: string, status = 303): Reply => ({
  status,
  body: "",
  headers: { Location: location, "Content-Type": "text/plain" },
});

/** One /api request as route handlers see it. Bodies are read lazily, once. */
export interface ApiRequest {
  method: Method;
  /** Full path, e.g. "/api/product/12". */
  path: string;
  params: Record<string, string>;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  host: HostContext;
  /** urlencoded or JSON fields. */
  fields(): Promise<Fields>;
  /** multipart fields and files (urlencoded/JSON bodies are accepted too, without files). */
  multipart(rules: UploadRules): Promise<MultipartResult>;
}

export type Handler = (req: ApiRequest) => Reply | Promise<Reply>;

interface Route {
  method: Method;
  path: string;
  pattern: RegExp;
  names: string[];
  handler: Handler;
}

/** Method + full-path router ("/api/product/:id"). Static paths win over patterns; `:name` matches one segment. */
// The route pattern each handled request matched, for its log line (see routeOf).
const matched = new WeakMap<IncomingMessage, string>();

/** The pattern the request matched ("/api/product/:id"); unmatched ones by their first segment. */
export function routeOf(req: IncomingMessage): string {
  const route = matched.get(req);
  if (route) return route;
  const first = /^\/[^/?]*/.exec(req.url ?? "/")?.[0] ?? "/";
  return `${first}/*`;
}

export class Router {
  private readonly exact = new Map<string, Handler>();
  private readonly patterns: Route[] = [];

  get(path: string, handler: Handler) {
    this.add("GET", path, handler);
  }
  post(path: string, handler: Handler) {
    this.add("POST", path, handler);
  }
  put(path: string, handler: Handler) {
    this.add("PUT", path, handler);
  }
  delete(path: string, handler: Handler) {
    this.add("DELETE", path, handler);
  }

  add(method: Method, path: string, handler: Handler): void {
    const names: string[] = [];
    if (!path.includes(":")) {
      this.exact.set(`${method} ${path}`, handler);
      return;
    }
    const source = path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/:(\w+)/g, (_, name: string) => {
      names.push(name);
      return "([^/]+)";
    });
    this.patterns.push({ method, path, pattern: new RegExp(`^${source}$`), names, handler });
  }

  find(
    method: string,
    path: string,
  ): { handler: Handler; params: Record<string, string>; route: string } | null {
    const handler = this.exact.get(`${method} ${path}`);
    if (handler) return { handler, params: {}, route: path };
    for (const route of this.patterns) {
      if (route.method !== method) continue;
      const match = route.pattern.exec(path);
      if (!match) continue;
      const params: Record<string, string> = {};
      route.names.forEach((name, i) => {
        params[name] = safeDecode(match[i + 1]);
      });
      return { handler: route.handler, params, route: route.path };
    }
    return null;
  }

  /**
   * Resolves and runs a request. A POST that only matches a PUT/PATCH/DELETE route is accepted when
   * its body carries `_method` with that verb (Laravel's method spoofing, used by the spec's forms).
   */
  async dispatch(
    raw: IncomingMessage,
    path: string,
    query: URLSearchParams,
    host: HostContext,
  ): Promise<Reply> {
    const requested = (raw.method ?? "GET").toUpperCase();
    const method = requested === "HEAD" ? "GET" : requested;
    let found = this.find(method, path);
    let spoofed: Method | undefined;
    if (!found && method === "POST") {
      for (const verb of ["PUT", "PATCH", "DELETE"] as const) {
        found = this.find(verb, path);
        if (found) {
          spoofed = verb;
          break;
        }
      }
    }
    if (!found) {
      raw.resume();
      throw notFound("Alamat API tidak ditemukan");
    }
    matched.set(raw, found.route);
    const stored: StoredFile[] = [];
    let bodyRead: Promise<Fields> | undefined;
    const checkSpoof = (fields: Fields) => {
      if (spoofed && String(fields._method ?? "").toUpperCase() !== spoofed) {
        throw new HttpError(405, { message: "Metode tidak diizinkan." });
      }
      return fields;
    };
    const req: ApiRequest = {
      method: spoofed ?? (method as Method),
      path,
      params: found.params,
      query,
      headers: raw.headers,
      host,
      fields() {
        bodyRead ??= readFields(raw).then(checkSpoof);
        return bodyRead;
      },
      async multipart(rules) {
        if (contentType(raw) !== "multipart/form-data") return { fields: await this.fields(), files: [] };
        const result = await parseMultipart(raw, host.filesDir, rules);
        stored.push(...result.files);
        checkSpoof(result.fields);
        return result;
      },
    };
    try {
      if (spoofed && contentType(raw) !== "multipart/form-data") await req.fields();
      return await found.handler(req);
    } catch (error) {
      // A failed call keeps nothing it uploaded.
      await removeStored(host.filesDir, stored);
      throw error;
    }
  }
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
