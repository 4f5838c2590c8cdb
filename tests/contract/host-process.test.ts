// The standalone host (admin-host/src/main.ts) as a process: one bad request must not end it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chunkedUpload } from "./support/chunked-upload.ts";
import { pngHeader } from "./support/files.ts";
import { startHostProcess, type HostProcess } from "./support/host-process.ts";
import { keepAliveConnection } from "./support/raw-http.ts";
import { startHost, type TestHost } from "./support/host.ts";

let seeded: TestHost;
let host: HostProcess;
let buyer: { id: number; token: string };

const call = async (path: string, init: RequestInit = {}) => {
  const res = await fetch(`${host.api}/${path}`, init);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};
const operator = (path: string, body: unknown) =>
  call(`operator/${path}`, {
    method: "POST",
    headers: { "X-Operator-Key": host.operatorKey, "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });

beforeAll(async () => {
  seeded = await startHost();
  host = await startHostProcess(await seeded.copyData());
  const created = (await operator("customers", {})).body.data as {
    id: number;
    email: string;
    password: string;
  };
  const login = await call("customer/login", {
    method: "POST",
    body: new URLSearchParams({ email: created.email, password: created.password }),
  });
  buyer = { id: created.id, token: (login.body as { token: string }).token };
});
afterAll(async () => {
  await host?.stop();
  await seeded.close();
});

/** A ~10 MB "image" (PNG signature, then filler) written in 256 kB chunks. */
const bigImage = (path: string, field: string, fields: Record<string, string> = {}) =>
  chunkedUpload({
    url: `${host.api}/${path}`,
    headers: { Authorization: `Bearer ${buyer.token}` },
    fields,
    field,
    head: pngHeader,
    bytes: 10 * 1024 * 1024,
  });

describe("the standalone host survives bad requests", () => {
  it("keeps answering through 20 oversize uploads (4 at a time) and another upload call", async () => {
    for (let round = 0; round < 5; round++) {
      const answers = await Promise.all(
        Array.from({ length: 4 }, () =>
          bigImage(`customer/data-customer/update/${buyer.id}`, "image", { _method: "PUT" }),
        ),
      );
      for (const answer of answers) {
        expect(answer.status, host.output()).toBe(422);
        expect(JSON.parse(answer.body).errors).toEqual({
          image: ["Ukuran format Gambar anda lebih dari 2mb"],
        });
      }
      expect((await call("setting")).status).toBe(200);
    }
    const proof = await bigImage("transaction/payment/proof-of-payment", "image", { transaction_id: "1" });
    expect(proof.status).toBe(422);
    expect(JSON.parse(proof.body).errors).toEqual({ image: ["Ukuran format Gambar anda lebih dari 2mb"] });
    expect((await call("setting")).status).toBe(200);
    expect(host.child.exitCode).toBeNull();
    expect(host.output()).not.toContain("ERR_STREAM_DESTROYED");
  });

  it("ends a request whose promise rejects unhandled with 500 and one log line, and keeps serving", async () => {
    expect((await operator("faults", { mode: "unhandled", path_prefix: "/product" })).status).toBe(200);
    const before = host.output().length;
    const failed = await fetch(`${host.api}/product/3`);
    expect(failed.status).toBe(500);
    expect(failed.headers.get("connection")).toBe("close");
    expect(await failed.json()).toEqual({ message: "Server Error" });
    expect((await call("setting")).status).toBe(200);
    const logged = host.output().slice(before).trim().split("\n");
    expect(logged).toEqual([
      "admin-host: unhandled rejection in GET /api/product/3: Error: fault: unhandled rejection",
    ]);
    await operator("faults", { mode: "none" });
    expect((await call("product/3")).status).toBe(200);
    expect(host.child.exitCode).toBeNull();
  });
});

describe("SIGTERM", () => {
  it("closes idle keep-alive connections at once, ends a running request with Connection: close, exits 0", async () => {
    // Every /api call takes 1.5 s; files answer at once.
    const slowHost = await startHostProcess(await seeded.copyData(), { ADMIN_HOST_LATENCY_MS: "1500" });
    try {
      const idle = await keepAliveConnection(slowHost.api);
      const warm = await idle.get("/files/produk/3-1.webp");
      expect(warm?.status).toBe(200);
      expect(warm?.headers.connection).toBe("keep-alive");
      const busy = await keepAliveConnection(slowHost.api);
      const running = busy.get("/api/setting");
      await new Promise((resolve) => setTimeout(resolve, 300));

      const signalled = Date.now();
      slowHost.child.kill("SIGTERM");
      const [idleClosed, answer, busyClosed, code] = await Promise.all([
        idle.closed,
        running,
        busy.closed,
        slowHost.exited,
      ]);
      const exitedAt = Date.now();
      console.log(
        `host SIGTERM: idle connection closed after ${idleClosed - signalled} ms; the running request ` +
          `answered ${answer?.status} (Connection: ${answer?.headers.connection}) after ` +
          `${(answer?.at ?? 0) - signalled} ms, its connection closed after ${busyClosed - signalled} ms; ` +
          `exit ${code} after ${exitedAt - signalled} ms`,
      );
      expect(idleClosed - signalled).toBeLessThan(300);
      expect(answer?.status).toBe(200);
      expect(answer?.headers.connection).toBe("close");
      expect(JSON.parse(answer?.body ?? "{}").data).toBeDefined();
      expect(code).toBe(0);
      // The request had about 1.2 s left; the exit follows its end, not a 10 s timer.
      expect(exitedAt - signalled).toBeLessThan(3000);
    } finally {
      await slowHost.stop();
    }
  });
});
