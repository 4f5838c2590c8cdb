// The shop's own absolute addresses (links in mails, share links, payment return addresses).
// They come from PUBLIC_URL, never from the request: Host and X-Forwarded-Host are whatever the
// client sends, and a forged one would otherwise land in a password-reset mail or in a page
// a shared cache keeps.
import { env } from "~/env.server";

/** `path` (site-relative, e.g. "/reset-password") as an absolute URL under PUBLIC_URL. */
export function publicUrl(path: string): string {
  if (!path.startsWith("/") || path.startsWith("//")) {
    throw new Error(`publicUrl needs a site-relative path, got ${JSON.stringify(path)}`);
  }
  return `${env.publicUrl}${path}`;
}
