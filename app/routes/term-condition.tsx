import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { pageTitle } from "~/lib/site";
import { getSettings } from "~/lib/admin/public.server";
import { rebaseHeadings, withoutTitleHeading } from "~/lib/html-headings";
import { sanitizeHtml } from "~/lib/sanitize.server";

const TITLE = "Syarat dan Ketentuan";

export const meta: MetaFunction = () => [{ title: pageTitle(TITLE) }];

/** The terms from the settings (admin HTML, sanitised). */
export async function loader() {
  return { html: rebaseHeadings(withoutTitleHeading(sanitizeHtml((await getSettings()).tac), TITLE)) };
}

export default function TermsAndConditions() {
  const { html } = useLoaderData<typeof loader>();
  return (
    <article className="static-page">
      <h1>{TITLE}</h1>
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </article>
  );
}
