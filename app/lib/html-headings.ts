// Admin HTML (terms, privacy policy) placed under a page's <h1>: its headings may start at any
// level (an <h3> right under the <h1> skips a level: axe heading-order). They are shifted so
// that the fragment's highest heading becomes `top`, keeping their order; past h6 they stay h6.

const HEADING = /<(\/?)h([1-6])(?=[\s>])/gi;

/** `html` must be sanitised already (tags as the sanitiser writes them). */
export function rebaseHeadings(html: string, top = 2): string {
  const levels = [...html.matchAll(HEADING)].map((match) => Number(match[2]));
  if (levels.length === 0) return html;
  const shift = top - Math.min(...levels);
  if (shift === 0) return html;
  return html.replace(HEADING, (_, slash: string, level: string) => {
    return `<${slash}h${Math.min(6, Number(level) + shift)}`;
  });
}

const LEADING_HEADING = /^\s*<h([1-6])[^>]*>([\s\S]*?)<\/h\1>/i;

/** Admin HTML often opens with the page's own title ('<h3>Syarat dan Ketentuan</h3>'), which the
 *  page's <h1> already shows: that leading heading is dropped so the title reads once. */
export function withoutTitleHeading(html: string, title: string): string {
  const lead = LEADING_HEADING.exec(html);
  if (!lead) return html;
  const text = lead[2]
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return text.toLowerCase() === title.toLowerCase() ? html.slice(lead[0].length) : html;
}
