import type { MetaFunction } from "@remix-run/node";
import { pageTitle } from "~/lib/site";

// Benchmark baseline (tests/bench/storefront.ts): no loader of its own, so its figures are
// what every page pays for the root route, the layout and the framework. Only the bench's build
// has it (app/routes.ts).
export const meta: MetaFunction = () => [
  { title: pageTitle("Halo") },
  { name: "robots", content: "noindex" },
];

export default function BenchHello() {
  return <p>Halo</p>;
}
