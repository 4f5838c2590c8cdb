type Media = { url: string; kind: "image" | "video" };

/**
 * Review and complaint media (001 §3: the kind follows the extension): images as thumbnails
 * linking to the full picture, videos in a player that loads nothing until played.
 */
export function MediaGallery({ media, label }: { media: readonly Media[]; label: string }) {
  if (media.length === 0) return null;
  return (
    <ul className="feedback-media" aria-label={label}>
      {media.map((item, index) =>
        item.kind === "video" ? (
          <li key={item.url}>
            {/* A buyer's own recording: there is no caption track to offer. */}
            {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
            <video controls preload="none" src={item.url} aria-label={`${label} ${index + 1} (video)`}>
              <a href={item.url}>Unduh video</a>
            </video>
          </li>
        ) : (
          <li key={item.url}>
            <a href={item.url} target="_blank" rel="noreferrer">
              <img src={item.url} alt={`${label} ${index + 1}`} width={96} height={96} loading="lazy" />
            </a>
          </li>
        ),
      )}
    </ul>
  );
}
