// The region cascade's own submit (province → district → sub-district) in the forms that have one
// (registration, the address form): without JavaScript it re-renders the form with the next list,
// keeping what was typed; the actions tell it from a save by this intent.
export const REGION_INTENT = "wilayah";
