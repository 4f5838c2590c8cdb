import { z } from "zod";
import { faultModes, setFault, type FaultMode } from "../../http/faults.ts";
import { json, type Router } from "../../http/router.ts";
import { validate } from "../../http/validate.ts";

const faultSchema = z.object({
  mode: z.enum(faultModes as [FaultMode, ...FaultMode[]], {
    errorMap: () => ({ message: `mode harus salah satu dari: ${faultModes.join(", ")}` }),
  }),
  /** Below /api, e.g. "/product"; empty means every call. */
  path_prefix: z.string().max(200).optional(),
  /** Only calls of this method; empty means every method. */
  method: z
    .enum(["GET", "POST", "PUT", "DELETE", ""], {
      errorMap: () => ({ message: "method harus GET, POST, PUT atau DELETE" }),
    })
    .optional(),
});

/** Switches a failure mode on /api calls (not on /api/operator) for resilience tests. */
export function register(router: Router): void {
  router.post("/api/operator/faults", async (req) => {
    const input = validate(faultSchema, await req.fields());
    const method = input.method || null;
    setFault(req.host.faults, input.mode, input.path_prefix ?? "", method);
    return json({ data: { mode: input.mode, path_prefix: input.path_prefix ?? "", method } });
  });
}
