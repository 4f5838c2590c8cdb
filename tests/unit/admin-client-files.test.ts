// The admin client's file reads (getFile for the Word exports, openFile for a buyer's private
// files) against a real local HTTP server: both send the token to the API only, only the answer's
// arrival is timed (a slow body still streams), and refusals and failures read as for the JSON
// calls. And where pages link stored files: public media at the host, private files here.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

type Client = typeof import("~/lib/admin/client.server");

let server: Server;
let client: Client;
let base: string;
const seen: { url: string; authorization: string | undefined }[] = [];

const answers: Record<string, (res: ServerResponse) => void> = {
  "/api/export?transaction_id=8": (res) => {
    res.writeHead(200, { "Content-Type": "application/msword" });
    res.end("<html>Template</html>");
  },
  // Headers at once, the body in two parts further apart than the client's timeout.
  "/api/slow-body": (res) => {
    res.writeHead(200, { "Content-Type": "application/msword" });
    res.write("awal ");
    setTimeout(() => res.end("akhir"), 500);
  },
  "/api/missing": (res) => json(res, 404, { message: "Data tidak ditemukan" }),
  "/api/unauthenticated": (res) => json(res, 401, { message: "Unauthenticated." }),
  "/api/crash": (res) => json(res, 500, { message: "Server Error" }),
  "/api/hang": () => undefined,
  "/api/files/dokumen/a.pdf": (res) => {
    res.writeHead(200, { "Content-Type": "application/pdf" });
    res.end("%PDF-1.4 isi");
  },
};

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "Content-Type": "application/json" });
  res.end(JSON.stringify(body));
}

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res) => {
    seen.push({ url: req.url ?? "", authorization: req.headers.authorization });
    (answers[req.url ?? ""] ?? ((r) => json(r, 404, {})))(res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.ADMIN_API_URL = `${base}/api`;
  process.env.ADMIN_FILES_URL = `${base}/files`;
  process.env.ADMIN_TIMEOUT_MS = "300";
  client = await import("~/lib/admin/client.server");
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const admin = () =>
  client.createAdminClient({
    token: "rahasia",
    onUnauthenticated: () => Promise.reject(new Error("signed out")),
  });

describe("admin client file reads", () => {
  it("streams an API file and a private stored file with the token", async () => {
    const template = await admin().getFile("export", { transaction_id: 8 });
    expect(template.headers.get("content-type")).toBe("application/msword");
    expect(await template.text()).toBe("<html>Template</html>");
    expect(seen.at(-1)).toEqual({ url: "/api/export?transaction_id=8", authorization: "Bearer rahasia" });

    const stored = await admin().openFile("dokumen/a.pdf");
    expect(await stored.text()).toBe("%PDF-1.4 isi");
    expect(seen.at(-1)).toEqual({ url: "/api/files/dokumen/a.pdf", authorization: "Bearer rahasia" });
  });

  it("times only the answer's arrival: a body slower than the timeout still arrives whole", async () => {
    const answer = await admin().getFile("slow-body");
    expect(await answer.text()).toBe("awal akhir");
  });

  it("reads refusals and failures as the JSON calls do", async () => {
    await expect(admin().getFile("missing")).rejects.toMatchObject({
      status: 404,
      message: "Data tidak ditemukan",
    });
    await expect(admin().getFile("unauthenticated")).rejects.toThrow("signed out");
    const crash = await admin()
      .getFile("crash")
      .catch((error: unknown) => error);
    expect(crash).toBeInstanceOf(Response);
    expect((crash as Response).status).toBeGreaterThanOrEqual(502);
    const hang = await admin()
      .getFile("hang")
      .catch((error: unknown) => error);
    expect((hang as Response).status).toBe(504);
  });

  it("opens nothing but a stored file's path", async () => {
    const before = seen.length;
    for (const path of [
      "../api/export",
      "https://example.com/a.pdf",
      "dokumen/a.pdf?x=1",
      "dokumen/../../export",
      "dokumen/a%2F..%2Fb.pdf",
      "",
    ]) {
      await expect(admin().openFile(path), path).rejects.toMatchObject({ status: 404 });
    }
    expect(seen.length).toBe(before);
  });

  it("links public media at the host and a buyer's private files through the storefront", () => {
    expect(client.fileUrl("produk/3-1.webp")).toBe(`${base}/files/produk/3-1.webp`);
    expect(client.fileUrl("/ulasan/a.mp4")).toBe(`${base}/files/ulasan/a.mp4`);
    expect(client.fileUrl("profil/pengulas-1.jpg")).toBe(`${base}/files/profil/pengulas-1.jpg`);
    expect(client.fileUrl("bukti-bayar/ab12.png")).toBe("/profil/berkas/bukti-bayar/ab12.png");
    expect(client.fileUrl("dokumen/ab12.pdf")).toBe("/profil/berkas/dokumen/ab12.pdf");
    expect(client.fileUrl("komplain/ab12.jpg")).toBe("/profil/berkas/komplain/ab12.jpg");
    expect(client.fileUrl(null)).toBeNull();
  });
});
