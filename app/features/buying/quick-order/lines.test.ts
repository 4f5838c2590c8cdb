// The quick order's line parser and the cart's rules over its preview (lines.ts, preview.ts).
import { describe, expect, it } from "vitest";
import { joinSameProducts, linesOfText, parseQuantity, queryOf, textOfLines } from "./lines";
import { lineProblems, readyTotal, type PreviewLine, type ProductChoice } from "./preview";
import { overStock, TEXT } from "./texts";

describe("linesOfText", () => {
  it("reads ids and names with their quantities, a line at a time, whatever the line ends", () => {
    expect(linesOfText("12; 5\r\nKertas HVS A4 70 gram;2\n\n  \rPulpen\t3\nMap plastik")).toEqual([
      { source: "Baris 1", ask: "12", qtyText: "5" },
      { source: "Baris 2", ask: "Kertas HVS A4 70 gram", qtyText: "2" },
      { source: "Baris 5", ask: "Pulpen", qtyText: "3" },
      { source: "Baris 6", ask: "Map plastik", qtyText: "" },
    ]);
  });

  it("skips a header row, and keeps a row of too many cells as written for the buyer to see", () => {
    const lines = linesOfText("ID Produk; Jumlah\n1\tKertas\t5\tRim\n");
    expect(lines).toEqual([{ source: "Baris 2", ask: "1\tKertas\t5", qtyText: "Rim" }]);
    expect(queryOf(lines[0].ask)).toEqual({ kind: "invalid", message: TEXT.format });
  });
});

describe("queryOf", () => {
  it("takes digits as an id and anything else as a name, spaces squeezed", () => {
    expect(queryOf(" 42 ")).toEqual({ kind: "id", id: 42 });
    expect(queryOf("Kertas   HVS  A4")).toEqual({ kind: "name", name: "Kertas HVS A4" });
    expect(queryOf("A4")).toEqual({ kind: "name", name: "A4" });
    // Longer than any host id, or zero: a name to search, not an id.
    expect(queryOf("1234567890")).toEqual({ kind: "name", name: "1234567890" });
    expect(queryOf("0")).toEqual({ kind: "name", name: "0" });
  });

  it("refuses an empty ask and a name longer than the host searches", () => {
    expect(queryOf("  ")).toEqual({ kind: "invalid", message: TEXT.askEmpty });
    expect(queryOf("x".repeat(101))).toEqual({ kind: "invalid", message: TEXT.askTooLong });
    expect(queryOf("x".repeat(100)).kind).toBe("name");
  });
});

describe("parseQuantity", () => {
  it("reads empty as 1, digits, and Indonesian thousands", () => {
    expect(parseQuantity("")).toEqual({ ok: true, qty: 1 });
    expect(parseQuantity(" 7 ")).toEqual({ ok: true, qty: 7 });
    expect(parseQuantity("1.000")).toEqual({ ok: true, qty: 1000 });
    expect(parseQuantity("100.000")).toEqual({ ok: true, qty: 100_000 });
  });

  it("refuses what the cart refuses, with its words", () => {
    expect(parseQuantity("0")).toEqual({ ok: false, message: "Jumlah minimal 1" });
    expect(parseQuantity("-2")).toEqual({ ok: false, message: "QTY tidak boleh negatif!" });
    expect(parseQuantity("2,5")).toEqual({ ok: false, message: "Jumlah harus berupa angka" });
    expect(parseQuantity("lima")).toEqual({ ok: false, message: "Jumlah harus berupa angka" });
    expect(parseQuantity("1.00")).toEqual({ ok: false, message: "Jumlah harus berupa angka" });
    expect(parseQuantity("100001")).toEqual({ ok: false, message: "Jumlah terlalu besar" });
    expect(parseQuantity("999999999999")).toEqual({ ok: false, message: "Jumlah terlalu besar" });
  });
});

describe("joinSameProducts", () => {
  it("joins lines of the same id or name (any case), adding quantities and naming their sources", () => {
    const lines = linesOfText("12;2\nkertas hvs;1\n12\nKertas  HVS;4\n12;3\nPulpen;x\nPulpen;1");
    expect(joinSameProducts(lines)).toEqual([
      { source: "Baris 1, Baris 3 dan 1 lainnya", ask: "12", qtyText: "6" },
      { source: "Baris 2, Baris 4", ask: "kertas hvs", qtyText: "5" },
      // A quantity that cannot be read keeps its line apart, for the buyer to mend.
      { source: "Baris 6", ask: "Pulpen", qtyText: "x" },
      { source: "Baris 7", ask: "Pulpen", qtyText: "1" },
    ]);
  });

  it("bounds nothing itself: 10,000 lines of one product are one line the host would refuse", () => {
    const joined = joinSameProducts(linesOfText("5;20\n".repeat(10_000)));
    expect(joined).toHaveLength(1);
    expect(parseQuantity(joined[0].qtyText)).toEqual({ ok: false, message: "Jumlah terlalu besar" });
    expect(
      joinSameProducts(linesOfText(Array.from({ length: 10_000 }, (_, i) => i + 1).join("\n"))),
    ).toHaveLength(10_000);
  });

  it("writes the lines back as a list that reads the same", () => {
    const lines = linesOfText("12; 5\nPulpen\nKertas;2");
    expect(linesOfText(textOfLines(lines))).toEqual(lines);
  });
});

const product = (id: number, over: Partial<ProductChoice> = {}): ProductChoice => ({
  id,
  name: `Produk ${id}`,
  price: 1000 * id,
  stock: 10,
  disabled: false,
  inCart: 0,
  ...over,
});

const line = (found: PreviewLine["found"], qtyText: string, chosen: number | null = null): PreviewLine => ({
  key: 0,
  source: "Baris 1",
  ask: "x",
  qtyText,
  found,
  chosen: chosen ?? (found.kind === "product" ? found.product.id : null),
});

describe("lineProblems", () => {
  it("applies the cart's rules: disabled, sold out, and stock against the cart plus every line", () => {
    const lines = [
      line({ kind: "product", product: product(1) }, "4"),
      line({ kind: "product", product: product(2, { disabled: true }) }, "1"),
      line({ kind: "product", product: product(3, { stock: 0 }) }, "1"),
      line({ kind: "product", product: product(4, { inCart: 3 }) }, "8"),
      line({ kind: "product", product: product(5, { inCart: 3 }) }, "7"),
    ];
    expect(lineProblems(lines)).toEqual([null, "Produk dinonaktifkan", TEXT.outOfStock, overStock(3), null]);
    expect(overStock(3)).toBe(
      "Kamu telah memasukan 3 barang ke dalam keranjang, kamu tidak bisa menambah jumlah barang di keranjang karena telah melebihi batas pembelian",
    );
  });

  it("counts two lines choosing one product together", () => {
    const candidates = { kind: "choose" as const, candidates: [product(1), product(2)], more: false };
    const lines = [line({ kind: "product", product: product(1) }, "6"), line(candidates, "5", 1)];
    expect(lineProblems(lines)).toEqual([overStock(0), overStock(0)]);
    expect(lineProblems([lines[0], line(candidates, "5", 2)])).toEqual([null, null]);
  });

  it("asks for a choice, says what was not found, and refuses a bad quantity", () => {
    const candidates = { kind: "choose" as const, candidates: [product(1), product(2)], more: true };
    const lines = [
      line(candidates, "1"),
      line(candidates, "1", 99),
      line({ kind: "none", message: TEXT.notFound }, "1"),
      line({ kind: "product", product: product(1) }, "0"),
    ];
    expect(lineProblems(lines)).toEqual([
      TEXT.chooseOne,
      TEXT.chooseOne,
      "Produk tidak ditemukan ..",
      "Jumlah minimal 1",
    ]);
  });

  it("totals only the lines that can go into the cart", () => {
    const lines = [
      line({ kind: "product", product: product(1) }, "2"),
      line({ kind: "product", product: product(2, { disabled: true }) }, "1"),
      line({ kind: "product", product: product(3) }, "1.000"),
    ];
    expect(readyTotal(lines, lineProblems(lines))).toBe(2 * 1000);
  });
});
