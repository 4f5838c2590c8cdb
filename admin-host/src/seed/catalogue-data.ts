/** Demo catalogue: categories → subcategories → products as [name, price in rupiah, unit, weight in grams]. */
export type ProductSeed = readonly [name: string, price: number, unit: string, weight: number];

export interface CategorySeed {
  name: string;
  subcategories: readonly { name: string; products: readonly ProductSeed[] }[];
}

export const catalogue: readonly CategorySeed[] = [
  {
    name: "Alat Tulis Kantor",
    subcategories: [
      {
        name: "Kertas",
        products: [
          ["Kertas HVS A4 70 gram", 48500, "Rim", 2500],
          ["Kertas HVS F4 80 gram", 62000, "Rim", 3000],
          ["Kertas Foto Glossy A4 isi 20", 35000, "Pak", 400],
          ["Amplop Coklat Folio isi 50", 42500, "Pak", 900],
        ],
      },
      {
        name: "Alat Tulis",
        products: [
          ["Pulpen Gel Hitam 0,5 mm isi 12", 36000, "Lusin", 200],
          ["Pensil 2B Kayu isi 12", 28000, "Lusin", 180],
          ["Spidol Papan Tulis Biru isi 12", 78000, "Lusin", 300],
          ["Stabilo Highlighter 5 Warna", 45000, "Set", 120],
        ],
      },
      {
        name: "Map dan Arsip",
        products: [
          ["Ordner Folio Punggung 7 cm", 32500, "Buah", 700],
          ["Map Plastik Kancing Folio isi 12", 30000, "Lusin", 500],
          ["Box File Arsip Plastik", 27500, "Buah", 450],
        ],
      },
    ],
  },
  {
    name: "Komputer & Aksesoris",
    subcategories: [
      {
        name: "Laptop dan PC",
        products: [
          ["Laptop Bisnis 14 inci Core i5 RAM 16 GB SSD 512 GB", 12850000, "Unit", 1600],
          ["PC Desktop All-in-One 24 inci Core i7", 15900000, "Unit", 7500],
          ["Laptop Pelajar 14 inci Celeron RAM 8 GB", 5450000, "Unit", 1500],
          ["Mini PC Kantor Core i3 RAM 8 GB", 6250000, "Unit", 1200],
        ],
      },
      {
        name: "Printer dan Tinta",
        products: [
          ["Printer Ink Tank Multifungsi A4 WiFi", 2875000, "Unit", 4800],
          ["Printer Laser Monokrom A4 Duplex", 3450000, "Unit", 7200],
          ["Tinta Printer Botol Hitam 70 ml", 95000, "Botol", 120],
          ["Toner Laser Hitam Original", 1150000, "Buah", 900],
        ],
      },
      {
        name: "Aksesoris Komputer",
        products: [
          ["Mouse Nirkabel Ergonomis", 185000, "Buah", 150],
          ["Keyboard USB Standar Kantor", 155000, "Buah", 600],
          ["Flashdisk USB 3.2 64 GB", 115000, "Buah", 30],
          ["Hard Disk Eksternal 2 TB", 1195000, "Buah", 250],
          ["Monitor LED 24 inci Full HD", 1850000, "Unit", 3500],
        ],
      },
    ],
  },
  {
    name: "Furnitur Kantor",
    subcategories: [
      {
        name: "Meja",
        products: [
          ["Meja Kerja Staf 120 x 60 cm", 1450000, "Unit", 28000],
          ["Meja Rapat Oval 8 Orang", 6750000, "Unit", 85000],
          ["Meja Komputer Minimalis", 875000, "Unit", 18000],
        ],
      },
      {
        name: "Kursi",
        products: [
          ["Kursi Kerja Ergonomis Sandaran Jaring", 1650000, "Unit", 14000],
          ["Kursi Tunggu Besi 3 Dudukan", 1950000, "Set", 22000],
          ["Kursi Lipat Rapat Rangka Besi", 275000, "Unit", 5000],
        ],
      },
      {
        name: "Lemari dan Rak",
        products: [
          ["Lemari Arsip Besi 4 Laci", 3250000, "Unit", 45000],
          ["Rak Buku Kayu 5 Susun", 1125000, "Unit", 30000],
          ["Filing Cabinet Plastik 3 Laci", 545000, "Unit", 6000],
        ],
      },
    ],
  },
  {
    name: "Elektronik",
    subcategories: [
      {
        name: "Pendingin Ruangan",
        products: [
          ["AC Split 1 PK Inverter", 4650000, "Unit", 32000],
          ["AC Split 2 PK Standar", 6950000, "Unit", 45000],
          ["Kipas Angin Dinding 16 inci", 385000, "Unit", 4000],
        ],
      },
      {
        name: "Peralatan Presentasi",
        products: [
          ["Proyektor LCD 3.600 Lumen", 6450000, "Unit", 2800],
          ["Layar Proyektor Tripod 70 inci", 925000, "Unit", 7000],
          ["Pointer Presentasi Laser Nirkabel", 245000, "Buah", 60],
          ["Televisi LED 55 inci 4K", 7450000, "Unit", 16000],
        ],
      },
      {
        name: "Kelistrikan",
        products: [
          ["Stop Kontak 6 Lubang dengan Saklar", 98000, "Buah", 450],
          ["UPS 1200 VA", 1475000, "Unit", 9000],
          ["Lampu LED 18 Watt Putih", 52000, "Buah", 120],
        ],
      },
    ],
  },
  {
    name: "Kebersihan",
    subcategories: [
      {
        name: "Cairan Pembersih",
        products: [
          ["Cairan Pembersih Lantai 5 Liter", 87500, "Jeriken", 5200],
          ["Sabun Cuci Tangan Antiseptik 500 ml", 32000, "Botol", 550],
          ["Pembersih Kaca Semprot 1 Liter", 29500, "Botol", 1050],
        ],
      },
      {
        name: "Peralatan Kebersihan",
        products: [
          ["Alat Pel Lantai Putar dengan Ember", 185000, "Set", 2500],
          ["Tempat Sampah Pedal 30 Liter", 215000, "Buah", 2000],
          ["Sapu Ijuk Gagang Panjang", 35000, "Buah", 600],
          ["Kantong Sampah Hitam Besar isi 50", 48000, "Pak", 1200],
        ],
      },
      {
        name: "Tisu dan Higienis",
        products: [
          ["Tisu Wajah 250 Lembar isi 5", 57500, "Pak", 1100],
          ["Tisu Gulung Toilet isi 10", 46000, "Pak", 1300],
        ],
      },
    ],
  },
  {
    name: "Kesehatan",
    subcategories: [
      {
        name: "Alat Kesehatan",
        products: [
          ["Tensimeter Digital Lengan", 465000, "Unit", 500],
          ["Termometer Inframerah Dahi", 285000, "Unit", 200],
          ["Oksimeter Jari", 175000, "Unit", 80],
        ],
      },
      {
        name: "Perlengkapan P3K",
        products: [
          ["Kotak P3K Dinding Lengkap", 325000, "Set", 1800],
          ["Masker Medis 3 Lapis isi 50", 38000, "Box", 300],
          ["Sarung Tangan Lateks isi 100", 72000, "Box", 600],
          ["Hand Sanitizer Gel 1 Liter", 65000, "Botol", 1050],
        ],
      },
    ],
  },
  {
    name: "Peralatan Rapat",
    subcategories: [
      {
        name: "Papan dan Display",
        products: [
          ["Papan Tulis Putih 120 x 240 cm", 1250000, "Unit", 18000],
          ["Flipchart Stand dengan Kertas", 785000, "Set", 9000],
          ["Papan Pengumuman Gabus 90 x 120 cm", 465000, "Unit", 6000],
        ],
      },
      {
        name: "Audio Rapat",
        products: [
          ["Sistem Mikrofon Konferensi 1 Pimpinan 5 Peserta", 8950000, "Set", 8000],
          ["Speaker Aktif Portabel dengan Mikrofon", 2350000, "Unit", 9500],
          ["Mikrofon Nirkabel Ganda", 1350000, "Set", 1500],
        ],
      },
    ],
  },
  {
    name: "Konsumsi",
    subcategories: [
      {
        name: "Minuman",
        products: [
          ["Air Mineral Botol 600 ml isi 24", 58000, "Karton", 15000],
          ["Kopi Bubuk Robusta Bali 500 gram", 85000, "Pak", 520],
          ["Teh Celup Melati isi 100", 36500, "Box", 250],
        ],
      },
      {
        name: "Makanan Ringan",
        products: [
          ["Paket Snack Rapat isi 3 Kue", 15000, "Kotak", 250],
          ["Biskuit Kaleng Assorted 650 gram", 79000, "Kaleng", 900],
          ["Gula Pasir Kemasan 1 kg", 18500, "Pak", 1000],
        ],
      },
    ],
  },
  {
    name: "Perlengkapan Keamanan",
    subcategories: [
      {
        name: "CCTV dan Akses",
        products: [
          ["Paket CCTV 4 Kamera 2 MP dengan DVR", 3850000, "Set", 5000],
          ["Mesin Absensi Sidik Jari dan Wajah", 2450000, "Unit", 1200],
          ["Kunci Pintu Digital Kartu", 1850000, "Unit", 2500],
        ],
      },
      {
        name: "Keselamatan Kerja",
        products: [
          ["Alat Pemadam Api Ringan 3 kg", 525000, "Unit", 5500],
          ["Helm Proyek Standar SNI", 65000, "Buah", 400],
          ["Rompi Keselamatan Reflektif", 45000, "Buah", 200],
        ],
      },
    ],
  },
  {
    name: "Pertanian & Taman",
    subcategories: [
      {
        name: "Alat Taman",
        products: [
          ["Mesin Potong Rumput Dorong", 3150000, "Unit", 28000],
          ["Selang Air Taman 20 Meter", 235000, "Roll", 3000],
          ["Gunting Dahan Tangan", 125000, "Buah", 400],
        ],
      },
      {
        name: "Bibit dan Pupuk",
        products: [
          ["Pupuk Organik Granul 25 kg", 145000, "Karung", 25000],
          ["Bibit Tanaman Pucuk Merah 60 cm", 35000, "Pohon", 2000],
        ],
      },
    ],
  },
];

export const brands = [
  "Sinar Dunia",
  "Nusantara",
  "Karya Mandiri",
  "Garuda",
  "Prima",
  "Cahaya Abadi",
  "Indotek",
  "Bali Jaya",
];
export const origins = ["Indonesia", "Indonesia", "Indonesia", "Tiongkok", "Jepang", "Malaysia"];
