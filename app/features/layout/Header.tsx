import { Link } from "@remix-run/react";
import { AccountLinks } from "./AccountLinks";
import { compareHref } from "~/features/compare/list";
import { CartDropdown } from "./CartDropdown";
import { CartIcon } from "./CartIcon";
import { CategoryMenu } from "./CategoryMenu";
import { SearchForm } from "./SearchForm";
import { TopBar } from "./TopBar";
import {
  SITE_NAME,
  type CartSummary,
  type LayoutCategory,
  type LayoutSettings,
  type LayoutUser,
} from "~/lib/site";

type Props = {
  settings: LayoutSettings;
  categories: LayoutCategory[];
  user: LayoutUser | null;
  cart: CartSummary | null;
  compared: number[];
};

export function Header({ settings, categories, user, cart, compared }: Props) {
  return (
    <header className="site-header">
      <TopBar settings={settings} />
      <nav className="main-nav container" aria-label="Navigasi utama">
        <Link to="/" className="brand">
          {SITE_NAME}
        </Link>
        <CategoryMenu categories={categories} />
        <SearchForm />
        {compared.length ? (
          <Link to={compareHref(compared)} className="compare-link" data-testid="compare-count">
            Bandingkan <span className="badge">{compared.length}</span>
          </Link>
        ) : null}
        {cart ? (
          <CartDropdown cart={cart} />
        ) : (
          <Link to="/keranjang-belanja" aria-label="Keranjang" className="cart-link">
            <CartIcon />
          </Link>
        )}
        <AccountLinks user={user} />
      </nav>
    </header>
  );
}
