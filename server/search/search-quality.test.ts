// Search quality on a small, realistic job board: each row is a query as job seekers type it, the jobs it
// must find and the jobs it must not. Runs the real engine on the real database (PGlite, and PostgreSQL in
// the server pass).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../db/client';
import { jobs, organizations } from '../db/schema';
import { deleteTestRegions, openTestDb, testRegionId } from '../db/testing';
import { jobSearchQuery } from './job-search-query';
import { searchJobs } from './search-jobs';

let handle: DbHandle;
const region = testRegionId('quality');
const now = new Date();

/** Title, then a short description: enough for the engine to tell jobs apart. */
const JOBS: Record<string, [string, string]> = {
  pflegefachkraft: [
    'Pflegefachkraft (m/w/d) Intensivstation',
    'Grund- und Behandlungspflege auf unserer Intensivstation.',
  ],
  altenpflegerin: ['Altenpflegerin / Altenpfleger (m/w/d)', 'Bewohnerorientierte Pflege im Wohnbereich.'],
  krankenpfleger: ['Gesundheits- und Krankenpfleger (m/w/d)', 'Pflege unserer Patientinnen und Patienten.'],
  pflegehelfer: ['Pflegehelfer (m/w/d) im Nachtdienst', 'Unterstützung bei der Grundpflege.'],
  stapler: ['Gabelstaplerfahrer (m/w/d)', 'Be- und Entladen von Lkw im Lager.'],
  lager: ['Fachkraft für Lagerlogistik (m/w/d)', 'Wareneingang, Kommissionierung und Versand.'],
  lkw: ['Berufskraftfahrer CE (m/w/d) Nahverkehr', 'Touren im Nahverkehr mit dem Sattelzug.'],
  erzieher: ['Erzieher (m/w/d) für unsere Kita', 'Pädagogische Arbeit mit Kindern von 3 bis 6 Jahren.'],
  mfa: ['Medizinische Fachangestellte (m/w/d)', 'Empfang, Terminvergabe und Assistenz in der Hausarztpraxis.'],
  shk: ['Anlagenmechaniker SHK (m/w/d)', 'Installation von Sanitär-, Heizungs- und Klimaanlagen.'],
  kfz: ['Kfz-Mechatroniker (m/w/d)', 'Wartung und Reparatur von Pkw aller Marken.'],
  tischler: ['Tischler (m/w/d) Möbelbau', 'Fertigung von Möbeln nach Maß in unserer Werkstatt.'],
  metzger: ['Fleischer (m/w/d) für die Wursttheke', 'Herstellung und Verkauf von Fleisch- und Wurstwaren.'],
  entwickler: ['Softwareentwickler Java (m/w/d)', 'Entwicklung von Backend-Services in Java.'],
  entwicklungsingenieur: ['Entwicklungsingenieur Elektronik (m/w/d)', 'Schaltungsentwicklung und Prototypenbau.'],
  vertrieb: ['Vertriebsmitarbeiter Innendienst (m/w/d)', 'Betreuung unserer Kunden im Vertrieb.'],
  buchhalter: ['Finanzbuchhalter (m/w/d)', 'Kreditoren- und Debitorenbuchhaltung, Monatsabschlüsse.'],
  reinigung: ['Reinigungskraft (m/w/d) in Teilzeit', 'Unterhaltsreinigung von Büroräumen.'],
  baecker: ['Bäcker (m/w/d) für die Nachtschicht', 'Herstellung von Brot und Brötchen.'],
  koch: ['Koch / Köchin (m/w/d)', 'Zubereitung regionaler Gerichte in unserem Gasthof.'],
  kaufmann: ['Kaufmann für Büromanagement (m/w/d)', 'Allgemeine Büroorganisation und Korrespondenz.'],
  elektriker: ['Elektriker (m/w/d) Gebäudetechnik', 'Installation elektrischer Anlagen in Neubauten.'],
  arzt: ['Assistenzarzt (m/w/d) Innere Medizin', 'Weiterbildung zum Facharzt für Innere Medizin.'],
  caritas: ['Sozialpädagoge (m/w/d) Caritas-Beratungsstelle', 'Beratung von Familien in schwierigen Lebenslagen.'],
};

const ids: Record<string, string> = {};

beforeAll(async () => {
  handle = await openTestDb();
  const [org] = await handle.db
    .insert(organizations)
    .values({ regionId: region, slug: 'arbeitgeber', name: 'Arbeitgeber' })
    .returning({ id: organizations.id });
  const rows = await handle.db
    .insert(jobs)
    .values(
      Object.values(JOBS).map(([title, text]) => ({
        regionId: region,
        organizationId: org.id,
        title,
        description: `<p>${text}</p>`,
        state: 'published' as const,
        publishedAt: new Date(now.getTime() - 86_400_000),
      })),
    )
    .returning({ id: jobs.id });
  Object.keys(JOBS).forEach((key, i) => (ids[key] = rows[i].id));
});

afterAll(async () => {
  await deleteTestRegions(handle, [region]);
  await handle.close();
});

async function found(keys: string): Promise<string[]> {
  const result = await searchJobs(
    handle.db,
    jobSearchQuery({ regionId: region, language: 'de', keys, limit: 100, now }),
  );
  const byId = new Map(Object.entries(ids).map(([key, id]) => [id, key]));
  return result.hits.map((h) => byId.get(h.id)!);
}

describe('German job search quality', () => {
  it.each([
    ['Pflege', ['pflegefachkraft', 'altenpflegerin', 'pflegehelfer', 'krankenpfleger'], ['stapler']],
    ['Stapler', ['stapler'], ['lager']],
    ['Erzieherin', ['erzieher'], []],
    ['Altenpfleger', ['altenpflegerin'], []],
    ['Krankenschwester', ['krankenpfleger', 'pflegefachkraft'], ['altenpflegerin']],
    ['MFA', ['mfa'], []],
    ['Arzthelferin', ['mfa'], []],
    ['SHK', ['shk'], []],
    ['Heizungsbauer', ['shk'], []],
    ['Kfz', ['kfz'], []],
    ['Schreiner', ['tischler'], []],
    ['Metzger', ['metzger'], []],
    ['Developer', ['entwickler'], ['entwicklungsingenieur']],
    ['Entwickler', ['entwickler'], ['entwicklungsingenieur']],
    ['Sales', ['vertrieb'], []],
    ['Accountant', ['buchhalter'], []],
    ['Putzfrau', ['reinigung'], []],
    ['Baecker', ['baecker'], []],
    ['Köchin', ['koch'], []],
    ['Kauffrau', ['kaufmann'], []],
    ['LKW Fahrer', ['lkw'], []],
    ['Pflegefachkarft', ['pflegefachkraft'], []],
    ['Elektirker', ['elektriker'], []],
    ['Ärztin', ['arzt'], []],
    ['Pflegekräfte', ['pflegefachkraft'], []],
    ['Car', [], ['caritas']],
  ])('"%s" finds %j and not %j', async (keys, must, mustNot) => {
    const hits = await found(keys);
    expect(hits).toEqual(expect.arrayContaining(must));
    for (const key of mustNot) expect(hits).not.toContain(key);
  });

  it('ranks a job with the word in its title above one that only mentions it in the text', async () => {
    const hits = await found('Pflege');
    expect(hits.indexOf('stapler')).toBe(-1);
    expect(hits.slice(0, 4)).toEqual(
      expect.arrayContaining(['pflegefachkraft', 'altenpflegerin', 'pflegehelfer', 'krankenpfleger']),
    );
  });

  it('needs every word: "Pflege Nachtdienst" finds the night shift only', async () => {
    expect(await found('Pflege Nachtdienst')).toEqual(['pflegehelfer']);
  });
});
