// The app's view of the environment that server.ts validated at start; the schema lives beside
// server.ts, which needs it before any Vite-bundled code loads.
export { env, parseEnv, type Env } from "../server/env";
