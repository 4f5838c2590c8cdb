import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { SITE_NAME } from "~/components/layout/types";
import { getSettings } from "~/lib/admin/public.server";
import { rebaseHeadings } from "~/lib/html-headings";
import { sanitizeHtml } from "~/lib/sanitize.server";

export const meta: MetaFunction = () => [{ title: `Kebijakan Privasi | ${SITE_NAME}` }];

/** The privacy policy from the settings (admin HTML, sanitised). */
export async function loader() {
  return { html: rebaseHeadings(sanitizeHtml((await getSettings()).pp)) };
}

export default function PrivacyPolicy() {
  const { html } = useLoaderData<typeof loader>();
  return (
    <article className="static-page">
      <h1>Kebijakan Privasi</h1>
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </article>
  );
}
