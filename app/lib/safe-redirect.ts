// Redirect targets (`redirectTo`) must stay on this site.
const FALLBACK = "/";

/** Returns `target` when it is a same-origin path, otherwise "/". */
export function safeRedirect(
  target: FormDataEntryValue | string | null | undefined,
  fallback = FALLBACK,
): string {
  if (typeof target !== "string" || target === "") return fallback;
  // Browsers drop tabs and newlines inside URLs and treat "\" like "/", so judge the
  // URL as the browser would read it rather than the raw string.
  let decoded: string;
  try {
    decoded = decodeURIComponent(target);
  } catch {
    return fallback;
  }
  const normalised = decoded.replace(/[\t\n\r]/g, "").replace(/\\/g, "/");
  if (!normalised.startsWith("/") || normalised.startsWith("//")) return fallback;
  const base = "http://storefront.invalid";
  const resolved = new URL(target.replace(/\\/g, "/"), base);
  if (resolved.origin !== base) return fallback;
  return `${resolved.pathname}${resolved.search}${resolved.hash}`;
}
