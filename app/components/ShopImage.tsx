import { useEffect, useRef, useState } from "react";
import { PLACEHOLDER_GREY } from "../../core/breakpoints";
import { imageSrcSet, imageUrl, PLACEHOLDER_MODIFIERS } from "../../core/images";

interface ShopImageProps {
  /** Resizer path, e.g. /img/design/12/green/front. */
  path: string;
  alt: string;
  /** width / height, reserved before the image loads so nothing shifts. */
  aspectRatio: readonly [number, number];
  /** Largest CSS width the image is shown at; the srcset covers it at densities 1 and 2. */
  maxWidth: number;
  sizes: string;
  priority?: boolean;
  className?: string;
}

/**
 * A resized image (spec §4 image states, §5 placeholder, §9 ratios): the box keeps its aspect
 * ratio and shows a 10 × 10 blurred placeholder on grey until the image has loaded; a failed load
 * keeps the placeholder and emits `kw:image-error`; a new source starts over.
 */
export function ShopImage({ path, alt, aspectRatio, maxWidth, sizes, priority = false, className = "" }: ShopImageProps) {
  const [state, setState] = useState<"loading" | "loaded" | "failed">("loading");
  // A new source starts over; comparing during render (not in an effect) keeps an image that
  // finished loading before hydration from being reset to "loading".
  const [source, setSource] = useState(path);
  if (source !== path) {
    setSource(path);
    setState("loading");
  }
  // The blurred placeholder is fetched only for images about to be seen: below-the-fold tiles
  // would otherwise each cost a request before the page is usable.
  const [near, setNear] = useState(priority);
  const box = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (near || !box.current || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: "200px" });
    observer.observe(box.current);
    return () => observer.disconnect();
  }, [near]);
  const placeholder = imageUrl(path, PLACEHOLDER_MODIFIERS);
  return (
    <span
      ref={box}
      className={`relative block overflow-hidden ${className}`}
      style={{
        aspectRatio: `${aspectRatio[0]} / ${aspectRatio[1]}`,
        backgroundColor: PLACEHOLDER_GREY,
        backgroundImage: state === "loaded" || !near ? undefined : `url("${placeholder}")`,
        backgroundSize: "cover",
      }}
      data-image-state={state}
    >
      <img
        key={path}
        src={imageUrl(path, { w: Math.min(maxWidth * 2, 1600) })}
        srcSet={imageSrcSet(path, maxWidth)}
        sizes={sizes}
        alt={alt}
        loading={priority ? "eager" : "lazy"}
        decoding="async"
        fetchPriority={priority ? "high" : "low"}
        className={`absolute inset-0 h-full w-full object-cover transition-opacity duration-300 ${state === "loaded" ? "opacity-100" : "opacity-0"}`}
        onLoad={() => setState("loaded")}
        onError={(event) => {
          setState("failed");
          event.currentTarget.dispatchEvent(new CustomEvent("kw:image-error", { bubbles: true, detail: { src: path } }));
        }}
        ref={(img) => {
          // An image that finished before hydration fires no load event any more.
          if (img?.complete && img.naturalWidth > 0) setState((s) => (s === "loading" ? "loaded" : s));
        }}
      />
    </span>
  );
}
