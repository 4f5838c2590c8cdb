export const REVIEWS_PER_PAGE = 3;
export const STAR_TABS = [0, 5, 4, 3, 2, 1] as const;

export type ReviewPage<T> = {
  star: number;
  page: number;
  pageCount: number;
  items: T[];
  /** 'Data ke x - y dari z data' */
  range: string;
  countByStar: Record<number, number>;
};

export function parseReviewState(params: URLSearchParams): { star: number; page: number } {
  const star = Number(params.get("bintang"));
  const page = Number(params.get("ulasan"));
  return {
    star: Number.isInteger(star) && star >= 1 && star <= 5 ? star : 0,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** One page of reviews filtered by star (0 = all). */
export function reviewPage<T extends { star: number }>(
  reviews: readonly T[],
  state: { star: number; page: number },
  perPage = REVIEWS_PER_PAGE,
): ReviewPage<T> {
  const countByStar: Record<number, number> = { 0: reviews.length, 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  for (const review of reviews) countByStar[review.star] = (countByStar[review.star] ?? 0) + 1;
  const matching = state.star ? reviews.filter((review) => review.star === state.star) : [...reviews];
  const pageCount = Math.max(1, Math.ceil(matching.length / perPage));
  const page = Math.min(state.page, pageCount);
  const from = (page - 1) * perPage;
  const items = matching.slice(from, from + perPage);
  const first = items.length ? from + 1 : 0;
  const last = from + items.length;
  return {
    star: state.star,
    page,
    pageCount,
    items,
    range: `Data ke ${first} - ${last} dari ${matching.length} data`,
    countByStar,
  };
}
