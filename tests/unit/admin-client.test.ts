// The admin client against a real local HTTP server answering each way the host can fail.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";

type Client = typeof import("~/lib/admin/client.server");

let server: Server;
let client: Client;
let lastAuthorization: string | undefined;

const answers: Record<string, (res: import("node:http").ServerResponse) => void> = {
  "/api/ok": (res) => json(res, 200, { data: [{ id: "7", image: "produk/7.webp" }] }),
  "/api/unauthenticated": (res) => json(res, 401, { message: "Unauthenticated." }),
  "/api/wrong-password": (res) => json(res, 401, { message: "Email atau password salah" }),
  "/api/invalid": (res) =>
    json(res, 422, { message: "Email sudah terdaftar", errors: { email: ["Email sudah terdaftar"] } }),
  "/api/invalid-without-message": (res) =>
    json(res, 422, { errors: { note: ["Catatan maksimal 255 karakter"] } }),
  "/api/missing": (res) => json(res, 404, { message: "Data tidak ditemukan" }),
  "/api/crash": (res) => json(res, 500, { message: "Server Error" }),
  "/api/busy": (res) => {
    res.writeHead(429, { "Content-Type": "application/json", "Retry-After": "7" });
    res.end(JSON.stringify({ message: "Too Many Attempts." }));
  },
  "/api/busy-no-hint": (res) => json(res, 429, { message: "Too Many Attempts." }),
  "/api/garbage": (res) => {
    res.writeHead(200, { "Content-Type": "application/json" });
    res.end('{"data": [');
  },
  "/api/proxy-down": (res) => {
    res.writeHead(503, { "Content-Type": "text/html" });
    res.end("<h1>Service Unavailable</h1>");
  },
  "/api/wrong-shape": (res) => json(res, 200, { data: "not a list" }),
  "/api/hang": () => undefined,
};

function json(res: import("node:http").ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "Content-Type": "application/json" });
  res.end(JSON.stringify(body));
}

beforeAll(async () => {
  server = createServer((req, res) => {
    lastAuthorization = req.headers.authorization;
    req.resume();
    (answers[req.url ?? ""] ?? ((r) => json(r, 404, {})))(res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  process.env.ADMIN_API_URL = `http://127.0.0.1:${port}/api`;
  process.env.ADMIN_FILES_URL = "https://files.example.id/storage";
  process.env.ADMIN_TIMEOUT_MS = "300";
  client = await import("~/lib/admin/client.server");
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const list = z.array(z.object({ id: z.coerce.number(), image: z.string() }));

function admin(token?: string) {
  return client.createAdminClient({
    token,
    onUnauthenticated: () =>
      Promise.reject(new Response(null, { status: 302, headers: { Location: "/login" } })),
  });
}

async function failure(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error("expected a failure");
    },
    (error: unknown) => error,
  );
}

describe("admin client", () => {
  it("sends the bearer token and parses the body with the schema", async () => {
    expect(await admin("tok").get("ok", client.dataOf(list))).toEqual([{ id: 7, image: "produk/7.webp" }]);
    expect(lastAuthorization).toBe("Bearer tok");
  });

  it("ends the session on 401 Unauthenticated., but keeps a sign-in failure's message", async () => {
    const ended = await failure(admin("tok").get("unauthenticated", z.unknown()));
    expect((ended as Response).status).toBe(302);
    const wrong = await failure(admin().postForm("wrong-password", { email: "x" }, z.unknown()));
    expect(wrong).toBeInstanceOf(client.AdminError);
    expect(wrong).toMatchObject({ status: 401, message: "Email atau password salah" });
  });

  it("turns 422 into field errors and other 4xx into the host's message", async () => {
    const invalid = await failure(admin().postForm("invalid", { email: "a@b.id" }, z.unknown()));
    expect(invalid).toBeInstanceOf(client.AdminValidationError);
    expect(invalid).toMatchObject({
      message: "Email sudah terdaftar",
      fieldErrors: { email: ["Email sudah terdaftar"] },
    });
    const missing = await failure(admin().get("missing", z.unknown()));
    expect(missing).toBeInstanceOf(client.AdminError);
    expect(missing).not.toBeInstanceOf(client.AdminValidationError);
    expect(missing).toMatchObject({ status: 404, message: "Data tidak ditemukan" });
  });

  it("reads a refused list as empty, but lets a host failure through (emptyOnAdminError)", async () => {
    expect(await admin().get("missing", z.array(z.unknown())).catch(client.emptyOnAdminError)).toEqual([]);
    const down = new Response("Server sedang sibuk", { status: 503 });
    await expect(Promise.reject(down).catch(client.emptyOnAdminError)).rejects.toBe(down);
  });

  it("makes a 422 an AdminError too, so pages that show the host's message catch it", async () => {
    const invalid = await failure(admin().postForm("invalid", { email: "a@b.id" }, z.unknown()));
    expect(invalid).toBeInstanceOf(client.AdminError);
    expect(invalid).toMatchObject({ status: 422, message: "Email sudah terdaftar" });
    const bare = await failure(admin().postForm("invalid-without-message", { note: "x" }, z.unknown()));
    expect(bare).toBeInstanceOf(client.AdminError);
    expect(bare).toMatchObject({ status: 422, message: "Catatan maksimal 255 karakter" });
  });

  it.each([
    ["crash", 503],
    ["busy", 503],
    ["garbage", 502],
    ["wrong-shape", 502],
    ["proxy-down", 503],
    ["hang", 504],
  ])("answers %s with a %i response that says when to retry", async (path, status) => {
    const error = await failure(admin().get(path, client.dataOf(list)));
    expect(error).toBeInstanceOf(Response);
    expect((error as Response).status).toBe(status);
    expect(client.isHostFailure(error)).toBe(true);
    expect(Number((error as Response).headers.get("Retry-After"))).toBeGreaterThan(0);
  });

  it("reads the host's 429 as a temporary failure, never as a refusal, with its Retry-After", async () => {
    const busy = await failure(admin().postForm("busy", { qty: 1 }, z.unknown()));
    expect(busy).not.toBeInstanceOf(client.AdminError);
    expect((busy as Response).headers.get("Retry-After")).toBe("7");
    const noHint = await failure(admin().get("busy-no-hint", z.unknown()));
    expect((noHint as Response).status).toBe(503);
    expect((noHint as Response).headers.get("Retry-After")).toBe("30");
    // A refusal stays a refusal.
    expect(client.isHostFailure(await failure(admin().get("missing", z.unknown())))).toBe(false);
  });

  it("answers 503 when the host refuses connections", async () => {
    const refused = client.createAdminClient({
      onUnauthenticated: () => Promise.reject(new Error("unused")),
    });
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const { env } = await import("~/env.server");
    const original = env.adminApiUrl;
    env.adminApiUrl = `http://127.0.0.1:${port}/api`;
    try {
      const error = await failure(refused.get("ok", z.unknown()));
      expect((error as Response).status).toBe(503);
    } finally {
      env.adminApiUrl = original;
    }
  });
});

describe("host file helpers", () => {
  it("prefixes ADMIN_FILES_URL and leaves absolute URLs alone", () => {
    expect(client.fileUrl("produk/1.webp")).toBe("https://files.example.id/storage/produk/1.webp");
    expect(client.fileUrl("/produk/1.webp")).toBe("https://files.example.id/storage/produk/1.webp");
    expect(client.fileUrl("https://cdn.example.id/a.png")).toBe("https://cdn.example.id/a.png");
    expect(client.fileUrl(null)).toBeNull();
  });

  it("normalises an image list or a single path, default image first", () => {
    expect(
      client.images.parse([
        { image: "produk/a.jpg", webp: "produk/a.webp", default_image: 0 },
        { image: "produk/b.jpg", webp: null, default_image: 1 },
      ]),
    ).toEqual([
      { image: "https://files.example.id/storage/produk/b.jpg", webp: null, isDefault: true },
      {
        image: "https://files.example.id/storage/produk/a.jpg",
        webp: "https://files.example.id/storage/produk/a.webp",
        isDefault: false,
      },
    ]);
    expect(client.images.parse("produk/c.png")).toEqual([
      { image: "https://files.example.id/storage/produk/c.png", webp: null, isDefault: true },
    ]);
    expect(client.images.parse(null)).toEqual([]);
  });
});
