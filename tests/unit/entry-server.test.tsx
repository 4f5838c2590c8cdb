import type { AppLoadContext, EntryContext } from "@remix-run/node";
import type { Writable } from "node:stream";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// The document's render, reduced to what handleRequest does with it: a shell, then a body that
// ends when the test says (a page still streaming, e.g. a slow deferred answer).
const render = vi.hoisted(() => ({ abort: vi.fn(), destination: null as Writable | null }));
vi.mock("react-dom/server", () => ({
  renderToPipeableStream: (_element: unknown, options: { onShellReady?: () => void }) => {
    queueMicrotask(() => options.onShellReady?.());
    return {
      pipe: (destination: Writable) => {
        render.destination = destination;
        destination.write("<!DOCTYPE html><html>");
      },
      abort: render.abort,
    };
  },
}));
vi.mock("@remix-run/react", () => ({ RemixServer: () => null }));
vi.mock("~/lib/http.server", () => ({ applyCacheHeaders: async () => undefined }));
vi.mock("~/lib/uploads.server", () => ({ scriptUploadAnswer: () => null }));

const { default: handleRequest, streamTimeout } = await import("~/entry.server");

function documentRequest(): Promise<Response> {
  return handleRequest(
    new Request("http://localhost/"),
    200,
    new Headers(),
    { staticHandlerContext: { actionData: null, errors: null } } as unknown as EntryContext,
    { cspNonce: "nonce" } as AppLoadContext,
  );
}

describe("entry.server handleRequest", () => {
  beforeEach(() => {
    render.abort.mockClear();
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("leaves no timer behind once the document is sent", async () => {
    const response = await documentRequest();
    render.destination!.end("</html>");
    expect(await response.text()).toBe("<!DOCTYPE html><html></html>");
    // The body's close comes after its last read.
    await new Promise((resolve) => setImmediate(resolve));
    expect(vi.getTimerCount()).toBe(0);
  });

  it("aborts a render still streaming a second after the stream's own time limit", async () => {
    await documentRequest();
    vi.advanceTimersByTime(streamTimeout + 999);
    expect(render.abort).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(render.abort).toHaveBeenCalledOnce();
  });
});
