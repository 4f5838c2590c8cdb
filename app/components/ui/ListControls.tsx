import { Form, useSubmit } from "@remix-run/react";
import type { ReactNode } from "react";
import { PAGE_SIZES, type ListQuery } from "~/lib/list-query";

type Props = {
  /** The list's page; the GET form keeps page size and search in its URL. */
  path: string;
  query: ListQuery;
  /** The search box's accessible name and hint. */
  searchLabel: string;
  placeholder: string;
  /** Extra controls at the end of the row (the transaction list's export). */
  children?: ReactNode;
};

/**
 * A list's page size (5-100) and search as a GET form (001 §2 "as in the transaction list"):
 * both start on page 1; with JS the page size applies as soon as it changes.
 */
export function ListControls({ path, query, searchLabel, placeholder, children }: Props) {
  const submit = useSubmit();
  return (
    <Form method="get" action={path} className="order-controls" role="search" preventScrollReset>
      <label>
        Tampilkan{" "}
        <select
          name="limit"
          defaultValue={query.limit}
          aria-label="Jumlah baris per halaman"
          onChange={(event) => submit(event.currentTarget.form, { preventScrollReset: true })}
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </label>
      <div className="order-search">
        <input
          type="search"
          name="search"
          defaultValue={query.search}
          placeholder={placeholder}
          aria-label={searchLabel}
          maxLength={100}
        />
        <button type="submit">Cari</button>
      </div>
      {children}
    </Form>
  );
}
