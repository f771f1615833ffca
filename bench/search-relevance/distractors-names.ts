import type { DistractorRow, EmploymentKey } from './corpus-types';

/**
 * Ads whose query word hides in a compound, a surname, an employer's name or an abbreviation of something
 * else ("Personalentwickler", "Herr Koch", "Bäckereikette", "Multi-Faktor-Authentifizierung (MFA)"), and
 * English titles a German query should still reach or leave alone ("Account Manager" is no accountant).
 */
const VZ: readonly EmploymentKey[] = ['vollzeit'];
const TZ: readonly EmploymentKey[] = ['teilzeit'];

export const NAME_AND_ACRONYM_DISTRACTORS: readonly DistractorRow[] = [
  [
    'disponent-fahrer',
    'disponent',
    'Disponent (m/w/d) für unsere 40 Fahrer',
    'spedition-maier',
    VZ,
    [
      'Von Forchheim aus steuern wir 40 Fahrer im Nah- und Regionalverkehr.',
      'Sie planen die Touren für den nächsten Tag, sind Ansprechpartner unserer Fahrer unterwegs und halten Kunden bei Verspätungen auf dem Laufenden.',
      'Sie haben Erfahrung in der Disposition oder eine Ausbildung als Speditionskaufmann. Selbst fahren müssen Sie nicht.',
      'Ihr Ansprechpartner: Herr Meier, Telefon 09191 612 40-0',
    ],
  ],
  [
    'fahrlehrer',
    'fahrlehrer',
    'Fahrlehrer (m/w/d) Klasse B und BE',
    'bildungswerk-nordbayern',
    VZ,
    [
      'Unsere Fahrschule im Bildungswerk bildet jedes Jahr über 300 Fahrschülerinnen und Fahrschüler aus.',
      'Sie geben Theorie- und Praxisunterricht, begleiten Prüfungsfahrten und betreuen unsere Fahrzeugflotte.',
      'Eine Fahrlehrerlaubnis der Klasse BE setzen wir voraus; Quereinsteiger unterstützen wir bei der Ausbildung zum Fahrlehrer.',
      'Ihre Ansprechpartnerin: Frau Schubert, Telefon 0911 255 70-0',
    ],
  ],
  [
    'lkw-werkstatt',
    'kfz-mechatroniker',
    'Kfz-Mechatroniker (m/w/d) Nutzfahrzeuge – Lkw-Werkstatt',
    'spedition-maier',
    VZ,
    [
      'In unserer eigenen Lkw-Werkstatt halten wir 90 Sattelzüge und Wechselbrücken in Schuss.',
      'Sie warten und reparieren unsere Lkw, bereiten Hauptuntersuchungen vor und sprechen mit den Fahrern über Mängel, die sie unterwegs melden.',
      'Sie haben eine Ausbildung als Kfz-Mechatroniker, gern mit Schwerpunkt Nutzfahrzeugtechnik. Ein Führerschein Klasse CE ist von Vorteil.',
      'Ihr Ansprechpartner: Herr Zimmermann, Telefon 09191 612 40-0',
    ],
  ],
  [
    'serviceberater',
    'kfz-serviceberater',
    'Serviceberater (m/w/d) Kfz-Werkstatt',
    'autohaus-frankenland',
    VZ,
    [
      'Als Serviceberater sind Sie das Gesicht unserer Werkstatt: Sie nehmen Fahrzeuge an, erklären Reparaturen und erstellen Kostenvoranschläge.',
      'Sie planen Werkstatttermine, rechnen Aufträge ab und sorgen dafür, dass unsere Kunden ihr Auto pünktlich zurückbekommen.',
      'Eine technische Ausbildung im Kfz-Bereich und Freude am Kundenkontakt bringen Sie mit.',
      'Ihre Ansprechpartnerin: Frau Becker, Telefon 09131 550 77-0',
    ],
  ],
  [
    'it-service-manager',
    'it-support',
    'IT Service Manager (m/w/d) ITIL',
    'noriscloud',
    VZ,
    [
      'NorisCloud betreibt die IT von über 150 mittelständischen Kunden. Sie verantworten unsere Service-Prozesse nach ITIL.',
      'Sie steuern Incident- und Change-Management, berichten über Servicelevel und entwickeln unseren Service Desk weiter.',
      'Sie haben Erfahrung im IT-Betrieb und eine ITIL-Zertifizierung.',
      'Ihr Ansprechpartner: Herr Meier, Telefon 0911 377 90-0',
    ],
  ],
  [
    'mfa-authentifizierung',
    'fisi',
    'IT-Administrator (m/w/d) Microsoft 365 und Sicherheit',
    'stadtwerke-forchheim',
    VZ,
    [
      'Die Stadtwerke Forchheim modernisieren ihre IT. Dafür suchen wir einen Administrator mit Blick für Sicherheit.',
      'Sie führen die Multi-Faktor-Authentifizierung (MFA) für alle Beschäftigten ein, verwalten Microsoft 365 und Intune und betreuen unsere Firewall.',
      'Sie haben eine Ausbildung als Fachinformatiker oder ein Studium der Informatik und kennen sich mit Entra ID aus.',
      'Ihre Ansprechpartnerin: Frau Krüger, Telefon 09191 710 00-0',
    ],
  ],
  [
    'shk-grosshandel',
    'vertrieb-innendienst',
    'Kaufmann im Großhandel (m/w/d) – SHK-Fachgroßhandel',
    'grosshandel-nordbayern',
    VZ,
    [
      'Als SHK-Großhandel beliefern wir Installateure und Heizungsbauer in ganz Nordbayern.',
      'Sie beraten unsere Handwerkskunden am Telefon und an der Theke im Abholmarkt, erstellen Angebote für Heizungs- und Badprojekte und pflegen Aufträge in SAP.',
      'Sie haben eine kaufmännische Ausbildung, idealerweise im Großhandel; technisches Interesse ist ein Plus.',
      'Ihr Ansprechpartner: Herr Fischer, Telefon 0911 640 55-0',
    ],
  ],
  [
    'haushaltswaren',
    'verkaeufer',
    'Verkäufer (m/w/d) Haushaltswaren – Kochen, Backen, Tischkultur',
    'moebelhaus-kraus',
    TZ,
    [
      'In unserer Abteilung für Haushaltswaren finden Kunden alles rund ums Kochen und Backen: Töpfe, Messer, Küchenmaschinen und Geschirr.',
      'Sie beraten zu Kochgeschirr und Küchenhelfern, räumen Ware ein und kassieren.',
      'Erfahrung im Einzelhandel ist von Vorteil. Wir bieten eine Stelle in Teilzeit mit 25 Stunden.',
      'Ihr Ansprechpartner: Herr Koch, Telefon 0951 204 88-0',
    ],
  ],
  [
    'baeckereikette-buchhaltung',
    'buchhaltung',
    'Mitarbeiter Buchhaltung (m/w/d) für unsere Bäckereikette',
    'baeckerei-dotterweich',
    VZ,
    [
      'Hinter 14 Filialen steckt eine Menge Zahlenarbeit. Für unsere Verwaltung suchen wir Unterstützung in der Buchhaltung.',
      'Sie buchen Eingangsrechnungen, gleichen die Kassenberichte unserer Filialen ab und bereiten die Lohnbuchhaltung vor.',
      'Sie haben eine kaufmännische Ausbildung und Erfahrung mit DATEV.',
      'Ihr Ansprechpartner: Herr Bäcker, Telefon 0951 302 19-0',
    ],
  ],
  [
    'personalentwickler',
    'personal',
    'Personalentwickler (m/w/d)',
    'frankenwerk-versicherung',
    VZ,
    [
      'Bei der Frankenwerk AG sollen alle Beschäftigten wachsen können. Dafür suchen wir eine Fachkraft für Personalentwicklung.',
      'Sie planen Seminare und Führungskräfteprogramme, begleiten Mitarbeitergespräche und betreuen unsere Auszubildenden.',
      'Sie haben ein Studium der Psychologie, Pädagogik oder Betriebswirtschaft und Erfahrung in der Weiterbildung.',
      'Ihre Ansprechpartnerin: Frau Schneider, Telefon 0911 590 40-0',
    ],
  ],
  [
    'projektentwickler',
    'immobilien',
    'Projektentwickler Immobilien (m/w/d)',
    'wohnbau-fuerth',
    VZ,
    [
      'Die Wohnbau Fürth eG plant in den nächsten Jahren 300 neue Wohnungen.',
      'Sie prüfen Grundstücke, erstellen Wirtschaftlichkeitsberechnungen und begleiten unsere Bauvorhaben von der Idee bis zur Baugenehmigung.',
      'Sie haben ein Studium der Immobilienwirtschaft, Architektur oder des Bauingenieurwesens.',
      'Ihr Ansprechpartner: Herr Zimmermann, Telefon 0911 702 15-0',
    ],
  ],
  [
    'account-manager',
    'vertrieb-innendienst',
    'Account Manager (m/w/d) B2B',
    'noriscloud',
    VZ,
    [
      'Sie betreuen unsere mittelständischen Kunden im Vertrieb und bauen die Beziehungen zu ihnen aus.',
      'Sie führen Jahresgespräche, erstellen Angebote für Cloud-Dienste und arbeiten eng mit unseren Technikern zusammen.',
      'Sie haben Vertriebserfahrung in der IT-Branche und sprechen sicher Deutsch und Englisch.',
      'Ihre Ansprechpartnerin: Frau Wagner, Telefon 0911 377 90-0',
    ],
  ],
  [
    'elektronikfachverkauf',
    'verkaeufer',
    'Fachverkäufer (m/w/d) Unterhaltungselektronik',
    'moebelhaus-kraus',
    VZ,
    [
      'In unserer Elektronikabteilung beraten Sie zu Fernsehern, Soundanlagen und Smart-Home-Geräten.',
      'Sie präsentieren die Ware, verkaufen Garantieverlängerungen und nehmen Reklamationen entgegen.',
      'Sie bringen Erfahrung im Verkauf und Begeisterung für Technik mit.',
      'Ihr Ansprechpartner: Herr Meier, Telefon 0951 204 88-0',
    ],
  ],
  [
    'ferienlager',
    'sozialpaedagoge',
    'Pädagogische Betreuung (m/w/d) für unsere Ferienlager',
    'bildungswerk-nordbayern',
    TZ,
    [
      'In den Sommerferien fahren wir mit Kindern und Jugendlichen in Zeltlager an den Brombachsee und ins Fichtelgebirge.',
      'Sie leiten eine Gruppe, gestalten Programm und Lagerfeuerabende und sind Ansprechperson für die Eltern.',
      'Sie studieren Soziale Arbeit oder Pädagogik oder haben Erfahrung in der Jugendarbeit.',
      'Ihre Ansprechpartnerin: Frau Schubert, Telefon 0911 255 70-0',
    ],
  ],
  [
    'veranstaltung',
    'veranstaltung',
    'Veranstaltungskauffrau / Veranstaltungskaufmann (m/w/d)',
    'hotel-residenz',
    VZ,
    [
      'Im Hotel Residenz finden jedes Jahr über 400 Tagungen, Hochzeiten und Feiern statt.',
      'Sie planen Veranstaltungen vom ersten Angebot bis zur Abrechnung, stimmen sich mit Küche und Service ab und betreuen die Gäste vor Ort.',
      'Sie haben eine Ausbildung in Hotellerie oder Veranstaltungswesen und Organisationstalent.',
      'Ihr Ansprechpartner: Herr Koch, Telefon 0951 291 00-0',
    ],
  ],
  [
    'nurse',
    'pflegefachkraft',
    'Registered Nurse (m/w/d) – Anerkennung und Sprachkurs inklusive',
    'klinikum-fraenkische-schweiz',
    VZ,
    [
      'Sie sind ausgebildete Pflegekraft aus dem Ausland und möchten in Deutschland arbeiten? Wir begleiten Sie bis zur Anerkennung als Pflegefachfrau oder Pflegefachmann.',
      'Nach der Einarbeitung versorgen Sie Patientinnen und Patienten auf unseren internistischen Stationen.',
      'Wir übernehmen den Deutschkurs bis B2, helfen bei der Wohnungssuche und stellen Ihnen eine Mentorin zur Seite.',
      'Ihre Ansprechpartnerin: Frau Becker, Telefon 09191 820 00-0',
    ],
  ],
  [
    'warehouse-manager',
    'lagerlogistik',
    'Warehouse Manager (m/w/d)',
    'logistikzentrum-franken',
    VZ,
    [
      'Sie leiten eine Halle mit 25.000 Palettenstellplätzen und einem Team von 60 Mitarbeitenden.',
      'Sie planen Schichten und Personal, steuern die Kennzahlen von Wareneingang bis Versand und verbessern die Abläufe mit unseren Kunden.',
      'Sie haben Führungserfahrung in der Lagerlogistik und sprechen gut Englisch.',
      'Ihr Ansprechpartner: Herr Fischer, Telefon 0911 733 10-0',
    ],
  ],
];
