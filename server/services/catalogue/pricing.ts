import { cardPrice, cardPriceFrom, cardPriceTable, DEFAULT_QUANTITY, quantitySteps } from "../../../core/pricing/cards";
import type { CardDesign } from "../../../core/catalogue/design";
import type { PriceRow, ProductView } from "../../../core/catalogue/view";
import type { Channel } from "../../../core/channels";
import { shippingInfoText, shippingSummaries } from "../../../core/shipping/shipping";

/**
 * The price and shipping rules of core/, shaped for the catalogue's pages. Every number comes from
 * the price lists in catalogue/prices; nothing here computes a price of its own.
 */
export function createCataloguePricing() {
  function priceTable(design: CardDesign, country: string): PriceRow[] {
    const table = cardPriceTable({ format: design.format, paper: design.defaultPaper, refinement: "ohne", punching: "ohne", country });
    if (!table.ok) return [];
    return table.rows.map((row) => ({
      quantity: row.quantity,
      perPiece: { amount: row.effectivePerPiece, currency: table.currency },
      total: { amount: row.total, currency: table.currency },
    }));
  }

  const quantities = quantitySteps();
  function orderDefaults(design: CardDesign, country: string, cartHref: string): ProductView["order"] {
    const price = cardPrice({ format: design.format, paper: design.defaultPaper, refinement: "ohne", punching: "ohne", quantity: DEFAULT_QUANTITY, country });
    return {
      format: design.format,
      paper: design.defaultPaper,
      quantities,
      defaultQuantity: DEFAULT_QUANTITY,
      perPiece: price.ok ? { amount: price.effectivePerPiece, currency: price.currency } : undefined,
      total: price.ok ? { amount: price.total, currency: price.currency } : undefined,
      cartHref,
    };
  }

  return {
    forCatalogue: {
      priceFrom: cardPriceFrom,
      priceTable,
      orderDefaults,
      shipping: (channel: Channel, country: string, now: Date) => ({ options: shippingSummaries(channel, country, now), note: shippingInfoText(channel, country) }),
    },
  };
}
