// The address book's forms when the host does not take them (000 §8): the add form shows the
// host's word in 'Ooops', the edit form stays silently as typed, the delete keeps its dialog open
// with the message, each under 422; a busy host with the busy message under its status and
// Retry-After; a delete of an address already gone is done. The host calls, the session, the CSRF
// check and the region lists are stand-ins.
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { FormAnswer } from "~/lib/forms/answer";
import { HOST_BUSY_MESSAGE } from "~/lib/host-busy";
import { formPost, hostBusy, refusedBy, rejection, type Sent } from "../../../tests/unit/host-fakes.helpers";

const host = vi.hoisted(() => ({ createAddress: vi.fn(), updateAddress: vi.fn(), deleteAddress: vi.fn() }));

vi.mock("~/lib/admin/address.server", () => host);
vi.mock("~/lib/admin/regions.server", () => ({
  loadRegions: async () => ({ provinces: [], districts: [], subDistricts: [], selection: {} }),
}));
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

const { addAddressAction, deleteAddressAction, editAddressAction } = await import("./address-action.server");

type Answered = Sent<FormAnswer>;

const address = {
  name: "Bagian Umum",
  receipt_name: "Ni Luh Putu Sari",
  receipt_phone_number: "081234567890",
  address: "Jl. Melati 1",
  province_id: "51",
  district_id: "5171",
  sub_district_id: "5171010",
};

beforeEach(() => {
  vi.resetAllMocks();
});

describe("adding and editing an address", () => {
  it("the add form shows the host's refusal in 'Ooops', the edit form none, both as typed (422)", async () => {
    host.createAddress.mockRejectedValue(refusedBy(422, "Satuan kerja tidak boleh kosong", {}));
    const added = (await addAddressAction(formPost("/profil/tambah-alamat", address))) as unknown as Answered;
    expect(added.init?.status).toBe(422);
    expect(added.data.dialog).toEqual({ title: "Ooops", message: "Satuan kerja tidak boleh kosong" });
    expect(added.data.reply.initialValue).toMatchObject({ address: "Jl. Melati 1" });

    host.updateAddress.mockRejectedValue(refusedBy(404, "Data tidak ditemukan"));
    const edited = (await editAddressAction(
      formPost("/profil/edit-alamat?id_alamat=3", address),
    )) as unknown as Answered;
    expect(edited.init?.status).toBe(422);
    expect(edited.data.dialog).toBeUndefined();
    expect(edited.data.reply.initialValue).toMatchObject({ name: "Bagian Umum" });
  });

  it("a busy host: the busy message in 'Ooops', its status and Retry-After", async () => {
    host.createAddress.mockRejectedValue(hostBusy(503, "9"));
    const added = (await addAddressAction(formPost("/profil/tambah-alamat", address))) as unknown as Answered;
    expect(added.init).toMatchObject({ status: 503, headers: { "Retry-After": "9" } });
    expect(added.data.dialog?.message).toBe(HOST_BUSY_MESSAGE);

    host.updateAddress.mockRejectedValue(hostBusy(504, "30"));
    const edited = (await editAddressAction(
      formPost("/profil/edit-alamat?id_alamat=3", address),
    )) as unknown as Answered;
    expect(edited.init).toMatchObject({ status: 504, headers: { "Retry-After": "30" } });
    expect(edited.data.dialog?.message).toBe(HOST_BUSY_MESSAGE);
  });
});

describe("deleting an address", () => {
  const remove = (fields: Record<string, string> = { id: "3", intent: "delete" }) =>
    deleteAddressAction(formPost("/profil/alamat?hapus=3&search=umum&page=2", fields));

  it("answers the host's refusal in the dialog (FormAnswer, 422)", async () => {
    host.deleteAddress.mockRejectedValue(refusedBy(422, "Alamat dipakai oleh checkout", {}));
    const sent = (await remove()) as unknown as Answered;
    expect(sent.init?.status).toBe(422);
    expect(sent.data).toMatchObject({
      intent: "delete",
      reply: { error: { "": ["Alamat dipakai oleh checkout"] } },
    });
  });

  it("a busy host: the busy message in the dialog, its status and Retry-After", async () => {
    host.deleteAddress.mockRejectedValue(hostBusy(503, "9"));
    const sent = (await remove()) as unknown as Answered;
    expect(sent.init).toMatchObject({ status: 503, headers: { "Retry-After": "9" } });
    expect(sent.data.reply.error).toEqual({ "": [HOST_BUSY_MESSAGE] });
  });

  it("a post naming no address is the form's own error (400), and nothing is sent", async () => {
    const sent = (await remove({ id: "x", intent: "delete" })) as unknown as Answered;
    expect(sent.init?.status).toBe(400);
    expect(sent.data.reply.error).toEqual({ "": ["Data tidak ditemukan"] });
    expect(host.deleteAddress).not.toHaveBeenCalled();
  });

  it("done, or the address already gone: the list on page 1, its search kept", async () => {
    host.deleteAddress.mockRejectedValueOnce(refusedBy(404, "Data tidak ditemukan"));
    for (let done = 0; done < 2; done++) {
      const back = (await rejection(() => remove())) as Response;
      expect(back.status).toBe(302);
      expect(back.headers.get("Location")).toMatch(/^\/profil\/alamat\?/);
      expect(back.headers.get("Location")).toContain("search=umum");
      expect(back.headers.get("Location")).not.toContain("page=2");
    }
  });
});
