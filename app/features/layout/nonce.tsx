import { createContext, useContext } from "react";

// The per-request CSP nonce (set by server.ts) for inline scripts; empty in the browser,
// which never needs it after hydration.
const NonceContext = createContext("");

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string {
  return useContext(NonceContext);
}
