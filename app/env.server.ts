// The app's view of the validated environment; the schema lives beside server.ts, which
// needs it before any Vite-bundled code loads.
export { env, parseEnv, type Env } from "../server/env";
