import { createServer } from "node:http";
import { createAdminHost } from "./index.ts";
import { guardProcess, inRequestScope } from "./http/request-guard.ts";
import { stopGracefully } from "./http/shutdown.ts";

guardProcess("admin-host");
const port = Number(process.env.ADMIN_HOST_PORT ?? 3001);
const host = await createAdminHost({
  dataDir: process.env.ADMIN_HOST_DATA_DIR ?? "./data",
  publicUrl: process.env.ADMIN_HOST_PUBLIC_URL ?? `http://localhost:${port}`,
  operatorKey: process.env.OPERATOR_KEY,
  latencyMs: Number(process.env.ADMIN_HOST_LATENCY_MS ?? 0) || 0,
});
const server = createServer(inRequestScope(host.handler));
server.listen(port, () => console.log(`admin host on http://localhost:${port}/api`));
stopGracefully(server, () => host.close());
