import { ShoppingBag } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import type { Money, ProductView } from "../../core/catalogue/view";
import { formatMoney } from "../../core/locales";
import { apiFetch, ApiRequestError } from "../lib/api";
import { clientLog } from "../lib/logger";
import { useShop } from "../lib/shop-context";

interface CardPriceAnswer {
  currency: Money["currency"];
  effectivePerPiece: number;
  total: number;
}

/**
 * Quantity picker (spec §9: 1–5000 in the shop's steps, the 11th entry preselected) with the
 * price computed by the server for every choice, and the way to the cart.
 */
export function ProductOrderBox({ designId, colour, order }: { designId: number; colour: string; order: ProductView["order"] }) {
  const shop = useShop();
  const [quantity, setQuantity] = useState(order.defaultQuantity);
  const [price, setPrice] = useState<{ perPiece?: Money; total?: Money }>({ perPiece: order.perPiece, total: order.total });
  const [state, setState] = useState<"idle" | "loading" | "error">("idle");
  const [message, setMessage] = useState("");
  const request = useRef<AbortController | undefined>(undefined);

  useEffect(() => {
    if (quantity === order.defaultQuantity && price.total === order.total) return;
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    setState("loading");
    apiFetch<CardPriceAnswer>("/web-api/card-price", { query: { format: order.format, paper: order.paper, quantity }, signal: controller.signal })
      .then((answer) => {
        setPrice({ perPiece: { amount: answer.effectivePerPiece, currency: answer.currency }, total: { amount: answer.total, currency: answer.currency } });
        setState("idle");
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setState("error");
        setMessage(error instanceof ApiRequestError && error.status === 400 ? error.message : "Der Preis konnte gerade nicht berechnet werden. Bitte versuchen Sie es gleich noch einmal.");
        clientLog.error("card-price-failed", error instanceof Error ? error.message : String(error));
      });
    return () => controller.abort();
    // Only a new quantity asks the server; the price of the initial one comes with the page.
  }, [quantity]);

  const money = (m?: Money) => (m ? formatMoney(m.amount, m.currency, shop.locale) : "–");
  return (
    <form method="post" action={order.cartHref} className="mt-6 rounded-xl bg-white p-5 shadow-card" data-testid="order-box">
      <input type="hidden" name="designId" value={designId} />
      <input type="hidden" name="color" value={colour} />
      <div className="flex flex-wrap items-end gap-4">
        <label className="flex flex-col gap-1 text-sm">
          <span className="font-semibold">Menge</span>
          <select
            name="quantity"
            value={quantity}
            onChange={(event) => setQuantity(Number(event.target.value))}
            className="min-h-11 rounded-lg border border-line bg-paper px-3"
            data-testid="quantity-picker"
          >
            {order.quantities.map((q) => (
              <option key={q} value={q}>
                {q} Stück
              </option>
            ))}
          </select>
        </label>
        <p className={`flex-1 text-right transition-opacity ${state === "loading" ? "opacity-50" : ""}`} aria-live="polite" data-testid="order-price">
          <span className="block text-2xl font-semibold">{money(price.total)}</span>
          <span className="text-sm text-ink-soft">
            {money(price.perPiece)} pro Stück · inkl. MwSt. zzgl. Versand
          </span>
        </p>
      </div>
      {state === "error" ? (
        <p role="alert" className="mt-3 text-sm text-[#9b2c2c]">
          {message}
        </p>
      ) : null}
      <button type="submit" className="mt-4 inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-full border border-accent px-5 font-semibold text-accent hover:bg-accent-soft disabled:opacity-50" disabled={state !== "idle"} data-testid="add-to-cart">
        <ShoppingBag size={18} strokeWidth={1.5} aria-hidden="true" /> In den Warenkorb
      </button>
    </form>
  );
}
