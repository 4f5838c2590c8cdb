import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ProductListing } from "~/components/catalogue/ProductListing";
import { loadListing } from "~/lib/catalogue/listing.server";
import { pageTitle } from "~/lib/site";

export const meta: MetaFunction = () => [{ title: pageTitle("Produk Promo") }];

export function loader({ request }: LoaderFunctionArgs) {
  return loadListing(request, { promo: true });
}

export default function PromoProductsPage() {
  const data = useLoaderData<typeof loader>();
  return <ProductListing title="Produk Promo" {...data} />;
}
