import type { Occupation } from './types';

/** Marketing, communication, HR and project management. */
export const BUSINESS: Occupation[] = [
  {
    id: 'marketing', field: 'marketing-kommunikation', level: 'spezialist', pay: [3600, 5500], mode: 'remote', parttime: 0.25, freelance: true,
    titles: ['Marketing Manager', 'Online Marketing Manager', 'Marketingreferent', 'Social Media Manager', 'Content Manager', 'Performance Marketing Manager', 'Mitarbeiter Marketing', 'SEO-Manager', 'Junior Marketing Manager', 'Marketing Specialist'],
    degrees: ['bachelor', 'berufsausbildung'], skills: ['seo', 'social-media', 'content-erstellung', 'adobe', 'crm'], study: ['medien-kommunikation', 'betriebswirtschaftslehre'], languages: ['englisch'],
    training: ['Ausbildung Kaufmann für Marketingkommunikation', 'Duales Studium BWL – Marketing (B.A.)'],
    student: ['Marketing', 'Social Media', 'Online-Marketing'],
    tasks: ['Planung und Umsetzung von Online- und Offline-Kampagnen', 'Betreuung unserer Social-Media-Kanäle und der Website', 'SEO, SEA und Newsletter-Marketing', 'Erstellung von Texten, Bildern und Videos', 'Auswertung der Kennzahlen und Optimierung der Maßnahmen'],
    profile: ['Studium mit Schwerpunkt Marketing oder Kommunikation bzw. vergleichbare Ausbildung', 'Erfahrung im Online-Marketing', 'Kreativität und Stilsicherheit in der deutschen Sprache', 'Kenntnisse in Google Analytics und Content-Management-Systemen'],
  },
  {
    id: 'grafik', field: 'marketing-kommunikation', level: 'fachkraft', pay: [2900, 4300], mode: 'hybrid', parttime: 0.3, freelance: true,
    titles: ['Mediengestalter Digital und Print', 'Grafikdesigner', 'Mediengestalter', 'Art Director', 'Kommunikationsdesigner', 'Grafiker', 'Motion Designer'],
    degrees: ['berufsausbildung', 'bachelor'], skills: ['adobe', 'ux-design', 'content-erstellung'], study: ['medien-kommunikation'],
    training: ['Ausbildung zum Mediengestalter Digital und Print'],
    student: ['Grafikdesign'],
    tasks: ['Gestaltung von Printprodukten, Anzeigen und Verpackungen', 'Erstellung von Grafiken für Web und Social Media', 'Weiterentwicklung des Corporate Designs', 'Druckdatenerstellung und Abstimmung mit Druckereien'],
    profile: ['Ausbildung als Mediengestalter/in oder Designstudium', 'Sicherer Umgang mit der Adobe Creative Cloud', 'Gestalterisches Gespür', 'Aussagekräftiges Portfolio'],
  },
  {
    id: 'kommunikation', field: 'marketing-kommunikation', level: 'spezialist', pay: [3400, 5200], mode: 'hybrid',
    titles: ['PR-Referent', 'Redakteur', 'Volontär Redaktion', 'Referent Unternehmenskommunikation', 'Pressesprecher', 'Online-Redakteur', 'Content Writer'],
    degrees: ['bachelor', 'master-diplom'], skills: ['content-erstellung', 'social-media', 'kommunikationsstaerke'], study: ['medien-kommunikation'],
    student: ['Unternehmenskommunikation', 'Redaktion'],
    tasks: ['Verfassen von Pressemitteilungen, Artikeln und Newsbeiträgen', 'Pflege der Kontakte zu Medien und Journalisten', 'Redaktion von Website, Intranet und Mitarbeitermagazin', 'Begleitung von Veranstaltungen'],
    profile: ['Studium der Kommunikations- oder Medienwissenschaften, Volontariat von Vorteil', 'Exzellentes Deutsch in Wort und Schrift', 'Gespür für Themen und Zielgruppen'],
  },
  {
    id: 'personal', field: 'personal-hr', level: 'spezialist', pay: [3600, 5400], mode: 'hybrid', parttime: 0.3,
    titles: ['Personalreferent', 'HR Manager', 'HR Generalist', 'Personalsachbearbeiter', 'HR Business Partner', 'Recruiter', 'Talent Acquisition Manager', 'Referent Personalentwicklung', 'Personaldisponent'],
    degrees: ['bachelor', 'berufsausbildung', 'master-diplom'], skills: ['recruiting', 'arbeitsrecht', 'ms-office', 'kommunikationsstaerke'], study: ['betriebswirtschaftslehre', 'psychologie'],
    training: ['Ausbildung zum Personaldienstleistungskaufmann'],
    student: ['Personal', 'Recruiting', 'Personalentwicklung'],
    tasks: ['Betreuung der Mitarbeitenden von der Einstellung bis zum Austritt', 'Gestaltung und Steuerung der Recruiting-Prozesse', 'Erstellung von Arbeitsverträgen, Zeugnissen und Bescheinigungen', 'Konzeption von Maßnahmen zur Personalentwicklung', 'Zusammenarbeit mit dem Betriebsrat'],
    profile: ['Studium mit Schwerpunkt Personal oder kaufmännische Ausbildung mit Weiterbildung', 'Erfahrung im Personalwesen', 'Kenntnisse im Arbeitsrecht', 'Empathie und Diskretion'],
  },
  {
    id: 'personalleitung', field: 'personal-hr', level: 'leitung', pay: [5200, 7800], mode: 'hybrid',
    titles: ['Personalleiter', 'Head of HR', 'Leitung Personalentwicklung', 'Leiter Personal und Organisation', 'HR Director'],
    degrees: ['master-diplom', 'bachelor'], skills: ['fuehrungserfahrung', 'arbeitsrecht', 'recruiting'], study: ['betriebswirtschaftslehre', 'psychologie'],
    tasks: ['Strategische Ausrichtung der Personalarbeit', 'Führung des HR-Teams', 'Entwicklung von Führungskräften und Nachwuchsprogrammen', 'Verhandlungen mit dem Betriebsrat'],
    profile: ['Studium und mehrjährige Führungserfahrung im Personalbereich', 'Fundierte arbeitsrechtliche Kenntnisse', 'Überzeugungskraft und Fingerspitzengefühl'],
  },
  {
    id: 'projektmanagement', field: 'buero-verwaltung', level: 'spezialist', pay: [4000, 6200], mode: 'hybrid',
    titles: ['Projektmanager', 'Projektleiter', 'Project Manager', 'Projektkoordinator', 'PMO Specialist', 'Referent der Geschäftsführung', 'Prozessmanager'],
    degrees: ['bachelor', 'master-diplom'], skills: ['projektmanagement', 'ms-office', 'kommunikationsstaerke', 'scrum'], study: ['betriebswirtschaftslehre', 'wirtschaftsingenieurwesen'], languages: ['englisch'],
    student: ['Projektmanagement'],
    tasks: ['Planung, Steuerung und Controlling von Projekten', 'Koordination interner und externer Projektbeteiligter', 'Risiko- und Änderungsmanagement', 'Berichterstattung an Lenkungskreis und Geschäftsführung'],
    profile: ['Abgeschlossenes Studium oder vergleichbare Qualifikation', 'Erfahrung im Projektmanagement (gern mit Zertifizierung)', 'Strukturierte Arbeitsweise und Kommunikationsstärke'],
  },
];
