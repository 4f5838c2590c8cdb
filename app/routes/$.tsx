import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { ErrorPage } from "~/features/layout/ErrorPage";
import { notFound } from "~/lib/not-found.server";
import { pageTitle } from "~/lib/site";

export const meta: MetaFunction = () => [{ title: pageTitle("Halaman tidak ditemukan") }];

// Any unmatched path: answer 404 so crawlers and proxies see it as missing. server/origin.ts
// also renders its refusal of a cross-site post here (the status comes in the load context).
export function loader({ context }: LoaderFunctionArgs) {
  if (context.refusal) throw new Response("Permintaan dari situs lain ditolak.", { status: context.refusal });
  throw notFound();
}

export default function NotFound() {
  return <ErrorPage status={404} />;
}
