import type { Occupation } from './corpus-types';

/**
 * Office, finance, personnel, sales and customer service. Bookkeeping ads name the department
 * ("Finanzbuchhaltung") more often than the person, and a few firms write in English.
 */
export const OFFICE: readonly Occupation[] = [
  {
    id: 'buchhaltung',
    jobs: 20,
    titles: [
      'Sachbearbeiter Finanzbuchhaltung (m/w/d)',
      'Mitarbeiter (m/w/d) Buchhaltung',
      'Fachkraft Finanzbuchhaltung (m/w/d)',
      'Kreditorenbuchhaltung – Sachbearbeiterin / Sachbearbeiter',
      'Debitorenbuchhalter (m/w/d)',
      'Accountant (m/w/d)',
      'Accountant / Buchhaltung (all genders)',
      'Bilanzbuchhaltung – Teamleitung (m/w/d)',
    ],
    partTime: [
      'Buchhaltungskraft (m/w/d) in Teilzeit',
      'Mitarbeiterin / Mitarbeiter Finanzbuchhaltung, Teilzeit 25 Std.',
    ],
    minijob: ['Aushilfe Buchhaltung (m/w/d) auf 556-Euro-Basis'],
    tasks: [
      'Kontierung und Buchung laufender Geschäftsvorfälle',
      'Bearbeitung der Kreditoren- und Debitorenbuchhaltung',
      'Mitwirkung bei Monats- und Jahresabschlüssen',
      'Abstimmung von Konten und Zahlungsverkehr',
      'Vorbereitung der Umsatzsteuervoranmeldung',
      'Ansprechpartner für unseren Steuerberater',
    ],
    profile: [
      'Kaufmännische Ausbildung, gern mit Weiterbildung im Rechnungswesen',
      'Sicherer Umgang mit DATEV oder SAP FI',
      'Genaue und zuverlässige Arbeitsweise',
      'Gute Kenntnisse in Excel',
    ],
    homeOffice: true,
  },
  {
    id: 'bueromanagement',
    jobs: 16,
    titles: [
      'Kaufmann / Kauffrau für Büromanagement (m/w/d)',
      'Bürokaufmann (m/w/d)',
      'Büroangestellte / Büroangestellter Auftragsabwicklung',
      'Assistenz der Geschäftsführung (m/w/d)',
      'Sachbearbeiter:in Verwaltung',
      'Office Manager (m/w/d)',
    ],
    partTime: ['Bürokraft (m/w/d) in Teilzeit vormittags', 'Kaufmännische Mitarbeiterin (m/w/d) Teilzeit'],
    minijob: ['Bürohilfe (m/w/d) auf Minijobbasis'],
    training: ['Ausbildung Kaufmann/-frau für Büromanagement 2027'],
    tasks: [
      'Allgemeine Büroorganisation und Korrespondenz',
      'Terminplanung und Vorbereitung von Besprechungen',
      'Annahme von Telefonaten und Weiterleitung von Anfragen',
      'Erstellung von Angeboten und Rechnungen',
      'Ablage und Archivierung, digital und in Papierform',
    ],
    profile: [
      'Abgeschlossene kaufmännische Ausbildung',
      'Sicherer Umgang mit MS Office',
      'Organisationstalent und freundliche Art am Telefon',
    ],
    homeOffice: true,
  },
  {
    id: 'personal',
    jobs: 10,
    titles: [
      'Personalsachbearbeiter (m/w/d) Entgeltabrechnung',
      'Personalreferentin / Personalreferent',
      'Sachbearbeitung Personal (m/w/d)',
      'Recruiter (m/w/d)',
      'Lohnbuchhalter (m/w/d)',
    ],
    partTime: ['Personalsachbearbeiterin (m/w/d) in Teilzeit'],
    tasks: [
      'Betreuung der Mitarbeitenden vom Eintritt bis zum Austritt',
      'Lohn- und Gehaltsabrechnung',
      'Erstellung von Arbeitsverträgen und Zeugnissen',
      'Veröffentlichung von Stellenanzeigen und Organisation von Vorstellungsgesprächen',
    ],
    profile: [
      'Kaufmännische Ausbildung mit Weiterbildung zum Personalfachkaufmann',
      'Kenntnisse im Arbeits- und Sozialversicherungsrecht',
      'Diskretion und Einfühlungsvermögen',
    ],
    homeOffice: true,
  },
  {
    id: 'controlling',
    jobs: 8,
    titles: [
      'Controller (m/w/d)',
      'Mitarbeiter Controlling (m/w/d)',
      'Referentin / Referent Unternehmenscontrolling',
      'Financial Controller (m/w/d)',
    ],
    tasks: [
      'Erstellung von Monats- und Quartalsberichten',
      'Budgetplanung und Forecasts',
      'Analyse von Abweichungen und Kennzahlen',
      'Weiterentwicklung des Berichtswesens',
    ],
    profile: [
      'Studium der Betriebswirtschaft mit Schwerpunkt Controlling',
      'Sehr gute Excel-Kenntnisse',
      'Analytisches Denken',
    ],
    homeOffice: true,
  },
  {
    id: 'vertrieb-innendienst',
    jobs: 12,
    titles: [
      'Vertriebsmitarbeiter Innendienst (m/w/d)',
      'Kauffrau / Kaufmann im Groß- und Außenhandel',
      'Inside Sales Representative (m/w/d)',
      'Sachbearbeiter Vertriebsinnendienst (m/w/d)',
      'Key Account Manager (m/w/d)',
    ],
    training: ['Ausbildung Kaufmann für Groß- und Außenhandelsmanagement (m/w/d)'],
    tasks: [
      'Betreuung unserer Bestandskunden am Telefon und per E-Mail',
      'Erstellung von Angeboten und Nachverfolgung',
      'Auftragserfassung in SAP',
      'Enge Abstimmung mit dem Außendienst',
    ],
    profile: ['Kaufmännische Ausbildung', 'Verhandlungsgeschick und Freude am Verkauf', 'Gute Englischkenntnisse'],
    homeOffice: true,
  },
  {
    id: 'kundenservice',
    jobs: 12,
    titles: [
      'Kundenberater (m/w/d) im Kundenservice',
      'Mitarbeiterin / Mitarbeiter Kundenservice',
      'Customer Service Agent (m/w/d)',
      'Callcenter-Agent (m/w/d) Inbound',
      'Kundenbetreuer*in Telefon und Chat',
    ],
    partTime: ['Kundenservice-Mitarbeiter (m/w/d) in Teilzeit'],
    minijob: ['Telefonist (m/w/d) auf Minijob-Basis'],
    tasks: [
      'Beantwortung von Kundenanfragen per Telefon, E-Mail und Chat',
      'Bearbeitung von Reklamationen und Rücksendungen',
      'Pflege der Kundendaten in unserem CRM',
      'Weitergabe von Anliegen an die Fachabteilungen',
    ],
    profile: [
      'Freundliche Art und klare Aussprache',
      'Sicherer Umgang mit dem PC',
      'Erfahrung im Kundenservice von Vorteil',
    ],
    homeOffice: true,
  },
];
