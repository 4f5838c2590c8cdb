// Everything the shared layout needs, fetched together for the root loader.
import type { CartSummary, LayoutCategory, LayoutSettings, LayoutUser } from "~/components/layout/types";
import { getCategories, getSettings } from "~/lib/admin/public.server";
import { getCurrentUser } from "~/lib/admin/user.server";
import { commitCsrfToken, honeypot } from "~/lib/csrf.server";
import { commitSession, getSession, type Toast } from "~/lib/session.server";

const EMPTY_CART: CartSummary = { count: 0, latest: [] };

export async function loadLayoutData(request: Request) {
  const session = await getSession(request);
  const signedIn = Boolean(session.get("token"));
  const [settings, categories, user, [csrfToken, csrfCookie]] = await Promise.all([
    getSettings(),
    getCategories(),
    signedIn ? getCurrentUser(request) : null,
    commitCsrfToken(request),
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
  const cart: CartSummary | null = signedIn ? EMPTY_CART : null;

  return {
    settings: layoutSettings,
    categories: layoutCategories,
    user: layoutUser,
    cart,
    csrfToken,
    honeypot: honeypot.getInputProps(),
    toast,
    headers,
  };
}
