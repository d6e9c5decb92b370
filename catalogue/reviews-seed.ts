import type { CardDesign } from "../core/catalogue/design";
import type { Review } from "../core/catalogue/view";
import { pick, seededRandom } from "../core/random";

/** A review as it is stored (see server/services/reviews), with the design it belongs to. */
export type SeedReview = Review & { designId: number };

const FIRST_NAMES = ["Anna", "Laura", "Julia", "Sophie", "Lena", "Marie", "Katharina", "Sarah", "Lisa", "Johanna", "Miriam", "Franziska", "Tobias", "Jonas", "Felix", "Lukas", "Maximilian", "Sebastian", "Stefanie", "Christina", "Carina", "Verena", "Theresa", "Daniel", "Matthias", "Sandra", "Nina", "Kerstin", "Andrea", "Birgit"];
const CITIES = ["München", "Augsburg", "Regensburg", "Köln", "Hamburg", "Berlin", "Leipzig", "Dresden", "Freiburg", "Stuttgart", "Wien", "Graz", "Salzburg", "Linz", "Zürich", "Bern", "Basel", "Luzern", "Münster", "Nürnberg", "Bremen", "Kiel", "Mainz", "Innsbruck"];

const BY_RATING: Record<number, { title: string; body: string }[]> = {
  5: [
    { title: "Wunderschön geworden", body: "Die Karten sind noch schöner als in der Vorschau. Das Papier fühlt sich hochwertig an und die Farben sind genau so, wie wir sie gestaltet haben." },
    { title: "Alle Gäste waren begeistert", body: "Wir haben viele Komplimente für die Karten bekommen. Die Gestaltung im Browser war einfach und die Lieferung kam schneller als gedacht." },
    { title: "Perfekte Qualität", body: "Druck gestochen scharf, die Goldfolie glänzt wunderbar. Die Umschläge passen perfekt. Wir bestellen die Dankeskarten auf jeden Fall wieder hier." },
    { title: "Sehr zu empfehlen", body: "Schnelle Lieferung, tolle Beratung am Telefon und ein Ergebnis, über das sich die ganze Familie gefreut hat." },
    { title: "Genau wie erhofft", body: "Die Musterkarte hat uns überzeugt, die fertigen Karten erst recht. Das dicke Papier macht richtig etwas her." },
    { title: "Liebevolles Design", body: "Man merkt, dass hier mit Liebe zum Detail gestaltet wird. Die Schrift ist elegant und trotzdem gut lesbar." },
  ],
  4: [
    { title: "Schöne Karten", body: "Sehr schönes Design und gute Papierqualität. Die Farbe war einen Hauch dunkler als am Bildschirm, aber trotzdem sehr schön." },
    { title: "Gerne wieder", body: "Die Karten sind toll geworden. Ich hätte mir beim Gestalten noch ein paar mehr Schriftarten gewünscht." },
    { title: "Gute Qualität", body: "Alles bestens, nur der Versand hat einen Tag länger gedauert als angegeben. Die Karten selbst sind wunderschön." },
  ],
  3: [
    { title: "In Ordnung", body: "Die Karten sind schön, der Text auf der Innenseite war aber etwas kleiner als erwartet. Beim nächsten Mal würde ich die Schrift größer wählen." },
  ],
  2: [{ title: "Nicht ganz zufrieden", body: "Das Design ist hübsch, aber die Farbe wirkte gedruckt deutlich blasser. Der Kundenservice hat sich immerhin schnell gemeldet." }],
};

/** Deterministic demo reviews for a fresh shop: most designs have a handful, bestsellers more. */
export function seedReviews(designs: readonly CardDesign[], seed = 20261101): SeedReview[] {
  const random = seededRandom(seed);
  const reference = Date.UTC(2026, 10, 1);
  const reviews: SeedReview[] = [];
  for (const design of designs) {
    const expected = Math.min(40, Math.round(design.popularity / 25 + random() * 4));
    for (let k = 0; k < expected; k++) {
      const roll = random();
      const rating = roll < 0.72 ? 5 : roll < 0.93 ? 4 : roll < 0.98 ? 3 : 2;
      const text = pick(random, BY_RATING[rating]!);
      const created = new Date(Math.max(Date.parse(design.createdAt), reference - Math.floor(random() * 900) * 86_400_000));
      reviews.push({
        id: `seed-${design.id}-${k}`,
        designId: design.id,
        rating,
        title: text.title,
        body: text.body,
        authorName: `${pick(random, FIRST_NAMES)} aus ${pick(random, CITIES)}`,
        verifiedPurchase: random() < 0.9,
        createdAt: created.toISOString(),
      });
    }
  }
  return reviews;
}
