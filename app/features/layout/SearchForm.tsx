import { Form, useNavigate, useSearchParams } from "@remix-run/react";
import type { FormEvent } from "react";

/**
 * A GET form to /produk. An empty search goes to /produk?page=1 (000 §2): in the browser
 * here, without JS by the root loader's redirect of /produk?search=.
 */
export function SearchForm() {
  const [params] = useSearchParams();
  const navigate = useNavigate();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const search = String(new FormData(event.currentTarget).get("search") ?? "").trim();
    event.preventDefault();
    navigate(search ? `/produk?${new URLSearchParams({ search })}` : "/produk?page=1");
  }

  return (
    <Form
      method="get"
      action="/produk"
      role="search"
      aria-label="Pencarian produk"
      className="search-form"
      onSubmit={onSubmit}
    >
      <input
        type="search"
        name="search"
        aria-label="Cari produk"
        placeholder="Cari produk..."
        defaultValue={params.get("search") ?? ""}
      />
      <button type="submit">Cari</button>
    </Form>
  );
}
