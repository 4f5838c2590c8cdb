import { Link } from "@remix-run/react";
import type { LayoutCategory } from "~/lib/site";

/** Category sidebar with subcategories, opened from the navigation (a <details> without JS). */
export function CategoryMenu({ categories }: { categories: LayoutCategory[] }) {
  return (
    <details className="category-menu">
      <summary>
        <span aria-hidden="true">☰</span> <span className="category-label">Kategori</span>
      </summary>
      <nav aria-label="Kategori">
        <ul>
          {categories.map((category) => (
            <li key={category.id}>
              <Link to={`/produk?kategori=${category.id}`} prefetch="intent">
                {category.name}
              </Link>
              {category.subcategory.length > 0 && (
                <ul>
                  {category.subcategory.map((sub) => (
                    <li key={sub.id}>
                      <Link to={`/produk?kategori=${category.id}&sub_kategori=${sub.id}`} prefetch="intent">
                        {sub.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      </nav>
    </details>
  );
}
