import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { pageTitle } from "~/lib/site";
import { getSettings } from "~/lib/admin/public.server";
import { sanitizeHtml } from "~/lib/sanitize.server";

export const meta: MetaFunction = () => [{ title: pageTitle("Pusat Bantuan") }];

/** The FAQ list of the settings; answers are admin HTML, sanitised. */
export async function loader() {
  const { faq } = await getSettings();
  return { faq: faq.map(({ id, question, answer }) => ({ id, question, answer: sanitizeHtml(answer) })) };
}

export default function Faq() {
  const { faq } = useLoaderData<typeof loader>();
  return (
    <article className="static-page">
      <h1>Pusat Bantuan</h1>
      {faq.map((entry) => (
        <details key={entry.id}>
          <summary>{entry.question}</summary>
          <div dangerouslySetInnerHTML={{ __html: entry.answer }} />
        </details>
      ))}
    </article>
  );
}
