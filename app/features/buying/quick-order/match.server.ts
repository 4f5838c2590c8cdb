// What each quick-order line names on the host: an id is read directly (GET product/{id}, a
// disabled product included, so the preview can say so), a name through the catalogue's own
// search (POST product/filter), a few lines at a time. With the buyer's cart, read beside them,
// every product knows how many the cart already holds.
import { mapLimited } from "~/features/orders/export.server";
import { listCart } from "~/lib/admin/cart.server";
import type { ProductSummary } from "~/lib/admin/catalogue-types";
import { filterProducts, getProduct } from "~/lib/admin/catalogue.server";
import type { AdminClient } from "~/lib/admin/client.server";
import { nullWhenNotFound } from "~/lib/not-found.server";
import { unitPrice } from "~/features/catalogue/pricing";
import { queryOf, type OrderLine } from "./lines";
import type { Found, PreviewLine, ProductChoice } from "./preview";
import { MAX_CANDIDATES, TEXT } from "./texts";

/** Host calls in flight at once for one preview: quick enough, and spares the host. */
const CONCURRENT_CALLS = 4;

type Product = Pick<ProductSummary, "id" | "name" | "price" | "promo" | "stock" | "disabled">;

/** The host's catalogue as the matcher reads it (the admin client's calls; fakes in tests). */
export type Catalogue = {
  /** The product with this id, or null when the host has none. */
  byId(id: number): Promise<Product | null>;
  /** The first page of the host's name search, and whether more pages follow. */
  search(name: string): Promise<{ products: Product[]; more: boolean }>;
  /** The buyer's cart: the quantity of each product in it. */
  cart(): Promise<Map<number, number>>;
};

export function hostCatalogue(admin: AdminClient, userId: number): Catalogue {
  return {
    byId: (id) => getProduct(admin, id).catch(nullWhenNotFound),
    search: async (name) => {
      const page = await filterProducts([["search", name]]);
      return { products: page.products, more: page.pageCount > 1 };
    },
    cart: async () => new Map((await listCart(admin, userId)).map((line) => [line.product_id, line.qty])),
  };
}

/** A product as the preview shows it; the cart's quantity joins it once the cart is read. */
const toChoice = (product: Product): ProductChoice => ({
  id: product.id,
  name: product.name,
  price: unitPrice(product.price, product.promo),
  stock: product.stock,
  disabled: product.disabled,
  inCart: 0,
});

const normal = (name: string) => name.replace(/\s+/g, " ").trim().toLocaleLowerCase("id");

/**
 * What a name found: the product of exactly that name, else the only result, else the results
 * to choose from. The host searches the first five words only; the rest narrow its answer here.
 */
function byName(name: string, products: Product[], more: boolean): Found {
  const words = normal(name).split(" ");
  const matching = products.filter((product) => words.every((word) => normal(product.name).includes(word)));
  const exact = matching.filter((product) => normal(product.name) === normal(name));
  if (exact.length === 1) return { kind: "product", product: toChoice(exact[0]) };
  // The words past the fifth ruled out the host's whole first page: the rest was not seen.
  if (matching.length === 0) return { kind: "none", message: more ? TEXT.tooVague : TEXT.notFound };
  if (matching.length === 1 && !more) return { kind: "product", product: toChoice(matching[0]) };
  const candidates = (exact.length > 1 ? exact : matching).slice(0, MAX_CANDIDATES);
  return { kind: "choose", candidates: candidates.map(toChoice), more };
}

/**
 * The preview of `lines`: what each found and the product it adds (`chosen(index)` is the
 * buyer's earlier choice among several, kept only while it is still one of them). A host that
 * cannot answer throws (the page says it is busy); a name or id it does not know is a line
 * "Produk tidak ditemukan ..".
 */
export async function matchLines(
  catalogue: Catalogue,
  lines: readonly OrderLine[],
  chosen: (index: number) => number | null = () => null,
): Promise<PreviewLine[]> {
  const [inCart, found] = await Promise.all([
    catalogue.cart(),
    mapLimited(lines, CONCURRENT_CALLS, async (line): Promise<Found> => {
      const query = queryOf(line.ask);
      if (query.kind === "invalid") return { kind: "none", message: query.message };
      if (query.kind === "id") {
        const product = await catalogue.byId(query.id);
        return product
          ? { kind: "product", product: toChoice(product) }
          : { kind: "none", message: TEXT.notFound };
      }
      const { products, more } = await catalogue.search(query.name);
      return byName(query.name, products, more);
    }),
  ]);
  // The cart is read beside the products: its quantities join them here.
  const withCart = (choice: ProductChoice) => ({ ...choice, inCart: inCart.get(choice.id) ?? 0 });
  return lines.map((line, index) => {
    const result = found[index];
    const key = index;
    if (result.kind === "product") {
      const product = withCart(result.product);
      return { ...line, key, found: { kind: "product", product }, chosen: product.id };
    }
    if (result.kind === "choose") {
      const candidates = result.candidates.map(withCart);
      const earlier = chosen(index);
      const kept = candidates.some((candidate) => candidate.id === earlier) ? earlier : null;
      return { ...line, key, found: { ...result, candidates }, chosen: kept };
    }
    return { ...line, key, found: result, chosen: null };
  });
}
