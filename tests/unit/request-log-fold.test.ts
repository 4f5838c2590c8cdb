// One line per storefront request in the embedded default: the host's line for a call the
// storefront makes while answering a request is folded into that request's line (its `calls`),
// while any other caller of the host still gets its own line (issue 32).
import { EventEmitter } from "node:events";
import type { IncomingMessage, ServerResponse } from "node:http";
import { describe, expect, it, vi } from "vitest";
import { logRequests, type Logger } from "../../admin-host/src/http/log.ts";
import { isRunningRequest, trackRunning } from "../../server/request-context.ts";

function exchange(id?: string) {
  const req = { method: "POST", url: "/api/x", headers: id ? { "x-request-id": id } : {} } as IncomingMessage;
  const res = Object.assign(new EventEmitter(), {
    statusCode: 204,
    setHeader: vi.fn(),
  }) as unknown as ServerResponse;
  return { req, res };
}

describe("the host's request log", () => {
  it("writes one line per request, and none for a request it is told is folded", () => {
    const logger = { info: vi.fn() } as unknown as Logger;
    const handler = vi.fn();
    const log = logRequests(
      logger,
      handler,
      () => "/api/x",
      (req) => isRunningRequest(req.headers["x-request-id"]),
    );

    const done = trackRunning("storefront-request-1");
    const own = exchange("storefront-request-1");
    log(own.req, own.res);
    own.res.emit("close");
    expect(handler).toHaveBeenCalledTimes(1);
    expect(own.res.setHeader).toHaveBeenCalledWith("X-Request-Id", "storefront-request-1");
    expect(logger.info).not.toHaveBeenCalled();

    done();
    const later = exchange("storefront-request-1");
    log(later.req, later.res);
    later.res.emit("close");
    const other = exchange();
    log(other.req, other.res);
    other.res.emit("close");
    expect(handler).toHaveBeenCalledTimes(3);
    expect(logger.info).toHaveBeenCalledTimes(2);
  });

  it("counts a repeated request id until each of its requests is done", () => {
    const first = trackRunning("repeated");
    const second = trackRunning("repeated");
    first();
    expect(isRunningRequest("repeated")).toBe(true);
    second();
    expect(isRunningRequest("repeated")).toBe(false);
    expect(isRunningRequest(undefined)).toBe(false);
  });
});
