import { CARD_FORMAT_KEYS } from "../../../core/catalogue/cards";
import { CALENDAR, COLLAGE, MATERIALS, MERCH, PHOTO_BOX, PHOTO_PRINT, VOUCHER_VALUES, type CalendarType } from "../../../core/catalogue/products";
import type { Money } from "../../../core/catalogue/view";
import { cardPriceFrom } from "../../../core/pricing/cards";
import { calendarFormatsOf, calendarPrice, collagePrice, merchPrice, photoboxPrice, photobookTypes, photoPrintPrices, voucherPrice, wallArtPrices } from "../../../core/pricing/products";
import type { ProductPriceResult } from "../../../core/pricing/products";

export interface ProductKindCard {
  key: string;
  title: string;
  text: string;
  /** Storefront path (without the trailing-slash rule). */
  path: string;
  cta: string;
  priceFrom?: Money;
}

function lowest(results: (Money | undefined)[]): Money | undefined {
  return results.filter((m): m is Money => m !== undefined).reduce<Money | undefined>((low, m) => (!low || m.amount < low.amount ? m : low), undefined);
}

const money = (r: ProductPriceResult): Money | undefined => (r.ok ? { amount: r.perPiece, currency: r.currency } : undefined);

/** Every product kind (spec §2 `/produkte/`) with its lowest price in the shopper's country. */
export function productKinds(country: string): ProductKindCard[] {
  const calendarFrom = lowest(
    (Object.keys(CALENDAR.types) as CalendarType[]).flatMap((type) =>
      calendarFormatsOf(type).flatMap((format) => CALENDAR.mountingRules[type].map((mounting) => money(calendarPrice({ type, format, mounting, paper: "standard", refinement: "ohne", amount: 1, country })))),
    ),
  );
  const books = photobookTypes(country);
  const photobookFrom = books.ok ? lowest(books.types.map((t) => ({ amount: t.priceFrom, currency: books.currency }))) : undefined;
  const wallArtFrom = lowest(
    (Object.keys(MATERIALS) as (keyof typeof MATERIALS)[]).flatMap((material) => {
      const result = wallArtPrices(material, country);
      return result.ok ? result.prices.map((p) => ({ amount: p.price, currency: result.currency })) : [];
    }),
  );
  const printFrom = lowest(
    (Object.keys(PHOTO_PRINT.papers) as (keyof typeof PHOTO_PRINT.papers)[]).flatMap((paper) => {
      const result = photoPrintPrices("klassisch", paper, country);
      return result.ok ? result.prices.map((p) => ({ amount: p.price, currency: result.currency })) : [];
    }),
  );
  const boxFrom = lowest((Object.keys(PHOTO_BOX.types) as (keyof typeof PHOTO_BOX.types)[]).flatMap((type) => PHOTO_BOX.imageCounts[type].map((imageCount) => money(photoboxPrice({ type, imageCount, country })))));
  const collageFrom = lowest((Object.keys(COLLAGE.materials) as (keyof typeof COLLAGE.materials)[]).flatMap((material) => COLLAGE.formats.map((format) => money(collagePrice({ material, format, country })))));
  const merchFrom = lowest((Object.keys(MERCH) as (keyof typeof MERCH)[]).flatMap((kind) => MERCH[kind].variants.map((variant) => money(merchPrice({ kind, variant, quantity: 1, country })))));
  const voucherFrom = money(voucherPrice({ value: VOUCHER_VALUES[0], country }));

  return [
    { key: "card", title: "Karten", text: "Einladungen, Dankeskarten, Grußkarten, Geburts-, Trauer- und Weihnachtskarten sowie passende Papeterie.", path: "/karten", cta: "Karten ansehen", priceFrom: lowest(CARD_FORMAT_KEYS.map((f) => cardPriceFrom(f, country))) },
    { key: "calendar", title: "Kalender", text: "Wandkalender, Tischkalender, Familienplaner, Küchen- und Terminkalender mit Ihren Fotos.", path: "/configurator-calendar", cta: "Kalender gestalten", priceFrom: calendarFrom },
    { key: "photobook", title: "Fotobücher", text: "Digitaldruck-Fotobuch, Echtfotobuch mit Layflat-Bindung oder Fotoheft – mit Vorlagen für jeden Anlass.", path: "/fotobuch-vorlagen", cta: "Vorlagen ansehen", priceFrom: photobookFrom },
    { key: "photoframe", title: "Wandbilder", text: "Poster, Leinwand, Acrylglas, Alu-Dibond und Fine-Art-Drucke, auf Wunsch mit Rahmen.", path: "/configurator-photo-frame", cta: "Wandbild gestalten", priceFrom: wallArtFrom },
    { key: "photoprint", title: "Fotoabzüge", text: "Klassische und quadratische Abzüge bis zum Posterformat, matt oder auf Hahnemühle-Papier.", path: "/configurator-photo-frame", cta: "Abzüge bestellen", priceFrom: printFrom },
    { key: "photobox", title: "Fotoboxen", text: "Eine Box voller Erinnerungen: 12 bis 96 Bilder mit passendem Motiv.", path: "/configurator-photobox", cta: "Fotobox gestalten", priceFrom: boxFrom },
    { key: "collage", title: "Collagen", text: "Mehrere Lieblingsbilder in einem Layout – als Poster, Leinwand oder gerahmt.", path: "/configurator-collage", cta: "Collage gestalten", priceFrom: collageFrom },
    { key: "merch", title: "Fotogeschenke", text: "Fototassen, Fotokissen, Puzzles und Mauspads mit Ihrem Motiv.", path: "/configurator-collage", cta: "Geschenk gestalten", priceFrom: merchFrom },
    { key: "voucher", title: "Geschenkgutscheine", text: "Für alle, die selbst gestalten möchten – im Wert von 10 bis 100 Euro.", path: "/gift-voucher", cta: "Gutschein kaufen", priceFrom: voucherFrom },
  ];
}
