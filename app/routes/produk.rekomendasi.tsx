import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { ProductGrid } from "~/features/catalogue/ProductCard";
import { recommendationSet } from "~/lib/admin/catalogue.server";
import { adminClient } from "~/lib/admin/client.server";
import { NOT_FOUND_TEXT } from "~/features/catalogue/texts";
import { parseOffset, RECOMMENDATION_STEP } from "~/features/catalogue/recommendations";
import { getOptionalUser } from "~/lib/session.server";
import { pageTitle } from "~/lib/site";
import { sheets } from "~/styles/sheets";

export const links = sheets("catalogue");

export const meta: MetaFunction = () => [{ title: pageTitle("Rekomendasi Produk") }];

/** One set of recommendations; the home page's "more" fetches this with JS. */
export async function loader({ request }: LoaderFunctionArgs) {
  const offset = parseOffset(new URL(request.url).searchParams.get("offset"));
  const admin = (await getOptionalUser(request)) ? await adminClient(request) : null;
  return recommendationSet(admin, offset);
}

export default function RecommendedPage() {
  const { products, offset, nextOffset } = useLoaderData<typeof loader>();
  return (
    <section>
      <h1>Rekomendasi Produk</h1>
      {products.length ? (
        <ProductGrid products={products} eagerCount={4} level={2} />
      ) : (
        <p className="empty">{NOT_FOUND_TEXT}</p>
      )}
      <nav className="slider-controls" aria-label="Halaman rekomendasi">
        {offset > 0 ? (
          <Link to={`?offset=${Math.max(0, offset - RECOMMENDATION_STEP)}`}>Sebelumnya</Link>
        ) : null}
        {nextOffset !== null ? <Link to={`?offset=${nextOffset}`}>Selanjutnya</Link> : null}
      </nav>
    </section>
  );
}
