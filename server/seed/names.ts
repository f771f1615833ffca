import type { Rng } from './prng';

/** Common German given names and surnames, street names, and the slug rule shared by the seed. */

export const FEMALE_NAMES = [
  'Anna',
  'Sabine',
  'Julia',
  'Katharina',
  'Laura',
  'Lisa',
  'Sarah',
  'Stefanie',
  'Christina',
  'Melanie',
  'Nicole',
  'Claudia',
  'Andrea',
  'Petra',
  'Monika',
  'Susanne',
  'Kerstin',
  'Birgit',
  'Sandra',
  'Tanja',
  'Franziska',
  'Johanna',
  'Lena',
  'Marie',
  'Sophie',
  'Hannah',
  'Carina',
  'Verena',
  'Miriam',
  'Anja',
  'Daniela',
  'Jana',
  'Nadine',
  'Simone',
  'Elif',
  'Aylin',
  'Natalia',
  'Agnieszka',
  'Ramona',
  'Theresa',
] as const;

export const MALE_NAMES = [
  'Thomas',
  'Michael',
  'Andreas',
  'Stefan',
  'Christian',
  'Markus',
  'Martin',
  'Alexander',
  'Tobias',
  'Florian',
  'Daniel',
  'Sebastian',
  'Matthias',
  'Jan',
  'Tim',
  'Jonas',
  'Lukas',
  'Felix',
  'Maximilian',
  'Philipp',
  'Frank',
  'Jürgen',
  'Wolfgang',
  'Klaus',
  'Bernd',
  'Uwe',
  'Ralf',
  'Dirk',
  'Peter',
  'Johannes',
  'Benedikt',
  'Simon',
  'Fabian',
  'Kevin',
  'Mehmet',
  'Emre',
  'Piotr',
  'Dominik',
  'Georg',
  'Niklas',
] as const;

export const SURNAMES = [
  'Müller',
  'Schmidt',
  'Schneider',
  'Fischer',
  'Weber',
  'Meyer',
  'Wagner',
  'Becker',
  'Schulz',
  'Hoffmann',
  'Schäfer',
  'Koch',
  'Bauer',
  'Richter',
  'Klein',
  'Wolf',
  'Schröder',
  'Neumann',
  'Schwarz',
  'Zimmermann',
  'Braun',
  'Krüger',
  'Hofmann',
  'Hartmann',
  'Lange',
  'Schmitt',
  'Werner',
  'Schmitz',
  'Krause',
  'Meier',
  'Lehmann',
  'Huber',
  'Mayer',
  'Herrmann',
  'Köhler',
  'Walter',
  'König',
  'Kaiser',
  'Fuchs',
  'Lang',
  'Weiß',
  'Peters',
  'Scholz',
  'Möller',
  'Jung',
  'Hahn',
  'Vogel',
  'Friedrich',
  'Günther',
  'Keller',
  'Berger',
  'Winkler',
  'Roth',
  'Beck',
  'Lorenz',
  'Baumann',
  'Franke',
  'Albrecht',
  'Ludwig',
  'Winter',
  'Brandl',
  'Gruber',
  'Steiner',
  'Moser',
  'Wimmer',
  'Obermaier',
  'Brunner',
  'Leitner',
  'Haas',
  'Reiter',
  'Petersen',
  'Hansen',
  'Jensen',
  'Thomsen',
  'Brandt',
  'Dietrich',
  'Engel',
  'Sommer',
  'Vogt',
  'Böhm',
  'Yılmaz',
  'Kaya',
  'Nowak',
  'Kowalski',
  'Popescu',
  'Schuster',
  'Seidel',
  'Heinrich',
  'Pohl',
  'Kühn',
] as const;

export const STREETS = {
  industrial: [
    'Industriestraße',
    'Gewerbestraße',
    'Am Gewerbepark',
    'Robert-Bosch-Straße',
    'Dieselstraße',
    'Siemensstraße',
    'Carl-Benz-Straße',
    'Daimlerstraße',
    'Max-Planck-Straße',
    'Otto-Hahn-Straße',
    'Werkstraße',
    'Im Gewerbegebiet',
    'Rudolf-Diesel-Straße',
    'Gottlieb-Daimler-Straße',
    'Zeppelinstraße',
    'Nobelstraße',
  ],
  central: [
    'Hauptstraße',
    'Bahnhofstraße',
    'Marktplatz',
    'Kirchstraße',
    'Schillerstraße',
    'Goethestraße',
    'Lindenstraße',
    'Poststraße',
    'Am Stadtpark',
    'Ringstraße',
    'Gartenstraße',
    'Mühlweg',
    'Rosenstraße',
    'Bergstraße',
    'Friedrichstraße',
    'Ludwigstraße',
    'Schulstraße',
    'Wilhelmstraße',
    'Am Markt',
    'Domplatz',
  ],
  care: [
    'Klinikstraße',
    'Krankenhausstraße',
    'Am Klinikum',
    'Parkstraße',
    'Sonnenweg',
    'Am Kurpark',
    'Waldstraße',
    'Lindenallee',
  ],
  public: ['Rathausplatz', 'Marktplatz', 'Am Rathaus', 'Rathausstraße', 'Schloßplatz'],
  rural: ['Dorfstraße', 'Feldweg', 'Am Mühlbach', 'Hofweg', 'Wiesenweg', 'Ausbau'],
} as const;

export type StreetKind = keyof typeof STREETS;

export function streetAddress(rng: Rng, kind: StreetKind): string {
  const street = rng.pick(STREETS[kind]);
  const number = rng.chance(0.15) ? `${rng.int(1, 60)}${rng.pick(['a', 'b', 'c'])}` : String(rng.int(1, 140));
  return `${street} ${number}`;
}

export type Person = { salutation: 'mr' | 'ms'; firstName: string; lastName: string };

export function person(rng: Rng): Person {
  const female = rng.chance(0.55);
  return {
    salutation: female ? 'ms' : 'mr',
    firstName: rng.pick(female ? FEMALE_NAMES : MALE_NAMES),
    lastName: rng.pick(SURNAMES),
  };
}

/** "Frau Müller" / "Herrn Müller" (dative for "an …"). */
export function addressedAs(p: Person, dative = false): string {
  return `${p.salutation === 'ms' ? 'Frau' : dative ? 'Herrn' : 'Herr'} ${p.lastName}`;
}

const TRANSLITERATION: Record<string, string> = {
  ä: 'ae',
  ö: 'oe',
  ü: 'ue',
  ß: 'ss',
  ı: 'i',
  é: 'e',
  è: 'e',
  á: 'a',
  ł: 'l',
  ś: 's',
  ń: 'n',
  ó: 'o',
};

/** Lower-case ASCII slug: umlauts transliterated, everything else collapsed into single hyphens. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[äöüßıéèáłśńó]/g, (c) => TRANSLITERATION[c] ?? c)
    .replace(/&/g, ' und ')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Local part of an e-mail address from a person's name ("anna.mueller"). */
export function mailbox(p: { firstName: string; lastName: string }): string {
  return `${slugify(p.firstName)}.${slugify(p.lastName)}`.replace(/-/g, '');
}
