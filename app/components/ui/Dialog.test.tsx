// @vitest-environment happy-dom
// Dialog: open in the page before the script runs, a real modal once hydrated unless drawn in the
// page's flow (there it stays until closed), never opened again when the buyer closed it before
// the script loaded; Escape closes it or leads to `closeTo`.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Dialog } from "~/components/ui/Dialog";
import { clientRender, hydrate, serverRender } from "../../../tests/unit/react-dom.helpers";

const navigate = vi.hoisted(() => vi.fn());
vi.mock("@remix-run/react", () => ({ useNavigate: () => navigate }));

// The site's sheets: Pico draws an open dialog as an overlay over the page; ui.css draws a refused
// form's answer and a ?modal= form in the page's flow (`[open]:not(:modal)`, `.in-page` here:
// happy-dom knows no :modal).
const sheet = document.createElement("style");
sheet.textContent = "dialog { position: fixed; inset: 0 } .in-page[open] { position: static }";

beforeEach(() => {
  document.head.append(sheet);
});

afterEach(() => {
  vi.restoreAllMocks();
  navigate.mockClear();
  sheet.remove();
});

const dialogOf = (container: HTMLElement) => container.querySelector("dialog")!;

const escape = (target: Element) =>
  target.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true, cancelable: true }));

/** A refused form's answer as the server draws it in the page: a field typed in, its Oke. */
const answer = (props: { closeTo?: string; onClose?: () => void } = {}, key = 1) => (
  <Dialog key={key} title="Ooops" className="in-page" {...props}>
    <input aria-label="Catatan" />
    <form method="dialog">
      <button type="submit">Oke</button>
    </form>
  </Dialog>
);

describe("Dialog", () => {
  it("is open in the page before hydration, named by its heading", () => {
    const page = serverRender(
      <Dialog title="Hapus alamat" labelledBy="hapus-title">
        <p>Yakin?</p>
      </Dialog>,
    );
    const dialog = dialogOf(page);
    expect(dialog.hasAttribute("open")).toBe(true);
    expect(dialog.getAttribute("aria-labelledby")).toBe("hapus-title");
    expect(page.querySelector("#hapus-title")?.textContent).toBe("Hapus alamat");
  });

  it("without labelledBy is named by its title", () => {
    const dialog = dialogOf(serverRender(<Dialog title="Berhasil">ok</Dialog>));
    expect(dialog.getAttribute("aria-label")).toBe("Berhasil");
    expect(dialog.hasAttribute("aria-labelledby")).toBe(false);
  });

  it("drawn as an overlay, becomes a modal when the page hydrates", async () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, "showModal");
    const element = <Dialog title="Berhasil">ok</Dialog>;
    const page = serverRender(element);
    await hydrate(page, element);
    expect(showModal).toHaveBeenCalledOnce();
    expect(dialogOf(page).open).toBe(true);
  });

  it("stays closed when closed before the script ran, and says so", async () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, "showModal");
    const onClose = vi.fn();
    const element = (
      <Dialog title="Berhasil" onClose={onClose}>
        ok
      </Dialog>
    );
    const page = serverRender(element);
    // Its Oke (`<form method="dialog">`) works without JavaScript.
    dialogOf(page).removeAttribute("open");
    await hydrate(page, element);
    expect(showModal).not.toHaveBeenCalled();
    expect(dialogOf(page).open).toBe(false);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it("drawn in the page's flow, stays there and not a modal when the page hydrates, typing and focus kept", async () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, "showModal");
    const page = serverRender(answer());
    const field = page.querySelector("input")!;
    field.value = "tanpa skrip";
    field.focus();
    await hydrate(page, answer());
    expect(showModal).not.toHaveBeenCalled();
    expect(dialogOf(page).open).toBe(true);
    expect(page.querySelector("input")).toBe(field);
    expect(field.value).toBe("tanpa skrip");
    expect(document.activeElement).toBe(field);
  });

  it("in the page's flow, Escape closes it (and says so), or leads to closeTo when given", async () => {
    const onClose = vi.fn();
    const page = serverRender(answer({ onClose }));
    await hydrate(page, answer({ onClose }));
    expect(escape(page.querySelector("input")!)).toBe(false);
    expect(dialogOf(page).open).toBe(false);
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledOnce());

    const modalForm = serverRender(answer({ closeTo: "/profil/detailtransaksi?id_transaksi=7" }));
    await hydrate(modalForm, answer({ closeTo: "/profil/detailtransaksi?id_transaksi=7" }));
    escape(modalForm.querySelector("input")!);
    expect(navigate).toHaveBeenCalledWith("/profil/detailtransaksi?id_transaksi=7", {
      preventScrollReset: true,
    });
  });

  it("once closed in the page, the next one (a new answer) opens as a modal", async () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, "showModal");
    const page = serverRender(answer());
    const { render } = await hydrate(page, answer());
    dialogOf(page).close();
    await render(answer({}, 2));
    expect(showModal).toHaveBeenCalledOnce();
    expect(dialogOf(page).open).toBe(true);
  });

  it("leads Escape to closeTo instead of closing in place", async () => {
    const { container } = await clientRender(
      <Dialog title="Hapus alamat" closeTo="/profil/alamat">
        ok
      </Dialog>,
    );
    const cancel = new Event("cancel", { cancelable: true });
    dialogOf(container).dispatchEvent(cancel);
    expect(cancel.defaultPrevented).toBe(true);
    expect(navigate).toHaveBeenCalledWith("/profil/alamat", { preventScrollReset: true });
  });
});
