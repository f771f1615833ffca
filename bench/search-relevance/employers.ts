import type { Employer } from './corpus-types';

/** [name, slug, occupation ids it advertises, intro, area code]: invented firms of a Franconian test site. */
type Row = readonly [string, string, readonly string[], string, string];

// One employer a line: a table is easier to read and extend than Prettier's one field a line.
// prettier-ignore
const ROWS: readonly Row[] = [
  ['Elektro Wagner GmbH', 'elektro-wagner', ['elektroniker', 'bueromanagement'], 'Seit 1978 steht Elektro Wagner in Bamberg für zuverlässige Arbeit rund ums Haus. Unser Team aus 35 Mitarbeitenden betreut Privatkunden, Gewerbe und Kommunen.', '0951'],
  ['Haustechnik Rößner & Söhne', 'haustechnik-roessner', ['shk', 'elektroniker'], 'Wir sind ein familiengeführter Meisterbetrieb in dritter Generation mit Sitz in Forchheim und planen und bauen Bäder und Heizungen.', '09191'],
  ['Wärme & Bad Ziegler', 'waerme-bad-ziegler', ['shk'], 'Wärme & Bad Ziegler ist Ihr Fachbetrieb für Wärmepumpen, Solarthermie und barrierefreie Bäder im Erlanger Land.', '09131'],
  ['Autohaus Frankenland GmbH', 'autohaus-frankenland', ['kfz-mechatroniker', 'kundenservice'], 'Das Autohaus Frankenland ist Vertragspartner mehrerer Marken und betreibt drei Standorte mit eigener Werkstatt zwischen Erlangen und Fürth.', '09131'],
  ['Kfz-Technik Oppel', 'kfz-oppel', ['kfz-mechatroniker'], 'Unsere freie Werkstatt repariert Fahrzeuge aller Marken, vom Kleinwagen bis zum Transporter.', '0951'],
  ['Schreinerei Held', 'schreinerei-held', ['tischler'], 'Wir fertigen seit über 40 Jahren Möbel, Küchen und Innenausbau für Kunden in ganz Oberfranken.', '0951'],
  ['Holzbau Dippold GmbH', 'holzbau-dippold', ['zimmerer', 'tischler'], 'Holzbau Dippold baut Dachstühle, Holzhäuser und Aufstockungen, von der Planung bis zur Montage.', '09191'],
  ['Metallbau Hertlein', 'metallbau-hertlein', ['metallbauer', 'cnc-zerspaner'], 'Metallbau Hertlein fertigt Treppen, Geländer, Tore und Stahlkonstruktionen für Bauherren und Industrie.', '0911'],
  ['Bauunternehmung Pfister GmbH & Co. KG', 'bau-pfister', ['maurer', 'bauleiter', 'zimmerer'], 'Als mittelständisches Bauunternehmen realisieren wir Wohn- und Gewerbebauten in der Metropolregion Nürnberg.', '0911'],
  ['Malerfachbetrieb Kunert', 'maler-kunert', ['maler'], 'Wir sind ein Malerfachbetrieb mit zwölf Mitarbeitenden und arbeiten für private und öffentliche Auftraggeber.', '09131'],
  ['Grünwerk Gärten GmbH', 'gruenwerk-gaerten', ['galabau'], 'Grünwerk plant, baut und betreut private Gärten, Firmengelände und Außenanlagen von Wohnanlagen.', '0911'],
  ['Pflegedienst Sonnenschein GmbH', 'pflegedienst-sonnenschein', ['altenpfleger', 'pflegehelfer'], 'Der Pflegedienst Sonnenschein versorgt mit 60 Mitarbeitenden über 300 Kundinnen und Kunden zu Hause in Fürth und Umgebung.', '0911'],
  ['Seniorenzentrum St. Elisabeth', 'seniorenzentrum-st-elisabeth', ['altenpfleger', 'pflegehelfer', 'kuechenhilfe', 'hausmeister'], 'Unser Seniorenzentrum bietet 120 Menschen ein Zuhause, mit Wohnbereichen, Tagespflege und einem beschützenden Bereich für Menschen mit Demenz.', '0951'],
  ['Diakonie am Main gGmbH', 'diakonie-am-main', ['altenpfleger', 'pflegehelfer', 'sozialpaedagoge', 'erzieher'], 'Die Diakonie am Main betreibt Einrichtungen der Altenhilfe, der Jugendhilfe und ambulante Dienste in Unterfranken.', '0931'],
  ['Klinikum Fränkische Schweiz', 'klinikum-fraenkische-schweiz', ['pflegefachkraft', 'arzt', 'pflegehelfer', 'physiotherapeut', 'it-support', 'koch'], 'Das Klinikum Fränkische Schweiz ist ein Haus der Grund- und Regelversorgung mit 420 Betten und 1.200 Beschäftigten.', '09191'],
  ['Kreiskrankenhaus Höchstadt', 'kreiskrankenhaus-hoechstadt', ['pflegefachkraft', 'arzt', 'personal'], 'Unser Kreiskrankenhaus versorgt jährlich rund 12.000 Patientinnen und Patienten stationär.', '09193'],
  ['Hausarztpraxis Dr. Lindner', 'praxis-dr-lindner', ['mfa'], 'Wir sind eine große hausärztliche Gemeinschaftspraxis mit drei Ärztinnen und Ärzten und einem freundlichen Team.', '09131'],
  ['Orthopädie am Stadtpark', 'orthopaedie-am-stadtpark', ['mfa', 'physiotherapeut'], 'Unsere orthopädische Praxis mit eigener Physiotherapie behandelt Patienten aller Kassen und Privatpatienten.', '0911'],
  ['Praxis für Physiotherapie Bewegungsraum', 'bewegungsraum', ['physiotherapeut'], 'Der Bewegungsraum ist eine moderne Praxis mit acht Behandlungsräumen und eigenem Trainingsbereich.', '0911'],
  ['Rosen-Apotheke Erlangen', 'rosen-apotheke', ['pta'], 'Die Rosen-Apotheke ist eine inhabergeführte Apotheke in der Erlanger Innenstadt mit eigenem Herstellungslabor.', '09131'],
  ['Steuerkanzlei Brandl & Partner', 'kanzlei-brandl', ['buchhaltung', 'bueromanagement'], 'Unsere Kanzlei berät mittelständische Unternehmen und Privatpersonen in Steuer- und Wirtschaftsfragen.', '0911'],
  ['Frankenwerk Versicherungsdienst AG', 'frankenwerk-versicherung', ['kundenservice', 'buchhaltung', 'controlling', 'personal', 'softwareentwickler'], 'Die Frankenwerk AG betreut als regionaler Versicherungsdienstleister mehr als 80.000 Kunden.', '0911'],
  ['Stadtwerke Forchheim', 'stadtwerke-forchheim', ['buchhaltung', 'bueromanagement', 'kundenservice', 'elektroniker', 'fisi'], 'Die Stadtwerke Forchheim versorgen die Region zuverlässig mit Strom, Gas, Wasser und Wärme.', '09191'],
  ['Möbelhaus Kraus KG', 'moebelhaus-kraus', ['buchhaltung', 'personal', 'lager-helfer', 'controlling'], 'Das Möbelhaus Kraus ist mit vier Einrichtungshäusern und 450 Beschäftigten einer der großen Händler der Region.', '0951'],
  ['Dialogcenter Franken GmbH', 'dialogcenter-franken', ['kundenservice'], 'Im Dialogcenter Franken beraten wir die Kundinnen und Kunden von Energieversorgern und Onlineshops.', '0911'],
  ['Logistikzentrum Franken GmbH', 'logistikzentrum-franken', ['lager-helfer', 'lagerlogistik', 'staplerfahrer'], 'Im Logistikzentrum Franken lagern und versenden wir für namhafte Onlinehändler täglich bis zu 40.000 Pakete.', '0911'],
  ['Getränke Hofmann Großhandel', 'getraenke-hofmann', ['lager-helfer', 'staplerfahrer', 'berufskraftfahrer', 'vertrieb-innendienst'], 'Getränke Hofmann beliefert Gastronomie und Handel in ganz Oberfranken.', '0951'],
  ['Spedition Maier Transporte GmbH', 'spedition-maier', ['berufskraftfahrer', 'disponent', 'lagerlogistik'], 'Die Spedition Maier ist ein familiengeführtes Transportunternehmen mit 90 eigenen Fahrzeugen.', '09191'],
  ['Stadtverkehr Erlangen', 'stadtverkehr-erlangen', ['busfahrer'], 'Der Stadtverkehr Erlangen bringt mit 110 Bussen täglich rund 60.000 Fahrgäste ans Ziel.', '09131'],
  ['Omnibus Schmitt', 'omnibus-schmitt', ['busfahrer'], 'Das Busunternehmen Schmitt fährt Linien- und Schülerverkehr im Landkreis und Reisen in ganz Europa.', '09191'],
  ['Kurierdienst Blitz & Co.', 'kurierdienst-blitz', ['kurierfahrer', 'disponent'], 'Wir sind ein regionaler Kurier- und Expressdienst für Arztpraxen, Apotheken und Gewerbe.', '0911'],
  ['Datenwerk Software GmbH', 'datenwerk-software', ['softwareentwickler', 'product-owner', 'bi-entwickler', 'it-support'], 'Die Datenwerk Software GmbH entwickelt mit 80 Mitarbeitenden Branchensoftware für Handwerk und Handel.', '0911'],
  ['NorisCloud Systems AG', 'noriscloud', ['fisi', 'it-support', 'softwareentwickler'], 'NorisCloud betreibt Rechenzentren in Nürnberg und betreut die IT mittelständischer Kunden.', '0911'],
  ['Frischemarkt Berger', 'frischemarkt-berger', ['verkaeufer', 'fleischer'], 'Der Frischemarkt Berger ist ein selbstständiger Lebensmittelmarkt mit großer Frischeabteilung.', '0951'],
  ['Dorfmarkt Dürrbeck', 'dorfmarkt-duerrbeck', ['verkaeufer'], 'Der Dorfmarkt Dürrbeck ist ein familiengeführter Supermarkt mit Backshop, Metzgertheke und regionalem Sortiment.', '09191'],
  ['Haustechnik-Großhandel Nordbayern', 'grosshandel-nordbayern', ['vertrieb-innendienst'], 'Wir beliefern das Sanitär-, Heizungs- und Klimahandwerk in Nordbayern aus fünf Abholmärkten.', '0911'],
  ['Gasthof Zur Post', 'gasthof-zur-post', ['koch', 'servicekraft', 'kuechenhilfe', 'rezeption'], 'Der Gasthof Zur Post in Pottenstein ist ein traditionsreiches Haus mit fränkischer Küche, Biergarten und 24 Gästezimmern.', '09243'],
  ['Kantine & Catering Schuster', 'catering-schuster', ['koch', 'kuechenhilfe'], 'Wir bewirtschaften Betriebsrestaurants in Erlangen und Nürnberg und beliefern Kitas und Schulen.', '09131'],
  ['Café am Dom', 'cafe-am-dom', ['servicekraft', 'kuechenhilfe'], 'Das Café am Dom ist ein beliebter Treffpunkt in der Bamberger Altstadt mit eigener Konditorei im Haus.', '0951'],
  ['Hotel Residenz Bamberg', 'hotel-residenz', ['rezeption', 'koch', 'servicekraft', 'reinigungskraft'], 'Das Hotel Residenz ist ein Vier-Sterne-Haus mit 95 Zimmern, Tagungsbereich und Restaurant.', '0951'],
  ['Bildungswerk Nordbayern e. V.', 'bildungswerk-nordbayern', ['lehrkraft', 'sozialpaedagoge'], 'Das Bildungswerk Nordbayern bietet Kurse, Umschulungen und Jugendhilfe an sechs Standorten.', '0911'],
  ['Private Realschule Sankt Georg', 'realschule-st-georg', ['lehrkraft', 'hausmeister'], 'Unsere staatlich anerkannte Privatschule unterrichtet 480 Schülerinnen und Schüler in kleinen Klassen.', '09131'],
  ['Kinderhaus Regenbogen', 'kinderhaus-regenbogen', ['erzieher', 'kinderpfleger'], 'Im Kinderhaus Regenbogen betreuen wir 110 Kinder von einem Jahr bis zum Schuleintritt.', '0911'],
  ['Evangelische Kitas Fürth', 'evangelische-kitas-fuerth', ['erzieher', 'kinderpfleger'], 'Der Verbund betreibt neun Kindertageseinrichtungen mit Krippe, Kindergarten und Hort.', '0911'],
  ['Frankonia Antriebstechnik GmbH', 'frankonia-antriebstechnik', ['industriemechaniker', 'cnc-zerspaner', 'maschinenbauingenieur', 'produktionshelfer', 'elektroniker'], 'Frankonia Antriebstechnik fertigt Getriebe und Antriebe für den Maschinenbau in aller Welt.', '09191'],
  ['Kunststoffwerk Regnitz', 'kunststoffwerk-regnitz', ['produktionshelfer', 'industriemechaniker', 'maschinenbauingenieur', 'staplerfahrer'], 'Das Kunststoffwerk Regnitz produziert Spritzgussteile für die Automobil- und Medizintechnik.', '0951'],
  ['Glanzwerk Gebäudeservice GmbH', 'glanzwerk', ['reinigungskraft'], 'Glanzwerk reinigt Büros, Praxen, Schulen und Hotels in der Metropolregion Nürnberg.', '0911'],
  ['Wohnbau Fürth eG', 'wohnbau-fuerth', ['hausmeister', 'bueromanagement'], 'Die Wohnbau Fürth eG bewirtschaftet 2.400 Wohnungen in Fürth und Zirndorf.', '0911'],
  ['Noris Sicherheitsdienst GmbH', 'noris-sicherheit', ['sicherheit'], 'Wir schützen Industrieanlagen, Bürogebäude und Veranstaltungen in ganz Franken.', '0911'],
  ['Bäckerei Dotterweich', 'baeckerei-dotterweich', ['baecker', 'verkauf-baeckerei'], 'Die Bäckerei Dotterweich backt seit 1895 nach alten Rezepten und führt 14 Filialen im Landkreis.', '0951'],
  ['Metzgerei Fischer', 'metzgerei-fischer', ['fleischer'], 'Unsere Landmetzgerei schlachtet selbst und verarbeitet Tiere aus der Region zu Wurst nach Hausrezept.', '09191'],
];

export const EMPLOYERS: readonly Employer[] = ROWS.map(([name, slug, hires, intro, phone]) => ({
  name,
  slug,
  hires,
  intro,
  phone,
}));

/** Employers advertising an occupation, in a fixed order. */
export function employersOf(occupation: string): readonly Employer[] {
  return EMPLOYERS.filter((e) => e.hires.includes(occupation));
}

/** Contact people of the ads' closing part: some carry job names as surnames, as real ones do. */
export const CONTACTS: readonly string[] = [
  'Frau Becker',
  'Herr Koch',
  'Frau Schneider',
  'Herr Bäcker',
  'Frau Wagner',
  'Herr Meier',
  'Frau Schubert',
  'Herr Fischer',
  'Frau Krüger',
  'Herr Zimmermann',
];
