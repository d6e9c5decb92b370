import { Clock, Mail, MapPin, Phone } from "lucide-react";
import { ORGANISATION } from "../../core/organisation";
import { CopyButton } from "../components/CopyButton";
import { editable, type BlockData } from "./block";

/** Contact card (spec §2 block): the company's own data, never typed into content. */
export function ContactCard({ block, preview }: { block: BlockData; preview: boolean }) {
  const tel = ORGANISATION.telephone.replace(/\s/g, "");
  return (
    <section className="my-8 rounded-2xl bg-white p-6 shadow-card" data-testid="contact-card" {...editable(block, preview)}>
      {block.headline ? <h2 className="text-2xl">{String(block.headline)}</h2> : null}
      <ul className="mt-4 space-y-3">
        <li className="flex items-start gap-3">
          <MapPin size={20} strokeWidth={1.5} className="mt-0.5 text-accent" aria-hidden="true" />
          <span>
            {ORGANISATION.legalName}
            <br />
            {ORGANISATION.streetAddress}, {ORGANISATION.postalCode} {ORGANISATION.addressLocality}
          </span>
        </li>
        <li className="flex items-center gap-3">
          <Phone size={20} strokeWidth={1.5} className="text-accent" aria-hidden="true" />
          <a href={`tel:${tel}`} className="underline underline-offset-2">
            {ORGANISATION.telephone}
          </a>
        </li>
        <li className="flex flex-wrap items-center gap-3">
          <Mail size={20} strokeWidth={1.5} className="text-accent" aria-hidden="true" />
          <a href={`mailto:${ORGANISATION.email}`} className="underline underline-offset-2">
            {ORGANISATION.email}
          </a>
          <CopyButton value={ORGANISATION.email} label="E-Mail-Adresse kopieren" />
        </li>
        <li className="flex items-center gap-3">
          <Clock size={20} strokeWidth={1.5} className="text-accent" aria-hidden="true" />
          <span>
            {ORGANISATION.supportHours.days} {ORGANISATION.supportHours.opens}–{ORGANISATION.supportHours.closes} Uhr
          </span>
        </li>
      </ul>
    </section>
  );
}
