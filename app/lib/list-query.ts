// A searchable, paged list whose state lives in its address (page, page size, search): the
// address book, the transaction list and the complaint list (001 §2 "as in the transaction list").
export const PAGE_SIZES = [5, 10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 5;

export type ListQuery = { page: number; limit: number; search: string };

export function readQuery(params: URLSearchParams): ListQuery {
  const limit = Number(params.get("limit"));
  const page = Number(params.get("page"));
  return {
    limit: (PAGE_SIZES as readonly number[]).includes(limit) ? limit : DEFAULT_PAGE_SIZE,
    page: Number.isInteger(page) && page > 0 ? page : 1,
    search: (params.get("search") ?? "").trim(),
  };
}

/** The canonical address: defaults left out; `extra` adds a dialog state (detail, hapus). */
export function queryHref(path: string, query: ListQuery, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  if (query.search) params.set("search", query.search);
  if (query.limit !== DEFAULT_PAGE_SIZE) params.set("limit", String(query.limit));
  if (query.page > 1) params.set("page", String(query.page));
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** Entries whose texts contain every word searched, then the page asked for (kept in range). */
export function pageOf<T>(entries: readonly T[], texts: (entry: T) => string[], query: ListQuery) {
  const words = query.search.toLowerCase().split(/\s+/).filter(Boolean);
  const found = entries.filter((entry) => {
    const haystack = texts(entry).join(" ").toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
  const pageCount = Math.max(1, Math.ceil(found.length / query.limit));
  const page = Math.min(query.page, pageCount);
  const from = (page - 1) * query.limit;
  return { rows: found.slice(from, from + query.limit), from, total: found.length, page, pageCount };
}

/**
 * The page of a searchable list the URL asks for, as the list tables take it (PagedListTable):
 * the query with its page kept in range, the numbering start, the counts and the shown rows.
 */
export function pagedRows<T, R>(
  entries: readonly T[],
  texts: (entry: T) => string[],
  params: URLSearchParams,
  toRow: (entry: T) => R,
) {
  const query = readQuery(params);
  const list = pageOf(entries, texts, query);
  return {
    query: { ...query, page: list.page },
    from: list.from,
    total: list.total,
    pageCount: list.pageCount,
    rows: list.rows.map(toRow),
  };
}
