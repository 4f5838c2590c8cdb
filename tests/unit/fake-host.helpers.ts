// A real local HTTP server in the admin host's place, for unit tests of the admin client and the
// modules over it: no host, but real requests the test can count and answer as it likes.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll } from "vitest";

/** Answers `body` as JSON with `status`, as the host does. */
export function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { "Content-Type": "application/json" });
  res.end(JSON.stringify(body));
}

/**
 * Starts the stand-in before the file's tests and closes it after them: `answer` answers each
 * request (its body already drained), ADMIN_API_URL points at the server's /api and `env` adds the
 * file's other settings. The settings are read when the app's modules load, so the file imports
 * them in a `beforeAll` of its own, called after this one (hooks run in the order they are added).
 */
export function useFakeHost(
  answer: (req: IncomingMessage, res: ServerResponse) => void,
  env: Record<string, string> = {},
): void {
  let server: Server;
  beforeAll(async () => {
    server = createServer((req, res) => {
      req.resume();
      answer(req, res);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    process.env.ADMIN_API_URL = `http://127.0.0.1:${port}/api`;
    Object.assign(process.env, env);
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
}
