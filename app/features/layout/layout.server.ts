// Everything the shared layout needs, fetched together for the root loader.
import type { CartSummary, LayoutCategory, LayoutSettings, LayoutUser } from "~/lib/site";
import { adminClient } from "~/lib/admin/client.server";
import { listCart, type CartItem } from "~/lib/admin/cart.server";
import { getCategories, getSettings } from "~/lib/admin/public.server";
import { getCurrentUser } from "~/lib/admin/user.server";
import { readComparedCookie } from "~/features/compare/compare.server";
import { commitCsrfToken } from "~/lib/csrf.server";
import { unitPrice } from "~/features/buying/cart";
import { commitSession, getSession, type AppSession, type Toast } from "~/lib/session.server";

const DROPDOWN_LINES = 3;

/**
 * The cart dropdown (000 §2): line count and the 3 newest lines, newest first. A cart line has
 * no date; the newest has the highest id, whatever order the host lists them in.
 */
export function summariseCart(items: readonly CartItem[]): CartSummary {
  const newestFirst = [...items].sort((a, b) => b.id - a.id);
  return {
    count: items.length,
    latest: newestFirst.slice(0, DROPDOWN_LINES).map((item) => ({
      id: item.id,
      name: item.product.name,
      qty: item.qty,
      price: unitPrice(item),
      image: item.product.image[0]?.image ?? null,
    })),
  };
}

/** 000 §8: a cart that fails to load shows as empty; an ended session still redirects. */
async function loadCart(request: Request, session: AppSession, userId: number): Promise<CartItem[]> {
  try {
    return await listCart(await adminClient(request, session), userId);
  } catch (error) {
    if (error instanceof Response && error.status >= 300 && error.status < 400) throw error;
    return [];
  }
}

export async function loadLayoutData(request: Request) {
  const session = await getSession(request);
  const userId = session.get("token") ? session.get("userId") : undefined;
  const [settings, categories, user, cartItems, [csrfToken, csrfCookie], compared] = await Promise.all([
    getSettings(),
    getCategories(),
    // The session read above serves both calls: a signed-in page opens the cookie once here.
    userId !== undefined ? getCurrentUser(request, session) : null,
    userId !== undefined ? loadCart(request, session, userId) : null,
    commitCsrfToken(request),
    readComparedCookie(request),
  ]);

  const headers = new Headers();
  if (csrfCookie) headers.append("Set-Cookie", csrfCookie);
  const toast: Toast | null = session.get("toast") ?? null;
  // Reading a flash removes it; store the session again so it is shown once.
  if (toast) headers.append("Set-Cookie", await commitSession(session));

  const layoutSettings: LayoutSettings = {
    phone: settings.phone,
    email: settings.email,
    address: settings.address,
    facebook: settings.facebook,
    twitter: settings.twitter,
    instagram: settings.instagram,
    linkedin: settings.linkedin,
  };
  const layoutCategories: LayoutCategory[] = categories.map((category) => ({
    id: category.id,
    name: category.name,
    subcategory: category.subcategory.map((sub) => ({ id: sub.id, name: sub.name })),
  }));
  const layoutUser: LayoutUser | null = user
    ? { username: user.username, name: user.name ?? "", image: user.image }
    : null;
  const cart: CartSummary | null = cartItems ? summariseCart(cartItems) : null;

  return {
    settings: layoutSettings,
    categories: layoutCategories,
    user: layoutUser,
    cart,
    /** The products in the buyer's comparison (its cookie), for the header's link and count. */
    compared,
    csrfToken,
    toast,
    headers,
  };
}
