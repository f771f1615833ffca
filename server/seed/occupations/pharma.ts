import type { Occupation } from './types';

/** Pharmacy, laboratory, chemical and pharmaceutical production. */
export const PHARMA: Occupation[] = [
  {
    id: 'apotheker', field: 'pharma-labor', level: 'experte', pay: [4600, 6200], parttime: 0.4,
    titles: ['Apotheker', 'Approbierter Apotheker', 'Apothekerin / Apotheker', 'Filialleitung Apotheke', 'Pharmazeut'],
    degrees: ['staatsexamen'], skills: ['beratung', 'kundenorientierung', 'warenwirtschaft'], study: ['pharmazie'],
    tasks: ['Pharmazeutische Beratung unserer Kundinnen und Kunden', 'Prüfung und Abgabe von Arzneimitteln', 'Herstellung von Rezepturen', 'Durchführung pharmazeutischer Dienstleistungen (z. B. Medikationsanalyse)', 'Anleitung von PTA und PKA'],
    profile: ['Deutsche Approbation als Apotheker/in', 'Freude an Beratung und Kundenkontakt', 'Teamfähigkeit und Eigeninitiative', 'Interesse an Fortbildungen'],
  },
  {
    id: 'pta', field: 'pharma-labor', level: 'fachkraft', pay: [2700, 3400], parttime: 0.5, minijob: true,
    titles: ['Pharmazeutisch-technische Assistenz (PTA)', 'PTA', 'Pharmazeutisch-technischer Assistent', 'Pharmazeutisch-kaufmännische Angestellte (PKA)', 'PKA'],
    degrees: ['berufsausbildung'], skills: ['beratung', 'warenwirtschaft', 'kassensysteme', 'kundenorientierung'],
    training: ['Ausbildung zur Pharmazeutisch-kaufmännischen Angestellten (PKA)', 'Ausbildung PTA'],
    tasks: ['Beratung und Verkauf im Handverkauf', 'Herstellung von Rezepturen im Labor', 'Warenwirtschaft, Bestellwesen und Lagerpflege', 'Prüfung von Ausgangsstoffen', 'Gestaltung der Sichtwahl'],
    profile: ['Abgeschlossene Ausbildung als PTA oder PKA', 'Freundliches Auftreten und Beratungskompetenz', 'Sorgfalt und Genauigkeit', 'Kenntnisse in Warenwirtschaftssystemen wünschenswert'],
  },
  {
    id: 'labor', field: 'pharma-labor', level: 'fachkraft', pay: [2900, 3900], shifts: true,
    titles: ['Medizinische Technologin für Laboratoriumsanalytik (MTL)', 'MTLA', 'Chemielaborant', 'Biologielaborant', 'Laborant', 'Laborassistent', 'Chemisch-technischer Assistent (CTA)', 'Lab Technician'],
    suffixes: ['für die Qualitätskontrolle', 'für die Mikrobiologie', 'im Zentrallabor'],
    degrees: ['berufsausbildung'], skills: ['labortechnik', 'gmp', 'qualitaetsmanagement', 'hygiene'],
    training: ['Ausbildung zum Chemielaboranten', 'Ausbildung Biologielaborant'],
    student: ['Labor und Analytik'],
    tasks: ['Durchführung chemischer, physikalischer und mikrobiologischer Analysen', 'Bedienung und Wartung der Laborgeräte (HPLC, GC, Photometer)', 'Dokumentation der Ergebnisse nach GMP/GLP', 'Probenannahme und -vorbereitung', 'Mitarbeit bei Methodenvalidierungen'],
    profile: ['Abgeschlossene Ausbildung als MTL, CTA oder Laborant/in', 'Sorgfältige und selbstständige Arbeitsweise', 'Erfahrung in der Analytik von Vorteil', 'Gute PC-Kenntnisse'],
  },
  {
    id: 'mtr', field: 'medizin', level: 'fachkraft', pay: [3100, 4000], shifts: true,
    titles: ['Medizinische Technologin für Radiologie (MTR)', 'MTRA', 'Röntgenassistent', 'MTR für CT und MRT'],
    degrees: ['berufsausbildung'], skills: ['hygiene', 'praxissoftware', 'kommunikationsstaerke'],
    tasks: ['Durchführung von Röntgen-, CT- und MRT-Untersuchungen', 'Betreuung der Patienten während der Untersuchung', 'Bildbearbeitung und Archivierung im PACS', 'Einhaltung des Strahlenschutzes'],
    profile: ['Ausbildung als MTR/MTRA', 'Kenntnisse im Strahlenschutz', 'Freundlicher Umgang mit Patienten', 'Bereitschaft zu Bereitschaftsdiensten'],
  },
  {
    id: 'chemikant', field: 'produktion-fertigung', level: 'fachkraft', pay: [3300, 4300], shifts: true,
    titles: ['Chemikant', 'Pharmakant', 'Produktionsmitarbeiter Pharma', 'Anlagenfahrer Chemie', 'Produktionsfachkraft Chemie'],
    degrees: ['berufsausbildung'], skills: ['gmp', 'einsatzbereitschaft', 'qualitaetsmanagement'],
    training: ['Ausbildung zum Chemikanten', 'Ausbildung Pharmakant'],
    tasks: ['Bedienen und Überwachen der Produktionsanlagen', 'Herstellung von Wirk- und Hilfsstoffen nach Herstellvorschrift', 'Probenahme und In-Prozess-Kontrollen', 'GMP-gerechte Dokumentation', 'Reinigung und Rüsten der Anlagen'],
    profile: ['Ausbildung als Chemikant/in, Pharmakant/in oder vergleichbar', 'Bereitschaft zur Arbeit im Wechselschicht', 'Technisches Verständnis', 'Sorgfalt und Verantwortungsbewusstsein'],
  },
  {
    id: 'pharmareferent', field: 'vertrieb-verkauf', level: 'spezialist', pay: [4200, 6000], mode: 'hybrid',
    titles: ['Pharmareferent', 'Medizinprodukteberater', 'Fachreferent Medizintechnik', 'Key Account Manager Klinik', 'Medical Sales Representative'],
    degrees: ['bachelor', 'berufsausbildung'], skills: ['beratung', 'verhandlungsgeschick', 'fuehrerschein-b', 'crm'], study: ['pharmazie', 'biologie'],
    tasks: ['Betreuung von Arztpraxen und Kliniken im Gebiet', 'Vorstellung unserer Produkte und Therapiekonzepte', 'Planung von Fortbildungsveranstaltungen', 'Pflege der Kundendaten im CRM', 'Zusammenarbeit mit Marketing und Medical Affairs'],
    profile: ['Qualifikation nach § 75 AMG oder naturwissenschaftliches Studium', 'Erste Erfahrung im Außendienst von Vorteil', 'Überzeugendes Auftreten', 'Führerschein Klasse B und Reisebereitschaft'],
  },
  {
    id: 'medizinische-dokumentation', field: 'medizin', level: 'spezialist', pay: [3400, 4600], mode: 'hybrid',
    titles: ['Kodierfachkraft', 'Medizincontroller', 'Fachkraft Medizinische Dokumentation', 'Medizinischer Dokumentationsassistent', 'Referent Medizincontrolling'],
    degrees: ['berufsausbildung', 'bachelor'], skills: ['medizinische-terminologie', 'controlling', 'excel'], study: ['gesundheitsoekonomie'],
    tasks: ['Kodierung von Diagnosen und Prozeduren nach ICD und OPS', 'Prüfung der Fallabrechnung nach DRG', 'Bearbeitung von MD-Anfragen', 'Schulung der ärztlichen Dienste'],
    profile: ['Ausbildung im Gesundheitswesen oder Studium mit medizinischem Bezug', 'Kenntnisse in DRG-System und Kodierrichtlinien', 'Analytisches Denken', 'Gute MS-Office-Kenntnisse'],
  },
];
