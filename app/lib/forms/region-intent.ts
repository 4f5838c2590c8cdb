// The region cascade's own submit (province → district → sub-district) in the forms that have one
// (registration, the address form): without JavaScript it re-renders the form with the next list,
// keeping what was typed; the actions tell it from a save by this intent.
import type { Region } from "~/lib/admin/regions.server";

export const REGION_INTENT = "wilayah";

/** What /wilayah (routes/wilayah.tsx) answers RegionFields' fetchers with. */
export type RegionListData = { parent: string; regions: Region[]; message?: string };
