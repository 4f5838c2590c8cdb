import { MEDIA_RULE } from "../../../contract/uploads.ts";
import { notFound } from "../http/errors.ts";
import type { Fields } from "../http/fields.ts";
import type { ApiRequest } from "../http/router.ts";
import { idParam } from "../http/validate.ts";
import type { UploadRules } from "../uploads.ts";

// Request helpers shared by the order routes (cart to chat).

/** A path `{userId}` or form `customer_id`, when given, must be the caller's own id. */
export function assertSelf(customerId: number, given: unknown): void {
  if (given === undefined || given === null || given === "") return;
  if (String(given).trim() !== String(customerId)) throw notFound();
}

export const selfParam = (req: ApiRequest, customerId: number) =>
  assertSelf(customerId, idParam(req, "userId"));

/** Form, JSON or (file-less) multipart fields: the spec sends some order calls as multipart. */
export const formFields = async (req: ApiRequest): Promise<Fields> =>
  (await req.multipart(() => undefined)).fields;

/** Review and complaint evidence: images or videos under `image[]` (or `image[n]`). */
export const mediaRule =
  (dir: string): UploadRules =>
  (name) =>
    /^image(\[\d{0,2}\])?$/.test(name) ? { rule: MEDIA_RULE, dir } : undefined;
