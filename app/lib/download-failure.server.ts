// Downloads (.xlsx export, Word templates, the receipt ZIP) are resource routes, which no error
// boundary renders: a host failure thrown there reached the buyer as its bare text ("status
// 500", "timeout after 3000 ms"). They answer the friendly error page instead, as a small
// document of its own under the failure's status and Retry-After (issue 20 item 3).
import { errorMessage } from "~/lib/error-texts";
import { SITE_NAME } from "~/lib/site";
import { isHostFailure } from "~/lib/admin/client.server";
import { PRIVATE_NO_STORE } from "~/lib/http.server";
import siteDarkHref from "~/styles/site-dark.css?url";
import siteHref from "~/styles/site.css?url";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The friendly page for a host failure; 'Coba lagi' asks for the same download again. */
function failurePage(request: Request, failure: Response): Response {
  const { status } = failure;
  const { title, text } = errorMessage(status);
  const url = new URL(request.url);
  const again = escapeHtml(`${url.pathname}${url.search}`);
  const html = `<!DOCTYPE html><html lang="id"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(`${title} | ${SITE_NAME}`)}</title><link rel="stylesheet" href="${siteHref}"><link rel="stylesheet" href="${siteDarkHref}" media="(prefers-color-scheme: dark)"></head><body><main class="container site-main"><section class="error-page"><p class="error-code">${status}</p><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p><p class="error-actions"><a href="${again}" role="button">Coba lagi</a> <a href="/" role="button" class="secondary">Kembali ke Beranda</a></p></section></main></body></html>`;
  return new Response(html, {
    status,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": PRIVATE_NO_STORE,
      "Retry-After": failure.headers.get("Retry-After") ?? "30",
    },
  });
}

/** Runs a download's loader; a host failure before the file starts gives the friendly page. */
export async function download(request: Request, load: () => Promise<Response>): Promise<Response> {
  try {
    return await load();
  } catch (error) {
    if (isHostFailure(error)) return failurePage(request, error);
    throw error;
  }
}
