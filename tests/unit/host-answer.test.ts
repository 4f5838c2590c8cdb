// The one answer of a form the host did not take (hostAnswer): the busy message under the
// failure's status and Retry-After, the host's refusal under 422, the page's 404 where asked, and
// anything else thrown on; a read the page does without reads a refusal as null.
import { describe, expect, it } from "vitest";
import { refusalAnswer } from "~/lib/forms/answer";
import { hostAnswer, hostRefusal, nullOnAdminError } from "~/lib/forms/host-answer.server";
import { FILES_AGAIN, HOST_BUSY_MESSAGE } from "~/lib/host-busy";
import type { Upload, UploadedFile } from "~/lib/uploads.server";
import { hostBusy, refusedBy } from "./host-fakes.helpers";

const typed = new URLSearchParams([
  ["csrf", "token"],
  ["qty", "3"],
]);
/** The form as typed with `message` as its own, as most forms answer. */
const answer = (message: string) => refusalAnswer("keranjang", typed, { formError: message });

const thrown = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error("nothing thrown");
};

describe("hostAnswer", () => {
  it("gives a busy host's form back as typed with the busy message, its status and Retry-After", () => {
    const sent = hostAnswer(hostBusy(504, "12"), answer);
    expect(sent.init).toMatchObject({ status: 504, headers: { "Retry-After": "12" } });
    expect(sent.data).toEqual({
      intent: "keranjang",
      reply: { status: "error", initialValue: { qty: "3" }, error: { "": [HOST_BUSY_MESSAGE] } },
    });
  });

  it("asks for the files again after a post without the upload script that sent some", () => {
    const upload = { fields: new FormData(), files: [{ field: "bukti" } as UploadedFile] } as Upload;
    const plain = new Request("http://shop.test/bukti", { method: "POST" });
    const script = new Request("http://shop.test/bukti", { method: "POST", headers: { "X-Upload": "1" } });
    const message = (request: Request) =>
      hostAnswer(hostBusy(), answer, { upload: { request, upload } }).data.reply.error?.[""];
    expect(message(plain)).toEqual([`${HOST_BUSY_MESSAGE} ${FILES_AGAIN}`]);
    expect(message(script)).toEqual([HOST_BUSY_MESSAGE]);
  });

  it("answers the host's refusal with its message under 422, the refusal's fields for the form", () => {
    const sent = hostAnswer(refusedBy(400, "Stok tidak mencukupi"), answer);
    expect(sent.init).toMatchObject({ status: 422 });
    expect(sent.data.reply.error).toEqual({ "": ["Stok tidak mencukupi"] });

    const seen: unknown[] = [];
    hostAnswer(
      refusedBy(422, "Email sudah dipakai", { email: ["Email sudah dipakai"] }),
      (message, refusal) => {
        seen.push(message, refusal);
        return answer(message);
      },
    );
    expect(seen).toEqual([
      "Email sudah dipakai",
      { status: 422, message: "Email sudah dipakai", fieldErrors: { email: ["Email sudah dipakai"] } },
    ]);
  });

  it("makes the host's 404 and 403 the page's 404 when the form is about something of the buyer's", async () => {
    for (const status of [404, 403]) {
      const error = thrown(() =>
        hostAnswer(refusedBy(status, "Data tidak ditemukan"), answer, { notFound: "Transaksi" }),
      );
      expect((error as Response).status).toBe(404);
      expect(await (error as Response).text()).toBe("Transaksi tidak ditemukan");
    }
    // Without it a 404 is the form's refusal like any other.
    expect(hostAnswer(refusedBy(404, "Data tidak ditemukan"), answer).init?.status).toBe(422);
  });

  it("throws anything else on as it was", () => {
    const bug = new TypeError("undefined is not a function");
    expect(thrown(() => hostAnswer(bug, answer))).toBe(bug);
    const redirect = new Response(null, { status: 302, headers: { Location: "/login" } });
    expect(thrown(() => hostAnswer(redirect, answer, { notFound: "Transaksi" }))).toBe(redirect);
  });
});

describe("hostRefusal", () => {
  it("reads a refusal, and nothing else", () => {
    expect(hostRefusal(refusedBy(400, "Ditolak"))).toEqual({
      status: 400,
      message: "Ditolak",
      fieldErrors: {},
    });
    expect(hostRefusal(hostBusy())).toBeNull();
    expect(hostRefusal(new Error("bug"))).toBeNull();
  });
});

describe("nullOnAdminError", () => {
  it("reads a refused read as null and lets a busy host or a bug through", async () => {
    await expect(Promise.reject(refusedBy(404, "Tidak ada")).catch(nullOnAdminError)).resolves.toBeNull();
    const busy = hostBusy();
    await expect(Promise.reject(busy).catch(nullOnAdminError)).rejects.toBe(busy);
  });
});
