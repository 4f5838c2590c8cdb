import { Form, useLocation, useNavigate } from "@remix-run/react";
import { startTransition, useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { isHydrated } from "~/features/layout/hydration";
import {
  parseProductQuery,
  toSearch,
  withSubcategoryParents,
  SORTS,
  type ProductQuery,
  type Sort,
} from "~/features/catalogue/query";

export type CategoryOption = { id: number; name: string; subcategories: { id: number; name: string }[] };

// The dropdown's texts are the spec's (000 §2), values included.
const SORT_OPTIONS: [Sort | "", string][] = [
  ["", "Semua"],
  ...SORTS.map((sort): [Sort, string] => [sort, sort]),
];

type Props = { query: ProductQuery; categories: CategoryOption[] };

/**
 * False on the server and while hydrating, then true. Unlike remix-utils' useHydrated (an
 * external store, re-rendered synchronously right after hydration) the switch is a transition:
 * rebuilding the filter form in its dialog is split into short tasks instead of one long one
 * (Lighthouse TBT). A panel first rendered by a client-side navigation starts as the dialog,
 * without the no-JS panel.
 */
function useHydratedTransition(): boolean {
  const [hydrated, setHydrated] = useState(isHydrated);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}

/**
 * The filter as a GET form. Without JavaScript it sits in a `<details>` panel and the server
 * cleans the submitted address; with it, it opens as a modal, applying navigates straight to
 * the clean address and closing resets the fields from the address.
 */
export function FilterPanel({ query, categories }: Props) {
  const hydrated = useHydratedTransition();
  const dialog = useRef<HTMLDialogElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const params = new URLSearchParams([...data].map(([key, value]) => [key, String(value)]));
    const next = withSubcategoryParents(parseProductQuery(params), categories);
    dialog.current?.close();
    navigate(pathname + toSearch({ ...next, page: null }));
  }

  const fields = (
    <Form method="get" action={pathname} ref={form} key={search} onSubmit={apply} className="filter-form">
      {query.search ? <input type="hidden" name="search" value={query.search} /> : null}
      <fieldset>
        <legend>Kategori</legend>
        {categories.map((category) => (
          <details key={category.id} open={query.categoryIds.includes(category.id)}>
            <summary>{category.name}</summary>
            <label>
              <input
                type="checkbox"
                name="kategori"
                value={category.id}
                defaultChecked={query.categoryIds.includes(category.id)}
              />
              Semua {category.name}
            </label>
            {category.subcategories.map((sub) => (
              <label key={sub.id}>
                <input
                  type="checkbox"
                  name="sub_kategori"
                  value={sub.id}
                  defaultChecked={query.subcategoryIds.includes(sub.id)}
                />
                {sub.name}
              </label>
            ))}
          </details>
        ))}
      </fieldset>
      <fieldset className="grid">
        <label>
          Harga minimum
          <input
            type="number"
            name="price_min"
            min={0}
            inputMode="numeric"
            defaultValue={query.priceMin ?? ""}
          />
        </label>
        <label>
          Harga maksimum
          <input
            type="number"
            name="price_max"
            min={0}
            inputMode="numeric"
            defaultValue={query.priceMax ?? ""}
          />
        </label>
      </fieldset>
      <fieldset>
        <legend>Rating</legend>
        <label>
          <input type="radio" name="rating" value="" defaultChecked={query.rating === null} />
          Semua
        </label>
        {[5, 4, 3, 2, 1].map((rating) => (
          <label key={rating}>
            <input type="radio" name="rating" value={rating} defaultChecked={query.rating === rating} />
            {"★".repeat(rating)} <span className="visually-hidden">{rating}</span>
          </label>
        ))}
      </fieldset>
      <SortField sort={query.sort} />
      <button type="submit">Terapkan</button>
    </Form>
  );

  if (!hydrated) return <FallbackPanel>{fields}</FallbackPanel>;
  return (
    <>
      <button type="button" className="secondary outline" onClick={() => dialog.current?.showModal()}>
        Filter
      </button>
      <dialog ref={dialog} aria-labelledby="filter-title" onClose={() => form.current?.reset()}>
        <article>
          <header>
            <button type="button" aria-label="Tutup" rel="prev" onClick={() => dialog.current?.close()} />
            <h2 id="filter-title">Filter</h2>
          </header>
          {fields}
        </article>
      </dialog>
    </>
  );
}

function FallbackPanel({ children }: { children: ReactNode }) {
  return (
    <details className="filter-panel">
      <summary role="button" className="secondary outline">
        Filter
      </summary>
      {children}
    </details>
  );
}

function SortField({
  sort,
  onChange,
}: {
  sort: Sort | null;
  onChange?: (event: FormEvent<HTMLSelectElement>) => void;
}) {
  return (
    <label>
      Urutkan
      <select name="sort" defaultValue={sort ?? ""} onChange={onChange}>
        {SORT_OPTIONS.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The sort dropdown beside the list; it keeps the other filters and starts at page 1. */
export function SortForm({ query }: { query: ProductQuery }) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const kept = { ...query, sort: null, page: null };
  function change(event: FormEvent<HTMLSelectElement>) {
    const sort = (SORTS as readonly string[]).includes(event.currentTarget.value)
      ? (event.currentTarget.value as Sort)
      : null;
    navigate(pathname + toSearch({ ...kept, sort }));
  }
  return (
    <Form method="get" action={pathname} key={search} className="sort-form">
      {[...new URLSearchParams(toSearch(kept))].map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <SortField sort={query.sort} onChange={change} />
      {/* Only without JS: a button that vanished at hydration moved the list up (CLS). */}
      <noscript>
        <button type="submit">Urutkan</button>
      </noscript>
    </Form>
  );
}
