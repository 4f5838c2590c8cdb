-- Orders: couriers, cart, checkout, transactions with negotiation, SPK, payments, timeline,
-- shipments with receipts and documents, complaints and chat.
-- Times are ISO-8601 UTC text; money is whole rupiah (INTEGER).

CREATE TABLE expeditions (
  id INTEGER PRIMARY KEY,
  courier_code TEXT NOT NULL UNIQUE,
  courier_name TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('enabled', 'disabled'))
);

-- One line per product and customer; adding again raises qty.
CREATE TABLE carts (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  qty INTEGER NOT NULL CHECK (qty >= 1),
  note TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  UNIQUE (customer_id, product_id)
);
CREATE INDEX carts_customer_created ON carts(customer_id, created_at DESC, id DESC);

CREATE TABLE checkouts (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  address_id INTEGER REFERENCES addresses(id) ON DELETE SET NULL,
  shipping_courier TEXT,
  shipping_service TEXT,
  shipping_cost INTEGER,
  shipping_cost_nego INTEGER,
  -- Set once by transaction/create: the idempotency key of the order.
  transaction_id INTEGER UNIQUE,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX checkouts_customer ON checkouts(customer_id);

CREATE TABLE checkout_details (
  id INTEGER PRIMARY KEY,
  checkout_id INTEGER NOT NULL REFERENCES checkouts(id) ON DELETE CASCADE,
  cart_id INTEGER NOT NULL, -- no foreign key: the cart line goes when the order is made
  product_id INTEGER NOT NULL REFERENCES products(id),
  qty INTEGER NOT NULL CHECK (qty >= 1),
  price INTEGER NOT NULL, -- effective unit price (promo or normal) when checked out
  price_nego INTEGER,
  notes TEXT NOT NULL DEFAULT '',
  partial TEXT NOT NULL DEFAULT '[]' -- JSON list of part quantities; empty = one shipment
);
CREATE INDEX checkout_details_checkout ON checkout_details(checkout_id);

CREATE TABLE checkout_shipping_costs (
  checkout_id INTEGER NOT NULL REFERENCES checkouts(id) ON DELETE CASCADE,
  partial_id INTEGER NOT NULL,
  shipping_cost INTEGER NOT NULL,
  etd TEXT NOT NULL,
  PRIMARY KEY (checkout_id, partial_id)
);

CREATE TABLE transactions (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  checkout_id INTEGER UNIQUE REFERENCES checkouts(id) ON DELETE SET NULL,
  invoice TEXT NOT NULL UNIQUE,
  status TEXT NOT NULL CHECK (status IN ('pending', 'confirmed', 'confirm', 'document', 'pending_payment',
    'payment_process', 'payment_failed', 'payment_expired', 'paid', 'process', 'processed', 'partial delivery',
    'shipped', 'cancel')),
  shipping_cost INTEGER NOT NULL,
  shipping_cost_nego INTEGER,
  nego_step INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX transactions_customer ON transactions(customer_id, created_at DESC);
CREATE INDEX transactions_status ON transactions(status);

-- The delivery address and courier as they were when ordered.
CREATE TABLE transaction_addresses (
  transaction_id INTEGER PRIMARY KEY REFERENCES transactions(id) ON DELETE CASCADE,
  satker TEXT NOT NULL,
  shipping_courier TEXT NOT NULL,
  shipping_service TEXT NOT NULL,
  name_receipt TEXT NOT NULL,
  phone_receipt TEXT NOT NULL,
  address TEXT NOT NULL,
  sub_district TEXT NOT NULL,
  district TEXT NOT NULL,
  province TEXT NOT NULL,
  postal_code TEXT NOT NULL
);

CREATE TABLE transaction_details (
  id INTEGER PRIMARY KEY,
  transaction_id INTEGER NOT NULL REFERENCES transactions(id) ON DELETE CASCADE,
  product_id INTEGER NOT NULL REFERENCES products(id),
  name_product TEXT NOT NULL,
  image TEXT,
  webp TEXT,
  unit TEXT NOT NULL,
  qty INTEGER NOT NULL CHECK (qty >= 1),
  price INTEGER NOT NULL,
  discount INTEGER NOT NULL DEFAULT 0,
  price_after_discount INTEGER NOT NULL,
  price_nego INTEGER,
  notes TEXT NOT NULL DEFAULT '',
  position INTEGER NOT NULL
);
CREATE INDEX transaction_details_transaction ON transaction_details(transaction_id, position);

-- Planned shipments: part_no k of every line forms shipment k.
CREATE TABLE transaction_detail_parts (
  transaction_detail_id INTEGER NOT NULL REFERENCES transaction_details(id) ON DELETE CASCADE,
  part_no INTEGER NOT NULL,
  qty INTEGER NOT NULL CHECK (qty >= 1),
  PRIMARY KEY (transaction_detail_id, part_no)
);

CREATE TABLE negotiations (
  id INTEGER PRIMARY KEY,
  transaction_id INTEGER NOT NULL REFERENCES transactions(id) ON DELETE CASCADE,
  nego_step INTEGER NOT NULL,
  is_admin INTEGER NOT NULL CHECK (is_admin IN (0, 1)),
  notes TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL,
  UNIQUE (transaction_id, nego_step)
);

CREATE TABLE product_negotiations (
  id INTEGER PRIMARY KEY,
  negotiation_id INTEGER NOT NULL REFERENCES negotiations(id) ON DELETE CASCADE,
  transaction_detail_id INTEGER NOT NULL REFERENCES transaction_details(id) ON DELETE CASCADE,
  old_price INTEGER NOT NULL,
  new_price INTEGER NOT NULL
);
CREATE INDEX product_negotiations_negotiation ON product_negotiations(negotiation_id);

CREATE TABLE shipping_cost_negotiations (
  negotiation_id INTEGER PRIMARY KEY REFERENCES negotiations(id) ON DELETE CASCADE,
  old_price INTEGER NOT NULL,
  new_price INTEGER NOT NULL
);

CREATE TABLE spks (
  transaction_id INTEGER PRIMARY KEY REFERENCES transactions(id) ON DELETE CASCADE,
  satuan_kerja TEXT NOT NULL,
  lembaga TEXT NOT NULL,
  paket_kerja TEXT NOT NULL,
  tahun_anggaran TEXT NOT NULL,
  sumber_dana TEXT NOT NULL,
  kode_rekening TEXT NOT NULL,
  pagu_anggaran INTEGER NOT NULL,
  tipe_pemerintah TEXT NOT NULL,
  nama_pemerintah TEXT NOT NULL,
  nip_pemerintah TEXT NOT NULL,
  tipe_bendahara TEXT NOT NULL,
  nama_bendahara TEXT NOT NULL,
  nip_bendahara TEXT NOT NULL,
  created_at TEXT NOT NULL
);

CREATE TABLE payments (
  id INTEGER PRIMARY KEY,
  transaction_id INTEGER NOT NULL REFERENCES transactions(id) ON DELETE CASCADE,
  payment_service TEXT NOT NULL CHECK (payment_service IN ('BPD', 'Doku')),
  payment_type TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('pending', 'reviewed', 'failed', 'expired', 'success')),
  nominal INTEGER NOT NULL,
  bank_name TEXT,
  account_name TEXT,
  account_number TEXT,
  image TEXT,
  notes TEXT,
  gateway_token TEXT UNIQUE,
  url_payment TEXT,
  payment_success_url TEXT NOT NULL,
  payment_date TEXT,
  expired_date TEXT NOT NULL,
  voided_at TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
-- At most one payment in force per order.
CREATE UNIQUE INDEX payments_active ON payments(transaction_id) WHERE voided_at IS NULL;
CREATE INDEX payments_pending_expiry ON payments(status, expired_date);

CREATE TABLE transaction_logs (
  id INTEGER PRIMARY KEY,
  transaction_id INTEGER NOT NULL REFERENCES transactions(id) ON DELETE CASCADE,
  section_change TEXT NOT NULL,
  name_section_change TEXT NOT NULL,
  section_nego INTEGER,
  transaction_detail_id INTEGER REFERENCES transaction_details(id) ON DELETE CASCADE,
  old_value TEXT,
  new_value TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX transaction_logs_transaction ON transaction_logs(transaction_id, id);

CREATE TABLE shipments (
  id INTEGER PRIMARY KEY,
  transaction_id INTEGER NOT NULL REFERENCES transactions(id) ON DELETE CASCADE,
  shipment_no INTEGER NOT NULL,
  no_airwaybill TEXT NOT NULL,
  date_delivery TEXT NOT NULL,
  descriptions TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL,
  UNIQUE (transaction_id, shipment_no)
);

-- One receipt record per shipped line; the buyer fills the receipt fields.
CREATE TABLE outgoing_details (
  id INTEGER PRIMARY KEY,
  shipment_id INTEGER NOT NULL REFERENCES shipments(id) ON DELETE CASCADE,
  transaction_detail_id INTEGER NOT NULL REFERENCES transaction_details(id) ON DELETE CASCADE,
  unit_delivery INTEGER NOT NULL CHECK (unit_delivery >= 1),
  unit_receipt INTEGER,
  date_receipt TEXT,
  name_receipt TEXT,
  updated_at TEXT NOT NULL
);
CREATE INDEX outgoing_details_shipment ON outgoing_details(shipment_id);

CREATE TABLE support_documents (
  id INTEGER PRIMARY KEY,
  outgoing_detail_id INTEGER NOT NULL REFERENCES outgoing_details(id) ON DELETE CASCADE,
  name TEXT NOT NULL CHECK (name IN ('spk', 'receipt', 'invoice', 'bast')),
  file TEXT NOT NULL,
  created_at TEXT NOT NULL,
  UNIQUE (outgoing_detail_id, name)
);

CREATE TABLE complaints (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  transaction_detail_id INTEGER NOT NULL UNIQUE REFERENCES transaction_details(id) ON DELETE CASCADE,
  description_complaint TEXT NOT NULL,
  respon_admin TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX complaints_customer ON complaints(customer_id, created_at DESC);

CREATE TABLE complaint_media (
  id INTEGER PRIMARY KEY,
  complaint_id INTEGER NOT NULL REFERENCES complaints(id) ON DELETE CASCADE,
  path TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('image', 'video')),
  position INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX complaint_media_complaint ON complaint_media(complaint_id, position);

CREATE TABLE chat_messages (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  message TEXT NOT NULL,
  is_user INTEGER NOT NULL CHECK (is_user IN (0, 1)),
  created_at TEXT NOT NULL
);
CREATE INDEX chat_messages_customer ON chat_messages(customer_id, id);
