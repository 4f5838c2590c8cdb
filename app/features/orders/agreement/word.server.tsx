// A document as a Word file the satker can edit: the same React markup as its printable page, in
// HTML with the Office namespaces (what the host's Template_*.doc are, docs/admin-api.md), which
// Word and LibreOffice open as a .doc on an A4 page. No generator library: react-dom renders it.
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";

/** Word's own page set-up (A4, 2 cm margins) and the few styles its HTML reader follows. */
const WORD_STYLES = `
@page Dokumen { size: 595.3pt 841.9pt; margin: 56.7pt 56.7pt 56.7pt 56.7pt; }
div.Dokumen { page: Dokumen; }
body { font-family: Arial, sans-serif; font-size: 10pt; }
h1 { font-size: 14pt; margin: 0; }
h2 { font-size: 11.5pt; margin: 12pt 0 4pt; }
h3 { font-size: 10.5pt; margin: 8pt 0 2pt; }
p { margin: 0 0 4pt; }
address { font-style: normal; }
table { border-collapse: collapse; width: 100%; margin: 2pt 0 6pt; }
th, td { border: 1px solid #555; padding: 3pt 4pt; text-align: left; vertical-align: top; }
.num { text-align: right; }
dl { margin: 0 0 6pt; }
dt { font-weight: bold; margin-top: 3pt; }
dd { margin: 0 0 0 18pt; }
.print-head { border-bottom: 2px solid #222; padding-bottom: 4pt; margin-bottom: 8pt; }
.agreement-title { text-align: center; font-size: 13pt; text-transform: uppercase; }
.agreement-totals { width: 60%; margin-left: 40%; }
.agreement-signatures td { border: none; width: 50%; text-align: center; }
.print-words { font-style: italic; }
`;

/**
 * The Word file of `document`. A `<bdi>` becomes the Unicode isolates Word honours (U+2068 …
 * U+2069): a name with a right-to-left override reorders nothing after it there either. React
 * escapes every text, so a `<bdi>` in the markup is always one of ours.
 */
export function wordDocument(title: string, document: ReactElement): string {
  const body = renderToStaticMarkup(document)
    .replaceAll("<bdi>", "<span>\u2068")
    .replaceAll("</bdi>", "\u2069</span>");
  return [
    '<html xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:w="urn:schemas-microsoft-com:office:word" xmlns="http://www.w3.org/TR/REC-html40">',
    '<head><meta charset="utf-8">',
    renderToStaticMarkup(<title>{title}</title>),
    // Opens in Word's print layout, at 100 %.
    "<!--[if gte mso 9]><xml><w:WordDocument><w:View>Print</w:View><w:Zoom>100</w:Zoom></w:WordDocument></xml><![endif]-->",
    `<style>${WORD_STYLES}</style></head>`,
    `<body><div class="Dokumen">${body}</div></body></html>`,
  ].join("\n");
}
