export const PAGER_LINKS = 5;

export type Pager = {
  page: number;
  pageCount: number;
  first: number | null;
  previous: number | null;
  next: number | null;
  last: number | null;
  pages: number[];
};

/** Pager around `page`: a window of up to 5 page numbers, kept inside 1..pageCount. */
export function pager(page: number, pageCount: number, links = PAGER_LINKS): Pager {
  const count = Math.max(1, pageCount);
  const current = Math.min(Math.max(1, page), count);
  const size = Math.min(links, count);
  const start = Math.min(Math.max(1, current - Math.floor(size / 2)), count - size + 1);
  return {
    page: current,
    pageCount: count,
    first: current > 1 ? 1 : null,
    previous: current > 1 ? current - 1 : null,
    next: current < count ? current + 1 : null,
    last: current < count ? count : null,
    pages: Array.from({ length: size }, (_, index) => start + index),
  };
}
