// A bullet chart per package, drawn on the server as SVG: the pagu as the track, what was ordered,
// paid and received as bars inside it. Each package on its own scale (its pagu, or what was ordered
// when more), so that a small package's progress shows beside a large one's; the amounts are
// written beside each bar. Bars only, no text inside the SVG (it stretches to the page's width).
// The table below holds the same figures for screen readers, so the chart is hidden from them.
import { formatRupiah } from "~/lib/format";
import { FIGURE_LABELS } from "./texts";
import type { PackageView, YearView } from "./view.server";

const WIDTH = 1000;
const HEIGHT = 24;

/** The bars, outermost first: tall and light to short and dark, so each stays visible. */
const BARS = [
  { figure: "ordered", className: "bar-ordered", y: 3, height: 18 },
  { figure: "paid", className: "bar-paid", y: 7, height: 10 },
  { figure: "received", className: "bar-received", y: 10, height: 4 },
] as const;

const packagesOf = (year: YearView) =>
  year.sources.flatMap((source) => source.accounts.flatMap((account) => account.packages));

function Bullet({ entry }: { entry: PackageView }) {
  const scale = Math.max(1, entry.pagu, entry.figures.ordered);
  const x = (amount: number) => Math.max(0, Math.min(WIDTH, (amount / scale) * WIDTH));
  const over = entry.figures.ordered > entry.pagu;
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      preserveAspectRatio="none"
      className="bullet"
      width="100%"
      height={HEIGHT}
      focusable="false"
    >
      <rect className="bar-pagu" x={0} y={0} width={x(entry.pagu)} height={HEIGHT} />
      {BARS.map((bar) => (
        <rect
          key={bar.figure}
          className={over && bar.figure === "ordered" ? `${bar.className} bar-over` : bar.className}
          x={0}
          y={bar.y}
          width={x(entry.figures[bar.figure])}
          height={bar.height}
        />
      ))}
      {/* The pagu's end as a line, so an order beyond it shows where the budget stops. */}
      <rect className="bar-limit" x={Math.max(0, x(entry.pagu) - 3)} y={0} width={3} height={HEIGHT} />
    </svg>
  );
}

export function RealisationChart({ year }: { year: YearView }) {
  const packages = packagesOf(year);
  return (
    <figure className="realisation-chart" aria-hidden="true" data-testid="realisation-chart">
      <ul className="chart-legend">
        <li>
          <span className="swatch bar-pagu" /> {FIGURE_LABELS.pagu}
        </li>
        {BARS.map((bar) => (
          <li key={bar.figure}>
            <span className={`swatch ${bar.className}`} /> {FIGURE_LABELS[bar.figure]}
          </li>
        ))}
      </ul>
      <ul className="chart-rows">
        {packages.map((entry) => (
          <li key={entry.key}>
            <span className="chart-name" dir="auto">
              {entry.name}
            </span>
            <span className="chart-amounts">
              {formatRupiah(entry.figures.ordered)} / {formatRupiah(entry.pagu)}
            </span>
            <Bullet entry={entry} />
          </li>
        ))}
      </ul>
    </figure>
  );
}
