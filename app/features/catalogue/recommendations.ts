// Recommendation paging (000 §2, §4): offsets start at 0 on every page load and step by 20.
export const RECOMMENDATION_STEP = 20;
export const HOME_SECTION_SIZE = 6;

export function parseOffset(raw: string | null): number {
  const value = Number(raw);
  return Number.isSafeInteger(value) && value > 0 && value % RECOMMENDATION_STEP === 0 ? value : 0;
}
