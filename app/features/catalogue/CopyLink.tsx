import { useEffect, useRef, useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";

export const COPIED_MS = 1000;

/** A read-only link field; with JS its button copies it and says so for one second. */
export function CopyLink({ url }: { url: string }) {
  const hydrated = useHydrated();
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPIED_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  async function copy() {
    input.current?.select();
    try {
      await navigator.clipboard.writeText(url);
    } catch {
      // Older browsers and insecure origins: copy the selected text the old way.
      document.execCommand("copy");
    }
    setCopied(true);
  }

  return (
    <div className="copy-link">
      <input
        ref={input}
        type="text"
        readOnly
        value={url}
        aria-label="Link produk"
        onFocus={(event) => event.currentTarget.select()}
      />
      {hydrated ? (
        <button type="button" className="secondary" onClick={copy}>
          Salin
        </button>
      ) : null}
      <span role="status" className={copied ? undefined : "visually-hidden"}>
        {copied ? "Berhasil disalin" : ""}
      </span>
    </div>
  );
}
