import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ProductListing } from "~/features/catalogue/ProductListing";
import type { RouteHandle } from "~/lib/site";
import { loadListing } from "~/features/catalogue/listing.server";
import { listingDescription } from "~/features/catalogue/query";
import { pageTitle } from "~/lib/site";
import { sheets } from "~/styles/sheets";

export const links = sheets("forms", "catalogue", "catalogueListing");

export const handle: RouteHandle = {
  description: (data) => {
    const { query, categories } = data as Awaited<ReturnType<typeof loader>>;
    return listingDescription(query, categories);
  },
};

export const meta: MetaFunction = () => [{ title: pageTitle("Produk") }];

export function loader({ request }: LoaderFunctionArgs) {
  return loadListing(request);
}

export default function ProductsPage() {
  const data = useLoaderData<typeof loader>();
  return <ProductListing title="Produk" {...data} />;
}
