import { Link } from "@remix-run/react";
import { useCallback, useLayoutEffect, useRef, useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { linkParts } from "~/features/chat/links";
import type { ChatLine } from "~/features/chat/view.server";
import { useChatPolling } from "./useChatPolling";

const BOTTOM_ID = "chat-bawah";
/** Within this many pixels of the end the buyer counts as reading the newest messages. */
const AT_BOTTOM_PX = 48;

type Props = {
  /** The conversation as the page's loader read it, oldest first. */
  lines: ChatLine[];
  /** This shop's origin: only links into it become clickable. */
  shopOrigin: string;
};

/** Text of a message with the shop's own links clickable; React escapes the rest. */
function MessageText({ text, shopOrigin }: { text: string; shopOrigin: string }) {
  return (
    <p className="chat-text" dir="auto">
      {linkParts(text, shopOrigin).map((part, index) =>
        part.href ? (
          <Link key={index} to={part.href}>
            {part.text}
          </Link>
        ) : (
          part.text
        ),
      )}
    </p>
  );
}

/**
 * 000 §2 Chat: the conversation with the admin, the buyer's messages on the left and the
 * admin's on the right. The box starts at its end without JavaScript (CSS column-reverse);
 * with it, new messages arrive by polling and scroll into view only when the buyer is
 * already at the end.
 */
export function ChatConversation({ lines, shopOrigin }: Props) {
  const hydrated = useHydrated();
  const box = useRef<HTMLDivElement>(null);
  const end = useRef<HTMLSpanElement>(null);
  const [polled, setPolled] = useState<ChatLine[]>([]);
  const lastLoaded = lines.at(-1)?.id ?? 0;
  // Polled messages the loader has since read again (after a send) are shown once.
  const shown = [...lines, ...polled.filter((line) => line.id > lastLoaded)];
  // Taken before new messages render: follow them, or keep the content where it was.
  const before = useRef<{ follow: boolean; contentTop: number } | null>(null);

  const atBottom = useCallback(() => {
    const container = box.current;
    const marker = end.current;
    if (!container || !marker) return true;
    return marker.getBoundingClientRect().bottom - container.getBoundingClientRect().bottom <= AT_BOTTOM_PX;
  }, []);

  const contentTop = () => {
    const content = box.current?.firstElementChild;
    return content && box.current
      ? content.getBoundingClientRect().top - box.current.getBoundingClientRect().top
      : 0;
  };

  useChatPolling(shown.at(-1), (arrived) => {
    before.current = { follow: atBottom(), contentTop: contentTop() };
    setPolled((previous) => {
      const known = new Set([...lines, ...previous].map((line) => line.id));
      return [...previous, ...arrived.filter((line) => !known.has(line.id))];
    });
  });

  // After new messages render: show the end if the buyer was there, else keep what they read
  // in place (measured on the content, so it holds whichever way the box is laid out).
  const count = shown.length;
  useLayoutEffect(() => {
    const container = box.current;
    const state = before.current;
    before.current = null;
    if (!container || !state) return;
    if (state.follow) container.scrollTop = container.scrollHeight;
    else container.scrollTop -= state.contentTop - contentTop();
  }, [count]);

  return (
    <div className="chat">
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling box must take focus for a keyboard to scroll it (axe: scrollable-region-focusable) */}
      <div ref={box} className="chat-scroll" role="log" aria-label="Percakapan dengan Admin" tabIndex={0}>
        <div>
          {shown.length === 0 ? (
            <p className="chat-empty">Belum ada pesan. Tulis pesan pertama Anda kepada Admin.</p>
          ) : (
            <ol className="chat-messages">
              {shown.map((line) => (
                <li key={line.id} className={line.mine ? "chat-mine" : "chat-admin"}>
                  <span className="chat-author">{line.mine ? "Anda" : "Admin"}</span>
                  <MessageText text={line.text} shopOrigin={shopOrigin} />
                  <time dateTime={line.createdAt}>{line.time}</time>
                </li>
              ))}
            </ol>
          )}
          <span ref={end} id={BOTTOM_ID} />
        </div>
      </div>
      <div className="chat-tools">
        <a
          href={`#${BOTTOM_ID}`}
          onClick={(event) => {
            event.preventDefault();
            box.current?.scrollTo({ top: box.current.scrollHeight, behavior: "smooth" });
          }}
        >
          Scroll ke bawah
        </a>
        {/* Without JavaScript nothing polls: reloading the page is how new messages arrive. */}
        {hydrated ? null : (
          <Link to="/profil/chat" reloadDocument>
            Muat pesan baru
          </Link>
        )}
      </div>
    </div>
  );
}
