// The profile edit page's saves when the host does not take them (001 §8): the host's refusal
// under 422 (its first email error in the profile's dialog, its field messages under the
// fields), a busy host with the busy message under its status and Retry-After; what was typed
// stays, passwords excepted. The host calls, the CSRF check, the upload reader and the photo's
// resizing are stand-ins.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { FILES_AGAIN, HOST_BUSY_MESSAGE } from "~/lib/host-busy";
import type { FormAnswer } from "~/lib/forms/answer";
import type { AppSession, SignedInUser } from "~/lib/session.server";
import type { Upload, UploadedFile } from "~/lib/uploads.server";
import { formPost, hostBusy, refusedBy, type Sent } from "../../../tests/unit/host-fakes.helpers";

const host = vi.hoisted(() => ({
  getCustomerData: vi.fn(async () => ({})),
  updateCustomerData: vi.fn(),
  updateFrom: () => ({}),
}));
const sent = vi.hoisted(() => ({ upload: null as Upload | null }));

vi.mock("~/lib/admin/auth.server", () => host);
vi.mock("~/lib/csrf.server", async (original) => ({
  ...(await original<typeof import("~/lib/csrf.server")>()),
  requireCsrf: async () => undefined,
}));
vi.mock("./photo.server", async (original) => ({
  ...(await original<typeof import("./photo.server")>()),
  squarePhoto: async () => new Blob(["jpeg"]),
}));
vi.mock("~/lib/uploads.server", async (original) => ({
  ...(await original<typeof import("~/lib/uploads.server")>()),
  readUpload: async () => sent.upload,
}));

const { changePassword, saveProfile } = await import("./edit.server");

const user = { userId: 7, session: {} as AppSession } as SignedInUser;
type Answered = Sent<FormAnswer>;

const profile = {
  name: "Dinas Kominfo",
  birthdate: "1985-06-15",
  email: "dinas@example.id",
  phone: "081234567890",
  nip: "198506152010011002",
  name_pp: "Made Pengadaan",
  name_ppk: "Komang Komitmen",
};

function profilePost(photo = false) {
  const fields = new FormData();
  fields.set("intent", "profil");
  for (const [name, value] of Object.entries(profile)) fields.set(name, value);
  sent.upload = {
    fields,
    files: photo ? [{ field: "image" } as UploadedFile] : [],
    fileErrors: {},
    dispose: async () => undefined,
  };
  return new Request("http://shop.test/profil/sunting-profil", { method: "POST" });
}

const passwordPost = () =>
  formPost("/profil/sunting-profil", {
    intent: "sandi",
    password: "rahasia123",
    password_confirmation: "rahasia123",
  }).request;

beforeEach(() => {
  vi.clearAllMocks();
});

describe("the profile form", () => {
  it("shows the host's first email error in its dialog, its field messages under the fields (422)", async () => {
    host.updateCustomerData.mockRejectedValue(
      refusedBy(422, "Data tidak valid", { email: ["Email sudah dipakai"], phone: ["Nomor sudah dipakai"] }),
    );
    const answer = (await saveProfile(profilePost(), user)) as unknown as Answered;
    expect(answer.init?.status).toBe(422);
    expect(answer.data.dialog).toEqual({ title: "Ooops", message: "Email sudah dipakai" });
    expect(answer.data.reply.error).toMatchObject({
      email: ["Email sudah dipakai"],
      phone: ["Nomor sudah dipakai"],
    });
    expect(answer.data.reply.initialValue).toMatchObject({ name: "Dinas Kominfo" });
  });

  it("a busy host: the busy message in the dialog, the photo asked for again without the script", async () => {
    host.updateCustomerData.mockRejectedValue(hostBusy(503, "9"));
    const answer = (await saveProfile(profilePost(true), user)) as unknown as Answered;
    expect(answer.init).toMatchObject({ status: 503, headers: { "Retry-After": "9" } });
    expect(answer.data.dialog?.message).toBe(`${HOST_BUSY_MESSAGE} ${FILES_AGAIN}`);
    expect(answer.data.reply.initialValue).toMatchObject({ email: "dinas@example.id" });
  });
});

describe("the password form", () => {
  it("shows the host's refusal in the form under 422, never the passwords", async () => {
    host.updateCustomerData.mockRejectedValue(refusedBy(400, ""));
    const answer = (await changePassword(passwordPost(), user)) as unknown as Answered;
    expect(answer.init?.status).toBe(422);
    expect(answer.data.dialog).toBeUndefined();
    expect(answer.data.reply.error?.[""]).toEqual(["Data gagal diperbaharui, silahkan coba lagi."]);
    expect(answer.data.reply.initialValue).not.toHaveProperty("password");
  });

  it("a busy host: the busy message in the form, its status and Retry-After", async () => {
    host.getCustomerData.mockRejectedValue(hostBusy(504, "30"));
    const answer = (await changePassword(passwordPost(), user)) as unknown as Answered;
    expect(answer.init).toMatchObject({ status: 504, headers: { "Retry-After": "30" } });
    expect(answer.data.reply.error?.[""]).toEqual([HOST_BUSY_MESSAGE]);
    expect(host.updateCustomerData).not.toHaveBeenCalled();
  });
});
