import { useEffect, useLayoutEffect, useRef } from "react";
import type { ChatLine } from "~/features/chat/view.server";

export const CHAT_POLL_MS = 3000;
export const CHAT_POLL_PATH = "/profil/chat/pesan";

export type ChatPollAnswer = { lines: ChatLine[] };

/**
 * Asks the poll route for messages newer than `newest` every 3 s (000 §9), over plain HTTP,
 * only while the tab is visible: a hidden tab stops asking and asks at once when shown again.
 * One request at a time; a session that ended sends the browser to the sign-in page.
 */
export function useChatPolling(newest: ChatLine | undefined, onLines: (lines: ChatLine[]) => void) {
  // The latest cursor and callback, read by the running timer without restarting it.
  const cursor = useRef(newest);
  const deliver = useRef(onLines);
  useLayoutEffect(() => {
    cursor.current = newest;
    deliver.current = onLines;
  });

  useEffect(() => {
    let timer: number | undefined;
    let inFlight: AbortController | null = null;
    let stopped = false;

    async function poll() {
      timer = undefined;
      if (stopped || inFlight || document.visibilityState !== "visible") return;
      const last = cursor.current;
      const query = last ? `?${new URLSearchParams({ id: String(last.id), date: last.createdAt })}` : "";
      inFlight = new AbortController();
      try {
        const response = await fetch(`${CHAT_POLL_PATH}${query}`, {
          signal: inFlight.signal,
          cache: "no-store",
          headers: { Accept: "application/json" },
        });
        if (response.redirected) {
          // The session ended (the route sent /login): follow it like a page would.
          window.location.assign(response.url);
          stopped = true;
          return;
        }
        // 204: nothing new since the cursor (the usual answer, without a body).
        if (response.status === 200) {
          const answer = (await response.json()) as ChatPollAnswer;
          if (answer.lines.length > 0) deliver.current(answer.lines);
        }
      } catch {
        // A failed poll is silent (000 §8); the next one tries again.
      } finally {
        inFlight = null;
      }
      schedule();
    }

    function schedule() {
      if (stopped || timer !== undefined || document.visibilityState !== "visible") return;
      timer = window.setTimeout(poll, CHAT_POLL_MS);
    }

    function onVisibility() {
      if (document.visibilityState === "visible") {
        if (timer !== undefined) window.clearTimeout(timer);
        void poll();
      } else if (timer !== undefined) {
        window.clearTimeout(timer);
        timer = undefined;
      }
    }

    schedule();
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      stopped = true;
      if (timer !== undefined) window.clearTimeout(timer);
      inFlight?.abort();
      document.removeEventListener("visibilitychange", onVisibility);
    };
  }, []);
}
