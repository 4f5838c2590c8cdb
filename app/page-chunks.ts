// Browser chunks by page, for the build (vite.config.ts, decision 0003). A page is a chain of routes
// (root, the account frame, the order page, a tab) and Rollup splits by route, so the order page
// met its code in about thirty small files, each compressed on its own: about 6 kB of its 22 kB
// gzip besides the framework. A module that a layout route loads itself, and that only the layout
// and the routes under it can load, goes into one chunk per layout (`<layout>-parts`): every page
// that loads any of it renders the layout, so it loads all of it already. No page loads more.
import { resolve } from "node:path";
import type { Plugin, Rollup } from "vite";

export type RouteTree = {
  /** Route ids by their file's absolute path. */
  byFile: Map<string, string>;
  parentOf: Map<string, string>;
  root: string;
  /** The client entry (entry.client), loaded with the root on every page. */
  entry: string;
};

type RemixContext = {
  remixConfig: {
    appDirectory: string;
    routes: Record<string, { id: string; parentId?: string; file: string }>;
  };
  entryClientFilePath: string;
};

/** The route a module is the file (or the client entry) of; the client entry counts as the root. */
const routeOf = (tree: RouteTree, id: string) =>
  id === tree.entry ? tree.root : tree.byFile.get(id.replace(/\?__remix-build-client-route$/, ""));

/** A route and its ancestors, innermost first. */
function chain(tree: RouteTree, route: string): string[] {
  const routes = [route];
  for (let at = tree.parentOf.get(route); at; at = tree.parentOf.get(at)) routes.push(at);
  return routes;
}

/** Every route whose code imports `id`: statically only, or also through dynamic imports. */
function routesLoading(tree: RouteTree, id: string, getModuleInfo: Rollup.GetModuleInfo, dynamic: boolean) {
  const routes = new Set<string>();
  const seen = new Set([id]);
  for (const at of seen) {
    const route = routeOf(tree, at);
    if (route) routes.add(route);
    const info = getModuleInfo(at);
    for (const importer of [...(info?.importers ?? []), ...(dynamic ? (info?.dynamicImporters ?? []) : [])])
      seen.add(importer);
  }
  return routes;
}

/** The layout chunk of module `id`, or undefined to leave it where Rollup puts it. */
export function layoutChunk(tree: RouteTree, id: string, getModuleInfo: Rollup.GetModuleInfo) {
  if (id.includes("?") || id.startsWith("\0") || routeOf(tree, id)) return undefined;
  const chains = [...routesLoading(tree, id, getModuleInfo, true)].map((route) => chain(tree, route));
  // A module of one route stays in that route's chunk.
  if (chains.length < 2) return undefined;
  const statically = routesLoading(tree, id, getModuleInfo, false);
  const layouts = new Set(tree.parentOf.values());
  // The outermost layout on every chain that can load the module and that loads it itself.
  const layout = chains[0]
    .toReversed()
    .find(
      (route) =>
        layouts.has(route) && statically.has(route) && chains.every((routes) => routes.includes(route)),
    );
  return layout ? `${layout.replace(/^routes\//, "")}-parts` : undefined;
}

/**
 * `plugin` reads the route tree from the Remix plugin (its context is not public API); `chunk`
 * is for `manualChunks`, with `onlyExplicitManualChunks` so that a layout's chunk never takes in
 * the modules it imports that other pages use too.
 */
export function pageChunks() {
  const tree: RouteTree = { byFile: new Map(), parentOf: new Map(), root: "root", entry: "" };
  const plugin: Plugin = {
    name: "page-chunks",
    configResolved(config) {
      // The compiler Remix starts to read route exports has no context (and bundles nothing).
      const ctx = (config as { __remixPluginContext?: RemixContext }).__remixPluginContext;
      if (!ctx) return;
      for (const route of Object.values(ctx.remixConfig.routes)) {
        tree.byFile.set(resolve(ctx.remixConfig.appDirectory, route.file), route.id);
        if (route.parentId) tree.parentOf.set(route.id, route.parentId);
        else tree.root = route.id;
      }
      tree.entry = ctx.entryClientFilePath;
    },
  };
  const chunk = (id: string, getModuleInfo: Rollup.GetModuleInfo) => {
    if (tree.byFile.size === 0) throw new Error("page chunks: the Remix plugin's route tree is missing");
    return layoutChunk(tree, id, getModuleInfo);
  };
  return { plugin, chunk };
}
