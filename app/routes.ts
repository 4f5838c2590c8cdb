import type { RouteConfig } from "@remix-run/route-config";
import { flatRoutes } from "@remix-run/fs-routes";

// The bench's pages (routes/bench.*) exist only in the bench's own build (BENCH_ROUTES=1,
// tests/bench/storefront.ts), never in the shop's.
const benchBuild = process.env.BENCH_ROUTES === "1";

export default flatRoutes({ ignoredRouteFiles: benchBuild ? [] : ["**/bench.*"] }) satisfies RouteConfig;
