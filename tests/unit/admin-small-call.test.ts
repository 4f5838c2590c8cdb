// The admin client's transport for form and JSON calls (app/lib/admin/small-call.server.ts)
// against a real local server: what it sends, and that it fails the way fetch does.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sendSmall } from "~/lib/admin/small-call.server";

let server: Server;
let base = "";
let received: { headers: IncomingMessage["headers"]; body: string; method?: string } | null = null;
const routes: Record<string, (res: ServerResponse) => void> = {
  "/echo": (res) => {
    res.writeHead(201, { "Content-Type": "application/json", "Retry-After": "9" });
    res.end(JSON.stringify({ pesan: "Tersimpan ✓" }));
  },
  "/empty": (res) => void res.writeHead(204).end(),
  // Headers, half a body, then nothing more.
  "/stalls": (res) => {
    res.writeHead(200, { "Content-Type": "application/json" });
    res.write('{"data": [');
  },
  "/cut": (res) => {
    res.writeHead(200, { "Content-Type": "application/json", "Content-Length": "100" });
    res.end('{"data"');
    res.socket?.destroy();
  },
};

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      received = { headers: req.headers, body: Buffer.concat(chunks).toString("utf8"), method: req.method };
      routes[req.url ?? ""]?.(res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const init = (body?: string | URLSearchParams, signal = AbortSignal.timeout(2000)) => ({
  method: "POST",
  headers: new Headers({ Accept: "application/json", "Content-Type": "application/x-www-form-urlencoded" }),
  body,
  signal,
});

describe("sendSmall", () => {
  it("sends the body with its byte length and answers with the host's status, headers and body", async () => {
    const statuses: number[] = [];
    const body = new URLSearchParams({ message: "Halo ✓ admin", id: "7" });
    const response = await sendSmall(`${base}/echo`, { ...init(body), onHeaders: (s) => statuses.push(s) });
    expect(received?.body).toBe(body.toString());
    expect(Number(received?.headers["content-length"])).toBe(Buffer.byteLength(body.toString()));
    expect(received?.headers["content-type"]).toBe("application/x-www-form-urlencoded");
    // Nothing to inflate: the host is not invited to compress.
    expect(received?.headers["accept-encoding"]).toBeUndefined();
    expect(response.status).toBe(201);
    expect(response.headers.get("retry-after")).toBe("9");
    expect(await response.json()).toEqual({ pesan: "Tersimpan ✓" });
    expect(statuses).toEqual([201]);
  });

  it("answers a 204 without a body, and sends a GET without one", async () => {
    const response = await sendSmall(`${base}/empty`, { ...init(), method: "GET" });
    expect(received?.method).toBe("GET");
    expect(received?.headers["content-length"]).toBeUndefined();
    expect(response.status).toBe(204);
    expect(await response.text()).toBe("");
  });

  it("rejects with the signal's reason when the time runs out in the middle of the answer", async () => {
    const signal = AbortSignal.timeout(200);
    const error = await sendSmall(`${base}/stalls`, init(undefined, signal)).catch((e: unknown) => e);
    expect(signal.aborted).toBe(true);
    expect(error).toBe(signal.reason);
  });

  it("rejects like fetch when the answer is cut off or nobody listens", async () => {
    const cut = await sendSmall(`${base}/cut`, init()).catch((e: unknown) => e);
    expect(cut).toBeInstanceOf(TypeError);
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const refused = await sendSmall(`http://127.0.0.1:${port}/api`, init()).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(TypeError);
    expect((refused as { cause?: { code?: string } }).cause?.code).toBe("ECONNREFUSED");
  });
});
