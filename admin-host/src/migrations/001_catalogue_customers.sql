-- Customers, auth, regions, catalogue, addresses, reviews, settings and the outbox.
-- Times are ISO-8601 UTC text; money is whole rupiah (INTEGER).

CREATE TABLE provinces (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL
);

CREATE TABLE regencies (
  id INTEGER PRIMARY KEY,
  province_id INTEGER NOT NULL REFERENCES provinces(id),
  name TEXT NOT NULL,
  postal_code TEXT NOT NULL
);
CREATE INDEX regencies_province ON regencies(province_id);

CREATE TABLE districts (
  id INTEGER PRIMARY KEY,
  regency_id INTEGER NOT NULL REFERENCES regencies(id),
  name TEXT NOT NULL
);
CREATE INDEX districts_regency ON districts(regency_id);

CREATE TABLE customers (
  id INTEGER PRIMARY KEY,
  username TEXT NOT NULL COLLATE NOCASE UNIQUE,
  email TEXT NOT NULL COLLATE NOCASE UNIQUE,
  password_hash TEXT NOT NULL,
  name TEXT NOT NULL,
  instance_name TEXT NOT NULL DEFAULT '',
  phone TEXT NOT NULL DEFAULT '',
  birthdate TEXT,
  lspe TEXT NOT NULL DEFAULT '',
  kldi TEXT NOT NULL DEFAULT '',
  gender INTEGER NOT NULL DEFAULT 1 CHECK (gender IN (0, 1)),
  nip TEXT NOT NULL DEFAULT '',
  name_pp TEXT NOT NULL DEFAULT '',
  name_ppk TEXT NOT NULL DEFAULT '',
  image TEXT,
  address TEXT,
  province_id INTEGER REFERENCES provinces(id),
  district_id INTEGER REFERENCES regencies(id),
  sub_district_id INTEGER REFERENCES districts(id),
  email_verified_at TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

-- Bearer tokens and one-time links are stored as SHA-256 hashes only.
CREATE TABLE customer_tokens (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  token_hash TEXT NOT NULL UNIQUE,
  expires_at TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX customer_tokens_customer ON customer_tokens(customer_id);

CREATE TABLE password_resets (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  token_hash TEXT NOT NULL UNIQUE,
  expires_at TEXT NOT NULL,
  used_at TEXT,
  created_at TEXT NOT NULL
);

CREATE TABLE email_verifications (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  token_hash TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL
);

CREATE TABLE outbox (
  id INTEGER PRIMARY KEY,
  to_email TEXT NOT NULL,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  link TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX outbox_to ON outbox(to_email);

-- An address book entry: the work unit (satker) and where to deliver for it.
CREATE TABLE addresses (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  satker_name TEXT NOT NULL,
  receipt_name TEXT NOT NULL,
  receipt_phone_number TEXT NOT NULL,
  address TEXT NOT NULL,
  province_id INTEGER NOT NULL REFERENCES provinces(id),
  district_id INTEGER NOT NULL REFERENCES regencies(id),
  sub_district_id INTEGER NOT NULL REFERENCES districts(id),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX addresses_customer ON addresses(customer_id);

CREATE TABLE categories (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  image TEXT
);

CREATE TABLE subcategories (
  id INTEGER PRIMARY KEY,
  category_id INTEGER NOT NULL REFERENCES categories(id),
  name TEXT NOT NULL
);
CREATE INDEX subcategories_category ON subcategories(category_id);

CREATE TABLE units (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL
);

-- star_review, count_review and view_count are kept current by the triggers below.
CREATE TABLE products (
  id INTEGER PRIMARY KEY,
  subcategory_id INTEGER NOT NULL REFERENCES subcategories(id),
  unit_id INTEGER NOT NULL REFERENCES units(id),
  name TEXT NOT NULL,
  price INTEGER NOT NULL CHECK (price >= 0),
  descriptions TEXT,
  stock INTEGER NOT NULL DEFAULT 0 CHECK (stock >= 0),
  weight INTEGER NOT NULL DEFAULT 1000, -- grams, for shipping cost
  status TEXT NOT NULL DEFAULT 'enabled' CHECK (status IN ('enabled', 'disabled')),
  total_sold INTEGER NOT NULL DEFAULT 0,
  star_review REAL NOT NULL DEFAULT 0,
  count_review INTEGER NOT NULL DEFAULT 0,
  view_count INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX products_subcategory ON products(subcategory_id);
CREATE INDEX products_status_sold ON products(status, total_sold DESC);
CREATE INDEX products_status_created ON products(status, created_at DESC);

CREATE TABLE product_images (
  id INTEGER PRIMARY KEY,
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  image TEXT NOT NULL,
  webp TEXT NOT NULL,
  default_image INTEGER NOT NULL DEFAULT 0,
  position INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX product_images_product ON product_images(product_id, position);

CREATE TABLE promos (
  id INTEGER PRIMARY KEY,
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  discount INTEGER NOT NULL CHECK (discount BETWEEN 1 AND 99),
  price_promo INTEGER NOT NULL CHECK (price_promo >= 0)
);
CREATE INDEX promos_product ON promos(product_id);

CREATE TABLE specifications (
  id INTEGER PRIMARY KEY,
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  value TEXT NOT NULL,
  position INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX specifications_product ON specifications(product_id, position);

CREATE TABLE product_views (
  id INTEGER PRIMARY KEY,
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL
);
CREATE INDEX product_views_product ON product_views(product_id);

CREATE TRIGGER product_views_count AFTER INSERT ON product_views BEGIN
  UPDATE products SET view_count = view_count + 1 WHERE id = NEW.product_id;
END;

-- transaction_detail_id points at the order side's table (migration 002) without a foreign key:
-- seeded catalogue reviews have none.
CREATE TABLE reviews (
  id INTEGER PRIMARY KEY,
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  transaction_detail_id INTEGER,
  star INTEGER NOT NULL CHECK (star BETWEEN 1 AND 5),
  notes TEXT NOT NULL,
  respon_notes TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX reviews_product ON reviews(product_id, star);
CREATE INDEX reviews_customer ON reviews(customer_id);
CREATE UNIQUE INDEX reviews_transaction_detail ON reviews(transaction_detail_id) WHERE transaction_detail_id IS NOT NULL;

CREATE TABLE review_media (
  id INTEGER PRIMARY KEY,
  review_id INTEGER NOT NULL REFERENCES reviews(id) ON DELETE CASCADE,
  path TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('image', 'video')),
  position INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX review_media_review ON review_media(review_id, position);

CREATE TRIGGER reviews_stats_insert AFTER INSERT ON reviews BEGIN
  UPDATE products SET
    count_review = (SELECT COUNT(*) FROM reviews WHERE product_id = NEW.product_id),
    star_review = (SELECT ROUND(AVG(star), 1) FROM reviews WHERE product_id = NEW.product_id)
  WHERE id = NEW.product_id;
END;
CREATE TRIGGER reviews_stats_update AFTER UPDATE OF star ON reviews BEGIN
  UPDATE products SET star_review = (SELECT ROUND(AVG(star), 1) FROM reviews WHERE product_id = NEW.product_id)
  WHERE id = NEW.product_id;
END;
CREATE TRIGGER reviews_stats_delete AFTER DELETE ON reviews BEGIN
  UPDATE products SET
    count_review = (SELECT COUNT(*) FROM reviews WHERE product_id = OLD.product_id),
    star_review = COALESCE((SELECT ROUND(AVG(star), 1) FROM reviews WHERE product_id = OLD.product_id), 0)
  WHERE id = OLD.product_id;
END;

CREATE TABLE banners (
  id INTEGER PRIMARY KEY,
  position TEXT NOT NULL CHECK (position IN ('Slider', 'Banner 1', 'Banner 2', 'Banner 3', 'Login Page',
    'Registration Page', 'Forget Password Page', 'Reset Password Page')),
  image TEXT NOT NULL,
  webp TEXT NOT NULL,
  url TEXT
);

-- One row per setting key (phone, email, address, tac, ...).
CREATE TABLE settings (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);

CREATE TABLE faqs (
  id INTEGER PRIMARY KEY,
  question TEXT NOT NULL,
  answer TEXT NOT NULL,
  position INTEGER NOT NULL DEFAULT 0
);
