// The product page's related products: the host's answer to GET product?related_to= held to the
// product's category, in the list's order, without the product itself, so that a host that
// ignored the parameter would show fewer products, never unrelated ones (issue 32).
import { describe, expect, it } from "vitest";
import { relatedIn } from "~/lib/admin/catalogue.server";
import type { ProductSummary } from "~/lib/admin/catalogue-types";

const product = (id: number, categoryId: number | null) => ({ id, categoryId }) as ProductSummary;

describe("related products held to the product's category", () => {
  it("keeps the category's other products in the list's order, up to the limit", () => {
    const list = [
      product(5, 2),
      product(1, 2),
      product(9, 3),
      product(4, 2),
      product(7, null),
      product(8, 2),
    ];
    expect(relatedIn(list, 2, 1, 2).map(({ id }) => id)).toEqual([5, 4]);
    expect(relatedIn(list, 2, 1, 6).map(({ id }) => id)).toEqual([5, 4, 8]);
    expect(relatedIn(list, 4, 1, 6)).toEqual([]);
  });
});
