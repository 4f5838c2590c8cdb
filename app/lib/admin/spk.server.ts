// The budget data (001 §7 store-spk, docs/admin-api.md "Negotiation & SPK").
import { z } from "zod";
import { AdminError, AdminValidationError, type AdminClient } from "./client.server";
import { OFFICIAL_ROLES, TREASURER_ROLES, type OfficialRole, type TreasurerRole } from "./spk-roles";

/** The budget form as checked (001 §5): texts as typed, pagu a number, roles the form's values. */
export type SpkFields = Record<
  | "satuan_kerja"
  | "lembaga"
  | "paket_kerja"
  | "tahun_anggaran"
  | "sumber_dana"
  | "kode_rekening"
  | "nama_pemerintah"
  | "nip_pemerintah"
  | "nama_bendahara"
  | "nip_bendahara",
  string
> & { pagu_anggaran: number; tipe_pemerintah: OfficialRole; tipe_bendahara: TreasurerRole };

/** Host errors on these fields read as "complete your data" (001 §8). */
const PERSON_FIELDS = ["nama_pemerintah", "nip_pemerintah", "nama_bendahara", "nip_bendahara"];
const SPK_INCOMPLETE = "Mohon Lengkapi data anda terlebih dahulu";

const answer = z
  .object({ status: z.union([z.string(), z.number()]).nullish(), message: z.string().nullish() })
  .passthrough();

const refusal = z
  .object({
    massage: z.string().nullish(),
    message: z.string().nullish(),
    errors: z.record(z.unknown()).nullish(),
  })
  .passthrough();

export type SpkResult = { ok: true; message: string | null } | { ok: false; message: string };

/** 001 §8: errors on the official or treasurer read "complete your data"; else the `massage`. */
export function spkRefusalMessage(body: unknown, fallback: string): string {
  const parsed = refusal.safeParse(body);
  if (!parsed.success) return fallback;
  const fields = Object.keys(parsed.data.errors ?? {});
  if (fields.some((field) => PERSON_FIELDS.includes(field))) return SPK_INCOMPLETE;
  return parsed.data.massage || parsed.data.message || fallback;
}

const sent = (roles: readonly { value: string; sent: string }[], value: string) =>
  roles.find((role) => role.value === value)?.sent ?? roles[0].sent;

/**
 * POST transaction/store-spk (multipart). The roles go as the spec's strings ('pengguna
 * angaran', 'bendahara umum', ...). Success is HTTP 201 or status 'Success' (001 §7); a 400 or
 * 422 is the buyer's to fix and comes back as a message; another buyer's order (404) and
 * outages throw as usual.
 */
export async function storeSpk(
  admin: AdminClient,
  transactionId: number,
  input: SpkFields,
): Promise<SpkResult> {
  const body = new FormData();
  const fields: Record<string, string | number> = {
    transaction_id: transactionId,
    satuan_kerja: input.satuan_kerja,
    lembaga: input.lembaga,
    paket_kerja: input.paket_kerja,
    tahun_anggaran: input.tahun_anggaran,
    sumber_dana: input.sumber_dana,
    kode_rekening: input.kode_rekening,
    pagu_anggaran: input.pagu_anggaran,
    tipe_pemerintah: sent(OFFICIAL_ROLES, input.tipe_pemerintah),
    nama_pemerintah: input.nama_pemerintah,
    nip_pemerintah: input.nip_pemerintah,
    tipe_bendahara: sent(TREASURER_ROLES, input.tipe_bendahara),
    nama_bendahara: input.nama_bendahara,
    nip_bendahara: input.nip_bendahara,
  };
  for (const [name, value] of Object.entries(fields)) body.append(name, String(value));
  try {
    const stored = await admin.postMultipart("transaction/store-spk", body, answer);
    // A 2xx whose status names something other than success is a refusal in the spec's reading.
    const status = stored.status == null ? "Success" : String(stored.status);
    if (status === "201" || status.toLowerCase() === "success")
      return { ok: true, message: stored.message ?? null };
    return { ok: false, message: spkRefusalMessage(stored, stored.message ?? "") };
  } catch (error) {
    if (error instanceof AdminError && (error.status === 400 || error.status === 422)) {
      const body =
        error instanceof AdminValidationError
          ? { message: error.message, errors: error.fieldErrors }
          : error.body;
      return { ok: false, message: spkRefusalMessage(body, error.message) };
    }
    throw error;
  }
}
