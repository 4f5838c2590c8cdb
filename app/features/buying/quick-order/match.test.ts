// The matcher (match.server.ts) against a catalogue that behaves as the host's: ids read
// directly (a disabled product too), names through a search of the first five words.
import { describe, expect, it } from "vitest";
import { linesOfText } from "./lines";
import { matchLines, type Catalogue } from "./match.server";
import { TEXT } from "./texts";

type Product = Awaited<ReturnType<Catalogue["byId"]>> & {};

const PRODUCTS: Product[] = [
  { id: 1, name: "Kertas HVS A4 70 gram", price: 48_500, promo: null, stock: 10, disabled: false },
  {
    id: 2,
    name: "Kertas HVS A4 80 gram",
    price: 55_000,
    promo: { pricePromo: 50_000, discount: 9 },
    stock: 5,
    disabled: false,
  },
  { id: 3, name: "Kertas HVS F4 70 gram", price: 52_000, promo: null, stock: 0, disabled: false },
  { id: 7, name: "Tinta Printer Hitam", price: 90_000, promo: null, stock: 4, disabled: true },
  {
    id: 8,
    name: "Pulpen Gel Hitam 0,5 mm isi 12 pak kotak",
    price: 30_000,
    promo: null,
    stock: 40,
    disabled: false,
  },
  {
    id: 9,
    name: "Pulpen Gel Hitam 0,5 mm isi 24 pak kotak",
    price: 55_000,
    promo: null,
    stock: 40,
    disabled: false,
  },
];

/** The host's catalogue: the first page (`pageSize`) of enabled products holding each of the first five words. */
function fakeCatalogue(pageSize = 12, inCart = new Map<number, number>()) {
  const calls = { byId: [] as number[], search: [] as string[], running: 0, most: 0 };
  const track = async <T>(work: () => T): Promise<T> => {
    calls.running++;
    calls.most = Math.max(calls.most, calls.running);
    await new Promise((resolve) => setTimeout(resolve, 1));
    calls.running--;
    return work();
  };
  const catalogue: Catalogue = {
    byId: (id) => {
      calls.byId.push(id);
      return track(() => PRODUCTS.find((product) => product.id === id) ?? null);
    },
    search: (name) => {
      calls.search.push(name);
      const words = name.toLowerCase().split(" ").slice(0, 5);
      const found = PRODUCTS.filter(
        (product) => !product.disabled && words.every((word) => product.name.toLowerCase().includes(word)),
      );
      return track(() => ({ products: found.slice(0, pageSize), more: found.length > pageSize }));
    },
    cart: async () => inCart,
  };
  return { catalogue, calls };
}

describe("matchLines", () => {
  it("reads ids directly, a disabled product included, and names through the search", async () => {
    const { catalogue, calls } = fakeCatalogue(12, new Map([[2, 3]]));
    const lines = await matchLines(catalogue, linesOfText("2;1\n7;1\ntinta printer hitam;1\n404;1"));
    expect(calls.byId).toEqual([2, 7, 404]);
    expect(calls.search).toEqual(["tinta printer hitam"]);
    expect(lines.map((line) => line.found)).toEqual([
      // The promo price, and what the cart already holds.
      {
        kind: "product",
        product: {
          id: 2,
          name: "Kertas HVS A4 80 gram",
          price: 50_000,
          stock: 5,
          disabled: false,
          inCart: 3,
        },
      },
      { kind: "product", product: expect.objectContaining({ id: 7, disabled: true }) },
      // The search leaves disabled products out: by name it is not found.
      { kind: "none", message: "Produk tidak ditemukan .." },
      { kind: "none", message: "Produk tidak ditemukan .." },
    ]);
    expect(lines.map((line) => line.chosen)).toEqual([2, 7, null, null]);
  });

  it("takes the one product of that exact name, or the only result, else offers the candidates", async () => {
    const { catalogue } = fakeCatalogue();
    const [exact, only, several] = await matchLines(
      catalogue,
      linesOfText("kertas  hvs a4 70 GRAM;2\nHVS F4;1\nKertas HVS;1"),
    );
    expect(exact.found).toMatchObject({ kind: "product", product: { id: 1 } });
    expect(only.found).toMatchObject({ kind: "product", product: { id: 3 } });
    expect(several.found).toMatchObject({ kind: "choose", more: false });
    expect(several.found.kind === "choose" && several.found.candidates.map((c) => c.id)).toEqual([1, 2, 3]);
    expect(several.chosen).toBeNull();
  });

  it("narrows by the words past the host's fifth, and says when more results exist", async () => {
    const { catalogue } = fakeCatalogue(1);
    const [narrowed, paged] = await matchLines(
      catalogue,
      linesOfText("pulpen gel hitam 0,5 mm isi 24\nKertas;1"),
    );
    // The host's first page held only the 12-pack; the seventh word rules it out, and the rest
    // was not seen: not "not found", but too vague.
    expect(narrowed.found).toEqual({ kind: "none", message: TEXT.tooVague });
    expect(paged.found).toMatchObject({ kind: "choose", more: true });
    const { catalogue: wide } = fakeCatalogue();
    const [found] = await matchLines(wide, linesOfText("pulpen gel hitam 0,5 mm isi 24"));
    expect(found.found).toMatchObject({ kind: "product", product: { id: 9 } });
  });

  it("keeps an earlier choice only while it is still one of the candidates", async () => {
    const { catalogue } = fakeCatalogue();
    const lines = linesOfText("Kertas HVS;1\nKertas HVS;2");
    const chosen = [2, 8];
    const matched = await matchLines(catalogue, lines, (index) => chosen[index]);
    expect(matched.map((line) => line.chosen)).toEqual([2, null]);
  });

  it("sends the line's own problem without a call, and at most four calls at once", async () => {
    const { catalogue, calls } = fakeCatalogue();
    const ids = Array.from({ length: 20 }, (_, i) => `${i + 1};1`).join("\n");
    const lines = await matchLines(catalogue, linesOfText(`${ids}\n;3\n${"x".repeat(101)};1`));
    expect(calls.byId).toHaveLength(20);
    expect(calls.search).toEqual([]);
    expect(calls.most).toBe(4);
    expect(lines.slice(-2).map((line) => line.found)).toEqual([
      { kind: "none", message: TEXT.askEmpty },
      { kind: "none", message: TEXT.askTooLong },
    ]);
  });
});
