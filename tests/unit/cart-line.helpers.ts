// A line of the host's cart as the admin client reads it (GET cart): product 100 + id, one piece,
// priced 1,000 per id, in stock, for tests of what the storefront draws from a cart.
import type { CartItem } from "~/lib/admin/cart.server";

export const cartLine = (id: number, product: Partial<CartItem["product"]> = {}): CartItem => ({
  id,
  product_id: 100 + id,
  qty: 1,
  note: "",
  product: {
    id: 100 + id,
    name: `Produk ${id}`,
    price: 1000 * id,
    stock: 10,
    status: "enabled",
    image: [],
    promo: null,
    unit: "Unit",
    ...product,
  },
});
