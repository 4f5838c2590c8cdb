-- A counter that every change to public catalogue data bumps, so the host can keep read answers
-- in memory and know when they are stale, whoever writes (API, seed, operator, orders).
CREATE TABLE cache_versions (
  name TEXT PRIMARY KEY,
  version INTEGER NOT NULL
);
INSERT INTO cache_versions (name, version) VALUES ('catalogue', 1);

CREATE TRIGGER products_cache_insert AFTER INSERT ON products BEGIN UPDATE cache_versions SET version = version + 1 WHERE name = 'catalogue'; END;
CREATE TRIGGER products_cache_update AFTER UPDATE OF subcategory_id, unit_id, name, price, descriptions, stock, weight, status, total_sold, star_review, count_review ON products BEGIN UPDATE cache_versions SET version = version + 1 WHERE name = 'catalogue'; END;
CREATE TRIGGER products_cache_delete AFTER DELETE ON products BEGIN UPDATE cache_versions SET version = version + 1 WHERE name = 'catalogue'; END;

CREATE TRIGGER product_images_cache_insert AFTER INSERT ON product_images BEGIN UPDATE cache_versions SET version = version + 1 WHERE name = 'catalogue'; END;
CREATE TRIGGER product_images_cache_update AFTER UPDATE ON product_images BEGIN UPDATE cache_versions SET version = version + 1 WHERE name = 'catalogue'; END;
CREATE TRIGGER product_images_cache_delete AFTER DELETE ON product_images BEGIN UPDATE cache_versions SET version = version + 1 WHERE name = 'catalogue'; END;

CREATE TRIGGER promos_cache_insert AFTER INSERT ON promos BEGIN UPDATE cache_versions SET version = version + 1 WHERE name = 'catalogue'; END;
CREATE TRIGGER promos_cache_update AFTER UPDATE ON promos BEGIN UPDATE cache_versions SET version = version + 1 WHERE name = 'catalogue'; END;
CREATE TRIGGER promos_cache_delete AFTER DELETE ON promos BEGIN UPDATE cache_versions SET version = version + 1 WHERE name = 'catalogue'; END;

CREATE TRIGGER specifications_cache_insert AFTER INSERT ON specifications BEGIN UPDATE cache_versions SET version = version + 1 WHERE name = 'catalogue'; END;
CREATE TRIGGER specifications_cache_update AFTER UPDATE ON specifications BEGIN UPDATE cache_versions SET version = version + 1 WHERE name = 'catalogue'; END;
CREATE TRIGGER specifications_cache_delete AFTER DELETE ON specifications BEGIN UPDATE cache_versions SET version = version + 1 WHERE name = 'catalogue'; END;

CREATE TRIGGER reviews_cache_insert AFTER INSERT ON reviews BEGIN UPDATE cache_versions SET version = version + 1 WHERE name = 'catalogue'; END;
CREATE TRIGGER reviews_cache_update AFTER UPDATE ON reviews BEGIN UPDATE cache_versions SET version = version + 1 WHERE name = 'catalogue'; END;
CREATE TRIGGER reviews_cache_delete AFTER DELETE ON reviews BEGIN UPDATE cache_versions SET version = version + 1 WHERE name = 'catalogue'; END;

CREATE TRIGGER review_media_cache_insert AFTER INSERT ON review_media BEGIN UPDATE cache_versions SET version = version + 1 WHERE name = 'catalogue'; END;
CREATE TRIGGER review_media_cache_update AFTER UPDATE ON review_media BEGIN UPDATE cache_versions SET version = version + 1 WHERE name = 'catalogue'; END;
CREATE TRIGGER review_media_cache_delete AFTER DELETE ON review_media BEGIN UPDATE cache_versions SET version = version + 1 WHERE name = 'catalogue'; END;

CREATE TRIGGER categories_cache_insert AFTER INSERT ON categories BEGIN UPDATE cache_versions SET version = version + 1 WHERE name = 'catalogue'; END;
CREATE TRIGGER categories_cache_update AFTER UPDATE ON categories BEGIN UPDATE cache_versions SET version = version + 1 WHERE name = 'catalogue'; END;
CREATE TRIGGER categories_cache_delete AFTER DELETE ON categories BEGIN UPDATE cache_versions SET version = version + 1 WHERE name = 'catalogue'; END;

CREATE TRIGGER subcategories_cache_insert AFTER INSERT ON subcategories BEGIN UPDATE cache_versions SET version = version + 1 WHERE name = 'catalogue'; END;
CREATE TRIGGER subcategories_cache_update AFTER UPDATE ON subcategories BEGIN UPDATE cache_versions SET version = version + 1 WHERE name = 'catalogue'; END;
CREATE TRIGGER subcategories_cache_delete AFTER DELETE ON subcategories BEGIN UPDATE cache_versions SET version = version + 1 WHERE name = 'catalogue'; END;

CREATE TRIGGER units_cache_insert AFTER INSERT ON units BEGIN UPDATE cache_versions SET version = version + 1 WHERE name = 'catalogue'; END;
CREATE TRIGGER units_cache_update AFTER UPDATE ON units BEGIN UPDATE cache_versions SET version = version + 1 WHERE name = 'catalogue'; END;
CREATE TRIGGER units_cache_delete AFTER DELETE ON units BEGIN UPDATE cache_versions SET version = version + 1 WHERE name = 'catalogue'; END;

CREATE TRIGGER banners_cache_insert AFTER INSERT ON banners BEGIN UPDATE cache_versions SET version = version + 1 WHERE name = 'catalogue'; END;
CREATE TRIGGER banners_cache_update AFTER UPDATE ON banners BEGIN UPDATE cache_versions SET version = version + 1 WHERE name = 'catalogue'; END;
CREATE TRIGGER banners_cache_delete AFTER DELETE ON banners BEGIN UPDATE cache_versions SET version = version + 1 WHERE name = 'catalogue'; END;

CREATE TRIGGER settings_cache_insert AFTER INSERT ON settings BEGIN UPDATE cache_versions SET version = version + 1 WHERE name = 'catalogue'; END;
CREATE TRIGGER settings_cache_update AFTER UPDATE ON settings BEGIN UPDATE cache_versions SET version = version + 1 WHERE name = 'catalogue'; END;
CREATE TRIGGER settings_cache_delete AFTER DELETE ON settings BEGIN UPDATE cache_versions SET version = version + 1 WHERE name = 'catalogue'; END;

CREATE TRIGGER faqs_cache_insert AFTER INSERT ON faqs BEGIN UPDATE cache_versions SET version = version + 1 WHERE name = 'catalogue'; END;
CREATE TRIGGER faqs_cache_update AFTER UPDATE ON faqs BEGIN UPDATE cache_versions SET version = version + 1 WHERE name = 'catalogue'; END;
CREATE TRIGGER faqs_cache_delete AFTER DELETE ON faqs BEGIN UPDATE cache_versions SET version = version + 1 WHERE name = 'catalogue'; END;

-- Reviews show the reviewer's name and photo.
CREATE TRIGGER customers_cache_update AFTER UPDATE OF name, image ON customers BEGIN UPDATE cache_versions SET version = version + 1 WHERE name = 'catalogue'; END;
