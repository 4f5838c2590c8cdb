import type { MetaFunction } from "@remix-run/node";
import { ErrorPage } from "~/components/layout/ErrorPage";

export const meta: MetaFunction = () => [{ title: "Halaman tidak ditemukan" }];

// Any unmatched path: answer 404 so crawlers and proxies see it as missing.
export function loader() {
  throw new Response("Not Found", { status: 404 });
}

export default function NotFound() {
  return <ErrorPage status={404} />;
}
