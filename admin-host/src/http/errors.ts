/** An answer other than success; thrown by handlers and helpers, written by the router. */
export class HttpError extends Error {
  readonly status: number;
  readonly body: Record<string, unknown>;
  constructor(status: number, body: Record<string, unknown>) {
    super(typeof body.message === "string" ? body.message : `HTTP ${status}`);
    this.status = status;
    this.body = body;
  }
}

export type FieldErrors = Record<string, string[]>;

export const unauthenticated = () => new HttpError(401, { message: "Unauthenticated." });

export const notFound = (message = "Data tidak ditemukan") => new HttpError(404, { message });

export const badRequest = (message: string) => new HttpError(400, { message });

/** 422 with Laravel's shape; the message is the first field error unless given. */
export function invalid(errors: FieldErrors, message?: string): HttpError {
  const first = Object.values(errors).find((list) => list.length > 0)?.[0];
  return new HttpError(422, { message: message ?? first ?? "Data tidak valid", errors });
}

export const fieldError = (field: string, message: string) => invalid({ [field]: [message] });
