import type { Db } from "../db/index.ts";
import { hashPassword } from "../http/auth.ts";
import { insertAddress, insertCustomer } from "../routes/customer-accounts.ts";

export const demoPassword = "demo12345";

/** Reviewers of the seeded catalogue reviews (verified customers without addresses). */
const reviewers = [
  ["budi.santoso", "Budi Santoso", "Dinas Pendidikan Kota Denpasar"],
  ["siti.rahayu", "Siti Rahayu", "RSUD Kabupaten Badung"],
  ["agus.wijaya", "Agus Wijaya", "Kantor Camat Kuta Selatan"],
  ["dewi.lestari", "Dewi Lestari", "Badan Pusat Statistik Kabupaten Gianyar"],
  ["made.suarsana", "I Made Suarsana", "Dinas Kesehatan Provinsi Bali"],
  ["rina.kartika", "Rina Kartika", "Sekretariat DPRD Kota Mataram"],
  ["hendra.gunawan", "Hendra Gunawan", "Politeknik Negeri Bali"],
  ["nyoman.ariani", "Ni Nyoman Ariani", "Kantor Pertanahan Kabupaten Tabanan"],
] as const;

export interface SeededCustomers {
  demo: number;
  demo2: number;
  reviewers: number[];
}

/** One hash for every seeded account keeps seeding fast; all share the demo password. */
export const demoPasswordHash = () => hashPassword(demoPassword);

export function seedCustomers(db: Db, passwordHash: string): SeededCustomers {
  const created = "2024-01-15T02:00:00.000Z";
  return db.tx(() => {
    const demo = insertCustomer(
      db,
      {
        username: "demo",
        email: "demo@example.com",
        passwordHash,
        name: "Dinas Pekerjaan Umum Provinsi Bali",
        instance_name: "Pemerintah Provinsi Bali",
        phone: "081234567890",
        birthdate: "1985-04-12",
        lspe: "51001",
        kldi: "Pemerintah Daerah Provinsi Bali",
        gender: 1,
        nip: "198504122010011002",
        name_pp: "I Ketut Widiana",
        name_ppk: "Ni Luh Putu Sari",
        address: "Jl. Beliton No. 2, Dauh Puri Kangin",
        province_id: 51,
        district_id: 5171,
        sub_district_id: 517103,
        verified: true,
      },
      created,
    );
    insertAddress(
      db,
      demo,
      {
        satker_name: "Bidang Bina Marga",
        receipt_name: "I Wayan Sudarma",
        receipt_phone_number: "081338112233",
        address: "Jl. Beliton No. 2, Dauh Puri Kangin, Denpasar",
        province_id: 51,
        district_id: 5171,
        sub_district_id: 517103,
      },
      created,
    );
    insertAddress(
      db,
      demo,
      {
        satker_name: "UPTD Laboratorium Bahan Konstruksi",
        receipt_name: "Komang Ayu Pratiwi",
        receipt_phone_number: "087861234455",
        address: "Jl. Gatot Subroto Timur No. 88, Tonja",
        province_id: 51,
        district_id: 5171,
        sub_district_id: 517104,
      },
      created,
    );

    const demo2 = insertCustomer(
      db,
      {
        username: "demo2",
        email: "demo2@example.com",
        passwordHash,
        name: "Dinas Komunikasi dan Informatika Kota Mataram",
        instance_name: "Pemerintah Kota Mataram",
        phone: "081987654321",
        birthdate: "1990-09-03",
        lspe: "52002",
        kldi: "Pemerintah Daerah Kota Mataram",
        gender: 0,
        nip: "199009032015022001",
        name_pp: "Baiq Nurul Hidayati",
        name_ppk: "Lalu Ahmad Fauzi",
        address: "Jl. Pejanggik No. 16, Cakranegara",
        province_id: 52,
        district_id: 5271,
        sub_district_id: 527103,
        verified: true,
      },
      created,
    );
    insertAddress(
      db,
      demo2,
      {
        satker_name: "Bidang Aplikasi Informatika",
        receipt_name: "Baiq Nurul Hidayati",
        receipt_phone_number: "081907776655",
        address: "Jl. Pejanggik No. 16, Cakranegara, Mataram",
        province_id: 52,
        district_id: 5271,
        sub_district_id: 527103,
      },
      created,
    );

    const reviewerIds = reviewers.map(([username, name, instance]) =>
      insertCustomer(
        db,
        {
          username,
          email: `${username}@example.com`,
          passwordHash,
          name,
          instance_name: instance,
          verified: true,
        },
        created,
      ),
    );
    return { demo, demo2, reviewers: reviewerIds };
  });
}
