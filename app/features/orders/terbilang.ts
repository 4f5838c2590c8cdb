// An amount in Indonesian words ("terbilang"), as invoices write it under the figure.
const ONES = ["", "satu", "dua", "tiga", "empat", "lima", "enam", "tujuh", "delapan", "sembilan"];
const SCALES = ["", "ribu", "juta", "miliar", "triliun"];

/** 0-999 in words; "" for 0. */
function hundreds(value: number): string {
  const words: string[] = [];
  const hundred = Math.floor(value / 100);
  const rest = value % 100;
  if (hundred === 1) words.push("seratus");
  else if (hundred > 1) words.push(`${ONES[hundred]} ratus`);
  if (rest === 10) words.push("sepuluh");
  else if (rest === 11) words.push("sebelas");
  else if (rest > 11 && rest < 20) words.push(`${ONES[rest - 10]} belas`);
  else if (rest >= 20) {
    words.push(`${ONES[Math.floor(rest / 10)]} puluh`);
    if (rest % 10) words.push(ONES[rest % 10]);
  } else if (rest > 0) words.push(ONES[rest]);
  return words.join(" ");
}

/** 1250000 → "satu juta dua ratus lima puluh ribu": whole numbers up to 999 triliun. */
export function terbilang(amount: number): string {
  let value = Math.round(Math.abs(amount));
  if (!Number.isFinite(value)) return "";
  if (value === 0) return "nol";
  const groups: string[] = [];
  for (let scale = 0; value > 0; scale++) {
    const group = value % 1000;
    value = Math.floor(value / 1000);
    if (group === 0) continue;
    if (scale >= SCALES.length) return "";
    // "seribu", not "satu ribu"; every other scale keeps "satu" (satu juta).
    const words =
      scale === 1 && group === 1 ? "seribu" : [hundreds(group), SCALES[scale]].filter(Boolean).join(" ");
    groups.unshift(words);
  }
  return `${amount < 0 ? "minus " : ""}${groups.join(" ")}`;
}

/** "Sembilan juta ... rupiah": the sentence a printed order shows under its grand total. */
export function rupiahInWords(amount: number): string {
  const words = terbilang(amount);
  return words ? `${words.charAt(0).toUpperCase()}${words.slice(1)} rupiah` : "";
}
