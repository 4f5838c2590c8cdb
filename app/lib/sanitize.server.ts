// Admin-authored HTML (product descriptions, terms, privacy, about, FAQ answers) rendered
// with dangerouslySetInnerHTML must pass through here first.
import sanitize from "sanitize-html";

const OPTIONS: sanitize.IOptions = {
  allowedTags: [...sanitize.defaults.allowedTags, "img", "span", "u", "s", "sub", "sup"],
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    img: ["src", "alt", "title", "width", "height", "loading"],
    td: ["colspan", "rowspan"],
    th: ["colspan", "rowspan", "scope"],
    ol: ["start", "type"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["http", "https"] },
  // Links leaving the site open safely in a new tab.
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === "_blank" ? { ...attribs, rel: "noopener noreferrer" } : attribs,
    }),
  },
};

/** Safe HTML for rendering; null or undefined become "". */
export function sanitizeHtml(html: string | null | undefined): string {
  return html ? sanitize(html, OPTIONS) : "";
}
