import Autoplay from "embla-carousel-autoplay";
import useEmblaCarousel from "embla-carousel-react";
import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { checkNavigationTarget } from "../../core/paths";
import { ShopImage } from "../components/ShopImage";
import { clientLog } from "../lib/logger";
import { useShop } from "../lib/shop-context";
import { editable, type BlockData } from "./block";

/** Spec §3 teaser slide (the fields the standard slide uses). */
export interface TeaserSlide {
  _uid: string;
  title: string;
  text?: string;
  buttonText?: string;
  isButtonVisible?: boolean;
  control: string;
  color?: string;
  controlColor?: string;
  controlColorMobile?: string;
  backgroundColor?: string;
  isImagePositionRight?: boolean;
  url?: string;
  /** Resizer paths of the design sides the slide shows, with their width/height. */
  images?: { path: string; alt: string; size: [number, number] }[];
}

/** Spec §9 timings of the main teaser. */
export const TEASER_AUTOPLAY_MS = 6000;
export const TEASER_RESUME_MS = 1000;
export const TEASER_DRAG_MOVES = 10;
export const AUTOPLAY_NOT_READY = "Autoplay can only be setup with initialized mainCarousel.";
export const AUTOPLAY_NO_WRAPPER = "Autoplay can only be stopped on hover if it is initialized with a carousel wrapper.";

/**
 * Main teaser (spec §2): one slide is static; several slides are a carousel without dots, a
 * control label under it per slide that jumps there, the first image loaded eagerly with high
 * priority and the rest lazily, initialised when it scrolls into view, autoplay every 6000 ms that
 * stops while the mouse is over it and resumes 1000 ms after it leaves (not on touch devices), and
 * a click that navigates unless the mouse moved more than 10 times while pressed (a drag).
 */
export function MainTeaser({ block, preview }: { block: BlockData; preview: boolean }) {
  const slides = (Array.isArray(block.teaser) ? block.teaser : []) as TeaserSlide[];
  const shop = useShop();
  const navigate = useNavigate();
  const wrapper = useRef<HTMLDivElement>(null);
  const [inView, setInView] = useState(false);
  const [selected, setSelected] = useState(0);
  const carousel = slides.length > 1;
  const autoplay = useRef(Autoplay({ delay: TEASER_AUTOPLAY_MS, stopOnInteraction: false, stopOnMouseEnter: false, playOnInit: true }));
  const [viewport, embla] = useEmblaCarousel({ loop: true, duration: 30, active: carousel && inView, dragThreshold: 50 / 3 }, carousel ? [autoplay.current] : []);
  const moves = useRef<number | undefined>(undefined);

  useEffect(() => {
    const element = wrapper.current;
    if (!carousel || !element || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        setInView(true);
        observer.disconnect();
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [carousel]);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    embla.on("select", onSelect);
    return () => {
      embla.off("select", onSelect);
    };
  }, [embla]);

  // Hover pauses autoplay and resumes it 1000 ms after the mouse leaves; touch devices have no hover.
  useEffect(() => {
    if (!carousel || !inView) return;
    if (!embla) return clientLog.warn("teaser-autoplay", AUTOPLAY_NOT_READY);
    const element = wrapper.current;
    if (!element) return clientLog.warn("teaser-autoplay", AUTOPLAY_NO_WRAPPER);
    if (shop.device.mobile || shop.device.tablet || window.matchMedia("(hover: none)").matches) return;
    let resume: ReturnType<typeof setTimeout> | undefined;
    const enter = () => {
      clearTimeout(resume);
      autoplay.current.stop();
    };
    const leave = () => {
      resume = setTimeout(() => autoplay.current.play(), TEASER_RESUME_MS);
    };
    element.addEventListener("mouseenter", enter);
    element.addEventListener("mouseleave", leave);
    return () => {
      clearTimeout(resume);
      element.removeEventListener("mouseenter", enter);
      element.removeEventListener("mouseleave", leave);
    };
  }, [carousel, inView, embla, shop.device]);

  const open = (slide: TeaserSlide) => {
    const target = slide.url ? checkNavigationTarget(slide.url, shop.origin || window.location.origin) : undefined;
    if (target?.ok && !target.external) navigate(target.href);
  };

  return (
    <section className="shop-container pt-6 desktop:pt-8" data-testid="main-teaser" data-slides={slides.length} {...editable(block, preview)}>
      <div
        ref={wrapper}
        className="overflow-hidden rounded-2xl"
        data-autoplay-state={carousel ? "on" : "off"}
        onMouseDown={() => (moves.current = 0)}
        onMouseMove={() => {
          if (moves.current !== undefined) moves.current += 1;
        }}
      >
        <div ref={carousel ? viewport : undefined} className="overflow-hidden">
          <ul className="flex">
            {slides.map((slide, i) => (
              <li key={slide._uid} className="min-w-0 shrink-0 grow-0 basis-full" aria-roledescription="Folie" aria-label={`${i + 1} von ${slides.length}: ${slide.control}`}>
                <div
                  role="link"
                  tabIndex={0}
                  data-testid="teaser-slide"
                  onClick={() => {
                    const dragged = (moves.current ?? 0) > TEASER_DRAG_MOVES;
                    moves.current = undefined;
                    if (!dragged) open(slide);
                  }}
                  onKeyDown={(event) => event.key === "Enter" && open(slide)}
                  className={`grid cursor-pointer items-center gap-6 px-6 py-8 tablet:aspect-[59/22] tablet:grid-cols-2 tablet:px-12 tablet:py-0 desktop:px-16 ${slide.isImagePositionRight === false ? "tablet:[&>*:first-child]:order-2" : ""}`}
                  style={{ background: slide.backgroundColor ?? "#f1ece4", color: slide.color ?? "var(--color-ink)" }}
                >
                  <div>
                    {i === 0 ? <h1 className="text-3xl tablet:text-4xl desktop:text-5xl">{slide.title}</h1> : <h2 className="text-3xl tablet:text-4xl desktop:text-5xl">{slide.title}</h2>}
                    {slide.text ? <p className="mt-3 max-w-md text-base opacity-80 desktop:text-lg">{slide.text}</p> : null}
                    {slide.isButtonVisible && slide.buttonText ? <span className="btn-primary mt-6">{slide.buttonText}</span> : null}
                  </div>
                  <div className="relative mx-auto flex w-full max-w-md items-center justify-center gap-4 tablet:h-full">
                    {(slide.images ?? []).slice(0, 2).map((image, k) => (
                      <span key={image.path} className={`block w-1/2 ${k === 0 ? "-rotate-3" : "translate-y-4 rotate-2"}`}>
                        <ShopImage path={image.path} alt={image.alt} aspectRatio={image.size} maxWidth={300} sizes="(min-width: 768px) 22vw, 45vw" priority={i === 0} className="shadow-card" />
                      </span>
                    ))}
                  </div>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </div>
      {carousel ? (
        <div className="mt-3 flex justify-center gap-2" role="tablist" aria-label="Themen">
          {slides.map((slide, i) => (
            <button
              key={slide._uid}
              type="button"
              role="tab"
              aria-selected={selected === i}
              data-testid="teaser-control"
              onClick={() => embla?.scrollTo(i)}
              className={`inline-flex min-h-11 items-center border-b-2 px-3 font-semibold ${selected === i ? "border-accent text-ink" : "border-transparent text-ink-soft hover:text-ink"}`}
            >
              {slide.control}
            </button>
          ))}
        </div>
      ) : null}
    </section>
  );
}
