import { useState } from "react";
import { PLACEHOLDER_GREY } from "../../core/breakpoints";

export interface PictureSource {
  media: string;
  srcSet: string;
  /** width / height of the image shown for this media query */
  aspectRatio: readonly [number, number];
}

interface ResponsivePictureProps {
  alt: string;
  /** Sources from the widest screen down; the last one is the fallback `img`. */
  sources: readonly PictureSource[];
  fallback: { src: string; aspectRatio: readonly [number, number] };
  priority?: boolean;
  className?: string;
}

/**
 * A picture that never shifts the layout: its box keeps the aspect ratio of the active source and
 * shows the placeholder grey until the image has loaded (spec §4 image states, §9 ratios).
 */
export function ResponsivePicture({ alt, sources, fallback, priority = false, className = "" }: ResponsivePictureProps) {
  const [state, setState] = useState<"loading" | "loaded" | "failed">("loading");
  const ratioClasses = sources.map((s, i) => `kw-ratio-${i}`).join(" ");
  return (
    <span
      className={`relative block overflow-hidden ${ratioClasses} ${className}`}
      style={{ aspectRatio: `${fallback.aspectRatio[0]} / ${fallback.aspectRatio[1]}`, background: state === "loaded" ? undefined : PLACEHOLDER_GREY }}
      data-image-state={state}
    >
      <style>
        {sources.map((s, i) => `@media ${s.media}{.kw-ratio-${i}{aspect-ratio:${s.aspectRatio[0]} / ${s.aspectRatio[1]} !important}}`).join("")}
      </style>
      <picture>
        {sources.map((source) => (
          <source key={source.media} media={source.media} srcSet={source.srcSet} />
        ))}
        <img
          src={fallback.src}
          alt={alt}
          className="absolute inset-0 h-full w-full object-cover"
          loading={priority ? "eager" : "lazy"}
          decoding="async"
          fetchPriority={priority ? "high" : "low"}
          onLoad={() => setState("loaded")}
          onError={() => setState("failed")}
          ref={(img) => {
            if (img?.complete && img.naturalWidth > 0 && state === "loading") setState("loaded");
          }}
        />
      </picture>
    </span>
  );
}
