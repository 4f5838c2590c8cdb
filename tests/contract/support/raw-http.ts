import { connect, type Socket } from "node:net";

export interface RawAnswer {
  status: number;
  /** Header names in lower case. */
  headers: Record<string, string>;
  body: string;
  /** When the answer was complete (Date.now()). */
  at: number;
}

/**
 * One HTTP/1.1 keep-alive connection over a raw socket, to see what a server does with the
 * connection itself: when it closes it, and the `Connection` header of each answer.
 */
export async function keepAliveConnection(url: string) {
  const { hostname, port } = new URL(url);
  const socket: Socket = connect(Number(port), hostname);
  await new Promise<void>((resolve, reject) => {
    socket.once("connect", resolve);
    socket.once("error", reject);
  });
  socket.on("error", () => undefined);
  let buffered = Buffer.alloc(0);
  let waiting: (() => void) | null = null;
  socket.on("data", (data: Buffer) => {
    buffered = Buffer.concat([buffered, data]);
    waiting?.();
  });
  /** When the server closed the connection (Date.now()). */
  const closed = new Promise<number>((resolve) => {
    socket.once("close", () => {
      waiting?.();
      resolve(Date.now());
    });
  });

  /** The next complete answer, or null when the connection closes first. */
  async function nextAnswer(): Promise<RawAnswer | null> {
    for (;;) {
      const end = buffered.indexOf("\r\n\r\n");
      if (end >= 0) {
        const lines = buffered.subarray(0, end).toString("latin1").split("\r\n");
        const headers = Object.fromEntries(
          lines.slice(1).map((line) => {
            const colon = line.indexOf(":");
            return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
          }),
        );
        const status = Number(lines[0].split(" ")[1]);
        if (/chunked/i.test(headers["transfer-encoding"] ?? "")) {
          const chunked = dechunk(buffered.subarray(end + 4));
          if (chunked) {
            buffered = buffered.subarray(end + 4 + chunked.length);
            return { status, headers, body: chunked.body.toString("utf8"), at: Date.now() };
          }
        } else {
          const length = Number(headers["content-length"] ?? 0);
          if (buffered.length >= end + 4 + length) {
            const body = buffered.subarray(end + 4, end + 4 + length).toString("utf8");
            buffered = buffered.subarray(end + 4 + length);
            return { status, headers, body, at: Date.now() };
          }
        }
      }
      if (socket.destroyed) return null;
      await new Promise<void>((resolve) => (waiting = resolve));
      waiting = null;
    }
  }

  return {
    /** Sends a GET on this connection and resolves with its answer. */
    get(path: string): Promise<RawAnswer | null> {
      socket.write(`GET ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nAccept: */*\r\n\r\n`);
      return nextAnswer();
    },
    closed,
    destroy: () => socket.destroy(),
  };
}

/** A complete chunked body and the bytes it took, or null while its last chunk has not arrived. */
function dechunk(data: Buffer): { body: Buffer; length: number } | null {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = data.indexOf("\r\n", at);
    if (lineEnd < 0) return null;
    const size = parseInt(data.toString("latin1", at, lineEnd), 16);
    if (size === 0) {
      return data.length >= lineEnd + 4 ? { body: Buffer.concat(parts), length: lineEnd + 4 } : null;
    }
    if (data.length < lineEnd + 2 + size + 2) return null;
    parts.push(data.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
}
