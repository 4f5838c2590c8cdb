// Prometheus metrics (prom-client) on their own listener, METRICS_PORT: never on the public port.
// Every metric is listed in README ("Metrics").
import { createServer, type Server } from "node:http";
import { collectDefaultMetrics, Counter, Histogram, Registry } from "prom-client";
import type { RequestContext } from "./request-context.ts";

export type Metrics = ReturnType<typeof createMetrics>;

type Entry = { method: string; route: string; status: number; ms: number };

export function createMetrics() {
  const registry = new Registry();
  // Process memory, CPU, event-loop lag (nodejs_eventloop_lag_*), heap, handles, GC.
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const requests = new Histogram({
    name: "storefront_request_duration_seconds",
    help: "Storefront requests by method, route pattern and status (its _count is the request count)",
    labelNames: ["method", "route", "status"],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const adminCalls = new Histogram({
    name: "storefront_admin_call_duration_seconds",
    help: "Admin-host calls until their answer's headers, by call (method and path pattern) and status (0: no answer)",
    labelNames: ["call", "status"],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers,
  });
  const adminErrors = new Counter({
    name: "storefront_admin_call_errors_total",
    help: "Admin-host calls that got no answer or a 5xx, by call",
    labelNames: ["call"],
    registers,
  });
  const throttled = new Counter({
    name: "storefront_throttle_refusals_total",
    help: "Requests refused by the abuse limits (429), by route pattern",
    labelNames: ["route"],
    registers,
  });
  const uploadBytes = new Counter({
    name: "storefront_upload_bytes_total",
    help: "Bytes of uploaded files the storefront kept",
    registers,
  });
  const uploadRefusals = new Counter({
    name: "storefront_upload_refusals_total",
    help: "Uploads refused, by reason (an HTTP status, or file: a file the rules turned away)",
    labelNames: ["reason"],
    registers,
  });

  return {
    registry,
    observe(entry: Entry, context: RequestContext): void {
      const { method, route, status } = entry;
      requests.observe({ method, route, status }, entry.ms / 1000);
      if (status === 429) throttled.inc({ route });
      for (const { call, status: answered, ms } of context.calls) {
        adminCalls.observe({ call, status: answered }, ms / 1000);
        if (answered === 0 || answered >= 500) adminErrors.inc({ call });
      }
      if (context.uploadBytes > 0) uploadBytes.inc(context.uploadBytes);
      for (const reason of context.uploadRefusals) uploadRefusals.inc({ reason });
    },
    /** Serves GET /metrics in the Prometheus text format on its own port. */
    listen(port: number, host: string): Server {
      return createServer(async (req, res) => {
        if (req.method !== "GET" || req.url !== "/metrics") {
          res.writeHead(404, { "Content-Type": "text/plain" }).end("Not found");
          return;
        }
        const body = await registry.metrics();
        res.writeHead(200, { "Content-Type": registry.contentType }).end(body);
      }).listen(port, host);
    },
  };
}
