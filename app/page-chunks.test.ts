import type { Rollup } from "vite";
import { describe, expect, it } from "vitest";
import { layoutChunk, type RouteTree } from "./page-chunks";

// root ─ profil ─ order ─ receipt, payment; root ─ checkout (outside the account frame)
const file = (route: string) => `/app/${route}.tsx`;
const tree: RouteTree = {
  byFile: new Map(["root", "profil", "order", "receipt", "payment", "checkout"].map((r) => [file(r), r])),
  parentOf: new Map([
    ["profil", "root"],
    ["order", "profil"],
    ["receipt", "order"],
    ["payment", "order"],
    ["checkout", "root"],
  ]),
  root: "root",
  entry: "/app/entry.client.tsx",
};

/** A module graph from `importer -> imported` edges; `~>` marks a dynamic import. */
function graph(edges: string[]): Rollup.GetModuleInfo {
  const importers = new Map<string, { importers: string[]; dynamicImporters: string[] }>();
  const at = (id: string) =>
    importers.get(id) ?? importers.set(id, { importers: [], dynamicImporters: [] }).get(id)!;
  for (const edge of edges) {
    const [from, arrow, to] = edge.split(" ");
    at(to)[arrow === "~>" ? "dynamicImporters" : "importers"].push(from);
  }
  return ((id: string) => importers.get(id) ?? null) as unknown as Rollup.GetModuleInfo;
}

describe("layoutChunk", () => {
  it("puts a module the order page loads, and only its tabs besides, with the order page", () => {
    const info = graph([`${file("order")} -> /app/tabs.ts`, `${file("receipt")} -> /app/tabs.ts`]);
    expect(layoutChunk(tree, "/app/tabs.ts", info)).toBe("order-parts");
  });

  it("takes the outermost layout that loads it, through a module in between", () => {
    const info = graph([
      `${file("profil")} -> /app/frame.tsx`,
      "/app/frame.tsx -> /app/skeleton.tsx",
      `${file("order")} -> /app/skeleton.tsx`,
    ]);
    expect(layoutChunk(tree, "/app/skeleton.tsx", info)).toBe("profil-parts");
  });

  it("counts the client entry as the root", () => {
    const info = graph([`${tree.entry} -> /app/boot.ts`, `${file("checkout")} -> /app/boot.ts`]);
    expect(layoutChunk(tree, "/app/boot.ts", info)).toBe("root-parts");
  });

  it("leaves a module that a page outside the layout loads too", () => {
    const info = graph([`${file("order")} -> /app/status.ts`, `${file("checkout")} -> /app/status.ts`]);
    expect(layoutChunk(tree, "/app/status.ts", info)).toBeUndefined();
  });

  it("leaves a module that a page outside the layout imports dynamically", () => {
    const info = graph([`${file("order")} -> /app/dialog.tsx`, `${file("checkout")} ~> /app/dialog.tsx`]);
    expect(layoutChunk(tree, "/app/dialog.tsx", info)).toBeUndefined();
  });

  it("leaves a module the layout does not load itself (two tabs share it)", () => {
    const info = graph([`${file("receipt")} -> /app/upload.tsx`, `${file("payment")} -> /app/upload.tsx`]);
    expect(layoutChunk(tree, "/app/upload.tsx", info)).toBeUndefined();
  });

  it("leaves a module of one route in that route's chunk, and the route modules themselves", () => {
    const info = graph([`${file("order")} -> /app/head.tsx`]);
    expect(layoutChunk(tree, "/app/head.tsx", info)).toBeUndefined();
    expect(layoutChunk(tree, `${file("order")}?__remix-build-client-route`, info)).toBeUndefined();
  });
});
