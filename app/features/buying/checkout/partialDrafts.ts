import { createContext, useContext } from "react";

/** Lines whose typed (not yet saved) parts are wrong; the purchase request waits for them. */
export type PartialDrafts = {
  invalid: ReadonlySet<number>;
  report: (detailId: number, invalid: boolean) => void;
};

export const PartialDraftsContext = createContext<PartialDrafts>({ invalid: new Set(), report: () => {} });

export function usePartialDrafts(): PartialDrafts {
  return useContext(PartialDraftsContext);
}
