import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { pageTitle } from "~/lib/site";
import { getSettings } from "~/lib/admin/public.server";
import { rebaseHeadings } from "~/lib/html-headings";
import { sanitizeHtml } from "~/lib/sanitize.server";

export const meta: MetaFunction = () => [{ title: pageTitle("Tentang Kami") }];

/** The shop's about text from the settings (admin HTML, sanitised). */
export async function loader() {
  return { html: rebaseHeadings(sanitizeHtml((await getSettings()).about)) };
}

export default function AboutUs() {
  const { html } = useLoaderData<typeof loader>();
  return (
    <article className="static-page">
      <h1>Tentang Kami</h1>
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </article>
  );
}
