// @vitest-environment happy-dom
// FormAnswer: the form's own message or the spec's modal (never both), where the browser lands
// without JavaScript (autofocus in the server's HTML), and where the focus goes with it.
import { afterEach, describe, expect, it, vi } from "vitest";
import { FormAnswer } from "~/components/ui/FormAnswer";
import { refusalAnswer, type FormAnswer as Answer } from "~/lib/forms/answer";
import { clientRender, serverRender } from "../../../tests/unit/react-dom.helpers";

vi.mock("@remix-run/react", () => ({ useNavigate: () => vi.fn() }));

afterEach(() => {
  vi.restoreAllMocks();
});

const INTENT = "alamat";
const refused = (refusal: Parameters<typeof refusalAnswer>[2]) =>
  refusalAnswer(INTENT, { nama: "", telepon: "08x" }, refusal);

/** The answer before its form, as a page places it. */
function Page({ answer }: { answer: Answer | null }) {
  return (
    <>
      <FormAnswer answer={answer} intent={INTENT} formId="alamat-form" />
      <form id="alamat-form">
        <input type="hidden" name="telepon" />
        <input name="nama" />
        <input name="telepon" />
      </form>
    </>
  );
}

const message = (page: HTMLElement) => page.querySelector<HTMLElement>("#alamat-form-answer");

describe("FormAnswer without JavaScript (the server's HTML)", () => {
  it("shows the form's message and lands the browser on it", () => {
    const page = serverRender(<Page answer={refused({ formError: "Alamat gagal disimpan" })} />);
    expect(message(page)?.textContent).toBe("Alamat gagal disimpan");
    expect(message(page)?.hasAttribute("autofocus")).toBe(true);
    expect(page.querySelector("dialog")).toBeNull();
  });

  it("leaves the landing to the first refused field when fields were refused", () => {
    const page = serverRender(
      <Page answer={refused({ formError: "Periksa data", fieldErrors: { nama: ["Wajib diisi"] } })} />,
    );
    expect(message(page)?.textContent).toBe("Periksa data");
    expect(message(page)?.hasAttribute("autofocus")).toBe(false);
  });

  it("puts a modal's message in the open dialog, not above the form, its Oke focused", () => {
    const answer = refused({
      formError: "tidak dipakai",
      dialog: { title: "Ooops", message: "Alamat gagal disimpan", name: "erroralamat" },
    });
    const page = serverRender(<Page answer={answer} />);
    expect(message(page)).toBeNull();
    const dialog = page.querySelector("dialog")!;
    expect(dialog.hasAttribute("open")).toBe(true);
    expect(dialog.querySelector("[data-modal=erroralamat]")?.textContent).toBe("Alamat gagal disimpan");
    expect(dialog.querySelector("button")?.hasAttribute("autofocus")).toBe(true);
  });

  it("shows nothing for another form's answer", () => {
    const other = refusalAnswer("lain", {}, { formError: "Bukan untuk formulir ini" });
    const page = serverRender(<Page answer={other} />);
    expect(page.querySelector("#alamat-form-answer, dialog")).toBeNull();
  });
});

describe("FormAnswer with JavaScript", () => {
  it("focuses the first refused field in the form's order, skipping hidden inputs", async () => {
    const { container, render } = await clientRender(<Page answer={null} />);
    await render(<Page answer={refused({ fieldErrors: { telepon: ["Angka saja"], nama: ["Wajib"] } })} />);
    expect(document.activeElement).toBe(container.querySelector("input[name=nama]"));
    await render(<Page answer={refused({ fieldErrors: { telepon: ["Angka saja"] } })} />);
    expect(document.activeElement).toBe(container.querySelector("input[name=telepon]:not([type])"));
  });

  it("focuses the form's message when no field was refused, without autofocus", async () => {
    const { container, render } = await clientRender(<Page answer={null} />);
    await render(<Page answer={refused({ formError: "Alamat gagal disimpan" })} />);
    expect(document.activeElement).toBe(message(container));
    expect(message(container)?.hasAttribute("autofocus")).toBe(false);
  });

  it("leaves the focus to a modal, even with refused fields", async () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, "showModal");
    const { container, render } = await clientRender(<Page answer={null} />);
    const dialog = { title: "Ooops", message: "Gagal" };
    await render(<Page answer={refused({ fieldErrors: { nama: ["Wajib"] }, dialog })} />);
    expect(showModal).toHaveBeenCalledOnce();
    expect(container.contains(document.activeElement)).toBe(false);
  });
});
