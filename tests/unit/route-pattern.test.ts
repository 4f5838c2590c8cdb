// The request log's route pattern (server/route-pattern.ts): matched as Remix matches, the same
// answer when asked again (kept per path), and paths matched by a splat never kept.
import type { ServerBuild } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { routePattern } from "../../server/route-pattern";

const route = (id: string, parentId: string | undefined, path?: string, index?: boolean) => ({
  id,
  parentId,
  path,
  index,
  module: {},
});

const routes = {
  root: route("root", undefined, ""),
  "routes/_index": route("routes/_index", "root", undefined, true),
  "routes/profil": route("routes/profil", "root", "profil"),
  "routes/profil.transaksi": route("routes/profil.transaksi", "routes/profil", "transaksi"),
  "routes/profil.berkas.$": route("routes/profil.berkas.$", "routes/profil", "berkas/*"),
  "routes/produk.$id": route("routes/produk.$id", "root", "produk/:id"),
  "routes/$": route("routes/$", "root", "*"),
} as unknown as ServerBuild["routes"];

describe("the request log's route pattern", () => {
  it("names the matched route, the same when asked again", () => {
    for (let i = 0; i < 2; i++) {
      expect(routePattern(routes, "/profil/transaksi")).toBe("/profil/transaksi");
      expect(routePattern(routes, "/produk/12")).toBe("/produk/:id");
      expect(routePattern(routes, "/")).toBe("/");
      expect(routePattern(routes, "/profil/transaksi.data")).toBe("/profil/transaksi");
      expect(routePattern(routes, "/profil/berkas/bukti/INV-1.png")).toBe("/profil/berkas/*");
      expect(routePattern(routes, "/tidak-ada")).toBe("/*");
    }
  });

  it("stays right for any number of distinct paths", () => {
    for (let i = 0; i < 2500; i++) expect(routePattern(routes, `/produk/${i}`)).toBe("/produk/:id");
    expect(routePattern(routes, "/profil/transaksi")).toBe("/profil/transaksi");
  });
});
