// The account area's busy answer (busyFormAnswer over hostBusyReply): the failure the real admin
// client throws when a local server answers 429 or 500 becomes the form's refusal with every text
// field as typed, the host's status and Retry-After; files sent without the upload script add
// 'Silakan pilih berkas lagi.'; anything else is left to the caller.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Upload, UploadedFile } from "~/lib/uploads.server";

const BUSY =
  "Server toko sedang sibuk atau tidak dapat dihubungi. Data Anda belum terkirim, silakan coba lagi beberapa saat lagi.";

let server: Server;
let answer = { status: 429, retryAfter: "9" as string | null };
let client: typeof import("~/lib/admin/client.server");
let busy: typeof import("~/features/orders/busy.server");

beforeAll(async () => {
  server = createServer((req, res) => {
    req.resume();
    const headers: Record<string, string> = { "Content-Type": "application/json" };
    if (answer.retryAfter) headers["Retry-After"] = answer.retryAfter;
    res.writeHead(answer.status, headers);
    res.end(JSON.stringify({ message: "Too Many Attempts." }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  process.env.ADMIN_API_URL = `http://127.0.0.1:${port}/api`;
  client = await import("~/lib/admin/client.server");
  busy = await import("~/features/orders/busy.server");
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** What the real client throws for the local server's current answer. */
async function hostError(): Promise<unknown> {
  const admin = client.createAdminClient({
    token: "tok",
    onUnauthenticated: () => Promise.reject(new Error("401")),
  });
  return admin.postForm("transaction/store-negotiation/1", {}, (await import("zod")).z.unknown()).then(
    () => {
      throw new Error("the host answered");
    },
    (error: unknown) => error,
  );
}

const form = (entries: [string, string][]) => {
  const fields = new FormData();
  for (const [name, value] of entries) fields.append(name, value);
  return fields;
};

const upload = (fields: FormData, files: number): Upload => ({
  fields,
  files: Array.from({ length: files }, () => ({ field: "bukti" }) as UploadedFile),
  fileErrors: {},
  dispose: async () => undefined,
});

type Answered = { data: Record<string, unknown>; init: { status: number; headers: Record<string, string> } };

describe("busyFormAnswer", () => {
  const request = (headers: Record<string, string> = {}) =>
    new Request("http://shop.test/profil/detailtransaksi/negosiasi?id_transaksi=1", {
      method: "POST",
      headers,
    });

  it("a 429 becomes the form's FormAnswer: its refusal modal with the busy text, conform's reply as typed", async () => {
    answer = { status: 429, retryAfter: "9" };
    const fields = form([
      ["csrf", "token"],
      ["intent", "nego"],
      ["new_price", "12000"],
      ["new_price", "9000"],
      ["notes", "Mohon dipertimbangkan"],
    ]);
    const reply = busy.busyFormAnswer(await hostError(), request(), "nego", fields) as unknown as Answered;
    expect(reply.init.status).toBe(503);
    expect(reply.init.headers["Retry-After"]).toBe("9");
    expect(reply.data).toEqual({
      intent: "nego",
      reply: {
        status: "error",
        initialValue: { intent: "nego", new_price: ["12000", "9000"], notes: "Mohon dipertimbangkan" },
        error: {},
      },
      dialog: { title: "Ooppsss", message: BUSY, name: "errorajukannego" },
    });
  });

  it("names each form's own modal, and asks for files again after a plain post that sent some", async () => {
    answer = { status: 500, retryAfter: null };
    const error = await hostError();
    const dialog = (intent: string, form: FormData | Upload, headers: Record<string, string> = {}) =>
      (
        (busy.busyFormAnswer(error, request(headers), intent, form) as unknown as Answered).data as {
          dialog: { name?: string; message: string };
        }
      ).dialog;
    expect(dialog("spk", form([])).name).toBe("errorconfirmnego");
    expect(dialog("komplain", upload(form([]), 1))).toEqual({
      title: "Ooppsss",
      message: `${BUSY} Silakan pilih berkas lagi.`,
      name: "errorkomplain",
    });
    expect(dialog("ulasan", upload(form([]), 1), { "X-Upload": "1" }).message).toBe(BUSY);
  });

  it("leaves a refusal or any other error to the caller", async () => {
    answer = { status: 422, retryAfter: null };
    expect(busy.busyFormAnswer(await hostError(), request(), "nego", form([]))).toBeNull();
    expect(busy.busyFormAnswer(new Error("bug"), request(), "nego", form([]))).toBeNull();
  });
});
