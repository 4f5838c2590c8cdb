// The route pattern of a storefront URL ("/produk-detail/:id"), matched the way Remix matches it
// (React Router's matchRoutes over the build's route tree), for log lines and metric labels:
// bounded, and free of the ids, tokens and file names a raw URL can carry.
import { matchRoutes, type AgnosticRouteObject } from "@remix-run/router";
import type { ServerBuild } from "@remix-run/node";

type Routes = ServerBuild["routes"];

function tree(routes: Routes, parentId: string | undefined): AgnosticRouteObject[] {
  return Object.values(routes)
    .filter((route) => route?.parentId === parentId)
    .map((route) => ({
      id: route!.id,
      path: route!.path,
      index: route!.index,
      caseSensitive: route!.caseSensitive,
      children: route!.index ? undefined : tree(routes, route!.id),
    })) as AgnosticRouteObject[];
}

const trees = new WeakMap<Routes, AgnosticRouteObject[]>();

/**
 * Patterns already matched, per build, by path: matchRoutes flattens and ranks the whole route
 * tree on every call, which was 4 % of a signed-in page's CPU (issue 32). A path matched by a
 * splat (`*`: the catch-all's 404s, a buyer's private file under /profil/berkas/) is never kept,
 * so the map holds the shop's own pages (no query string, nothing of a buyer's); it is emptied
 * past `KNOWN_PATHS` all the same.
 */
const known = new WeakMap<Routes, Map<string, string>>();
const KNOWN_PATHS = 1000;

/** The pattern of `pathname` in the build's routes, e.g. "/profil/detailtransaksi/log"; "/*" for the catch-all. */
export function routePattern(routes: Routes, pathname: string): string {
  let patterns = known.get(routes);
  if (!patterns) known.set(routes, (patterns = new Map()));
  const found = patterns.get(pathname);
  if (found !== undefined) return found;
  if (patterns.size >= KNOWN_PATHS) patterns.clear();
  const pattern = matchPattern(routes, pathname);
  if (!pattern.includes("*")) patterns.set(pathname, pattern);
  return pattern;
}

function matchPattern(routes: Routes, pathname: string): string {
  let routeTree = trees.get(routes);
  if (!routeTree) trees.set(routes, (routeTree = tree(routes, undefined)));
  // Single-fetch data requests: /produk.data is /produk's data, /_root.data the index's.
  const page = pathname.endsWith(".data") ? pathname.slice(0, -5).replace(/^\/_root$/, "/") : pathname;
  const matches = matchRoutes(routeTree, page) ?? [];
  const parts = matches.map((match) => match.route.path).filter(Boolean);
  return `/${parts.join("/")}`.replace(/\/+/g, "/");
}
