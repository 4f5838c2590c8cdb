import { formatRating } from "~/lib/format";

/** A 0–5 rating drawn as five stars, partly filled; the number is for screen readers. */
export function Stars({ rating, count }: { rating: number; count?: number }) {
  const clamped = Math.min(5, Math.max(0, rating));
  const label = `Rating ${formatRating(clamped)} dari 5`;
  return (
    <span className="stars">
      <span className="stars-track" role="img" aria-label={label}>
        <span className="stars-fill" style={{ width: `${(clamped / 5) * 100}%` }} />
      </span>
      {count !== undefined ? <span className="stars-count">({count})</span> : null}
    </span>
  );
}
