import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { catalogueLinks } from "~/components/catalogue/links";
import { ProductListing } from "~/components/catalogue/ProductListing";
import { loadListing } from "~/lib/catalogue/listing.server";

export const links = catalogueLinks;

export const meta: MetaFunction = () => [{ title: "Produk" }];

export function loader({ request }: LoaderFunctionArgs) {
  return loadListing(request);
}

export default function ProductsPage() {
  const data = useLoaderData<typeof loader>();
  return <ProductListing title="Produk" {...data} />;
}
