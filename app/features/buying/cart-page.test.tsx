// @vitest-environment happy-dom
// The cart page (routes/keranjang-belanja.tsx) as the router renders it around a post the script
// sends: Checkout refused, the refusal's dialog drawn as soon as the action has answered, while
// the page's data is read again, and the same answer once more when that read ends and the
// navigation commits its new location (the same address, a new `location.key`). One answer is
// one dialog: closed in between, it stays closed. A new address still restarts the selection.
import { act } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { refusalAnswer, type FormAnswer } from "~/lib/forms/answer";
import CartPage from "~/routes/keranjang-belanja";
import { cartLine } from "../../../tests/unit/cart-line.helpers";
import { clientRender } from "../../../tests/unit/react-dom.helpers";

type Location = { pathname: string; search: string; hash: string; key: string; state: null };
type Navigation = { state: "idle" | "submitting" | "loading"; formData?: FormData };

/** What the router gives the page's hooks at each step. */
const router = vi.hoisted(() => ({
  location: undefined as unknown as Location,
  navigation: { state: "idle" } as Navigation,
  loaderData: undefined as unknown,
  actionData: undefined as unknown,
}));

vi.mock("@remix-run/react", async () => {
  const { createElement } = await import("react");
  type Props = Record<string, unknown> & { children?: React.ReactNode };
  // Remix's props that are no DOM attributes.
  const dom = ({ preventScrollReset: _p, prefetch: _f, reloadDocument: _r, ...props }: Props) => props;
  const Form = ({ method, ...props }: Props) => createElement("form", { method, ...dom(props) });
  const Link = ({ to, ...props }: Props) => createElement("a", { href: String(to), ...dom(props) });
  const fetcher = { state: "idle", data: undefined, Form };
  return {
    Form,
    Link,
    useActionData: () => router.actionData,
    useLoaderData: () => router.loaderData,
    useLocation: () => router.location,
    useNavigation: () => router.navigation,
    useFetcher: () => fetcher,
    useNavigate: () => vi.fn(),
  };
});
// The page's server side (loader, action, headers, links) is not under test here.
vi.mock("remix-utils/csrf/react", () => ({ AuthenticityTokenInput: () => null }));
vi.mock("~/features/buying/cart-action.server", () => ({ cartAction: vi.fn() }));
vi.mock("~/lib/admin/cart.server", () => ({}));
vi.mock("~/lib/admin/catalogue.server", () => ({}));
vi.mock("~/lib/admin/client.server", () => ({}));
vi.mock("~/lib/http.server", () => ({ keepRetryAfter: vi.fn() }));
vi.mock("~/lib/session.server", () => ({}));
vi.mock("~/styles/sheets", () => ({ sheets: () => () => [] }));

const line = (id: number, stock = 10) => cartLine(id, { stock });

let keys = 0;
/** A location the router commits: each navigation's has a new key, even to the same address. */
const at = (search = ""): Location => ({
  pathname: "/keranjang-belanja",
  search,
  hash: "",
  key: `k${++keys}`,
  state: null,
});

const loaded = (selected: number[] = []) => ({
  items: [line(1), line(2)],
  selected,
  deleting: null,
  recommended: [],
  done: null,
});

const checkoutPost = () => {
  const formData = new FormData();
  formData.set("intent", "checkout");
  return formData;
};

/** The action's answer to a refused Checkout (cart-action.server's checkoutRefused). */
const refused = (message: string): FormAnswer =>
  refusalAnswer("checkout", checkoutPost(), { dialog: { title: "Ooops", message } });

const openDialogs = (page: HTMLElement) => page.querySelectorAll<HTMLDialogElement>("dialog[open]");
const count = (page: HTMLElement) => page.querySelector("[data-testid=selected-count]")?.textContent;

/**
 * Checkout posted by the script and refused, step by step as Remix's router renders it
 * (@remix-run/router handleLoaders, completeNavigation): the post on its way; the action's answer
 * committed at once (`navigation.state` "loading") while the loaders run again (single fetch
 * revalidates after a 4xx where a route has a shouldRevalidate); then the navigation ends at a
 * new location of the same address, with the same answer. `between` runs while the data is read.
 */
async function refusedCheckout(
  render: (element: React.ReactElement) => Promise<void>,
  answer: FormAnswer,
  between: () => void = () => {},
) {
  const address = router.location.search;
  router.navigation = { state: "submitting", formData: checkoutPost() };
  await render(<CartPage />);
  router.navigation = { state: "loading", formData: checkoutPost() };
  router.actionData = answer;
  await render(<CartPage />);
  await act(async () => between());
  router.navigation = { state: "idle" };
  router.location = at(address);
  await render(<CartPage />);
}

beforeEach(() => {
  router.location = at();
  router.navigation = { state: "idle" };
  router.loaderData = loaded();
  router.actionData = undefined;
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the cart page around a refused Checkout (JavaScript on)", () => {
  it("draws the refusal once: closed while the page's data is read again, it stays closed", async () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, "showModal");
    const { container, render } = await clientRender(<CartPage />);
    await refusedCheckout(render, refused("Silahkan Pilih Produk!"), () => {
      // Drawn as soon as the action answered, a modal; the buyer closes it (Escape, OK).
      const [dialog] = openDialogs(container);
      expect(dialog?.textContent).toContain("Silahkan Pilih Produk!");
      expect(showModal).toHaveBeenCalledOnce();
      dialog!.close();
    });
    // The navigation has ended: the same answer is not a second dialog.
    expect(openDialogs(container)).toHaveLength(0);
    expect(showModal).toHaveBeenCalledOnce();
  });

  it("stays open, the same dialog, when not closed before the navigation ends", async () => {
    const { container, render } = await clientRender(<CartPage />);
    let drawn: Element | undefined;
    await refusedCheckout(render, refused("Stok tidak mencukupi"), () => {
      drawn = openDialogs(container)[0];
    });
    expect(drawn).toBeDefined();
    expect(openDialogs(container)).toHaveLength(1);
    expect(openDialogs(container)[0]).toBe(drawn);
  });

  it("opens the next refusal again, even when it says the same", async () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, "showModal");
    const { container, render } = await clientRender(<CartPage />);
    await refusedCheckout(render, refused("Silahkan Pilih Produk!"), () =>
      openDialogs(container)[0]!.close(),
    );
    await refusedCheckout(render, refused("Silahkan Pilih Produk!"));
    expect(showModal).toHaveBeenCalledTimes(2);
    expect(openDialogs(container)).toHaveLength(1);
  });

  it("keeps the lines the buyer ticked through the refusal; a new address restarts them from it", async () => {
    const { container, render } = await clientRender(<CartPage />);
    const box = (id: number) =>
      container.querySelector<HTMLInputElement>(`input[type=checkbox][value="${id}"]`)!;
    await act(async () => box(1).click());
    expect(count(container)).toBe("1");
    await refusedCheckout(render, refused("Stok tidak mencukupi"));
    expect(box(1).checked).toBe(true);
    expect(count(container)).toBe("1");
    // A new address (the delete confirmation closed, a server-side total): its own selection.
    router.actionData = undefined;
    router.location = at("?pilih=2");
    router.loaderData = loaded([2]);
    await render(<CartPage />);
    expect(box(1).checked).toBe(false);
    expect(box(2).checked).toBe(true);
    expect(count(container)).toBe("1");
  });
});
