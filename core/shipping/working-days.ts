import Holidays from "date-holidays";
import { PRODUCTION_SITE } from "../../catalogue/prices/shipping";

/**
 * Calendar days for production and delivery. Days are ISO dates ("2026-12-24"); an instant (a
 * Date) is read as its calendar day in Europe/Berlin, the shop's and production site's time zone.
 * Public holidays come from date-holidays (type "public" only; for a country without a state,
 * the nationwide ones), computed once per country and year and then cached.
 */

export type IsoDate = string;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

/** Days since 1970-01-01 for an ISO date; throws on a malformed or impossible date. */
export function dayNumber(date: IsoDate): number {
  const match = ISO_DATE.exec(date);
  if (!match) throw new RangeError(`not an ISO date: ${date}`);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const check = new Date(time);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) throw new RangeError(`not a calendar date: ${date}`);
  return time / MS_PER_DAY;
}

export function isoDate(day: number): IsoDate {
  return new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekday(day: number): number {
  return (((day + 4) % 7) + 7) % 7;
}

const BERLIN = new Intl.DateTimeFormat("en-GB", {
  timeZone: PRODUCTION_SITE.timeZone,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** Calendar day and minutes after midnight of an instant in Europe/Berlin (CET in winter, CEST in summer). */
export function berlinTime(instant: Date): { date: IsoDate; minutes: number } {
  if (!(instant instanceof Date) || Number.isNaN(instant.getTime())) throw new RangeError("not a valid instant");
  const parts: Record<string, string> = {};
  for (const part of BERLIN.formatToParts(instant)) parts[part.type] = part.value;
  return { date: `${parts.year}-${parts.month}-${parts.day}`, minutes: Number(parts.hour) * 60 + Number(parts.minute) };
}

function dayOf(date: Date | IsoDate): number {
  return dayNumber(typeof date === "string" ? date : berlinTime(date).date);
}

// Holiday calendars: one date-holidays instance per calendar, one Set of ISO dates per year.
const calendars = new Map<string, Holidays | null>();
const holidaySets = new Map<string, ReadonlySet<IsoDate>>();
const SUPPORTED = new Set(Object.keys(new Holidays().getCountries()));

function holidaysOf(key: string, year: number): ReadonlySet<IsoDate> {
  const cacheKey = `${key}|${year}`;
  let set = holidaySets.get(cacheKey);
  if (set) return set;
  let calendar = calendars.get(key);
  if (calendar === undefined) {
    const [country, state, region] = key.split("-");
    if (!SUPPORTED.has(country!)) calendar = null;
    else if (state && region) calendar = new Holidays(country!, state, region, { types: ["public"] });
    else if (state) calendar = new Holidays(country!, state, { types: ["public"] });
    else calendar = new Holidays(country!, { types: ["public"] });
    calendars.set(key, calendar);
  }
  set = new Set((calendar?.getHolidays(year) ?? []).filter((h) => h.type === "public").map((h) => h.date.slice(0, 10)));
  holidaySets.set(cacheKey, set);
  return set;
}

function isHolidayIn(key: string, day: number): boolean {
  const date = isoDate(day);
  return holidaysOf(key, Number(date.slice(0, 4))).has(date);
}

const PRODUCTION_CALENDAR = `${PRODUCTION_SITE.country}-${PRODUCTION_SITE.state}-${PRODUCTION_SITE.region}`;

/** Is the day a nationwide public holiday in the country (ISO code, e.g. "DE", "CH")? Unknown countries have none. */
export function isPublicHoliday(date: Date | IsoDate, country: string): boolean {
  return isHolidayIn(country.toUpperCase(), dayOf(date));
}

/** Day-number form of isWorkingDay. */
export function isWorkingDayNumber(day: number, country: string): boolean {
  const dow = weekday(day);
  return dow !== 0 && dow !== 6 && !isHolidayIn(country.toUpperCase(), day);
}

/** Monday to Friday and not a nationwide public holiday of the country: a day parcels are delivered (standard and express). */
export function isWorkingDay(date: Date | IsoDate, country: string): boolean {
  return isWorkingDayNumber(dayOf(date), country);
}

/** Day-number form of isSaturdayDeliveryDay. */
export function isSaturdayDeliveryDayNumber(day: number, country: string): boolean {
  return country.toUpperCase() === "DE" && weekday(day) === 6 && !isHolidayIn("DE", day);
}

/** Saturday delivery (Germany only): a Saturday that is not a German public holiday. */
export function isSaturdayDeliveryDay(date: Date | IsoDate, country: string): boolean {
  return isSaturdayDeliveryDayNumber(dayOf(date), country);
}

/** Day-number form of isProductionDay. */
export function isProductionDayNumber(day: number): boolean {
  const dow = weekday(day);
  return dow !== 0 && dow !== 6 && !isHolidayIn(PRODUCTION_CALENDAR, day);
}

/** Monday to Friday and not a public holiday in Munich (Bavaria, incl. Epiphany, Corpus Christi, Assumption, All Saints). */
export function isProductionDay(date: Date | IsoDate): boolean {
  return isProductionDayNumber(dayOf(date));
}

/** The n-th day after `day` (exclusive) that satisfies `counts`; n = 0 returns `day`. */
export function nthDayAfter(day: number, n: number, counts: (day: number) => boolean): number {
  let current = day;
  for (let found = 0; found < n; ) {
    current += 1;
    if (counts(current)) found += 1;
  }
  return current;
}
