import type { Occupation } from './corpus-types';

/**
 * Trades and building, as Franconian craft firms advertise: the official names of the apprenticeship
 * ("Anlagenmechaniker für Sanitär-, Heizungs- und Klimatechnik") next to the names on the van.
 */
export const TRADES: readonly Occupation[] = [
  {
    id: 'elektroniker',
    jobs: 20,
    titles: [
      'Elektroniker (m/w/d) für Energie- und Gebäudetechnik',
      'Elektriker (m/w/d) Baustelle und Service',
      'Elektroinstallateur / Elektroinstallateurin',
      'Elektrofachkraft (m/w/d) Gebäudetechnik',
      'Elektroniker*in Betriebstechnik',
      'Servicetechniker Elektro (m/w/d) im Kundendienst',
    ],
    training: [
      'Ausbildung zum Elektroniker (m/w/d) 2027',
      'Ausbildung Elektroniker/-in für Energie- und Gebäudetechnik',
      'Azubi Elektroniker für Betriebstechnik (m/w/d)',
    ],
    tasks: [
      'Elektroinstallation in Neubauten und bei Sanierungen',
      'Montage und Anschluss von Schaltschränken und Verteilungen',
      'Prüfung elektrischer Anlagen nach DGUV V3',
      'Fehlersuche und Reparatur beim Kunden vor Ort',
      'Installation von Photovoltaikanlagen und Wallboxen',
    ],
    profile: [
      'Abgeschlossene Ausbildung im Elektrohandwerk',
      'Führerschein Klasse B',
      'Selbstständige und saubere Arbeitsweise',
      'Erfahrung mit KNX ist wünschenswert',
    ],
  },
  {
    id: 'shk',
    jobs: 18,
    titles: [
      'Anlagenmechaniker für Sanitär-, Heizungs- und Klimatechnik (m/w/d)',
      'Anlagenmechanikerin / Anlagenmechaniker Heizung und Sanitär',
      'Installateur (m/w/d) Sanitär und Heizung',
      'Kundendiensttechniker Heizung (m/w/d)',
      'Monteur*in Sanitär / Heizung mit Führerschein',
      'Gas- und Wasserinstallateur (m/w/d)',
    ],
    training: ['Ausbildung Anlagenmechaniker/in für Sanitär-, Heizungs- und Klimatechnik 2027'],
    tasks: [
      'Montage von Heizungsanlagen, Wärmepumpen und Bädern',
      'Wartung und Instandsetzung von Gas- und Ölheizungen',
      'Verlegung von Rohrleitungen in Neubau und Bestand',
      'Kundendienst mit eigenem Servicefahrzeug',
      'Inbetriebnahme und Einweisung unserer Kunden',
    ],
    profile: [
      'Abgeschlossene Ausbildung im Sanitär- und Heizungshandwerk',
      'Führerschein Klasse B',
      'Freundliches Auftreten beim Kunden',
      'Bereitschaft zum Notdienst im Wechsel',
    ],
  },
  {
    id: 'tischler',
    jobs: 14,
    titles: [
      'Tischler (m/w/d) Möbelbau',
      'Tischlerin / Tischler für die Montage',
      'Möbeltischler (m/w/d) Innenausbau',
      'Bautischler (m/w/d) Fenster und Türen',
      'Holzmechaniker (m/w/d) Möbelfertigung',
    ],
    training: ['Ausbildung zum Tischler (m/w/d) 2027'],
    tasks: [
      'Fertigung von Möbeln und Einbauten nach Maß',
      'Arbeiten an CNC-Bearbeitungszentrum und Formatkreissäge',
      'Montage beim Kunden, von der Küche bis zur Treppe',
      'Einbau von Fenstern und Innentüren',
    ],
    profile: [
      'Abgeschlossene Ausbildung als Tischler',
      'Handwerkliches Geschick und Sinn für Qualität',
      'Führerschein Klasse B',
    ],
  },
  {
    id: 'maler',
    jobs: 12,
    titles: [
      'Maler und Lackierer (m/w/d)',
      'Malerin / Maler für Innen- und Fassadenarbeiten',
      'Malergeselle (m/w/d)',
      'Bauten- und Objektbeschichter (m/w/d)',
    ],
    training: ['Ausbildung Maler und Lackierer (m/w/d)'],
    tasks: [
      'Anstrich- und Tapezierarbeiten in Wohn- und Geschäftsräumen',
      'Fassadengestaltung und Wärmedämmverbundsysteme',
      'Untergrundvorbereitung, Spachteln und Schleifen',
      'Bodenbeläge verlegen',
    ],
    profile: ['Abgeschlossene Ausbildung im Malerhandwerk', 'Sorgfalt und Farbgefühl', 'Teamfähigkeit'],
  },
  {
    id: 'maurer',
    jobs: 12,
    titles: [
      'Maurer (m/w/d)',
      'Maurer / Betonbauer (m/w/d) Hochbau',
      'Vorarbeiter Maurer (m/w/d)',
      'Baufacharbeiter (m/w/d) Hochbau',
      'Bauhelfer (m/w/d) – Quereinsteiger willkommen',
    ],
    training: ['Ausbildung Maurer/in 2027'],
    tasks: [
      'Mauer- und Betonarbeiten im Wohnungsbau',
      'Schalungs- und Bewehrungsarbeiten',
      'Sanierung von Altbauten',
      'Lesen von Bauplänen und Einmessen',
    ],
    profile: [
      'Erfahrung im Hochbau',
      'Körperliche Belastbarkeit und Arbeit bei jedem Wetter',
      'Führerschein Klasse B wünschenswert',
    ],
  },
  {
    id: 'zimmerer',
    jobs: 8,
    titles: ['Zimmerer (m/w/d)', 'Zimmermann / Zimmerin für Holzrahmenbau', 'Zimmerer-Vorarbeiter (m/w/d)'],
    tasks: [
      'Abbund und Montage von Dachstühlen',
      'Holzrahmenbau in unserer Halle',
      'Aufstockungen und Altbausanierung',
      'Dachfenster und Gauben einbauen',
    ],
    profile: ['Abgeschlossene Ausbildung als Zimmerer', 'Schwindelfreiheit', 'Führerschein Klasse B'],
  },
  {
    id: 'kfz-mechatroniker',
    jobs: 16,
    titles: [
      'Kfz-Mechatroniker (m/w/d)',
      'Kfz-Mechatronikerin / Kfz-Mechatroniker Pkw-Technik',
      'Kraftfahrzeugmechatroniker Nutzfahrzeugtechnik (m/w/d)',
      'Kfz-Servicetechniker (m/w/d)',
      'Mechaniker*in für unsere Werkstatt',
      'Kfz-Meister (m/w/d) Werkstattleitung',
    ],
    training: ['Ausbildung Kfz-Mechatroniker (m/w/d) 2027'],
    tasks: [
      'Wartung, Inspektion und Reparatur von Fahrzeugen aller Marken',
      'Fehlerdiagnose mit modernen Testern',
      'Reifen- und Räderwechsel in der Saison',
      'Arbeiten an Hochvolt-Fahrzeugen',
      'Vorbereitung von Fahrzeugen für die Hauptuntersuchung',
    ],
    profile: [
      'Abgeschlossene Ausbildung als Kfz-Mechatroniker',
      'Führerschein Klasse B',
      'Hochvolt-Qualifikation von Vorteil',
    ],
  },
  {
    id: 'metallbauer',
    jobs: 10,
    titles: [
      'Metallbauer (m/w/d) Konstruktionstechnik',
      'Metallbauerin / Metallbauer für Treppen und Geländer',
      'Schweißer (m/w/d) MAG/WIG',
      'Monteur Stahlbau (m/w/d)',
    ],
    training: ['Ausbildung Metallbauer (m/w/d)'],
    tasks: [
      'Fertigung von Treppen, Geländern und Toren',
      'Schweißen nach Zeichnung im MAG- und WIG-Verfahren',
      'Montage von Stahlkonstruktionen auf der Baustelle',
      'Lesen technischer Zeichnungen',
    ],
    profile: ['Abgeschlossene Ausbildung im Metallbereich', 'Schweißschein wünschenswert', 'Führerschein Klasse B'],
  },
  {
    id: 'galabau',
    jobs: 12,
    titles: [
      'Landschaftsgärtner (m/w/d)',
      'Gärtnerin / Gärtner Fachrichtung Garten- und Landschaftsbau',
      'Vorarbeiter (m/w/d) im Garten- und Landschaftsbau',
      'Helfer*in Grünpflege',
    ],
    partTime: ['Gartenhelfer (m/w/d) in Teilzeit'],
    training: ['Ausbildung Gärtner/in Garten- und Landschaftsbau (m/w/d)'],
    tasks: [
      'Neuanlage von Gärten, Terrassen und Wegen',
      'Pflanzarbeiten und Rasenpflege',
      'Pflasterarbeiten und Natursteinmauern',
      'Baum- und Heckenschnitt bei unseren Pflegekunden',
    ],
    profile: [
      'Ausbildung im Garten- und Landschaftsbau oder Erfahrung in der Branche',
      'Führerschein Klasse BE wünschenswert',
      'Freude an der Arbeit im Freien',
    ],
  },
];
