import { Check, Gift, PenLine, Truck } from "lucide-react";
import { useState } from "react";
import type { ProductView } from "../../core/catalogue/view";
import { formatDate, formatMoney } from "../../core/locales";
import { useShop } from "../lib/shop-context";
import { Breadcrumbs } from "./Breadcrumbs";
import { DesignTileCard } from "./DesignTileCard";
import { RatingStars } from "./RatingStars";
import { ShopImage } from "./ShopImage";
import { ProductOrderBox } from "./ProductOrderBox";
import { ShopLink } from "./ShopLink";
import { TileCarousel } from "./TileCarousel";

/** Product detail (spec §2): colours, sides, price from and table, shipping, design now, sample, series, similar designs. */
export function ProductPage({ view }: { view: ProductView }) {
  const shop = useShop();
  const money = (m: { amount: number; currency: ProductView["priceTable"][number]["total"]["currency"] }) => formatMoney(m.amount, m.currency, shop.locale);
  const [side, setSide] = useState(0);
  const [allSimilar, setAllSimilar] = useState(false);
  const current = view.sides[side] ?? view.sides[0]!;
  const similar = allSimilar ? view.similar : view.similar.slice(0, 4);

  return (
    <article className="shop-container py-8 desktop:py-10" data-testid="product-page" data-design-id={view.id} data-colour={view.colour}>
      <Breadcrumbs items={view.breadcrumbs} />
      <div className="mt-6 grid gap-10 desktop:grid-cols-[minmax(0,1.15fr)_minmax(0,1fr)] desktop:gap-14">
        <div>
          <div className="flex aspect-[5/4] items-center justify-center rounded-2xl bg-table p-[8%]" data-testid="product-preview">
            <span className="block h-full w-full">
              <span className="flex h-full items-center justify-center">
                <span style={{ width: `${Math.min(100, ((current.aspectRatio[0] / current.aspectRatio[1]) / (5 / 4)) * 100 * 1.1)}%`, maxWidth: "100%" }} className="block">
                  <ShopImage
                    key={current.image}
                    path={current.image}
                    alt={`${view.name} – ${current.label}`}
                    aspectRatio={current.aspectRatio}
                    maxWidth={640}
                    sizes="(min-width: 1024px) 52vw, 92vw"
                    priority
                    className="shadow-card"
                  />
                </span>
              </span>
            </span>
          </div>
          {view.sides.length > 1 ? (
            <ul className="mt-4 flex gap-3" aria-label="Seiten">
              {view.sides.map((s, i) => (
                <li key={s.id}>
                  <button
                    type="button"
                    onClick={() => setSide(i)}
                    aria-pressed={i === side}
                    className={`flex w-24 flex-col items-center gap-1 rounded-lg p-2 text-xs ${i === side ? "bg-accent-soft text-accent" : "bg-table/70 text-ink-soft hover:bg-table"}`}
                  >
                    <span className="flex h-16 items-center">
                      <span style={{ height: "100%", aspectRatio: `${s.aspectRatio[0]} / ${s.aspectRatio[1]}` }} className="block max-w-20">
                        <ShopImage path={s.image} alt="" aspectRatio={s.aspectRatio} maxWidth={80} sizes="80px" className="shadow-sm" />
                      </span>
                    </span>
                    {s.label}
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>

        <div>
          {view.labels.length ? (
            <p className="mb-2 flex gap-2">
              {view.labels.map((l) => (
                <span key={l.key} className="rounded-full bg-badge-soft px-2.5 py-0.5 text-xs font-semibold text-[#7a5b24]">
                  {l.label}
                </span>
              ))}
            </p>
          ) : null}
          <h1 className="text-3xl desktop:text-4xl">{view.name}</h1>
          {view.rating ? (
            <a href="#bewertungen" className="inline-flex min-h-11 items-center">
              <RatingStars average={view.rating.average} count={view.rating.count} />
            </a>
          ) : null}
          {view.priceFrom ? (
            <p className="mt-3 text-lg" data-testid="price-from">
              ab <strong className="font-semibold">{money(view.priceFrom)}</strong>{" "}
              <span className="text-sm text-ink-soft">{view.priceNotes.perPiece}</span>
            </p>
          ) : null}

          <fieldset className="mt-6">
            <legend className="text-sm font-semibold">
              Farbe: <span className="font-normal text-ink-soft">{view.colours.find((c) => c.selected)?.label}</span>
            </legend>
            <ul className="mt-2 flex flex-wrap gap-1" data-testid="colour-variants">
              {view.colours.map((c) => (
                <li key={c.key}>
                  <ShopLink
                    to={c.href}
                    preventScrollReset
                    replace
                    aria-label={c.label}
                    aria-current={c.selected ? "true" : undefined}
                    data-colour={c.key}
                    className={`flex h-11 w-11 items-center justify-center rounded-full ${c.selected ? "ring-2 ring-accent" : "hover:ring-1 hover:ring-ink/30"}`}
                  >
                    <span className="h-8 w-8 rounded-full border border-ink/15" style={{ background: c.swatch }} />
                  </ShopLink>
                </li>
              ))}
            </ul>
          </fieldset>

          <ProductOrderBox key={view.id} designId={view.id} colour={view.colour} order={view.order} />

          <div className="mt-4 flex flex-col gap-3 tablet:flex-row">
            <ShopLink to={view.designHref} className="btn-primary flex-1" data-testid="design-now">
              <PenLine size={18} strokeWidth={1.5} aria-hidden="true" /> Jetzt gestalten
            </ShopLink>
            <ShopLink to={view.sampleHref} className="inline-flex min-h-11 flex-1 items-center justify-center gap-2 rounded-full border border-accent px-5 font-semibold text-accent hover:bg-accent-soft">
              <Gift size={18} strokeWidth={1.5} aria-hidden="true" /> Gratis Musterkarte
            </ShopLink>
          </div>

          <p className="mt-6 text-ink-soft">{view.description}</p>

          <section className="mt-8" aria-labelledby="preise">
            <h2 id="preise" className="text-2xl">
              Preise
            </h2>
            <table className="mt-3 w-full text-sm" data-testid="price-table">
              <thead>
                <tr className="border-b border-line text-left text-ink-soft">
                  <th className="py-2 font-normal">Menge</th>
                  <th className="py-2 text-right font-normal">{view.priceNotes.perPiece}</th>
                  <th className="py-2 text-right font-normal">{view.priceNotes.total}</th>
                </tr>
              </thead>
              <tbody>
                {view.priceTable.map((row) => (
                  <tr key={row.quantity} className="border-b border-line/70">
                    <td className="py-2">{row.quantity} Stück</td>
                    <td className="py-2 text-right">{money(row.perPiece)}</td>
                    <td className="py-2 text-right font-semibold">{money(row.total)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p className="mt-2 text-xs text-ink-soft">{view.priceNotes.excludingShipping}</p>
          </section>

          <section className="mt-8" aria-labelledby="versand">
            <h2 id="versand" className="flex items-center gap-2 text-2xl">
              <Truck size={22} strokeWidth={1.5} aria-hidden="true" /> Versand
            </h2>
            <ul className="mt-3 space-y-2 text-sm" data-testid="shipping-options">
              {view.shipping.map((s) => (
                <li key={s.label} className="flex justify-between gap-4 border-b border-line/70 pb-2">
                  <span>
                    {s.label}
                    <span className="block text-ink-soft">{s.delivery}</span>
                  </span>
                  <span className="font-semibold whitespace-nowrap">
                    {s.from ? "ab " : ""}
                    {money(s.price)}
                  </span>
                </li>
              ))}
            </ul>
            <p className="mt-2 text-xs text-ink-soft">{view.shippingNote}</p>
          </section>

          <section className="mt-8" aria-labelledby="details">
            <h2 id="details" className="text-2xl">
              Details
            </h2>
            <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
              {view.details.map((d) => (
                <div key={d.label} className="contents">
                  <dt className="text-ink-soft">{d.label}</dt>
                  <dd>{d.value}</dd>
                </div>
              ))}
            </dl>
          </section>
        </div>
      </div>

      {view.series.tiles.length ? (
        <section className="mt-16" aria-labelledby="serie">
          <div className="mb-5 flex items-end justify-between gap-4">
            <h2 id="serie" className="text-3xl">
              Passend aus der Serie „{view.series.name}“
            </h2>
            <ShopLink to={view.series.href} className="link-quiet inline-flex min-h-11 items-center text-sm">
              Ganze Serie ansehen
            </ShopLink>
          </div>
          <TileCarousel tiles={view.series.tiles} label={`Designserie ${view.series.name}`} />
        </section>
      ) : null}

      {view.similar.length ? (
        <section className="mt-16" aria-labelledby="aehnlich" data-testid="similar-designs">
          <h2 id="aehnlich" className="mb-5 text-3xl">
            Ähnliche Designs
          </h2>
          <ul className="grid grid-cols-2 gap-x-4 gap-y-8 tablet:grid-cols-3 desktop:grid-cols-4 desktop:gap-x-6">
            {similar.map((tile) => (
              <li key={tile.id}>
                <DesignTileCard tile={tile} />
              </li>
            ))}
          </ul>
          {view.similar.length > 4 ? (
            <div className="mt-6 flex justify-center">
              <button type="button" className="inline-flex min-h-11 items-center rounded-full border border-accent px-6 font-semibold text-accent" onClick={() => setAllSimilar((v) => !v)} aria-expanded={allSimilar}>
                {allSimilar ? "Weniger anzeigen" : "Alle anzeigen"}
              </button>
            </div>
          ) : null}
        </section>
      ) : null}

      {view.reviews.length ? (
        <section className="mt-16" aria-labelledby="bewertungen" id="bewertungen">
          <h2 id="bewertungen-titel" className="text-3xl">
            Bewertungen
          </h2>
          {view.rating ? <RatingStars average={view.rating.average} count={view.rating.count} /> : null}
          <ul className="mt-4 grid gap-4 tablet:grid-cols-2">
            {view.reviews.map((r) => (
              <li key={r.id} className="rounded-xl bg-white p-5 shadow-card">
                <RatingStars average={r.rating} size="sm" />
                <h3 className="mt-1 font-sans text-base font-semibold">{r.title}</h3>
                <p className="mt-1 text-sm text-ink-soft">{r.body}</p>
                <p className="mt-2 flex items-center gap-2 text-xs text-ink-soft">
                  {r.authorName} · {formatDate(new Date(r.createdAt), shop.locale)}
                  {r.verifiedPurchase ? (
                    <span className="inline-flex items-center gap-1 text-accent">
                      <Check size={12} aria-hidden="true" /> Verifizierter Kauf
                    </span>
                  ) : null}
                </p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
