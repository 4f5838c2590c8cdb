// A graceful stop for the host's own process (main.ts): on SIGTERM or SIGINT it stops listening,
// closes idle keep-alive connections at once, answers the requests still running with
// `Connection: close`, and exits 0 once they have ended (1 if they are still running after 10 s).
import type { Server, ServerResponse } from "node:http";

export function stopGracefully(server: Server, beforeExit: () => Promise<void>, forceAfterMs = 10_000): void {
  const running = new Set<ServerResponse>();
  let stopping = false;
  // First of the request listeners, so it sees every response before the host answers it.
  server.prependListener("request", (_req, res: ServerResponse) => {
    running.add(res);
    if (stopping) res.setHeader("Connection", "close");
    res.once("close", () => {
      running.delete(res);
      // An answer whose headers went out before the stop leaves its connection idle now.
      if (stopping) server.closeIdleConnections();
    });
  });

  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: shutting down, ${running.size} request(s) still running`);
    setTimeout(() => process.exit(1), forceAfterMs).unref();
    for (const res of running) if (!res.headersSent) res.setHeader("Connection", "close");
    server.close(() => void beforeExit().then(() => process.exit(0)));
    server.closeIdleConnections();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}
