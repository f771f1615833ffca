import type { Occupation } from './types';

/** Warehouse, transport and passenger transport. */
export const LOGISTICS: Occupation[] = [
  {
    id: 'lagerhelfer', field: 'logistik-lager', level: 'helfer', pay: [2400, 2900], shifts: true, minijob: true, parttime: 0.2,
    titles: ['Lagerhelfer', 'Lagermitarbeiter', 'Kommissionierer', 'Lagerarbeiter', 'Mitarbeiter Lager und Versand', 'Versandmitarbeiter', 'Helfer Lager / Logistik', 'Kommissioniererin / Kommissionierer'],
    suffixes: ['im Wareneingang', 'in Frühschicht', 'auch für Quereinsteiger', 'für die Nachtschicht'],
    degrees: ['ohne-abschluss', 'hauptschulabschluss'], skills: ['einsatzbereitschaft', 'zuverlaessigkeit', 'teamfaehigkeit'],
    tasks: ['Kommissionierung von Aufträgen mit Handscanner', 'Warenannahme, Kontrolle und Einlagerung', 'Verpacken und Etikettieren von Sendungen', 'Mithilfe bei Inventuren', 'Ordnung und Sauberkeit im Lager'],
    profile: ['Erfahrung im Lager wünschenswert, Quereinsteiger willkommen', 'Körperliche Belastbarkeit', 'Bereitschaft zur Schichtarbeit', 'Zuverlässigkeit und Pünktlichkeit'],
  },
  {
    id: 'staplerfahrer', field: 'logistik-lager', level: 'fachkraft', pay: [2600, 3200], shifts: true,
    titles: ['Gabelstaplerfahrer', 'Staplerfahrer', 'Lagermitarbeiter mit Staplerschein', 'Flurförderzeugführer', 'Gabelstaplerfahrer im Wareneingang', 'Schubmaststaplerfahrer', 'Staplerfahrerin / Staplerfahrer'],
    suffixes: ['in Wechselschicht', 'für den Warenausgang', 'Frühschicht'],
    degrees: ['hauptschulabschluss', 'berufsausbildung'], skills: ['staplerschein', 'gabelstapler', 'einsatzbereitschaft'],
    tasks: ['Be- und Entladen von Lkw mit dem Gabelstapler', 'Ein- und Auslagerung im Hochregallager', 'Bereitstellung von Material für die Produktion', 'Buchungen im Lagerverwaltungssystem'],
    profile: ['Gültiger Staplerschein und Fahrpraxis', 'Erfahrung mit Schubmaststaplern von Vorteil', 'Bereitschaft zur Schichtarbeit', 'Sorgfältige Arbeitsweise'],
  },
  {
    id: 'lagerlogistik', field: 'logistik-lager', level: 'fachkraft', pay: [2700, 3400], shifts: true,
    titles: ['Fachkraft für Lagerlogistik', 'Fachlagerist', 'Lagerist', 'Logistikmitarbeiter', 'Lagerlogistiker', 'Fachkraft Lagerlogistik'],
    degrees: ['berufsausbildung'], skills: ['warenwirtschaft', 'staplerschein', 'sap'],
    training: ['Ausbildung zur Fachkraft für Lagerlogistik', 'Ausbildung Fachlagerist'],
    student: ['Logistik'],
    tasks: ['Wareneingangskontrolle und Buchung im ERP-System', 'Organisation der Lagerplätze und Bestandsführung', 'Versandvorbereitung und Erstellung der Frachtpapiere', 'Durchführung von Inventuren'],
    profile: ['Ausbildung als Fachkraft für Lagerlogistik oder Fachlagerist/in', 'Staplerschein', 'Kenntnisse in SAP oder einem Lagerverwaltungssystem'],
  },
  {
    id: 'logistikleitung', field: 'logistik-lager', level: 'leitung', pay: [3900, 6000], mode: 'hybrid',
    titles: ['Lagerleiter', 'Teamleiter Logistik', 'Schichtleiter Lager', 'Logistikleiter', 'Supply Chain Manager', 'Logistikplaner', 'Leitung Versand'],
    degrees: ['meister-techniker', 'bachelor'], skills: ['fuehrungserfahrung', 'sap', 'lean', 'dispositionssoftware'], study: ['logistikmanagement', 'betriebswirtschaftslehre'],
    tasks: ['Führung des Lager- und Versandteams', 'Planung von Personal, Kapazitäten und Abläufen', 'Optimierung der Lagerprozesse und Kennzahlen', 'Zusammenarbeit mit Speditionen und Kunden'],
    profile: ['Ausbildung mit Weiterbildung (Fachwirt/in, Meister/in) oder Studium Logistik', 'Führungserfahrung in der Logistik', 'SAP-Kenntnisse', 'Organisationsstärke'],
  },
  {
    id: 'berufskraftfahrer', field: 'transport-verkehr', level: 'fachkraft', pay: [2800, 3600],
    titles: ['Berufskraftfahrer', 'LKW-Fahrer', 'Kraftfahrer CE', 'Fernfahrer', 'Lkw-Fahrer im Nahverkehr', 'Berufskraftfahrer Klasse CE', 'Fahrer Wechselbrücke', 'Tankwagenfahrer'],
    suffixes: ['im Nahverkehr', 'im Fernverkehr', 'Tagestouren', 'für den Baustellenverkehr'],
    degrees: ['berufsausbildung', 'hauptschulabschluss'], skills: ['fuehrerschein-ce', 'zuverlaessigkeit', 'dispositionssoftware'],
    training: ['Ausbildung zum Berufskraftfahrer'],
    tasks: ['Transport von Waren im regionalen Nahverkehr oder im Fernverkehr', 'Be- und Entladen sowie Ladungssicherung', 'Abfahrtskontrolle und Pflege des Fahrzeugs', 'Erledigung der Frachtpapiere'],
    profile: ['Führerschein Klasse CE mit Fahrerkarte und Schlüsselzahl 95', 'Berufserfahrung als Lkw-Fahrer/in', 'Zuverlässigkeit und freundliches Auftreten beim Kunden'],
  },
  {
    id: 'auslieferungsfahrer', field: 'transport-verkehr', level: 'helfer', pay: [2400, 2900], minijob: true, parttime: 0.3,
    titles: ['Auslieferungsfahrer', 'Kurierfahrer', 'Paketzusteller', 'Fahrer Klasse B', 'Auslieferungsfahrer 7,5 t', 'Zusteller', 'Fahrer für Essen auf Rädern'],
    degrees: ['hauptschulabschluss', 'ohne-abschluss'], skills: ['fuehrerschein-b', 'zuverlaessigkeit', 'kundenorientierung'],
    tasks: ['Auslieferung von Waren an Privat- und Geschäftskunden', 'Beladen des Fahrzeugs nach Tourenplan', 'Abwicklung der Übergabe mit Handscanner', 'Pflege des Firmenfahrzeugs'],
    profile: ['Führerschein Klasse B (für 7,5 t: C1)', 'Gute Ortskenntnisse', 'Freundliches Auftreten und Zuverlässigkeit'],
  },
  {
    id: 'busfahrer', field: 'transport-verkehr', level: 'fachkraft', pay: [2800, 3500], shifts: true, parttime: 0.3, minijob: true,
    titles: ['Busfahrer', 'Omnibusfahrer', 'Busfahrer im Linienverkehr', 'Schulbusfahrer', 'Triebfahrzeugführer', 'Lokführer', 'Fahrer im Reiseverkehr'],
    degrees: ['berufsausbildung', 'hauptschulabschluss'], skills: ['fuehrerschein-d', 'kundenorientierung', 'zuverlaessigkeit'],
    training: ['Ausbildung zur Fachkraft im Fahrbetrieb'],
    tasks: ['Sichere Beförderung unserer Fahrgäste im Linien- und Schulverkehr', 'Fahrkartenverkauf und Auskünfte', 'Abfahrtskontrolle des Fahrzeugs', 'Einsätze im Reise- und Ausflugsverkehr'],
    profile: ['Führerschein Klasse D mit Schlüsselzahl 95 (oder Bereitschaft zum Erwerb, wir unterstützen)', 'Freundlicher Umgang mit Fahrgästen', 'Bereitschaft zu Schicht- und Wochenenddiensten'],
  },
  {
    id: 'disponent', field: 'transport-verkehr', level: 'spezialist', pay: [3200, 4400], mode: 'hybrid',
    titles: ['Disponent', 'Speditionskaufmann', 'Kaufmann für Spedition und Logistikdienstleistung', 'Disponent Nahverkehr', 'Fuhrparkleiter', 'Transportdisponent', 'Disponent Fernverkehr', 'Logistics Coordinator'],
    degrees: ['berufsausbildung', 'bachelor'], skills: ['dispositionssoftware', 'kommunikationsstaerke', 'ms-office', 'verhandlungsgeschick'], languages: ['englisch'],
    training: ['Ausbildung zum Kaufmann für Spedition und Logistikdienstleistung'],
    tasks: ['Planung und Steuerung der Fahrzeuge und Touren', 'Ansprechpartner für Fahrer, Kunden und Partner', 'Angebotserstellung und Frachtenabrechnung', 'Überwachung von Lenk- und Ruhezeiten'],
    profile: ['Kaufmännische Ausbildung im Speditionsbereich oder Erfahrung in der Disposition', 'Stressresistenz und Organisationstalent', 'Gute Deutsch- und Englischkenntnisse'],
  },
];
