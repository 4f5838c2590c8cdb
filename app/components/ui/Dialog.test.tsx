// @vitest-environment happy-dom
// Dialog: open in the page before the script runs, a real modal once hydrated, never opened again
// when the buyer closed it before the script loaded; Escape leads to `closeTo`.
import { afterEach, describe, expect, it, vi } from "vitest";
import { Dialog } from "~/components/ui/Dialog";
import { clientRender, hydrate, serverRender } from "../../../tests/unit/react-dom.helpers";

const navigate = vi.hoisted(() => vi.fn());
vi.mock("@remix-run/react", () => ({ useNavigate: () => navigate }));

afterEach(() => {
  vi.restoreAllMocks();
  navigate.mockClear();
});

const dialogOf = (container: HTMLElement) => container.querySelector("dialog")!;

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

  it("becomes a modal when the page hydrates", async () => {
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
