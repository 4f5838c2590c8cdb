import { describe, expect, it } from "vitest";
import type { ZodType, ZodTypeDef } from "zod";
import { updateAddress } from "~/lib/admin/address.server";
import type { AdminClient } from "~/lib/admin/client.server";

/** A client whose every post answers `body`, read by the caller's own schema as the real one does. */
function answering(body: unknown): AdminClient {
  const parse = <T>(_path: string, _fields: unknown, schema: ZodType<T, ZodTypeDef, unknown>) =>
    Promise.resolve(schema.parse(body));
  return { postForm: parse } as unknown as AdminClient;
}

const input = {
  name: "Bagian Umum",
  receipt_name: "Ketut",
  receipt_phone_number: "0813",
  address: "Jl. Kamboja 3",
  province_id: "51",
  district_id: "5171",
  sub_district_id: "517101",
};

describe("address update", () => {
  it("succeeds only when the host answers status Success (000 §7)", async () => {
    const success = { status: "Success", message: "Data anda telah berhasil diperbaharui", data: {} };
    expect(await updateAddress(answering(success), 1, 2, input)).toBe(true);
    for (const body of [{ status: "Failed" }, { message: "Data berhasil disimpan" }, null, "Success"]) {
      expect(await updateAddress(answering(body), 1, 2, input)).toBe(false);
    }
  });
});
