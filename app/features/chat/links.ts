// Chat messages are plain text. A link becomes clickable only when it leads into this shop
// (000 §2 chat, issue 13): an admin's or a forged message must not send buyers elsewhere.

/** The buyer's chat page (000 §2). */
export const CHAT_PATH = "/profil/chat";

export type TextPart = { text: string; href?: undefined } | { text: string; href: string };

// An absolute http(s) URL, or a path of this site: one "/" starting a word ("</b>" is no path).
const CANDIDATE = /\bhttps?:\/\/[^\s<>"']+|(?<=^|[\s(])\/(?!\/)[^\s<>"']*/gi;
// Punctuation that ends a sentence rather than the URL.
const TRAILING = /[.,;:!?)\]}'"]+$/;

/** `href` as a path of the shop whose origin is `shopOrigin`, or null when it leads elsewhere. */
export function shopPath(href: string, shopOrigin: string): string | null {
  let shop: URL;
  try {
    shop = new URL(shopOrigin);
  } catch {
    return null;
  }
  let url: URL;
  try {
    url = new URL(href, shop);
  } catch {
    return null;
  }
  // "//host" as a link's href would leave the site however it was spelt in the message.
  if (url.origin !== shop.origin || url.pathname.startsWith("//")) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Splits a message into text and the links that point into the shop (as site paths). */
export function linkParts(message: string, shopOrigin: string): TextPart[] {
  const parts: TextPart[] = [];
  let rest = 0;
  for (const match of message.matchAll(CANDIDATE)) {
    const raw = match[0].replace(TRAILING, "");
    const start = match.index;
    if (raw === "/" || raw === "") continue;
    const path = shopPath(raw, shopOrigin);
    if (path === null) continue;
    if (start > rest) parts.push({ text: message.slice(rest, start) });
    parts.push({ text: raw, href: path });
    rest = start + raw.length;
  }
  if (rest < message.length) parts.push({ text: message.slice(rest) });
  return parts;
}
