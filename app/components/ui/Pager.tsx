import { Link } from "@remix-run/react";
import type { Pager as PagerState } from "~/lib/paging";

type Props = { pager: PagerState; href: (page: number) => string; label: string };

/** First, previous, five page numbers, next, last: every one a real link. */
export function Pager({ pager, href, label }: Props) {
  if (pager.pageCount <= 1) return null;
  const step = (page: number | null, text: string, name: string) =>
    page === null ? (
      <span aria-disabled="true" aria-label={name}>
        {text}
      </span>
    ) : (
      <Link to={href(page)} aria-label={name}>
        {text}
      </Link>
    );
  return (
    <nav className="pager" aria-label={label}>
      <ul>
        <li>{step(pager.first, "«", "Halaman pertama")}</li>
        <li>{step(pager.previous, "‹", "Halaman sebelumnya")}</li>
        {pager.pages.map((page) => (
          <li key={page}>
            {page === pager.page ? (
              <span aria-current="page">{page}</span>
            ) : (
              <Link to={href(page)} aria-label={`Halaman ${page}`}>
                {page}
              </Link>
            )}
          </li>
        ))}
        <li>{step(pager.next, "›", "Halaman berikutnya")}</li>
        <li>{step(pager.last, "»", "Halaman terakhir")}</li>
      </ul>
    </nav>
  );
}
