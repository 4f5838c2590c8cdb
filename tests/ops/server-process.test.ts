// The production storefront as a process, with the admin host embedded in it (the default
// setup): one bad request must not end it, and SIGTERM ends it cleanly. Timing limits live here,
// on processes of this file's own, not in the browser suite (decision 0017).
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chunkedUpload } from "../contract/support/chunked-upload.ts";
import { pngHeader } from "../contract/support/files.ts";
import { keepAliveConnection } from "../contract/support/raw-http.ts";
import { startFailingHost, startStorefront } from "../support/storefront.ts";

const operatorKey = "ops-operator-key";
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("one storefront with its embedded host", () => {
  let dataDir = "";
  let storefront: Awaited<ReturnType<typeof startStorefront>>;
  const hostApi = () => `${storefront.url}/admin-host/api`;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "ops-storefront-process-"));
    // No ADMIN_API_URL: the host runs inside the storefront under /admin-host.
    storefront = await startStorefront("", { ADMIN_HOST_DATA_DIR: dataDir, OPERATOR_KEY: operatorKey });
  });
  afterAll(async () => {
    await storefront?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  async function operator(path: string, body: unknown) {
    const res = await fetch(`${hostApi()}/operator/${path}`, {
      method: "POST",
      headers: { "X-Operator-Key": operatorKey, "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
    expect(res.status, path).toBeLessThan(300);
    return (await res.json()) as { data: Record<string, unknown> };
  }

  it("keeps answering through 20 oversize uploads and another upload call", async () => {
    const buyer = (await operator("customers", {})).data as { id: number; email: string; password: string };
    const login = await fetch(`${hostApi()}/customer/login`, {
      method: "POST",
      body: new URLSearchParams({ email: buyer.email, password: buyer.password }),
    });
    const { token } = (await login.json()) as { token: string };
    const bigImage = (path: string, fields: Record<string, string>) =>
      chunkedUpload({
        url: `${hostApi()}/${path}`,
        headers: { Authorization: `Bearer ${token}` },
        fields,
        field: "image",
        head: pngHeader,
        bytes: 10 * 1024 * 1024,
      });
    for (let round = 0; round < 5; round++) {
      const answers = await Promise.all(
        Array.from({ length: 4 }, () =>
          bigImage(`customer/data-customer/update/${buyer.id}`, { _method: "PUT" }),
        ),
      );
      for (const answer of answers) {
        // On a failure: what the client saw and the server's last lines.
        const seen = `${JSON.stringify(answer)}\n${storefront.output().slice(-2000)}`;
        expect(answer.status, seen).toBe(422);
        expect(JSON.parse(answer.body).errors).toEqual({
          image: ["Ukuran format Gambar anda lebih dari 2mb"],
        });
      }
      expect((await fetch(`${storefront.url}/`)).status).toBe(200);
    }
    const proof = await bigImage("transaction/payment/proof-of-payment", { transaction_id: "1" });
    expect(proof.status).toBe(422);
    expect((await fetch(`${storefront.url}/produk`)).status).toBe(200);
    expect(storefront.output()).not.toContain("ERR_STREAM_DESTROYED");
  });

  it("answers a request whose promise rejects unhandled with 500 and one log line, and keeps serving", async () => {
    await operator("faults", { mode: "unhandled", path_prefix: "/percobaan" });
    const before = storefront.output().length;
    const failed = await fetch(`${hostApi()}/percobaan`);
    expect(failed.status).toBe(500);
    expect(failed.headers.get("connection")).toBe("close");
    expect(await failed.text()).toBe("Maaf, terjadi kesalahan pada sistem. Silakan coba lagi.");
    expect((await fetch(`${storefront.url}/`)).status).toBe(200);
    const logged = storefront
      .output()
      .slice(before)
      .split("\n")
      // Request log lines (pino JSON) aside.
      .filter((line) => !line.includes('"msg":"request"') && line.trim() !== "");
    // The line names the address the client asked for (originalUrl), though the host answered it
    // ahead of Express under the path below /admin-host (/api/percobaan).
    expect(logged).toEqual([
      "unhandled rejection in GET /admin-host/api/percobaan: Error: fault: unhandled rejection",
    ]);
    await operator("faults", { mode: "none" });
  });
});

describe("SIGTERM", () => {
  it("closes idle keep-alive connections at once, ends a running page with Connection: close, exits 0", async () => {
    const slowDataDir = await mkdtemp(join(tmpdir(), "ops-storefront-shutdown-"));
    // Every call to the embedded host takes 1.5 s, so a page is still running when the signal comes.
    const slow = await startStorefront("", {
      ADMIN_HOST_DATA_DIR: slowDataDir,
      ADMIN_HOST_LATENCY_MS: "1500",
    });
    try {
      const idle = await keepAliveConnection(slow.url);
      const health = await idle.get("/healthz");
      expect(health?.status).toBe(200);
      expect(health?.headers.connection).toBe("keep-alive");
      // A first product page loads the routes and opens the connections the storefront calls its
      // host on. A product of another category then waits 1.5 s for the product and calls the host
      // again for its related products after the signal, on those connections.
      expect((await fetch(`${slow.url}/produk-detail?id_produk=3`)).status).toBe(200);
      const busy = await keepAliveConnection(slow.url);
      const page = busy.get("/produk-detail?id_produk=60");
      await pause(300);

      const signalled = Date.now();
      slow.kill("SIGTERM");
      // The port stays open for the page's calls to the host; a new page is refused meanwhile.
      await pause(200);
      const late = await fetch(`${slow.url}/`);
      expect(late.status).toBe(503);
      expect(late.headers.get("connection")).toBe("close");
      expect(late.headers.get("retry-after")).toBe("5");
      const [idleClosed, answer, busyClosed, code] = await Promise.all([
        idle.closed,
        page,
        busy.closed,
        slow.exited,
      ]);
      const exitedAt = Date.now();
      console.log(
        `storefront SIGTERM: idle connection closed after ${idleClosed - signalled} ms; the running page ` +
          `answered ${answer?.status} (Connection: ${answer?.headers.connection}) after ` +
          `${(answer?.at ?? 0) - signalled} ms, its connection closed after ${busyClosed - signalled} ms; ` +
          `exit ${code} after ${exitedAt - signalled} ms`,
      );
      expect(idleClosed - signalled).toBeLessThan(300);
      expect(answer?.status, slow.output()).toBe(200);
      expect(answer?.headers.connection).toBe("close");
      expect(answer?.body).toContain("</html>");
      expect(code).toBe(0);
      expect(exitedAt - signalled).toBeLessThan(5000);
      expect(slow.output()).toMatch(/SIGTERM: shutting down, \d+ request\(s\) still running/);
    } finally {
      await slow.stop();
      await rm(slowDataDir, { recursive: true, force: true });
    }
  });

  it("with a real host, closes the port at once and lets a running page end with Connection: close", async () => {
    const host = await startFailingHost("hang");
    const storefront = await startStorefront(host.apiUrl, { ADMIN_TIMEOUT_MS: "1500" });
    try {
      const idle = await keepAliveConnection(storefront.url);
      expect((await idle.get("/healthz"))?.status).toBe(200);
      const busy = await keepAliveConnection(storefront.url);
      // The host never answers: the page ends with the 504 page when its calls time out.
      const page = busy.get("/");
      await pause(300);

      const signalled = Date.now();
      storefront.kill("SIGTERM");
      await pause(100);
      await expect(fetch(`${storefront.url}/healthz`)).rejects.toThrow();
      const [idleClosed, answer, code] = await Promise.all([idle.closed, page, storefront.exited]);
      const exitedAt = Date.now();
      console.log(
        `storefront (real host) SIGTERM: idle connection closed after ${idleClosed - signalled} ms; the running ` +
          `page answered ${answer?.status} (Connection: ${answer?.headers.connection}) after ` +
          `${(answer?.at ?? 0) - signalled} ms; exit ${code} after ${exitedAt - signalled} ms`,
      );
      expect(idleClosed - signalled).toBeLessThan(300);
      expect(answer?.status).toBe(504);
      expect(answer?.headers.connection).toBe("close");
      expect(code).toBe(0);
      expect(exitedAt - signalled).toBeLessThan(4000);
    } finally {
      await storefront.stop();
      await host.close();
    }
  });
});
