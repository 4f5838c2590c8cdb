// Logs and metrics across both halves, as real processes: the standalone admin host and a
// storefront on the production build (BUILD_DIR) behind a trusted proxy (TRUST_PROXY=1).
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requestId } from "../../admin-host/src/http/log.ts";
import { Buyer } from "./support/client.ts";
import { createBuyer, freePort, startAdminHost, startStorefront, type Process } from "./support/processes.ts";

let host: Process;
let storefront: Process;
let metricsPort: number;

beforeAll(async () => {
  host = await startAdminHost();
  metricsPort = await freePort();
  storefront = await startStorefront(host, { TRUST_PROXY: "1", METRICS_PORT: String(metricsPort) });
});

afterAll(async () => {
  await Promise.all([storefront?.stop(), host?.stop()]);
});

const lines = (process: Process, reqId: string) => process.json().filter((line) => line.reqId === reqId);

/**
 * The storefront's line of the request `match` takes, once the host's lines of the calls it lists
 * are written too: each process writes a request's line after its answer, the host in its own
 * process, so its lines may come in after the storefront's.
 */
async function traced(match: (line: Record<string, unknown>) => boolean) {
  const line = await storefront.logLine(match);
  const calls = line.calls as { call: string; status: number; ms: number }[];
  await host.written(() => lines(host, line.reqId as string).length >= calls.length);
  return { line, calls };
}

describe("request log", () => {
  it("follows a buyer's request by its id through both halves", async () => {
    const answer = await fetch(`${storefront.url}/produk`, { headers: { "X-Request-Id": "ops-trace-1" } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("x-request-id")).toBe("ops-trace-1");
    // The lines are written once the answers are done: waited for, not for a while.
    const { line, calls } = await traced((entry) => entry.reqId === "ops-trace-1");
    expect(line).toMatchObject({
      name: "storefront",
      method: "GET",
      route: "/produk",
      status: 200,
      msg: "request",
    });
    expect(line.ms).toBeGreaterThan(0);
    expect(calls.map((call) => call.call)).toContain("POST product/filter");
    // Each call the storefront noted is a line of the host's, under the same id.
    const hostLines = lines(host, "ops-trace-1");
    expect(hostLines.map((hostLine) => `${hostLine.method} ${hostLine.route}`).sort()).toEqual(
      calls.map(({ call }) => call.replace(" ", " /api/")).sort(),
    );
    expect(hostLines.every((hostLine) => hostLine.name === "admin-host" && hostLine.status === 200)).toBe(
      true,
    );
  });

  it("takes an X-Request-Id only from a trusted proxy, and only a well-formed one", () => {
    const req = (id: string) => ({ headers: { "x-request-id": id } }) as never;
    expect(requestId(req("abc-1"), true)).toBe("abc-1");
    expect(requestId(req("abc-1"), false)).not.toBe("abc-1");
    expect(requestId(req("a\nfake line"), true)).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("writes no token, cookie, password or file name after a reset link, a sign-in and an upload", async () => {
    const account = await createBuyer(host);
    const buyer = new Buyer(storefront.url);
    const asked = await buyer.submit("/lupa-password", { email: account.email });
    expect(asked.status).toBeLessThan(400);
    const outbox = await fetch(
      `${host.url}/api/operator/outbox?${new URLSearchParams({ to: account.email })}`,
      {
        headers: { "X-Operator-Key": "ops-operator-key" },
      },
    );
    const link = new URL(((await outbox.json()) as { data: { link: string }[] }).data[0].link);
    const token = link.searchParams.get("token")!;
    expect(token.length).toBeGreaterThan(10);
    const newPassword = "Ganti-Sandi-7391";
    const reset = await buyer.submit(`/reset-password${link.search}`, {
      password: newPassword,
      password_confirmation: newPassword,
    });
    expect(reset.status).toBe(302);

    const signedIn = await buyer.submit("/login", { email: account.username, password: newPassword });
    expect(signedIn.status).toBe(302);
    const photo = await sharp({ create: { width: 40, height: 40, channels: 3, background: "#3a6" } })
      .png()
      .toBuffer();
    const uploaded = await buyer.submit(
      "/profil/sunting-profil",
      {},
      { field: "image", file: new File([photo], "rahasia-kantor-budi.png", { type: "image/png" }) },
    );
    expect(uploaded.status).toBeLessThan(500);
    // Every line of these requests is in once the upload's is, and the host's of the calls it made.
    await traced((line) => line.route === "/profil/sunting-profil" && line.method === "POST");

    const everything = [...storefront.lines, ...host.lines].join("\n");
    const secrets = [token, encodeURIComponent(token), newPassword, account.password, "rahasia-kantor-budi"];
    for (const value of [...secrets, ...buyer.cookieValues]) expect(everything).not.toContain(value);
    expect(everything).not.toMatch(/Bearer|authorization|cookie/i);
    // The reset page itself is in the log, by its pattern.
    expect(storefront.json().some((line) => line.route === "/reset-password" && line.method === "POST")).toBe(
      true,
    );
  });
});

describe("metrics", () => {
  it("answers the Prometheus text on the metrics port and 404 on the public one", async () => {
    expect((await fetch(`${storefront.url}/metrics`)).status).toBe(404);
    // Five wrong passwords for one account from one address, then the sixth is refused (429).
    const account = await createBuyer(host);
    const buyer = new Buyer(storefront.url);
    let last = 0;
    let refused = 0;
    for (let attempt = 0; attempt < 6; attempt++) {
      const answer = await buyer.submit("/login", { email: account.username, password: "salah-sandi-1" });
      // A request is counted once its answer has ended; fetch resolves at its headers.
      await answer.arrayBuffer();
      last = answer.status;
      if (last === 429) refused++;
    }
    expect(last).toBe(429);
    const answer = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await answer.text();
    for (const expected of [
      /^storefront_request_duration_seconds_count\{method="GET",route="\/produk",status="200"\} [1-9]/m,
      /^storefront_admin_call_duration_seconds_bucket\{le="[\d.]+",call="POST product\/filter",status="200"\}/m,
      // Each refusal counted once (the fifth attempt may already be refused, by the limiter's window).
      new RegExp(`^storefront_throttle_refusals_total\\{route="/login"\\} ${refused}$`, "m"),
      /^storefront_upload_bytes_total [1-9]/m,
      /^nodejs_eventloop_lag_seconds /m,
      /^process_resident_memory_bytes /m,
    ]) {
      expect(text).toMatch(expected);
    }
  });
});
