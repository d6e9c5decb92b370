import { CARD_OCCASIONS, CARD_PRODUCT_TYPES, type CardOccasion, type CardProductType } from "./cards";

/** German introductions for the occasion listings. */
export const OCCASION_INTROS: Record<CardOccasion, string> = {
  hochzeit: "Von der Save-the-Date-Karte bis zur Danksagung: Hochzeitspapeterie, die zu Ihrem Fest passt – mit Eukalyptus, Wildblumen, klarer Typografie oder edler Goldfolie.",
  geburt: "Das kleine Wunder ist da! Geburtskarten in zarten Farben, mit Foto und allen Eckdaten, damit Familie und Freunde die frohe Botschaft erfahren.",
  taufe: "Einladungen und Dankeskarten zur Taufe mit Taube, Sternen, Olivenzweig oder Regenbogen – liebevoll gestaltet für den großen Tag Ihres Kindes.",
  trauer: "Würdevolle Trauerkarten, Traueranzeigen und Danksagungen in ruhigen Farben. Gestalten Sie in Ihrem Tempo – wir drucken sorgfältig und schnell.",
  ostern: "Frühlingshafte Osterkarten mit Zweigen, Blüten und Eiern für liebe Grüße an Familie und Freunde.",
  kommunion: "Einladungen und Dankeskarten zur Erstkommunion mit Fisch, Kreuz, Kerze oder Regenbogen – schlicht, fröhlich oder festlich.",
  firmung: "Karten zur Firmung mit Taube, Flammen und klaren Linien – für Einladungen und den Dank an alle Gäste.",
  konfirmation: "Konfirmationskarten für Einladung und Danksagung, modern oder klassisch, mit Foto oder ohne.",
  einschulung: "Bunte Einladungen zur Einschulung mit Schultüte, Stiften und Platz für das schönste Foto des ersten Schultags.",
  geburtstag: "Einladungen zum runden Geburtstag oder einfach so: elegant, fröhlich oder mit Foto – für 30, 40, 50, 60 und alle Jahre dazwischen.",
  kindergeburtstag: "Fröhliche Einladungen zum Kindergeburtstag mit Tieren, Ballons, Dinos und Konfetti – zum Ausfüllen oder persönlich gestaltet.",
  "weihnachten-privat": "Weihnachtskarten mit Tannenzweig, Sternen und Goldfolie für persönliche Grüße an Familie und Freunde.",
  "weihnachten-geschaeftlich": "Geschäftliche Weihnachtskarten mit Logo und Grußtext – stilvoll danken Sie Kundinnen, Kunden und Partnern für das Jahr.",
  umzug: "Umzugskarten und Einladungen zur Einweihungsparty: Teilen Sie Ihre neue Adresse mit Stil.",
  valentinstag: "Karten zum Valentinstag mit Herzen und liebevollen Worten.",
  vatertag: "Grußkarten zum Vatertag – mit Foto, Humor oder einem schlichten Danke.",
  weihnachtsfeier: "Einladungen zur Weihnachtsfeier für Team, Verein und Freunde – festlich und schnell gestaltet.",
  zubehoer: "Briefumschläge, Aufkleber, Geschenkanhänger, Flaschenetiketten und mehr – passend zu Ihren Karten gestaltet.",
};

export function listingIntro(occasion: CardOccasion | undefined, productType: CardProductType | undefined): string {
  if (occasion && !productType) return OCCASION_INTROS[occasion];
  if (occasion && productType) {
    return `${CARD_PRODUCT_TYPES[productType].plural} zum Anlass ${CARD_OCCASIONS[occasion].label}: Wählen Sie ein Design, passen Sie Texte, Farben und Fotos an und bestellen Sie Ihre Karten in Premiumqualität. ${OCCASION_INTROS[occasion].split(". ")[0]!.replace(/\.$/, "")}.`;
  }
  if (productType) return `${CARD_PRODUCT_TYPES[productType].plural} für jeden Anlass – persönlich gestaltet, auf ausgesuchtem Papier gedruckt und schnell geliefert.`;
  return "Alle Kartendesigns von Kartenwerk: für Hochzeit, Geburt, Taufe, Geburtstag, Trauer und Weihnachten – persönlich gestaltet und in Premiumqualität gedruckt.";
}
