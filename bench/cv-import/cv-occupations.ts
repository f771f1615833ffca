/** Careers the generated CVs follow: titles, employers, tasks, skills (taxonomy labels and free), training. */
export type Occupation = {
  titles: string[];
  companies: string[];
  tasks: string[];
  skills: string[];
  free: string[];
  training: { program: string; institution: string; degree: string; years: number };
};

export const OCCUPATIONS: Occupation[] = [
  {
    titles: ['Pflegefachkraft', 'Stationsleitung', 'Gesundheits- und Krankenpflegerin'],
    companies: [
      'Klinikum Rosenheim',
      'RoMed Klinik Bad Aibling',
      'Caritas Sozialstation',
      'Kreisklinik Ebersberg gGmbH',
    ],
    tasks: ['Grund- und Behandlungspflege', 'Anleitung von Auszubildenden', 'Pflegeplanung und Dokumentation'],
    skills: ['Grund- und Behandlungspflege', 'Wundmanagement', 'Pflegedokumentation', 'Erste Hilfe', 'Teamfähigkeit'],
    free: ['Palliativpflege', 'Kinästhetik', 'Praxisanleitung'],
    training: {
      program: 'Ausbildung zur Pflegefachkraft',
      institution: 'Berufsfachschule für Pflege',
      degree: 'Abgeschlossene Berufsausbildung',
      years: 3,
    },
  },
  {
    titles: ['Softwareentwickler', 'Senior Frontend-Entwickler', 'Full-Stack-Entwickler'],
    companies: ['Netzwerk Solutions GmbH', 'Alpen Software AG', 'Datenwerk Digital GmbH', 'Stadtwerke München GmbH'],
    tasks: ['Entwicklung von Webanwendungen', 'Code-Reviews und Mentoring', 'Betrieb in der Cloud'],
    skills: ['TypeScript', 'React', 'Docker', 'SQL', 'Scrum', 'Linux'],
    free: ['GraphQL', 'Rust', 'Terraform'],
    training: {
      program: 'Bachelor of Science Informatik',
      institution: 'Technische Hochschule Rosenheim',
      degree: 'Bachelor',
      years: 4,
    },
  },
  {
    titles: ['Industriekauffrau', 'Sachbearbeiterin Einkauf', 'Teamleiterin Auftragsabwicklung'],
    companies: ['Kathrein Solutions GmbH', 'Gabor Shoes AG', 'Meggle GmbH & Co. KG', 'Hamberger Industriewerke GmbH'],
    tasks: ['Angebotserstellung und Auftragsabwicklung', 'Lieferantenbewertung', 'Reklamationsbearbeitung'],
    skills: ['SAP', 'MS Office', 'Excel', 'Kundenorientierung', 'Verhandlungsgeschick'],
    free: ['Zollabwicklung', 'Lotus Notes'],
    training: {
      program: 'Ausbildung zur Industriekauffrau',
      institution: 'IHK München und Oberbayern',
      degree: 'Abgeschlossene Berufsausbildung',
      years: 3,
    },
  },
  {
    titles: ['Elektroniker für Betriebstechnik', 'Servicetechniker', 'Instandhaltungstechniker'],
    companies: ['Krones AG', 'Siemens AG', 'Bayernwerk Netz GmbH', 'Elektro Huber GmbH'],
    tasks: ['Wartung und Instandsetzung von Anlagen', 'Fehlersuche an SPS-Steuerungen', 'Prüfungen nach DGUV V3'],
    skills: [
      'SPS-Programmierung (Siemens S7)',
      'Elektrofachkraft nach DGUV V3',
      'Mess- und Prüftechnik',
      'Führerschein Klasse B',
    ],
    free: ['Pneumatik', 'KNX-Gebäudetechnik'],
    training: {
      program: 'Ausbildung zum Elektroniker für Betriebstechnik',
      institution: 'Staatliche Berufsschule Traunstein',
      degree: 'Abgeschlossene Berufsausbildung',
      years: 3,
    },
  },
  {
    titles: ['Finanzbuchhalterin', 'Bilanzbuchhalterin', 'Lohnbuchhalterin'],
    companies: ['Steuerkanzlei Maier & Partner', 'Sparkasse Rosenheim-Bad Aibling', 'Wimmer Logistik GmbH'],
    tasks: ['Kreditoren- und Debitorenbuchhaltung', 'Vorbereitung der Monatsabschlüsse', 'Lohn- und Gehaltsabrechnung'],
    skills: ['DATEV', 'Finanzbuchhaltung', 'Lohn- und Gehaltsabrechnung', 'Excel', 'Zuverlässigkeit'],
    free: ['Addison', 'Anlagenbuchhaltung'],
    training: {
      program: 'Studium Betriebswirtschaftslehre (Bachelor of Arts)',
      institution: 'Hochschule München',
      degree: 'Bachelor',
      years: 3,
    },
  },
  {
    titles: ['Berufskraftfahrer', 'Disponent', 'Lagerleiter'],
    companies: ['Spedition Wagner GmbH', 'DHL Freight GmbH', 'Brummer Transporte KG'],
    tasks: ['Nah- und Fernverkehr', 'Tourenplanung', 'Ladungssicherung'],
    skills: ['Führerschein Klasse CE', 'Staplerschein', 'Tourenplanung & Disposition', 'Belastbarkeit'],
    free: ['Fahrerkarte', 'ADR-Schein'],
    training: {
      program: 'Ausbildung zum Berufskraftfahrer',
      institution: 'Berufsschule Mühldorf',
      degree: 'Abgeschlossene Berufsausbildung',
      years: 3,
    },
  },
  {
    titles: ['Erzieherin', 'Kinderpflegerin', 'Gruppenleitung Kita'],
    companies: ['Stadt Rosenheim', 'Kita Sonnenschein e.V.', 'Evangelisches Kinderhaus Prien'],
    tasks: ['Betreuung einer Krippengruppe', 'Elterngespräche', 'Beobachtung und Dokumentation'],
    skills: ['Pädagogische Konzepte', 'Kommunikationsstärke', 'Erste Hilfe', 'Teamfähigkeit'],
    free: ['Montessori-Pädagogik', 'Sprachförderung'],
    training: {
      program: 'Ausbildung zur staatlich anerkannten Erzieherin',
      institution: 'Fachakademie für Sozialpädagogik Rosenheim',
      degree: 'Abgeschlossene Berufsausbildung',
      years: 5,
    },
  },
  {
    titles: ['Projektleiter Bau', 'Bauleiter', 'Bauingenieur'],
    companies: ['Bauunternehmung Gruber GmbH', 'Max Bögl GmbH', 'Staatliches Bauamt Rosenheim'],
    tasks: ['Leitung von Hochbauprojekten', 'Ausschreibung und Vergabe', 'Kostenkontrolle'],
    skills: ['Baustellenleitung', 'AVA (Ausschreibung, Vergabe, Abrechnung)', 'Projektmanagement', 'Führungserfahrung'],
    free: ['Allplan', 'VOB/B'],
    training: {
      program: 'Master of Science Bauingenieurwesen',
      institution: 'Technische Universität München',
      degree: 'Master / Diplom',
      years: 5,
    },
  },
];
