/**
 * Seeds the database the app uses (DATABASE_URL, else PGlite in PGLITE_DIR or ./data/pglite) and the file
 * storage (UPLOADS_DIR, else ./data/uploads):
 *
 *   npx tsx server/seed/run.ts [--seed 1] [--stichtag 2026-11-20] [--scale 100000] [--regionen rosenheim,franken]
 *
 * --seed      value of the PRNG; the same seed always gives the same data (default 1)
 * --stichtag  reference date: jobs are published in the 60 days before it and expire after it
 *             (alias --reference-date; default DEFAULT_REFERENCE_DATE, printed by the command)
 * --scale     scale mode for benchmarks: this many jobs spread over the regions (e.g. 100000)
 * --regionen  only these region ids (default: all 28)
 *
 * Safe to run again: every step is an upsert by a stable key. Demo employers and jobs have deterministic
 * ids (see demo.ts); seeded rows the current run does not produce (other seed, smaller scale) are removed,
 * rows created by people are never touched. Running without --scale after a scale run returns to the demo.
 */
import { REGIONS } from '../../regions/registry';
import { closeDb, dbOptionsFromEnv, getDb } from '../db/client';
import { getStorage } from '../storage/process-storage';
import { seedApplicantDemo } from './applicant-demo';
import { seedBlogDemo } from './blog-demo';
import { seedKeptCvDemo } from './kept-cv-demo';
import { seedBookmarkDemo } from './bookmark-demo';
import { seedNewsletterDemo } from './newsletter-demo';
import { seedResumeDemo } from './resume-demo';
import { seedResumePrivacyDemo } from './resume-privacy-demo';
import { seedContactDemo } from './contact-demo';
import { seedDemoApplications } from './applications';
import { seedConsentInfos } from './consent';
import { DAY_MS, DEFAULT_REFERENCE_DATE, DEFAULT_SEED, isoDay } from './context';
import { seedDemoData } from './demo';
import { seedLandingPages } from './landing-pages';
import { seedDemoJobStats } from './job-stats';
import { seedDemoOrders } from './orders';
import { seedDemoPostings } from './postings';
import { seedProfileDemo } from './profile-demo';
import { seedSignupDemo } from './signup-demo';
import { classifyWithoutOccupations } from '../search/occupations/classify-stored';
import { attachDemoRecruiters } from './recruiters';
import { seedDemoTeams } from './team';
import { seedTaxonomies, TAXONOMY_TERMS } from './taxonomies';
import { DEMO_PASSWORD, seedDemoUsers } from './users';

export type SeedArgs = { seed: number; referenceDate: Date; scale?: number; regionIds?: string[] };

/** Parses the command line; throws a German message on invalid input. */
export function parseArgs(argv: readonly string[]): SeedArgs {
  const value = (...names: string[]) => {
    const i = argv.findIndex((a) => names.includes(a.split('=')[0]));
    if (i < 0) return undefined;
    const inline = argv[i].includes('=') ? argv[i].slice(argv[i].indexOf('=') + 1) : argv[i + 1];
    if (inline === undefined || inline.startsWith('--')) throw new Error(`${names[0]} braucht einen Wert.`);
    return inline;
  };
  const seedText = value('--seed') ?? String(DEFAULT_SEED);
  if (!/^\d{1,9}$/.test(seedText)) throw new Error(`--seed muss eine ganze Zahl sein, nicht "${seedText}".`);
  const dateText = value('--stichtag', '--reference-date') ?? DEFAULT_REFERENCE_DATE;
  const referenceDate = new Date(`${dateText}T08:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(dateText) || Number.isNaN(referenceDate.getTime()))
    throw new Error(`--stichtag muss ein Datum wie ${DEFAULT_REFERENCE_DATE} sein.`);
  const scaleText = value('--scale');
  if (scaleText !== undefined && !/^\d{1,7}$/.test(scaleText))
    throw new Error(`--scale muss eine ganze Zahl sein, nicht "${scaleText}".`);
  const regionIds = value('--regionen', '--regions')
    ?.split(',')
    .map((r) => r.trim())
    .filter(Boolean);
  const unknown = regionIds?.filter((id) => !REGIONS.some((r) => r.id === id)) ?? [];
  if (unknown.length) throw new Error(`Unbekannte Region(en): ${unknown.join(', ')}`);
  return {
    seed: Number(seedText),
    referenceDate,
    scale: scaleText === undefined ? undefined : Number(scaleText),
    regionIds,
  };
}

const n = (value: number) => value.toLocaleString('de-DE');
const dateDe = (date: Date) =>
  date.toLocaleDateString('de-DE', { timeZone: 'UTC', day: '2-digit', month: '2-digit', year: 'numeric' });

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  // Seeding is an operator's batch job (100,000 jobs for the benchmark): the request time limit does not apply.
  process.env.DB_STATEMENT_TIMEOUT_MS ??= '0';
  const regions = args.regionIds ? REGIONS.filter((r) => args.regionIds!.includes(r.id)) : REGIONS;
  const options = dbOptionsFromEnv();
  const started = performance.now();
  console.log(`Datenbank: ${options.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${options.pgliteDir}`}`);
  console.log(
    `Seed ${args.seed}, Stichtag ${isoDay(args.referenceDate)}${args.scale ? `, Skalierungsmodus mit ${n(args.scale)} Stellenanzeigen` : ''}`,
  );
  const db = await getDb();

  const terms = await seedTaxonomies(db);
  const demo = await seedDemoData(db, regions, {
    seed: args.seed,
    referenceDate: args.referenceDate,
    storage: getStorage(),
    totalJobs: args.scale,
    concurrency: options.databaseUrl ? 2 : 1,
    onRegion: args.scale
      ? (region, c) =>
          console.log(`  ${region.REGION_NAME}: ${n(c.jobs)} Stellenanzeigen, ${n(c.organizations)} Arbeitgeber`)
      : undefined,
  });
  const pages = await seedLandingPages(db, regions);
  const consents = await seedConsentInfos(db, regions);

  // Before attachDemoRecruiters, so each region's demo recruiter gets that region's first employer.
  const users = await seedDemoUsers(db, regions);
  const recruiters = await attachDemoRecruiters(db, regions);
  const postings = await seedDemoPostings(db, regions, { referenceDate: args.referenceDate });
  const orders = await seedDemoOrders(db, regions, { referenceDate: args.referenceDate });
  const applications = await seedDemoApplications(db, regions, {
    referenceDate: args.referenceDate,
    storage: getStorage(),
  });
  const applicantResumes = await seedApplicantDemo(db, regions, {
    referenceDate: args.referenceDate,
    storage: getStorage(),
  });
  const keptCvs = await seedKeptCvDemo(db, regions, { referenceDate: args.referenceDate, storage: getStorage() });
  const seekerResumes = await seedResumeDemo(db, regions, { referenceDate: args.referenceDate });
  const contacts = await seedContactDemo(db, regions, { referenceDate: args.referenceDate });
  const bookmarks = await seedBookmarkDemo(db, regions, { referenceDate: args.referenceDate });
  const newsletter = await seedNewsletterDemo(db, regions, { referenceDate: args.referenceDate });
  const stats = await seedDemoJobStats(db, regions, { seed: args.seed, referenceDate: args.referenceDate });
  // Real time, not the reference date: the invitation must still be pending when the demo is opened.
  const teams = await seedDemoTeams(db, regions);
  // After the teams: the blocked organization is none of the demo employer's two.
  const privacy = await seedResumePrivacyDemo(db, regions, { referenceDate: args.referenceDate });
  const profiles = await seedProfileDemo(db, getStorage(), regions);
  const signup = await seedSignupDemo(db, regions);
  const blog = await seedBlogDemo(db, getStorage(), regions, { referenceDate: args.referenceDate });
  // Rows written past the wizard and the resume editor (the demo's few) get their occupations here.
  const classified = await classifyWithoutOccupations(db);

  const seconds = (performance.now() - started) / 1000;
  const first = new Date(args.referenceDate.getTime() - 60 * DAY_MS);
  console.log('');
  console.log('Zusammenfassung');
  console.log(
    `  Stichtag:          ${dateDe(args.referenceDate)} (Veröffentlichungen ${dateDe(first)}–${dateDe(args.referenceDate)}), Seed ${args.seed}`,
  );
  console.log(
    `  Taxonomien:        ${n(terms)} Begriffe in ${new Set(TAXONOMY_TERMS.map((t) => t.vocabulary)).size} Vokabularen`,
  );
  console.log(
    `  Arbeitgeber:       ${n(demo.organizations)} in ${n(demo.regions)} Regionen, ${n(demo.routes)} Profilseiten /organization/…`,
  );
  console.log(`  Stellenanzeigen:   ${n(demo.jobs)}, davon ${n(demo.publishedJobs)} veröffentlicht und gültig`);
  console.log(`  Berufe (KldB):     ${n(classified)} Stellenanzeigen neu zugeordnet`);
  console.log(`  Dateien:           ${n(demo.files)} (Logos, Titel- und Galeriebilder, PDF-Anzeigen)`);
  console.log(
    `  Landingpages:      ${n(pages.pages)} Seiten, ${n(pages.redirects)} Weiterleitungen, ${n(pages.gone)} entfernte Pfade`,
  );
  console.log(`  Einwilligungen:    ${n(consents.infos)} Texte mit ${n(consents.revisions)} Revisionen`);
  console.log(`  Demo-Arbeitgeber:  ${n(recruiters)} Konten mit ihrem Arbeitgeber verknüpft`);
  console.log(`  Demo-Anzeigen:     ${n(postings)} neu (Entwurf, in Prüfung, geplant), mit Guthaben`);
  console.log(`  Demo-Bewerbungen:  ${n(applications)} neu (je Status eine, mit Lebenslauf)`);
  console.log(`  Demo-Lebensläufe:  ${n(applicantResumes)} neu (vollständig, sichtbar, mit zwei eigenen Bewerbungen)`);
  console.log(`  Importierte CVs:   ${n(keptCvs)} neu (der Demo-Bewerberin, auf „Meine Daten“ löschbar)`);
  console.log(`  Bewerbersuche:     ${n(seekerResumes)} sichtbare Lebensläufe neu, Abo für die Demo-Arbeitgeber`);
  console.log(
    `  Kontaktanfragen:   ${n(contacts.requests)} der Demo-Arbeitgeber in allen Zuständen, ${n(contacts.alerts)} Suchaufträge`,
  );
  console.log(`  Merklisten:        ${n(bookmarks)} gemerkte Stellen der Demo-Bewerber (offen und nicht mehr online)`);
  console.log(`  Newsletter:        ${n(newsletter)} Anmeldungen (bestätigt und wartend)`);
  console.log(`  Demo-Bestellungen: ${n(orders)} neu (bezahlt, offen, storniert, mit Rechnungen)`);
  console.log(`  Demo-Statistik:    ${n(stats)} Tageszahlen für die Stellen der Demo-Arbeitgeber`);
  console.log(`  Demo-Teams:        ${n(teams)} Arbeitgeber mit offener Einladung, Verlauf und zweiter Firma`);
  console.log(`  Demo-Profile:      ${n(profiles)} mit neu kodierten Bildern und einem Entwurf`);
  console.log(
    `  Privatsphäre:      ${n(privacy)} Demo-Lebensläufe sperren einen Arbeitgeber (sein Konto z. B. personal@${regions[0].id}.demo.example), aktueller Arbeitgeber verborgen`,
  );
  if (signup) console.log(`  Neu registriert:   ${signup} (E-Mail unbestätigt, Unternehmen nicht vertrauenswürdig)`);
  if (blog) console.log(`  Blog:              ${n(blog)} Beiträge mit Titelbild (Seiten mit Blog)`);
  console.log(`  Demo-Konten:       ${n(users.length)}, Passwort ${DEMO_PASSWORD}, z. B.`);
  for (const user of users.filter(
    (u) => !u.email.includes('.demo.example') || u.email.includes(`@${regions[0].id}.`),
  )) {
    console.log(`                     ${user.email} (${user.roles.join(', ')})`);
  }
  console.log(`  Dauer:             ${seconds.toLocaleString('de-DE', { maximumFractionDigits: 1 })} s`);
  // A hint only (no content depends on the clock): ads of an old reference date have expired by now.
  const age = Math.floor((Date.now() - args.referenceDate.getTime()) / DAY_MS);
  if (age > 30)
    console.log(
      `Hinweis: Der Stichtag liegt ${age} Tage zurück; viele Anzeigen sind inzwischen abgelaufen. Neu erzeugen mit --stichtag ${isoDay(new Date())}.`,
    );
}

if (process.argv[1] && /run\.ts$/.test(process.argv[1])) {
  main()
    .then(() => closeDb())
    .catch(async (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      await closeDb().catch(() => undefined);
      process.exitCode = 1;
    });
}
