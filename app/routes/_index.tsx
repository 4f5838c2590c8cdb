import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useFetcher, useLoaderData } from "@remix-run/react";
import { useState } from "react";
import { BannerSlider } from "~/features/catalogue/BannerSlider";
import { CategoryStrip } from "~/features/catalogue/CategoryStrip";
import { ProductGrid } from "~/features/catalogue/ProductCard";
import { pageTitle, SITE_NAME } from "~/lib/site";
import { listBestSellers, listProducts, recommendationSet } from "~/lib/admin/catalogue.server";
import { adminClient } from "~/lib/admin/client.server";
import { getBanners, getCategories } from "~/lib/admin/public.server";
import { getOptionalUser } from "~/lib/session.server";
import { HOME_SECTION_SIZE, parseOffset } from "~/features/catalogue/recommendations";
import type { ProductSummary, RecommendationSet } from "~/lib/admin/catalogue-types";
import type { loader as recommendedLoader } from "./produk.rekomendasi";
import { sheets } from "~/styles/sheets";

export const links = sheets("catalogue", "catalogueHome");

export const meta: MetaFunction = () => [{ title: pageTitle("Beranda") }];

const BOTTOM_POSITIONS = ["Banner 1", "Banner 2", "Banner 3"] as const;

export async function loader({ request }: LoaderFunctionArgs) {
  const offset = parseOffset(new URL(request.url).searchParams.get("rekomendasi"));
  const admin = (await getOptionalUser(request)) ? await adminClient(request) : null;
  const [banners, categories, bestSellers, promos, recommended] = await Promise.all([
    getBanners(),
    getCategories(),
    listBestSellers(HOME_SECTION_SIZE),
    listProducts({ limit: HOME_SECTION_SIZE, promo: true }),
    recommendationSet(admin, offset),
  ]);
  return {
    slides: banners.filter((banner) => banner.position === "Slider"),
    bottomBanners: BOTTOM_POSITIONS.flatMap((position) =>
      banners.filter((banner) => banner.position === position).slice(0, 1),
    ),
    categories: categories.map(({ id, name, image }) => ({ id, name, image })),
    bestSellers,
    promos,
    recommended: { ...recommended, products: recommended.products.slice(0, HOME_SECTION_SIZE) },
  };
}

export default function Home() {
  const data = useLoaderData<typeof loader>();
  return (
    <>
      <h1 className="visually-hidden">{SITE_NAME}</h1>
      <BannerSlider slides={data.slides} />
      <CategoryStrip categories={data.categories} />
      <HomeSection title="Produk Terlaris" more="/produk?sort=terlaris" products={data.bestSellers} eager />
      <HomeSection title="Produk Promo" more="/produk/promo?page=1" products={data.promos} />
      <Recommended key={data.recommended.offset} first={data.recommended} />
      {data.bottomBanners.length ? (
        <section className="bottom-banners" aria-label="Banner lainnya">
          {data.bottomBanners.map((banner) =>
            banner.image ? (
              <a key={banner.position} href={banner.url ?? "/produk"}>
                <img src={banner.image} alt={banner.position} width={600} height={300} loading="lazy" />
              </a>
            ) : null,
          )}
        </section>
      ) : null}
    </>
  );
}

type SectionProps = { title: string; more: string; products: ProductSummary[]; eager?: boolean };

function HomeSection({ title, more, products, eager }: SectionProps) {
  if (products.length === 0) return null;
  return (
    <section className="home-section">
      <header>
        <h2>{title}</h2>
        <Link to={more}>Lihat semua</Link>
      </header>
      <ProductGrid products={products} eagerCount={eager ? 2 : 0} />
    </section>
  );
}

/**
 * Recommended products, 6 of each set. Without JS "Lihat lainnya" reloads the page with the
 * next set; with JS a fetcher appends it in place. Paging starts at 0 on every page load.
 */
function Recommended({ first }: { first: RecommendationSet }) {
  const fetcher = useFetcher<typeof recommendedLoader>();
  const [added, setAdded] = useState<RecommendationSet[]>([]);
  const last = added.at(-1) ?? first;
  // Keep each fetched set once (adjusting state while rendering, as React recommends).
  if (fetcher.data && fetcher.data.offset > last.offset) setAdded([...added, fetcher.data]);

  const products = [first, ...added].flatMap((set) => set.products.slice(0, HOME_SECTION_SIZE));
  if (products.length === 0) return null;
  const next = last.nextOffset;
  return (
    <section className="home-section" id="rekomendasi">
      <header>
        <h2>Rekomendasi Produk</h2>
        <Link to="/produk/rekomendasi">Lihat semua</Link>
      </header>
      <ProductGrid products={products} />
      {next !== null ? (
        <p className="slider-controls">
          <Link
            to={`/?rekomendasi=${next}#rekomendasi`}
            role="button"
            className="secondary outline"
            aria-busy={fetcher.state === "loading"}
            onClick={(event) => {
              event.preventDefault();
              fetcher.load(`/produk/rekomendasi?offset=${next}`);
            }}
          >
            Lihat lainnya
          </Link>
        </p>
      ) : null}
    </section>
  );
}
