import type { JudgedQuery } from './grading';

/**
 * Queries that name the job differently from the ads: colloquial, former or neighbouring names (class 1),
 * abbreviations the ads never write (class 2) and gender forms (class 3). Grades say what the seeker
 * means, whatever the engine does today.
 */
export const NAME_QUERIES: readonly JudgedQuery[] = [
  // 1: the ads say Reinigungskraft, Tischler, Medizinische Fachangestellte, Gesundheits- und Krankenpfleger …
  { keys: 'Putzfrau', class: 'colloquial', gains: { reinigungskraft: 3 } },
  { keys: 'Schreiner', class: 'colloquial', gains: { tischler: 3, zimmerer: 1 } },
  { keys: 'Arzthelferin', class: 'colloquial', gains: { mfa: 3, pta: 1 } },
  { keys: 'Krankenschwester', class: 'colloquial', gains: { pflegefachkraft: 3, altenpfleger: 2, pflegehelfer: 1 } },
  { keys: 'Pfleger', class: 'colloquial', gains: { pflegefachkraft: 3, altenpfleger: 3, pflegehelfer: 2 } },
  { keys: 'Kellner', class: 'colloquial', gains: { servicekraft: 3 } },
  { keys: 'Metzger', class: 'colloquial', gains: { fleischer: 3 } },
  { keys: 'Heizungsbauer', class: 'colloquial', gains: { shk: 3 } },
  { keys: 'Klempner', class: 'colloquial', gains: { shk: 3 } },
  { keys: 'Lkw Fahrer', class: 'colloquial', gains: { berufskraftfahrer: 3, kurierfahrer: 1, busfahrer: 1 } },
  { keys: 'Programmierer', class: 'colloquial', gains: { softwareentwickler: 3, 'bi-entwickler': 2, fisi: 1 } },
  { keys: 'Automechaniker', class: 'colloquial', gains: { 'kfz-mechatroniker': 3, industriemechaniker: 1 } },
  { keys: 'Schlosser', class: 'colloquial', gains: { metallbauer: 3, industriemechaniker: 2, 'cnc-zerspaner': 1 } },
  { keys: 'Gärtner', class: 'colloquial', gains: { galabau: 3 } },
  // The demo's examples: ads say "Finanzbuchhaltung" and "Lagerarbeiter".
  { keys: 'Buchhalter', class: 'colloquial', gains: { buchhaltung: 3, controlling: 1, personal: 1 } },
  {
    keys: 'Lagerhelfer',
    class: 'colloquial',
    gains: { 'lager-helfer': 3, lagerlogistik: 2, staplerfahrer: 2, produktionshelfer: 1 },
  },
  { keys: 'Sekretärin', class: 'colloquial', gains: { bueromanagement: 3, kundenservice: 1 } },
  { keys: 'Kindergärtnerin', class: 'colloquial', gains: { erzieher: 3, kinderpfleger: 2 } },
  { keys: 'Wachmann', class: 'colloquial', gains: { sicherheit: 3 } },

  // 2: none of these abbreviations stands in an ad of the occupation meant.
  { keys: 'MFA', class: 'abbreviation', gains: { mfa: 3 } },
  { keys: 'GaLaBau', class: 'abbreviation', gains: { galabau: 3 } },
  { keys: 'SHK', class: 'abbreviation', gains: { shk: 3 } },
  { keys: 'FiSi', class: 'abbreviation', gains: { fisi: 3, 'it-support': 1 } },
  { keys: 'PTA', class: 'abbreviation', gains: { pta: 3 } },
  { keys: 'BKF', class: 'abbreviation', gains: { berufskraftfahrer: 3 } },
  { keys: 'HR', class: 'abbreviation', gains: { personal: 3 } },
  { keys: 'GuK', class: 'abbreviation', gains: { pflegefachkraft: 3, altenpfleger: 1 } },
  { keys: 'EFK', class: 'abbreviation', gains: { elektroniker: 3 } },

  // 3: the seeker's form, the ads' "(m/w/d)", "-in", ":in", "*in", "/-in".
  { keys: 'Buchhalterin', class: 'gender', gains: { buchhaltung: 3, controlling: 1, personal: 1 } },
  { keys: 'Erzieher:in', class: 'gender', gains: { erzieher: 3, kinderpfleger: 1 } },
  { keys: 'Lagerist*in', class: 'gender', gains: { lagerlogistik: 3, 'lager-helfer': 2, staplerfahrer: 1 } },
  { keys: 'Köchin', class: 'gender', gains: { koch: 3, kuechenhilfe: 1 } },
  { keys: 'Bürokauffrau', class: 'gender', gains: { bueromanagement: 3 } },
  { keys: 'Altenpflegerin', class: 'gender', gains: { altenpfleger: 3, pflegehelfer: 2, pflegefachkraft: 1 } },
  { keys: 'Verkäuferin', class: 'gender', gains: { verkaeufer: 3, 'verkauf-baeckerei': 2 } },
  { keys: 'Elektronikerin', class: 'gender', gains: { elektroniker: 3, industriemechaniker: 1 } },
  { keys: 'Busfahrerin', class: 'gender', gains: { busfahrer: 3 } },
  { keys: 'Physiotherapeutin', class: 'gender', gains: { physiotherapeut: 3 } },
  { keys: 'Tischlerin', class: 'gender', gains: { tischler: 3 } },
  { keys: 'Softwareentwicklerin', class: 'gender', gains: { softwareentwickler: 3, 'bi-entwickler': 1 } },
  { keys: 'Pflegefachfrau', class: 'gender', gains: { pflegefachkraft: 3, altenpfleger: 2 } },
];
