import { findPeriod, parseBirthday } from './cv-dates';
import { headingKind } from './cv-sections';

export type CvContact = {
  salutation?: 'mr' | 'ms';
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
  /** ISO date. */
  birthday?: string;
  /** "83022 Rosenheim": postcode and town only (the street is not part of a resume's home location). */
  homeLocationText?: string;
};

const EMAIL = /[\p{L}0-9._%+-]+@[\p{L}0-9.-]+\.[a-z]{2,}/iu;
const PHONE_LABEL =
  /(?:^|\b)(?:tel(?:efon)?|mobil(?:telefon)?|handy|fon|phone|telefonnummer)\.?\s*:?\s*(\+?[\d\s/()-]{6,}\d)/i;
const PHONE = /^\+?\(?\d[\d\s/()-]{6,}\d$/;
const BIRTHDAY_LABEL = /geburtsdatum|geburtstag|geboren|geb\.|^\*\s?\d/i;
const ADDRESS_LABEL = /^(?:anschrift|adresse|wohnort|wohnhaft in|address)\s*:?\s*/i;
/** A town's name: "Rosenheim", "Mühldorf am Inn", "Prien a. Chiemsee", "Bad Tölz", "Rosenheim-Aising". */
export const TOWN = String.raw`\p{Lu}[\p{L}.-]*(?:[ -](?:(?:a\.|am|an der|an|i\.|im|in der|in|ob der|bei|vor der)\s)?\p{Lu}[\p{L}.-]*)*`;
const POSTCODE_TOWN = new RegExp(String.raw`(?<!\d)(\d{5})\s+(${TOWN})`, 'u');
const NAME_LABEL = /^(vorname|nachname|name)\s*:?\s+(.+)$/i;
const PARTICLES = new Set(['von', 'van', 'de', 'der', 'zu', 'vom', 'den', 'di', 'da']);
/** Words that make a short capitalized line something other than a person's name. */
const NOT_A_NAME =
  /lebenslauf|curriculum|vitae|europass|gmbh|straße|strasse|weg\b|platz|telefon|mobil|e-mail|anschrift|geboren|deutschland/i;

/** A line cut at the separators contact lines use ("Musterweg 1 · 83022 Rosenheim | 0171 …"). */
export const segments = (line: string) =>
  line
    .split(/\s+[·|•]\s+|\s{3,}/)
    .map((s) => s.trim())
    .filter(Boolean);

const digits = (text: string) => text.replace(/\D/g, '');

function phoneOf(lines: readonly string[]): string | undefined {
  for (const line of lines) {
    const labeled = PHONE_LABEL.exec(line);
    if (labeled && digits(labeled[1]).length >= 7) return labeled[1].trim();
  }
  for (const line of lines) {
    for (const part of segments(line)) {
      const value = part.replace(/^[^\d+(]*:\s*/, '');
      if (PHONE.test(value) && digits(value).length >= 8 && !findPeriod(value)) return value;
    }
  }
  return undefined;
}

function birthdayOf(lines: readonly string[]): string | undefined {
  for (const [i, line] of lines.entries()) {
    if (!BIRTHDAY_LABEL.test(line)) continue;
    const found = parseBirthday(line) ?? parseBirthday(lines[i + 1] ?? '');
    if (found) return found;
  }
  return undefined;
}

function homeOf(lines: readonly string[]): string | undefined {
  const town = (text: string) => {
    const m = POSTCODE_TOWN.exec(text);
    return m ? `${m[1]} ${m[2].replace(/[.,]$/, '')}` : undefined;
  };
  for (const [i, line] of lines.entries()) {
    if (ADDRESS_LABEL.test(line)) {
      const found = town(line) ?? town(lines[i + 1] ?? '') ?? town(lines[i + 2] ?? '');
      if (found) return found;
    }
  }
  for (const line of lines) for (const part of segments(line)) if (town(part)) return town(part);
  return undefined;
}

/** First and last name of "Anna-Lena von der Heide": the particle starts the last name. */
export function splitName(full: string): { firstName: string; lastName: string } | null {
  const words = full
    .replace(/^(?:herr|frau)\s+/i, '')
    .replace(/\b(?:dr|prof)\.\s*/gi, '')
    .split(/\s+/)
    .filter(Boolean);
  if (words.length < 2) return null;
  const particle = words.findIndex((w, i) => i > 0 && PARTICLES.has(w.toLowerCase()));
  const cut = particle > 0 ? particle : words.length - 1;
  return { firstName: words.slice(0, cut).join(' '), lastName: words.slice(cut).join(' ') };
}

function looksLikeName(line: string): boolean {
  if (line.length > 50 || NOT_A_NAME.test(line) || headingKind(line)) return false;
  const words = line.replace(/^(?:herr|frau)\s+/i, '').split(/\s+/);
  if (words.length < 2 || words.length > 5) return false;
  return words.every((w) => PARTICLES.has(w) || /^(?:Dr\.|Prof\.|\p{Lu}[\p{Ll}'-]+(?:-\p{Lu}[\p{Ll}]+)?)$/u.test(w));
}

function nameOf(lines: readonly string[]): { firstName?: string; lastName?: string; salutation?: 'mr' | 'ms' } {
  let first: string | undefined;
  let last: string | undefined;
  for (const line of lines) {
    const m = NAME_LABEL.exec(line);
    if (!m) continue;
    const label = m[1].toLowerCase();
    if (label === 'vorname') first ??= m[2].trim();
    else if (label === 'nachname') last ??= m[2].trim();
    else if (!first && !last) ({ firstName: first, lastName: last } = splitName(m[2].trim()) ?? {});
  }
  const candidate = lines
    .slice(0, 12)
    .map((l) => l.replace(/^lebenslauf\s*(?:von|[-–:])\s*/i, '').trim())
    .find(looksLikeName);
  if ((!first || !last) && candidate) ({ firstName: first, lastName: last } = splitName(candidate) ?? {});
  const title = lines.slice(0, 12).join(' ');
  const salutation = /\bFrau\b/.test(title) ? 'ms' : /\bHerr\b/.test(title) ? 'mr' : undefined;
  return { firstName: first, lastName: last, salutation };
}

/** The person and how to reach them, from the CV's head and personal sections (or anywhere, for e-mail). */
export function parseContact(personalLines: readonly string[], allLines: readonly string[]): CvContact {
  const email = allLines.map((l) => EMAIL.exec(l)?.[0]).find(Boolean);
  const contact: CvContact = {
    ...nameOf(personalLines),
    email: email?.replace(/[.,;]$/, ''),
    phone: phoneOf(personalLines),
    birthday: birthdayOf(personalLines),
    homeLocationText: homeOf(personalLines),
  };
  return Object.fromEntries(Object.entries(contact).filter(([, v]) => v !== undefined)) as CvContact;
}
