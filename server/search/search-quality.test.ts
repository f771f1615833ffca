// @module-tag postgres
// Search quality on a small, realistic job board: each row is a query as job seekers type it, the jobs it
// must find and the jobs it must not. Runs the real engine on the real database (PGlite, and PostgreSQL in
// the server pass).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../db/client';
import { inArray } from 'drizzle-orm';
import { jobs, organizations, taxonomyTerms } from '../db/schema';
import { deleteTestRegions, openTestDb, testRegionId } from '../db/testing';
import { type JobCondition, jobSearchQuery } from './job-search-query';
import { searchJobs } from './search-jobs';
import { classifyWithoutOccupations } from './occupations/classify-stored';

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
  // Names in the contact part only.
  service: ['Servicekraft (m/w/d) im Restaurant', 'Bewirtung unserer Gäste.</p><p>Ihr Ansprechpartner: Herr Koch'],
  verkauf: [
    'Verkäufer (m/w/d) Lebensmittel',
    'Beratung an der Frischetheke.</p><h3>Ihr Ansprechpartner</h3><p>Herr Bäcker, Filialleitung',
  ],
  kasse: ['Kassierer (m/w/d)', 'Kassieren und Beraten.</p><p>Für Fragen steht Ihnen Frau Koch gern zur Verfügung.'],
  lagerist: ['Lagerist (m/w/d)', 'Kommissionierung im Zentrallager.'],
  galabau: ['Landschaftsgärtner (m/w/d)', 'Anlage und Unterhalt von Gärten und Grünanlagen.'],
  azubiKoch: ['Ausbildung zum Koch (m/w/d)', 'Drei Jahre Ausbildung in unserer Küche.'],
  praktikumPflege: ['Praktikum Pflege (m/w/d)', 'Einblick in den Stationsalltag.'],
  personalreferent: ['Personalreferent (m/w/d)', 'Betreuung der Mitarbeitenden von der Einstellung bis zum Austritt.'],
  vertriebsleiter: ['Vertriebsleiter (m/w/d) Süd', 'Führung des Außendienstteams.'],
  personalvermittler: ['Personalvermittler (m/w/d)', 'Besetzung offener Positionen bei unseren Kunden.'],
  grosskunden: ['Großkundenbetreuer (m/w/d)', 'Betreuung unserer wichtigsten Handelskunden.'],
  controlling: ['Mitarbeiter Controlling (m/w/d)', 'Monatsberichte und Budgetplanung.'],
  seniorenhelfer: ['Helfer (m/w/d) Seniorenbetreuung', 'Unterstützung unseres Teams in der Altenpflege.'],
  hausmeister: ['Hausmeister (m/w/d)', 'Pflege der Außenanlagen und kleine Reparaturen.'],
};

const ids: Record<string, string> = {};

/** Employment types of this file (tids unlikely to meet another file's): an internship, and full time. */
const PRAKTIKUM = 930_000_000 + Math.floor(Math.random() * 1_000_000) * 10;
const VOLLZEIT = PRAKTIKUM + 1;
const EMPLOYMENT: Partial<Record<keyof typeof JOBS, number[]>> = {
  praktikumPflege: [PRAKTIKUM],
  krankenpfleger: [VOLLZEIT],
};

beforeAll(async () => {
  handle = await openTestDb();
  await handle.db.insert(taxonomyTerms).values([
    {
      vocabulary: 'employment_type',
      tid: PRAKTIKUM,
      label: `Praktikum ${PRAKTIKUM}`,
      pathAliases: { de: 'praktikum' },
    },
    { vocabulary: 'employment_type', tid: VOLLZEIT, label: `Vollzeit ${VOLLZEIT}`, pathAliases: { de: 'vollzeit' } },
  ]);
  const [org] = await handle.db
    .insert(organizations)
    .values({ regionId: region, slug: 'arbeitgeber', name: 'Arbeitgeber' })
    .returning({ id: organizations.id });
  const rows = await handle.db
    .insert(jobs)
    .values(
      Object.entries(JOBS).map(([key, [title, text]]) => ({
        regionId: region,
        employmentTypes: EMPLOYMENT[key] ?? [],
        organizationId: org.id,
        title,
        description: `<p>${text}</p>`,
        state: 'published' as const,
        publishedAt: new Date(now.getTime() - 86_400_000),
      })),
    )
    .returning({ id: jobs.id });
  Object.keys(JOBS).forEach((key, i) => (ids[key] = rows[i].id));
  // As the seeds do after writing in bulk: the product classifies the jobs it writes itself.
  await classifyWithoutOccupations(handle.db);
});

afterAll(async () => {
  await deleteTestRegions(handle, [region]);
  await handle.db.delete(taxonomyTerms).where(inArray(taxonomyTerms.tid, [PRAKTIKUM, VOLLZEIT]));
  await handle.close();
});

/** The search as the listing asks it (`relax`: widened when the words find nothing), hits as JOBS keys. */
async function search(keys: string, relax = false, conditions: JobCondition[][] = []) {
  const result = await searchJobs(
    handle.db,
    jobSearchQuery({ regionId: region, language: 'de', keys, limit: 100, now, relax, conditions }),
  );
  const byId = new Map(Object.entries(ids).map(([key, id]) => [id, key]));
  return { ...result, keys: result.hits.map((h) => byId.get(h.id)!) };
}

async function found(keys: string): Promise<string[]> {
  return (await search(keys)).keys;
}

/** `a` comes before `b` in the hits, both found. */
function expectBefore(hits: string[], a: string, b: string) {
  expect(hits).toContain(b);
  expect(hits.indexOf(a)).toBeGreaterThanOrEqual(0);
  expect(hits.indexOf(a)).toBeLessThan(hits.indexOf(b));
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

describe('what seekers mean', () => {
  it.each([
    // Phrases of the synonym tables with small words in them
    ['Fachkraft für Lagerlogistik', ['lager', 'lagerist'], ['stapler']],
    ['Kaufmann im Einzelhandel', ['verkauf'], ['kaufmann']],
    ['Garten- und Landschaftsbau', ['galabau'], []],
    // Synonym groups that share a form reach each other: Krankenschwester → Pflegefachkraft → Pflegekraft
    ['Pflegeperson', ['krankenpfleger', 'pflegefachkraft'], ['altenpflegerin']],
    // English HR, finance and sales titles
    ['HR Manager', ['personalreferent'], ['vertriebsleiter']],
    ['Sales Manager', ['vertriebsleiter', 'vertrieb'], ['personalreferent']],
    ['Recruiter', ['personalvermittler'], ['personalreferent']],
    ['Key Account Manager', ['grosskunden'], ['vertriebsleiter']],
    ['Controller', ['controlling'], ['buchhalter']],
    ['Accountant', ['buchhalter'], ['controlling']],
    // Compounds the seeker typed, searched by their parts too
    ['Lagerlogistikfachkraft', ['lager'], ['pflegefachkraft']],
    ['Altenpflegehelfer', ['seniorenhelfer', 'pflegehelfer'], ['stapler']],
    // By occupation (KldB): words no ad contains, forms of one occupation, another level of it.
    ['Putzfrau', ['reinigung'], ['service', 'hausmeister']],
    ['Lagerhelfer', ['lagerist', 'lager'], ['entwickler']],
    ['Buchhalterin', ['buchhalter'], ['controlling']],
    ['Schreiner', ['tischler'], ['metzger']],
  ])('"%s" finds %j and not %j', async (keys, must, mustNot) => {
    const hits = await found(keys);
    expect(hits).toEqual(expect.arrayContaining(must));
    for (const key of mustNot) expect(hits).not.toContain(key);
  });

  it('never finds a job by its contact person: "Koch" and "Bäcker" find the cook and the baker, not Herr Koch\'s ads', async () => {
    const koch = await found('Koch');
    for (const job of ['service', 'kasse']) expect(koch).not.toContain(job);
    expect(await found('Bäcker')).toEqual(['baecker']);
  });

  it('ranks the exact word above the parts of a typed compound', async () => {
    expect((await found('Lagerlogistikfachkraft'))[0]).toBe('lager');
  });

  it('ranks apprenticeships and internships below qualified jobs unless asked for', async () => {
    expectBefore(await found('Koch'), 'koch', 'azubiKoch');
    const pflege = await found('Pflege');
    for (const job of ['pflegefachkraft', 'altenpflegerin', 'pflegehelfer', 'krankenpfleger'])
      expectBefore(pflege, job, 'praktikumPflege');
    expect((await found('Ausbildung Koch'))[0]).toBe('azubiKoch');
    expect((await found('Praktikum Pflege'))[0]).toBe('praktikumPflege');
  });

  it('ranks internships by relevance when a filter asks for them', async () => {
    expectBefore(await found('Pflege'), 'krankenpfleger', 'praktikumPflege');
    const either = [PRAKTIKUM, VOLLZEIT].map((tid) => ({
      field: 'employment_type' as const,
      operator: '=' as const,
      value: String(tid),
    }));
    expect((await search('Pflege', false, [either])).keys).toEqual(['praktikumPflege', 'krankenpfleger']);
  });

  it('leaves out jobs that hold the word only in their description when titles or occupations hold it', async () => {
    // "Pflege der Außenanlagen" is the caretaker's task, not the care job a seeker means.
    expect(await found('Pflege')).not.toContain('hausmeister');
    // The helper for the elderly is an "Altenpflegehelfer" by occupation, though the title does not say so.
    expect(await found('Altenpflegehelfer')).toContain('seniorenhelfer');
    // With no job holding it in the title, a word in the description still finds its jobs.
    expect(await found('Außenanlagen')).toEqual(['hausmeister']);
  });
});

describe('searches that find nothing with every word', () => {
  it('widen to any of the words, ranked by how many match, and say so', async () => {
    const result = await search('Koch Nachtdienst', true);
    expect(result.fallback).toBe('ANY_WORD');
    expect(result.keys).toEqual(expect.arrayContaining(['koch', 'pflegehelfer']));
  });

  it('widen to the parts of a compound on their own', async () => {
    const result = await search('Lagerlogistikhelfer', true);
    expect(result.fallback).toBe('RELATED');
    expect(result.keys).toEqual(expect.arrayContaining(['lager', 'pflegehelfer']));
  });

  it('widen to title words within two typing errors and name the corrected search', async () => {
    const result = await search('Elktrikr', true);
    expect(result).toMatchObject({ fallback: 'RELATED', correctedSearch: 'elektriker' });
    expect(result.keys).toEqual(['elektriker']);
  });

  it('name the corrected words when a typo found jobs without widening', async () => {
    const result = await search('Elektirker', true);
    expect(result).toMatchObject({ fallback: null, correctedSearch: 'elektriker' });
    expect(result.keys).toEqual(['elektriker']);
  });

  it('stay empty when not asked to widen (job alerts), and are not widened when the words find jobs', async () => {
    expect(await search('Koch Nachtdienst')).toMatchObject({ total: 0, fallback: null });
    expect(await search('Koch', true)).toMatchObject({ fallback: null, correctedSearch: null });
    expect(await search('Xylophonbauer', true)).toMatchObject({ total: 0, fallback: null });
  });
});
