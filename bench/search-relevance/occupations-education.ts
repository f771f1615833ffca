import type { Occupation } from './corpus-types';

/** Childcare, social work and teaching: carriers write gender forms with colon or asterisk more than others. */
export const EDUCATION: readonly Occupation[] = [
  {
    id: 'erzieher',
    jobs: 18,
    titles: [
      'Erzieher (m/w/d) für unsere Kita',
      'Erzieherin / Erzieher Krippe',
      'Pädagogische Fachkraft (m/w/d) im Kindergarten',
      'Erzieher:in im Hort',
      'Gruppenleitung (m/w/d) Kindertagesstätte',
      'Staatlich anerkannte Erzieher*innen für unser Familienzentrum',
    ],
    partTime: [
      'Erzieher (m/w/d) in Teilzeit (30 Std.)',
      'Pädagogische Fachkraft in Teilzeit für die Nachmittagsbetreuung',
    ],
    training: ['Ausbildung Erzieher/in (OptiPrax) 2027'],
    tasks: [
      'Begleitung der Kinder in ihrer Entwicklung nach dem Bayerischen Bildungs- und Erziehungsplan',
      'Planung und Durchführung von Projekten',
      'Beobachtung und Dokumentation der Entwicklung',
      'Gestaltung der Zusammenarbeit mit Eltern',
      'Eingewöhnung neuer Kinder',
    ],
    profile: [
      'Staatliche Anerkennung als Erzieher oder vergleichbare Qualifikation',
      'Freude an der Arbeit mit Kindern',
      'Offenheit und Teamfähigkeit',
    ],
  },
  {
    id: 'kinderpfleger',
    jobs: 8,
    titles: [
      'Kinderpflegerin / Kinderpfleger (m/w/d)',
      'Kinderpfleger (m/w/d) in der Krippe',
      'Sozialpädagogische Assistenz (m/w/d) Kita',
    ],
    partTime: ['Kinderpflegerin (m/w/d) in Teilzeit'],
    tasks: [
      'Betreuung der Kinder im Gruppenalltag',
      'Unterstützung der Gruppenleitung bei Angeboten',
      'Begleitung bei Mahlzeiten und Ruhephasen',
      'Pflege und Wickeln der Jüngsten',
    ],
    profile: ['Abschluss als Kinderpfleger oder Sozialpädagogische Assistenz', 'Herzlichkeit', 'Zuverlässigkeit'],
  },
  {
    id: 'sozialpaedagoge',
    jobs: 8,
    titles: [
      'Sozialpädagoge (m/w/d) Jugendhilfe',
      'Sozialarbeiterin / Sozialarbeiter Schulsozialarbeit',
      'Sozialpädagog*in für die ambulante Familienhilfe',
    ],
    partTime: ['Sozialpädagoge (m/w/d) in Teilzeit Beratungsstelle'],
    tasks: [
      'Beratung und Begleitung von Jugendlichen und Familien',
      'Krisenintervention und Hilfeplanung',
      'Zusammenarbeit mit Jugendamt und Schulen',
      'Gruppenangebote und Elternarbeit',
    ],
    profile: [
      'Studium der Sozialen Arbeit oder Sozialpädagogik',
      'Belastbarkeit und Empathie',
      'Führerschein Klasse B',
    ],
  },
  {
    id: 'lehrkraft',
    jobs: 8,
    titles: [
      'Lehrkraft (m/w/d) für Mathematik und Physik',
      'Dozentin / Dozent Deutsch als Zweitsprache',
      'Lehrer (m/w/d) an unserer Privatschule',
      'Berufsschullehrkraft (m/w/d) Elektrotechnik',
    ],
    partTime: ['Nachhilfelehrer (m/w/d) in Teilzeit'],
    tasks: [
      'Unterricht in kleinen Klassen',
      'Vorbereitung und Korrektur von Prüfungen',
      'Individuelle Förderung der Schülerinnen und Schüler',
      'Mitarbeit in der Schulentwicklung',
    ],
    profile: ['Lehramtsstudium oder fachliches Studium mit pädagogischer Erfahrung', 'Geduld', 'Freude am Erklären'],
  },
];
