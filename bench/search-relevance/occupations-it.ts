import type { Occupation } from './corpus-types';

/** IT: software houses and in-house IT departments write many titles in English. */
export const IT: readonly Occupation[] = [
  {
    id: 'softwareentwickler',
    jobs: 16,
    titles: [
      'Software Developer (m/w/d)',
      'Senior Software Engineer Java (m/w/d)',
      'Backend Developer Node.js (all genders)',
      'Fullstack Developer TypeScript / React (m/w/d)',
      'Softwareentwickler C# .NET (m/w/d)',
      'Anwendungsentwicklerin / Anwendungsentwickler',
    ],
    training: ['Ausbildung Fachinformatiker Anwendungsentwicklung (m/w/d) 2027'],
    tasks: [
      'Konzeption und Entwicklung neuer Funktionen unserer Webanwendung',
      'Code Reviews und automatisierte Tests',
      'Betrieb unserer Services in der Cloud',
      'Enge Zusammenarbeit mit Product Ownern und UX-Design',
      'Modernisierung bestehender Anwendungen',
    ],
    profile: [
      'Studium der Informatik oder vergleichbare Ausbildung',
      'Mehrjährige Erfahrung mit Java, C# oder TypeScript',
      'Gute Deutsch- oder Englischkenntnisse',
      'Freude an sauberem Code',
    ],
    homeOffice: true,
  },
  {
    id: 'fisi',
    jobs: 12,
    titles: [
      'Fachinformatiker für Systemintegration (m/w/d)',
      'IT-Administrator (m/w/d)',
      'Systemadministratorin / Systemadministrator Windows',
      'Netzwerkadministrator (m/w/d)',
      'Linux System Engineer (m/w/d)',
    ],
    training: [
      'Ausbildung Fachinformatiker/-in für Systemintegration 2027',
      'Ausbildung zum Fachinformatiker Systemintegration (m/w/d)',
    ],
    tasks: [
      'Betreuung unserer Server- und Netzwerkinfrastruktur',
      'Administration von Active Directory und Microsoft 365',
      'Planung und Umsetzung von Backup-Konzepten',
      'Einrichtung von Arbeitsplätzen und Druckern',
    ],
    profile: [
      'Abgeschlossene Ausbildung als Fachinformatiker oder vergleichbar',
      'Kenntnisse in Windows Server und Netzwerktechnik',
      'Lösungsorientiertes Arbeiten',
    ],
    homeOffice: true,
  },
  {
    id: 'bi-entwickler',
    jobs: 6,
    titles: [
      'BI Developer (m/w/d)',
      'Business Intelligence Entwickler (m/w/d)',
      'Data Engineer (m/w/d)',
      'Data Analyst (m/w/d) Vertriebscontrolling',
    ],
    tasks: [
      'Aufbau und Weiterentwicklung unseres Data Warehouse',
      'Entwicklung von ETL-Strecken',
      'Erstellung von Dashboards in Power BI',
      'Datenmodellierung mit SQL',
    ],
    profile: [
      'Studium der Wirtschaftsinformatik oder vergleichbar',
      'Sehr gute SQL-Kenntnisse',
      'Erfahrung mit Power BI oder Tableau',
    ],
    homeOffice: true,
  },
  {
    id: 'it-support',
    jobs: 10,
    titles: [
      'IT-Supporter (m/w/d) First Level',
      'Mitarbeiter IT-Service Desk (m/w/d)',
      'IT Support Specialist (m/w/d)',
      'Techniker*in IT-Support vor Ort',
    ],
    partTime: ['IT-Support (m/w/d) in Teilzeit'],
    tasks: [
      'Annahme und Lösung von Störungen per Telefon und Ticketsystem',
      'Einrichtung von Notebooks und Smartphones',
      'Benutzerverwaltung und Rechtevergabe',
      'Dokumentation in unserer Wissensdatenbank',
    ],
    profile: [
      'Ausbildung im IT-Bereich oder erste Erfahrung im Support',
      'Kundenorientiertes Auftreten',
      'Gute Kenntnisse in Windows 11 und Microsoft 365',
    ],
    homeOffice: true,
  },
  {
    id: 'product-owner',
    jobs: 6,
    titles: [
      'Product Owner (m/w/d)',
      'Produktmanagerin / Produktmanager Software',
      'Agile Coach / Scrum Master (m/w/d)',
    ],
    tasks: [
      'Pflege und Priorisierung des Product Backlogs',
      'Formulierung von User Stories mit dem Entwicklungsteam',
      'Abstimmung mit Stakeholdern aus Vertrieb und Service',
      'Planung von Releases',
    ],
    profile: [
      'Mehrjährige Erfahrung im agilen Produktmanagement',
      'Zertifizierung als Product Owner von Vorteil',
      'Kommunikationsstärke auf Deutsch und Englisch',
    ],
    homeOffice: true,
  },
];
