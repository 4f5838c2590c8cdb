import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ProductListing } from "~/features/catalogue/ProductListing";
import { loadListing } from "~/features/catalogue/listing.server";
import { pageTitle } from "~/lib/site";
import { sheets } from "~/styles/sheets";

export const links = sheets("forms", "catalogue", "catalogueListing");

export const meta: MetaFunction = () => [{ title: pageTitle("Produk Promo") }];

export function loader({ request }: LoaderFunctionArgs) {
  return loadListing(request, { promo: true });
}

export default function PromoProductsPage() {
  const data = useLoaderData<typeof loader>();
  return <ProductListing title="Produk Promo" {...data} />;
}
