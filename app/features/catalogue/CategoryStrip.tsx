import { Link } from "@remix-run/react";
import { webpSrcSet } from "~/features/catalogue/image-variants";

type Category = { id: number; name: string; image: string | null };

export function CategoryStrip({ categories }: { categories: Category[] }) {
  if (categories.length === 0) return null;
  return (
    <nav aria-label="Kategori produk">
      <ul className="category-strip">
        {categories.map((category) => (
          <li key={category.id}>
            <Link to={`/produk?kategori=${category.id}`} prefetch="intent">
              {category.image ? (
                <img
                  src={category.image}
                  srcSet={webpSrcSet(category.image, "category")}
                  sizes="48px"
                  alt=""
                  width={48}
                  height={48}
                  loading="lazy"
                />
              ) : null}
              {category.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
