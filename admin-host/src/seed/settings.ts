import type { Db } from "../db/index.ts";

const settings: Record<string, string> = {
  phone: "0361-234567",
  email: "layanan@pengadaan.example.com",
  address: "Jl. Raya Puputan No. 41, Renon, Denpasar Selatan",
  province: "Bali",
  district: "Kota Denpasar",
  lat: "-8.6725",
  long: "115.2336",
  facebook: "https://www.facebook.com/pengadaan.example",
  twitter: "https://twitter.com/pengadaan_example",
  instagram: "https://www.instagram.com/pengadaan.example",
  linkedin: "https://www.linkedin.com/company/pengadaan-example",
  about:
    "<p>Toko Pengadaan adalah toko daring untuk kebutuhan barang instansi pemerintah, BUMN dan lembaga pendidikan. Kami melayani pembelian dengan dokumen pengadaan lengkap, negosiasi harga dan pengiriman ke seluruh Indonesia.</p><p>Seluruh produk berasal dari distributor resmi dan dilengkapi faktur pajak.</p>",
  tac: "<h3>Syarat dan Ketentuan</h3><ol><li>Pembeli adalah satuan kerja yang terdaftar dengan data instansi yang benar.</li><li>Harga belum termasuk PPN 11% dan ongkos kirim, kecuali dinyatakan lain.</li><li>Pesanan diproses setelah data SPK dilengkapi dan pembayaran diterima.</li><li>Komplain diajukan paling lambat 7 hari setelah barang diterima.</li></ol>",
  pp: "<h3>Kebijakan Privasi</h3><p>Data pribadi dan data instansi hanya digunakan untuk memproses pesanan, pengiriman dan penagihan. Kami tidak membagikan data kepada pihak lain tanpa persetujuan, kecuali diwajibkan peraturan perundang-undangan.</p>",
  tac_price_nego:
    "<p>Negosiasi harga dapat diajukan per produk sebelum pengajuan pembelian.</p><ul><li>Harga negosiasi tidak boleh melebihi harga normal.</li><li>Admin akan menyetujui atau memberikan penawaran balik dalam 1x24 jam kerja.</li><li>Harga yang disepakati berlaku untuk pesanan tersebut saja.</li></ul>",
};

const faqs: [string, string][] = [
  [
    "Bagaimana cara mendaftar sebagai pembeli?",
    "<p>Klik <strong>Daftar</strong>, isi data instansi dan satuan kerja, lalu verifikasi email Anda.</p>",
  ],
  [
    "Apakah harga bisa dinegosiasikan?",
    "<p>Ya. Pada halaman checkout Anda dapat mengajukan negosiasi harga per produk dan negosiasi ongkos kirim.</p>",
  ],
  [
    "Metode pembayaran apa saja yang tersedia?",
    "<p>Transfer Bank Pembangunan Daerah Bali dan pembayaran daring melalui Doku.</p>",
  ],
  [
    "Bagaimana jika barang yang diterima rusak?",
    "<p>Ajukan komplain dari menu Daftar Transaksi dengan melampirkan foto atau video bukti.</p>",
  ],
  [
    "Apakah pengiriman bisa dibagi beberapa tahap?",
    "<p>Bisa. Aktifkan pengiriman parsial pada produk dengan jumlah lebih dari satu saat checkout.</p>",
  ],
];

export function seedSettings(db: Db): void {
  db.tx(() => {
    for (const [key, value] of Object.entries(settings))
      db.run("INSERT INTO settings (key, value) VALUES (?, ?)", [key, value]);
    faqs.forEach(([question, answer], position) =>
      db.run("INSERT INTO faqs (question, answer, position) VALUES (?, ?, ?)", [question, answer, position]),
    );
  });
}
