import { notFound } from "../http/errors.ts";
import { json, type Router } from "../http/router.ts";
import { idParam } from "../http/validate.ts";

/** Region lists for the address and registration forms (public: registration needs them before login). */
export function register(router: Router): void {
  router.get("/api/customer/province", (req) =>
    json({
      data: req.host.db.all("SELECT id AS province_id, name AS province_name FROM provinces ORDER BY name"),
    }),
  );

  router.get("/api/customer/district/:provinceId", (req) => {
    const provinceId = idParam(req, "provinceId", "Provinsi tidak ditemukan");
    const { db } = req.host;
    if (!db.get("SELECT 1 FROM provinces WHERE id = ?", [provinceId]))
      throw notFound("Provinsi tidak ditemukan");
    return json({
      data: db.all(
        `SELECT id AS city_id, name AS city_name, postal_code, province_id FROM regencies WHERE province_id = ? ORDER BY name`,
        [provinceId],
      ),
    });
  });

  router.get("/api/customer/sub-district/:districtId", (req) => {
    const districtId = idParam(req, "districtId", "Kabupaten/kota tidak ditemukan");
    const { db } = req.host;
    if (!db.get("SELECT 1 FROM regencies WHERE id = ?", [districtId]))
      throw notFound("Kabupaten/kota tidak ditemukan");
    return json({
      data: db.all(
        "SELECT id AS subdistrict_id, name AS subdistrict_name, regency_id AS city_id FROM districts WHERE regency_id = ? ORDER BY name",
        [districtId],
      ),
    });
  });
}
