// The chat's message form when the host does not take it: a refusal keeps the text without a
// message (000 §8) under 422, a busy host keeps it with the busy message under its status and
// Retry-After. The host call, the session and the CSRF check are stand-ins.
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { FormAnswer } from "~/lib/forms/answer";
import { HOST_BUSY_MESSAGE } from "~/lib/host-busy";
import { formPost, hostBusy, refusedBy, type Sent } from "../../../tests/unit/host-fakes.helpers";

const host = vi.hoisted(() => ({ sendChatMessage: vi.fn() }));

vi.mock("~/lib/admin/chat.server", () => host);
vi.mock("~/lib/admin/client.server", async (original) => ({
  ...(await original<typeof import("~/lib/admin/client.server")>()),
  adminClient: async () => ({}),
}));
vi.mock("~/lib/csrf.server", async (original) => ({
  ...(await original<typeof import("~/lib/csrf.server")>()),
  requireCsrf: async () => undefined,
}));
vi.mock("~/lib/session.server", async (original) => ({
  ...(await original<typeof import("~/lib/session.server")>()),
  requireUser: async () => ({ userId: 7, session: {} }),
}));

const { chatAction } = await import("./action.server");

type Answered = Sent<FormAnswer>;
const send = () => chatAction(formPost("/profil/chat", { intent: "send", message: "Apakah stok ada?" }));

beforeEach(() => {
  vi.resetAllMocks();
});

describe("sending a message", () => {
  it("refused by the host: the text stays, no message (422)", async () => {
    host.sendChatMessage.mockRejectedValue(refusedBy(400, "Pesan ditolak"));
    const sent = (await send()) as unknown as Answered;
    expect(sent.init?.status).toBe(422);
    expect(sent.data.reply.error).toEqual({});
    expect(sent.data.reply.initialValue).toMatchObject({ message: "Apakah stok ada?" });
  });

  it("the host busy: the text stays with the busy message under it, its status and Retry-After", async () => {
    host.sendChatMessage.mockRejectedValue(hostBusy(503, "9"));
    const sent = (await send()) as unknown as Answered;
    expect(sent.init).toMatchObject({ status: 503, headers: { "Retry-After": "9" } });
    expect(sent.data.reply.error).toEqual({ message: [HOST_BUSY_MESSAGE] });
    expect(sent.data.reply.initialValue).toMatchObject({ message: "Apakah stok ada?" });
  });
});
