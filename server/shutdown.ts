// A graceful stop for the storefront (server.ts): on SIGTERM or SIGINT, idle keep-alive
// connections are closed at once, the requests still running are answered with
// `Connection: close`, and the process exits 0 once they have ended (1 if they still run after
// 10 s). New requests are refused: by the closed port, or with the embedded host by a 503.
//
// With the admin host embedded, the pages still running call it over this same port, so the port
// stays open until they have ended and the connections of those calls (`selfCall`) are kept:
// closing either would turn a page that was about to finish into an error page.
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { Socket } from "node:net";

type Options = {
  beforeExit: () => Promise<void>;
  /** Requests that are the storefront's own calls to its embedded host. */
  selfCall?: (req: IncomingMessage) => boolean;
  forceAfterMs?: number;
};

export function gracefulShutdown({ beforeExit, selfCall, forceAfterMs = 10_000 }: Options) {
  /** Requests running per connection. */
  const running = new Map<Socket, number>();
  const selfCallSockets = new WeakSet<Socket>();
  /** The requests the stop waits for (all but self-calls). */
  const pages = new Set<ServerResponse>();
  let stopping = false;
  let server: Server | null = null;

  const idle = (socket: Socket) => !running.get(socket);
  const closeServer = () => server?.close(() => void beforeExit().then(() => process.exit(0)));
  const drained = () => {
    if (!stopping || pages.size > 0 || !selfCall) return;
    closeServer();
    server?.closeAllConnections();
  };

  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: shutting down, ${pages.size} request(s) still running`);
    setTimeout(() => process.exit(1), forceAfterMs).unref();
    for (const res of pages) if (!res.headersSent) res.setHeader("Connection", "close");
    if (!selfCall) closeServer();
    for (const socket of running.keys()) if (idle(socket) && !selfCallSockets.has(socket)) socket.destroy();
    drained();
  };

  /** The first middleware (Express's, or ahead of Express): it sees every request and its response. */
  const track = (req: IncomingMessage, res: ServerResponse, next: () => void): void => {
    const { socket } = req;
    const isSelfCall = selfCall?.(req) ?? false;
    if (stopping && !isSelfCall) {
      const body = "Layanan sedang tidak tersedia. Silakan coba beberapa saat lagi.";
      res.writeHead(503, {
        Connection: "close",
        "Retry-After": "5",
        "Content-Type": "text/plain; charset=utf-8",
        "Content-Length": Buffer.byteLength(body),
      });
      res.end(body);
      return;
    }
    running.set(socket, (running.get(socket) ?? 0) + 1);
    if (isSelfCall) selfCallSockets.add(socket);
    else pages.add(res);
    res.once("close", () => {
      running.set(socket, Math.max(0, (running.get(socket) ?? 1) - 1));
      pages.delete(res);
      if (!stopping) return;
      // An answer whose headers went out before the stop could not say `Connection: close`.
      if (!isSelfCall && idle(socket)) socket.destroySoon();
      drained();
    });
    next();
  };

  return {
    track,
    /** Watches the server's connections and stops it on SIGTERM and SIGINT. */
    attach(listening: Server) {
      server = listening;
      listening.on("connection", (socket: Socket) => {
        running.set(socket, 0);
        socket.once("close", () => running.delete(socket));
      });
      process.on("SIGTERM", () => stop("SIGTERM"));
      process.on("SIGINT", () => stop("SIGINT"));
    },
  };
}
