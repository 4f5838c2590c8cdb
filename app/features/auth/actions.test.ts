// The sign-in pages' actions when the host does not take the form: its refusal comes back in the
// form under 422 (000 §8), a busy host with the busy message under its status and Retry-After, and
// what was typed stays (passwords excepted). The host calls, the CSRF check and the throttle are
// stand-ins: no host, no network.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { HOST_BUSY_MESSAGE } from "~/lib/host-busy";
import type { FormAnswer } from "~/lib/forms/answer";
import { formPost, hostBusy, refusedBy, type Sent } from "../../../tests/unit/host-fakes.helpers";

const host = vi.hoisted(() => ({
  signIn: vi.fn(),
  register: vi.fn(),
  requestPasswordReset: vi.fn(),
  resetPassword: vi.fn(),
}));
const limits = vi.hoisted(() => ({
  signInWait: vi.fn(async () => 0),
  signInFailed: vi.fn(async () => 0),
  signInSucceeded: vi.fn(async () => undefined),
  attempt: vi.fn(async () => 0),
}));

vi.mock("~/lib/admin/auth.server", () => host);
vi.mock("~/lib/csrf.server", async (original) => ({
  ...(await original<typeof import("~/lib/csrf.server")>()),
  requireCsrf: async () => undefined,
  requireHuman: () => undefined,
}));
vi.mock("~/lib/throttle.server", async (original) => ({
  ...(await original<typeof import("~/lib/throttle.server")>()),
  throttle: () => limits,
}));
vi.mock("~/lib/admin/regions.server", () => ({
  loadRegions: async () => ({ provinces: [], districts: [], subDistricts: [], selection: {} }),
}));

const { loginAction } = await import("./login-action.server");
const { registerAction } = await import("./register-action.server");
const { forgotPasswordAction } = await import("./forgot-password-action.server");
const { resetPasswordAction } = await import("./reset-password-action.server");

type Answered = Sent<FormAnswer>;
const formMessage = (sent: Answered) => sent.data.reply.error?.[""];

beforeEach(() => {
  vi.clearAllMocks();
});

describe("sign-in", () => {
  const post = () => formPost("/login", { email: "budi", password: "rahasia123" });

  it("shows the host's refusal in the form, keeps the name, drops the password, counts the failure", async () => {
    host.signIn.mockRejectedValue(
      refusedBy(422, "Email / Username atau kata sandi salah", {
        email: ["Email / Username atau kata sandi salah"],
      }),
    );
    const sent = (await loginAction(post())) as unknown as Answered;
    expect(sent.init?.status).toBe(422);
    expect(formMessage(sent)).toEqual(["Email / Username atau kata sandi salah"]);
    expect(sent.data.reply.initialValue).toMatchObject({ email: "budi" });
    expect(sent.data.reply.initialValue).not.toHaveProperty("password");
    expect(limits.signInFailed).toHaveBeenCalledOnce();
  });

  it("gives way to the throttle once a refusal reaches its limit", async () => {
    host.signIn.mockRejectedValue(refusedBy(422, "Email / Username atau kata sandi salah", {}));
    limits.signInFailed.mockResolvedValueOnce(60);
    const sent = (await loginAction(post())) as unknown as Answered;
    expect(sent.init).toMatchObject({ status: 429, headers: { "Retry-After": "60" } });
  });

  it("a busy host: the busy message, its status and Retry-After, and no failure counted", async () => {
    host.signIn.mockRejectedValue(hostBusy(503, "9"));
    const sent = (await loginAction(post())) as unknown as Answered;
    expect(sent.init).toMatchObject({ status: 503, headers: { "Retry-After": "9" } });
    expect(formMessage(sent)).toEqual([HOST_BUSY_MESSAGE]);
    expect(limits.signInFailed).not.toHaveBeenCalled();
  });
});

describe("registration", () => {
  const typed = {
    username: "budi",
    name: "Budi Santoso",
    instance_name: "Dinas Pendidikan",
    email: "budi@example.id",
    password: "rahasia123",
    password_confirmation: "rahasia123",
    phone: "081234567890",
    birthdate: "1990-01-01",
    lspe: "123",
    kldi: "Pemerintah Provinsi Bali",
    gender: "1",
    province_id: "51",
    district_id: "5171",
    sub_district_id: "5171010",
    address: "Jl. Melati 1",
    nip: "198001012005011001",
    name_pp: "Made",
    name_ppk: "Ketut",
    satker: "Bagian Umum",
    receipt_name: "Budi",
    receipt_phone_number: "081234567890",
    setuju: "on",
  };

  it("puts the host's field messages under their fields, the message above when both names are taken", async () => {
    host.register.mockRejectedValue(
      refusedBy(422, "Username dan email sudah dipakai", {
        username: ["Username sudah dipakai", "x"],
        email: ["Email sudah dipakai"],
      }),
    );
    const sent = (await registerAction(formPost("/register", typed))) as unknown as Answered;
    expect(sent.init?.status).toBe(422);
    expect(sent.data.reply.error).toMatchObject({
      "": ["Username dan email sudah dipakai"],
      username: ["Username sudah dipakai"],
      email: ["Email sudah dipakai"],
    });
    expect(sent.data.reply.initialValue).toMatchObject({ username: "budi", address: "Jl. Melati 1" });
    expect(sent.data.reply.initialValue).not.toHaveProperty("password");
  });

  it("a refusal without fields and a busy host: their message above the form", async () => {
    host.register.mockRejectedValueOnce(refusedBy(400, ""));
    const refused = (await registerAction(formPost("/register", typed))) as unknown as Answered;
    expect(refused.init?.status).toBe(422);
    expect(formMessage(refused)).toEqual(["Permintaan tidak dapat diproses, silahkan coba lagi."]);

    host.register.mockRejectedValueOnce(hostBusy(504, "30"));
    const busy = (await registerAction(formPost("/register", typed))) as unknown as Answered;
    expect(busy.init).toMatchObject({ status: 504, headers: { "Retry-After": "30" } });
    expect(formMessage(busy)).toEqual([HOST_BUSY_MESSAGE]);
  });
});

describe("forgotten and new password", () => {
  const forgot = () => formPost("/lupa-password", { email: "budi@example.id" });
  const reset = () =>
    formPost("/reset-password", {
      token: "abc",
      email: "budi@example.id",
      password: "rahasia123",
      password_confirmation: "rahasia123",
    });

  it("shows the host's refusal under 422", async () => {
    host.requestPasswordReset.mockRejectedValue(refusedBy(422, "Email tidak terdaftar", {}));
    const sent = (await forgotPasswordAction(forgot())) as unknown as Answered;
    expect(sent.init?.status).toBe(422);
    expect(formMessage(sent)).toEqual(["Email tidak terdaftar"]);
    expect(sent.data.reply.initialValue).toMatchObject({ email: "budi@example.id" });

    host.resetPassword.mockRejectedValue(refusedBy(400, "Token tidak valid"));
    const refused = (await resetPasswordAction(reset())) as unknown as Answered;
    expect(refused.init?.status).toBe(422);
    expect(formMessage(refused)).toEqual(["Token tidak valid"]);
    expect(refused.data.reply.initialValue).not.toHaveProperty("password");
  });

  it("a busy host: the busy message, its status and Retry-After", async () => {
    host.requestPasswordReset.mockRejectedValue(hostBusy(503, "9"));
    const sent = (await forgotPasswordAction(forgot())) as unknown as Answered;
    expect(sent.init).toMatchObject({ status: 503, headers: { "Retry-After": "9" } });
    expect(formMessage(sent)).toEqual([HOST_BUSY_MESSAGE]);

    host.resetPassword.mockRejectedValue(hostBusy(502, "9"));
    const busy = (await resetPasswordAction(reset())) as unknown as Answered;
    expect(busy.init?.status).toBe(502);
    expect(formMessage(busy)).toEqual([HOST_BUSY_MESSAGE]);
  });
});
