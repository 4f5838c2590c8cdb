// Links whose address comes from the admin host (banners, social links, payment gateways): only
// http, https, mailto, tel and paths of this site may become an href. A `javascript:` (or
// `data:`, `vbscript:`) address would run in the shop's origin when clicked.

const SCHEMES = new Set(["http:", "https:", "mailto:", "tel:"]);

/** What a browser reads: tabs and newlines anywhere are dropped, spaces and controls trimmed. */
function asBrowsersRead(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\t\n\r]/g, "").replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, "");
}

/**
 * `value` when it is safe as an href (http, https, mailto, tel, or a path of this site such as
 * "/produk?promo=1"), else null: render no link then.
 */
export function safeHref(value: string | null | undefined): string | null {
  if (!value) return null;
  const href = asBrowsersRead(value);
  if (!href) return null;
  // A path of this site, but not "//host" or "/\host", which browsers read as another site.
  if (href.startsWith("/")) return /^\/[/\\]/.test(href) ? null : href;
  if (!/^[a-z][a-z0-9+.-]*:/i.test(href)) return null;
  try {
    const url = new URL(href);
    if (!SCHEMES.has(url.protocol)) return null;
    // "http:evil.example" and "http:/x" are read as absolute URLs by browsers; keep them exact.
    return (url.protocol === "http:" || url.protocol === "https:") && !/^https?:\/\//i.test(href)
      ? url.href
      : href;
  } catch {
    return null;
  }
}

/** An absolute http(s) address (a payment gateway to send the buyer to), else null. */
export function httpHref(value: string | null | undefined): string | null {
  const href = safeHref(value);
  return href && /^https?:\/\//i.test(href) ? href : null;
}
