import { createServer } from "node:http";
import { createAdminHost } from "./index.ts";
import { createLogger, logRequests } from "./http/log.ts";
import { guardProcess, inRequestScope } from "./http/request-guard.ts";
import { routeOf } from "./http/router.ts";
import { stopGracefully } from "./http/shutdown.ts";

guardProcess("admin-host");
const port = Number(process.env.ADMIN_HOST_PORT ?? 3001);
const host = await createAdminHost({
  dataDir: process.env.ADMIN_HOST_DATA_DIR ?? "./data",
  publicUrl: process.env.ADMIN_HOST_PUBLIC_URL ?? `http://localhost:${port}`,
  operatorKey: process.env.OPERATOR_KEY,
  latencyMs: Number(process.env.ADMIN_HOST_LATENCY_MS ?? 0) || 0,
});
const logger = createLogger("admin-host");
const server = createServer(logRequests(logger, inRequestScope(host.handler), routeOf));
server.listen(port, () => console.log(`admin host on http://localhost:${port}/api`));
stopGracefully(server, () => host.close());
