// /wilayah, the region lists of the JS cascade: cacheable JSON, and an Indonesian JSON error
// with the host failure's status instead of the admin client's detail text.
import { beforeEach, describe, expect, it, vi } from "vitest";

const regions = vi.hoisted(() => ({ getDistricts: vi.fn(), getSubDistricts: vi.fn() }));
vi.mock("~/lib/admin/regions.server", () => regions);

const { loader, REGION_FAILURE_MESSAGE } = await import("~/routes/wilayah");

const load = (search: string) =>
  loader({ request: new Request(`http://localhost/wilayah${search}`), params: {}, context: {} as never });

beforeEach(() => {
  regions.getDistricts.mockReset();
  regions.getSubDistricts.mockReset();
});

describe("/wilayah", () => {
  it("answers a province's districts as JSON that may be cached for 5 minutes", async () => {
    regions.getDistricts.mockResolvedValue([{ id: "5171", name: "Kota Denpasar" }]);
    const response = await load("?provinsi=51");
    expect(regions.getDistricts).toHaveBeenCalledWith("51");
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=300");
    expect(response.headers.get("Content-Type")).toMatch(/application\/json/);
    expect(await response.json()).toEqual({ parent: "51", regions: [{ id: "5171", name: "Kota Denpasar" }] });
  });

  it("answers a district's sub-districts", async () => {
    regions.getSubDistricts.mockResolvedValue([{ id: "517101", name: "Denpasar Selatan" }]);
    const response = await load("?kabupaten=5171");
    expect(regions.getSubDistricts).toHaveBeenCalledWith("5171");
    expect(await response.json()).toEqual({
      parent: "5171",
      regions: [{ id: "517101", name: "Denpasar Selatan" }],
    });
  });

  it.each([502, 503, 504])(
    "passes a host failure on as %i with an Indonesian JSON body, not stored",
    async (status) => {
      regions.getDistricts.mockRejectedValue(new Response("status 500", { status }));
      const response = await load("?provinsi=51");
      expect(response.status).toBe(status);
      expect(response.headers.get("Cache-Control")).toBe("no-store");
      const body = await response.json();
      expect(body).toEqual({ parent: "51", regions: [], message: REGION_FAILURE_MESSAGE });
      expect(JSON.stringify(body)).not.toContain("status 500");
    },
  );

  it("lets a programming error through to the error handler", async () => {
    regions.getDistricts.mockRejectedValue(new TypeError("boom"));
    await expect(load("?provinsi=51")).rejects.toThrow("boom");
  });
});
