import { useEffect, useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";

const two = (value: number) => String(value).padStart(2, "0");

/** "23:59:07" (hours may exceed 24) from milliseconds left. */
export function remainingText(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(total / 3600);
  return `${two(hours)}:${two(Math.floor((total % 3600) / 60))}:${two(total % 60)}`;
}

/**
 * A live countdown to the payment deadline, started in the browser only: without JavaScript the
 * page shows the deadline as text (rendered beside it). The server draws its line empty, so that
 * the page keeps its layout as it hydrates (payments.css reserves the line where the browser runs
 * scripts and drops it where it does not); the time and its test id come with the script.
 */
export function Countdown({ deadlineAt }: { deadlineAt: number }) {
  const hydrated = useHydrated();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  if (!hydrated) return <p className="payment-countdown" />;
  const left = deadlineAt - now;
  return (
    <p className="payment-countdown" data-testid="payment-countdown">
      {left > 0 ? (
        <>
          Sisa waktu pembayaran: <strong>{remainingText(left)}</strong>
        </>
      ) : (
        <strong>Waktu pembayaran telah habis</strong>
      )}
    </p>
  );
}
