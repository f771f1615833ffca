import type { RegionConfig } from '../../regions/schema';
import { SELLER_MARKER } from '../../regions/seller-marker';

/** What the seed needs of a region (regions/registry.ts REGIONS satisfy it). */
export type SeedRegion = Pick<RegionConfig, 'id' | 'SITENAME' | 'REGION_NAME'> & {
  SELLER: Pick<RegionConfig['SELLER'], 'paymentTermDays'>;
};

/** One demo landing page: its path, title, meta description and filtered_html body (h2/h3/p/ul/li/a/strong). */
export type LandingPageText = { slug: string; title: string; description: string; body: string };

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const join = (...parts: string[]) => parts.join('\n');

/** Site and region names, raw for meta descriptions and escaped for HTML bodies. */
type Names = { site: string; siteHtml: string; regionHtml: string };

function privacy({ site, siteHtml, regionHtml }: Names): LandingPageText {
  return {
    slug: '/datenschutz',
    title: 'Datenschutzerklärung',
    description: `Wie ${site} mit Ihren Daten umgeht: Verantwortliche Stelle, verarbeitete Daten, Cookies, Speicherdauer und Ihre Rechte.`,
    body: join(
      '<h2>1. Datenschutz auf einen Blick</h2>',
      `<p>Der Schutz Ihrer persönlichen Daten ist uns wichtig. Diese Datenschutzerklärung erklärt, welche personenbezogenen Daten wir erheben, wenn Sie <strong>${siteHtml}</strong>, das Stellenportal für ${regionHtml}, besuchen, nach Jobs suchen, sich bewerben oder als Arbeitgeber Stellenanzeigen veröffentlichen, und wofür wir diese Daten verwenden.</p>`,
      '<h2>2. Verantwortliche Stelle</h2>',
      `<p>Verantwortlich für die Datenverarbeitung auf ${siteHtml} ist:</p>`,
      SELLER_MARKER,
      '<p>Unsere Datenschutzbeauftragte erreichen Sie unter dieser E-Mail-Adresse mit dem Betreff „Datenschutz“.</p>',
      '<h2>3. Welche Daten wir verarbeiten</h2>',
      '<ul>',
      '<li><strong>Nutzungsdaten:</strong> aufgerufene Seiten, Suchbegriffe, Datum und Uhrzeit des Zugriffs sowie die gekürzte IP-Adresse.</li>',
      '<li><strong>Kontodaten:</strong> E-Mail-Adresse, Name und Passwort-Hash, wenn Sie ein Nutzerkonto anlegen.</li>',
      '<li><strong>Bewerbungsdaten:</strong> Angaben und Anhänge, die Sie über das Bewerbungsformular an einen Arbeitgeber senden.</li>',
      '<li><strong>Lebenslaufdaten:</strong> die Angaben Ihres Lebenslaufs, sofern Sie ihn anlegen und für Arbeitgeber sichtbar schalten.</li>',
      '</ul>',
      '<h3>Server-Logfiles</h3>',
      '<p>Beim Aufruf unserer Seiten speichert der Server technisch notwendige Zugriffsdaten für höchstens 14 Tage, um den sicheren Betrieb zu gewährleisten (Art. 6 Abs. 1 lit. f DSGVO).</p>',
      '<h2>4. Bewerbungen und Lebensläufe</h2>',
      '<p>Bewerbungen leiten wir ausschließlich an den Arbeitgeber der jeweiligen Stellenanzeige weiter (Art. 6 Abs. 1 lit. b DSGVO). Private Angaben Ihres Lebenslaufs wie Name, Telefonnummer, Geburtsdatum und Wohnort sehen Arbeitgeber erst, nachdem Sie einer Kontaktanfrage zugestimmt haben. Sie können die Sichtbarkeit Ihres Lebenslaufs jederzeit ändern.</p>',
      '<h2>5. Cookies und Einwilligung</h2>',
      `<p>${siteHtml} verwendet technisch notwendige Cookies für Anmeldung und Sicherheit. Statistik- und Marketingdienste laden wir nur, wenn Sie im Einwilligungsbanner zustimmen (Art. 6 Abs. 1 lit. a DSGVO, § 25 TDDDG). Ihre Einwilligung können Sie dort jederzeit mit Wirkung für die Zukunft widerrufen.</p>`,
      '<h2>6. Speicherdauer</h2>',
      '<p>Wir speichern personenbezogene Daten nur so lange, wie es für den jeweiligen Zweck erforderlich ist oder gesetzliche Aufbewahrungspflichten bestehen. Nutzerkonten, die zwei Jahre nicht verwendet wurden, löschen wir nach vorheriger Benachrichtigung.</p>',
      '<h2>7. Ihre Rechte</h2>',
      '<ul>',
      '<li>Auskunft über Ihre gespeicherten Daten (Art. 15 DSGVO)</li>',
      '<li>Berichtigung und Löschung (Art. 16 und 17 DSGVO)</li>',
      '<li>Einschränkung der Verarbeitung und Datenübertragbarkeit (Art. 18 und 20 DSGVO)</li>',
      '<li>Widerspruch gegen die Verarbeitung (Art. 21 DSGVO)</li>',
      '<li>Beschwerde bei einer Datenschutz-Aufsichtsbehörde (Art. 77 DSGVO)</li>',
      '</ul>',
      '<h2>8. Änderungen dieser Erklärung</h2>',
      '<p>Wir passen diese Datenschutzerklärung an, wenn sich unser Angebot oder die Rechtslage ändert. Es gilt die jeweils hier veröffentlichte Fassung.</p>',
    ),
  };
}

function imprint({ site, siteHtml, regionHtml }: Names): LandingPageText {
  return {
    slug: '/impressum',
    title: 'Impressum',
    description: `Impressum von ${site}: Anbieter, Kontakt, Registereintrag und Umsatzsteuer-Identifikationsnummer.`,
    body: join(
      SELLER_MARKER,
      `<p>${siteHtml} ist das Stellenportal für ${regionHtml}.</p>`,
      '<h2>Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV</h2>',
      '<p>Die Geschäftsführung, Anschrift wie oben.</p>',
      '<h2>Verbraucherstreitbeilegung</h2>',
      '<p>Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.</p>',
      '<h3>Haftung für Inhalte und Links</h3>',
      '<p>Stellenanzeigen und Arbeitgeberprofile werden von den jeweiligen Arbeitgebern verantwortet. Für Inhalte verlinkter externer Seiten sind ausschließlich deren Betreiber verantwortlich; bei Bekanntwerden von Rechtsverletzungen entfernen wir solche Inhalte umgehend.</p>',
    ),
  };
}

function terms({ site, siteHtml }: Names, paymentTermDays: number): LandingPageText {
  const section = (n: number, heading: string, ...paragraphs: string[]) =>
    join(`<h2>§ ${n} ${heading}</h2>`, ...paragraphs.map((p, i) => `<p>(${i + 1}) ${p}</p>`));
  return {
    slug: '/agb',
    title: 'Allgemeine Geschäftsbedingungen',
    description: `Allgemeine Geschäftsbedingungen für die Nutzung von ${site} durch Bewerberinnen, Bewerber und Arbeitgeber.`,
    body: join(
      section(
        1,
        'Geltungsbereich',
        `Diese Geschäftsbedingungen gelten für alle Leistungen des unten genannten Anbieters auf ${siteHtml}.`,
        'Abweichende Bedingungen von Kunden gelten nur, wenn wir ihnen ausdrücklich schriftlich zustimmen.',
      ),
      '<p>Anbieter:</p>',
      SELLER_MARKER,
      section(
        2,
        'Leistungen',
        'Bewerberinnen und Bewerber können Stellenangebote kostenlos durchsuchen, sich bewerben, Suchaufträge anlegen und einen Lebenslauf veröffentlichen.',
        'Arbeitgeber können Stellenanzeigen, Arbeitgeberprofile und Kontingente kostenpflichtig buchen.',
      ),
      section(
        3,
        'Nutzerkonto',
        'Für einzelne Funktionen ist ein Nutzerkonto erforderlich. Die Angaben bei der Registrierung müssen wahrheitsgemäß sein.',
        'Zugangsdaten sind geheim zu halten; bei Verdacht auf Missbrauch ist uns dies unverzüglich mitzuteilen.',
      ),
      section(
        4,
        'Stellenanzeigen',
        'Arbeitgeber sind für den Inhalt ihrer Anzeigen verantwortlich. Anzeigen müssen das Allgemeine Gleichbehandlungsgesetz beachten und dürfen keine irreführenden Angaben enthalten.',
        'Wir dürfen Anzeigen vor der Veröffentlichung prüfen und Anzeigen, die gegen diese Bedingungen verstoßen, ablehnen oder entfernen.',
      ),
      section(
        5,
        'Preise und Zahlung',
        'Es gelten die bei der Buchung angezeigten Preise zuzüglich der gesetzlichen Umsatzsteuer.',
        `Rechnungen sind innerhalb von ${paymentTermDays} Tagen nach Zugang ohne Abzug zahlbar.`,
      ),
      section(
        6,
        'Laufzeit und Kündigung',
        'Anzeigen und Abonnements laufen für den bei der Buchung gewählten Zeitraum und enden automatisch, sofern nichts anderes vereinbart ist.',
        'Das Recht zur außerordentlichen Kündigung aus wichtigem Grund bleibt unberührt.',
      ),
      section(
        7,
        'Haftung',
        'Wir haften unbeschränkt bei Vorsatz und grober Fahrlässigkeit sowie bei Verletzung von Leben, Körper oder Gesundheit.',
        'Im Übrigen ist die Haftung auf den vertragstypischen, vorhersehbaren Schaden begrenzt.',
      ),
      section(
        8,
        'Datenschutz',
        'Wie wir personenbezogene Daten verarbeiten, beschreibt unsere <a href="/datenschutz">Datenschutzerklärung</a>.',
      ),
      section(
        9,
        'Schlussbestimmungen',
        'Es gilt das Recht der Bundesrepublik Deutschland.',
        'Gerichtsstand für Kaufleute ist der Sitz des Anbieters.',
        'Sollte eine Bestimmung unwirksam sein, bleibt die Wirksamkeit der übrigen Bestimmungen unberührt.',
      ),
    ),
  };
}

/**
 * A topic page: a few lines on care jobs in the region and the marker that names the search of its job ads where
 * LANDING_ADS is on (docs/product-decisions.md "Job ads on landing pages"); elsewhere the marker renders nothing.
 */
function careTopic({ site, regionHtml }: Names, region: string): LandingPageText {
  return {
    slug: '/pflege-jobs',
    title: `Pflege-Jobs in ${region}`,
    description: `Pflege-Jobs in ${region}: aktuelle Stellen für Pflegefachkräfte, Pflegehilfskräfte und Auszubildende auf ${site}.`,
    body: join(
      `<p>Kliniken, Pflegeheime und ambulante Dienste in ${regionHtml} suchen Pflegefachkräfte, Pflegehilfskräfte und Auszubildende.</p>`,
      '<h2>Was dich erwartet</h2>',
      '<ul><li>Tarifliche Bezahlung und Zuschläge</li><li>Feste Teams und planbare Dienste</li><li>Weiterbildung zur Fach- oder Leitungskraft</li></ul>',
      '<p>{{stellenanzeigen: Pflege}}</p>',
      '<p>Du findest nichts Passendes? Lege einen Suchauftrag an, dann melden wir neue Stellen.</p>',
    ),
  };
}

/**
 * The demo landing pages of one region: the three legal texts and a topic page. The site's contact page is the contact form of the app
 * (docs/product-decisions.md), never a landing page.
 */
export function landingPageTexts(region: SeedRegion): LandingPageText[] {
  const names: Names = {
    site: region.SITENAME,
    siteHtml: escapeHtml(region.SITENAME),
    regionHtml: escapeHtml(region.REGION_NAME),
  };
  return [
    privacy(names),
    imprint(names),
    terms(names, region.SELLER.paymentTermDays),
    careTopic(names, region.REGION_NAME),
  ];
}
