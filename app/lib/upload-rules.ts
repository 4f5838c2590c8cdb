// What each upload field of the shop accepts: the spec's table in contract/uploads.ts, shared with
// the admin host, and the browser's side of it. Pure and browser-safe: the server (readUpload, by
// content) and the browser (file inputs, by extension and MIME type) check against the same rules.
import { EXTENSIONS, MESSAGES, MIME_TYPES, kindOfName, limitFor, type FileRule } from "@contract/uploads";

export {
  DOCUMENT_RULE,
  MEDIA_RULE,
  MESSAGES,
  PAYMENT_PROOF_RULE,
  PROFILE_PHOTO_RULE,
  kindOfName,
  largestFile,
  limitFor,
  type FileKind,
  type FileRule,
} from "@contract/uploads";

/** The `accept` attribute of a file input for `rule`: extensions and MIME types. */
export function acceptOf(rule: FileRule): string {
  return rule.kinds
    .flatMap((kind) => [...EXTENSIONS[kind].map((ext) => `.${ext}`), ...MIME_TYPES[kind]])
    .join(",");
}

/**
 * The browser's check of a chosen file: the spec's message, or null when it may be sent.
 * Decided by the name's extension, as the spec does; the server then checks the content.
 */
export function checkFile(rule: FileRule, file: { name: string; size: number }): string | null {
  const kind = kindOfName(file.name);
  if (kind === null || !rule.kinds.includes(kind)) return rule.badType;
  if (file.size === 0) return MESSAGES.emptyFile;
  const limit = limitFor(rule, kind);
  return file.size > limit.maxBytes ? limit.tooBig : null;
}
