import type { ReactNode } from "react";
import { BottomBar } from "./BottomBar";
import { Footer } from "./Footer";
import { Header } from "./Header";
import { NavigationProgress } from "./NavigationProgress";
import type { CartSummary, LayoutCategory, LayoutSettings, LayoutUser } from "~/lib/site";

type Props = {
  settings: LayoutSettings;
  categories: LayoutCategory[];
  user: LayoutUser | null;
  cart: CartSummary | null;
  compared: number[];
  children: ReactNode;
};

/** Top bar, navigation, footer and mobile bottom bar around a page (000 §2), and the pending bar. */
export function SiteLayout({ settings, categories, user, cart, compared, children }: Props) {
  return (
    <>
      <NavigationProgress />
      <Header settings={settings} categories={categories} user={user} cart={cart} compared={compared} />
      <main className="container site-main">{children}</main>
      <Footer settings={settings} />
      <BottomBar />
    </>
  );
}
