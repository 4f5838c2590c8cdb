// When the root loader runs again on a client-side navigation. Its data (settings, categories,
// the buyer's name and picture, the cart's count, a flash toast) changes only through a form
// post, signing in or out, or the cart and checkout pages, so moving between catalogue and
// account pages keeps it: no host reads and no re-render of the header per click.
import type { ShouldRevalidateFunctionArgs } from "@remix-run/react";
import { keepDataAfterBusyPost } from "~/lib/host-busy";

/**
 * Pages whose arrival can mean the root's data changed: the sign-in pages (a session ended by
 * the host leads there), the cart and checkout, which loaders redirect to with a toast, the
 * comparison, whose loader stores its list in the cookie the header counts, and the profile
 * edit, where a saved name or photo (the upload script navigates there after it) shows in the header.
 */
const SESSION_PAGES = [
  "/login",
  "/logout",
  "/register",
  "/keranjang-belanja",
  "/checkout",
  "/produk/bandingkan",
  "/profil/sunting-profil",
];

/**
 * URL state of a result dialog or modal form (`?modal=ulasan-terkirim`, `?berhasil=profil`): the
 * buyer has just acted, and in another tab or device too, maybe; closing it ("Oke", "Tutup")
 * reads the header's cart and name again.
 */
const DIALOG_STATE = ["modal", "berhasil"];
const leavesDialog = ({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) =>
  DIALOG_STATE.some((key) => currentUrl.searchParams.has(key) && !nextUrl.searchParams.has(key));

const onSessionPage = (url: URL) =>
  SESSION_PAGES.some((path) => url.pathname === path || url.pathname.startsWith(`${path}/`));

export function shouldRevalidateLayout(args: ShouldRevalidateFunctionArgs): boolean {
  const { currentUrl, nextUrl, formMethod } = args;
  // Any post (or a fetcher's), and revalidate() or a link to the same address, reads again.
  if ((formMethod && formMethod.toUpperCase() !== "GET") || currentUrl.href === nextUrl.href) {
    return keepDataAfterBusyPost(args);
  }
  // The root loader turns an empty search into /produk?page=1.
  if (nextUrl.searchParams.has("search")) return args.defaultShouldRevalidate;
  if (onSessionPage(nextUrl) || onSessionPage(currentUrl) || leavesDialog(args)) {
    return args.defaultShouldRevalidate;
  }
  return false;
}
