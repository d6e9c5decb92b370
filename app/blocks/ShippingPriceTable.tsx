import { formatMoney, type Currency } from "../../core/locales";
import { useShop } from "../lib/shop-context";
import { editable, type BlockData } from "./block";

interface ShippingTable {
  country: string;
  countryName: string;
  currency: Currency;
  rows: { type: string; label: string; price: number; priceFrom: boolean; deliveryTime: string; note: string }[];
  infoText: string;
}

/** Shipping price table (spec §2 block), fed by the shipping rules on the server (`_data`). */
export function ShippingPriceTable({ block, preview }: { block: BlockData; preview: boolean }) {
  const shop = useShop();
  const tables = ((block._data as { tables?: ShippingTable[] } | undefined)?.tables ?? []) as ShippingTable[];
  return (
    <section className="my-8 space-y-8" data-testid="shipping-price-table" {...editable(block, preview)}>
      {tables.map((table) => (
        <div key={table.country}>
          <h3 className="font-sans text-lg font-semibold">Versand nach {table.countryName}</h3>
          <table className="mt-2 w-full text-left text-[0.95rem]">
            <thead>
              <tr className="border-b border-line text-ink-soft">
                <th className="py-2 font-normal">Versandart</th>
                <th className="py-2 font-normal">Lieferzeit</th>
                <th className="py-2 text-right font-normal">Preis</th>
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row) => (
                <tr key={row.type} className="border-b border-line/70 align-top">
                  <td className="py-2 pr-4">
                    {row.label}
                    {row.note ? <span className="block text-sm text-ink-soft">{row.note}</span> : null}
                  </td>
                  <td className="py-2 pr-4">{row.deliveryTime}</td>
                  <td className="py-2 text-right font-semibold whitespace-nowrap">
                    {row.priceFrom ? "ab " : ""}
                    {formatMoney(row.price, table.currency, shop.locale)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="mt-2 text-sm text-ink-soft">{table.infoText}</p>
        </div>
      ))}
    </section>
  );
}
