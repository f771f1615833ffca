import type { jobs } from '../db/schema';
import { addDays, DAY_MS, isoDay, type PlannedFile, type RegionContext } from './context';
import { ANCHOR_JOBS } from './employers';
import {
  chooseKind,
  employmentTypes,
  experience,
  PERMANENT_ONLY_BENEFITS,
  QUESTIONS,
  workMode,
} from './job-conditions';
import { composeTitle } from './job-titles';
import { descriptionHtml, descriptionPdf, jobSections } from './job-texts';
import { type Occupation, occupation } from './occupations';
import type { PlannedOrganization } from './organizations';
import { simplePdf } from './pdf';
import { type JobPlaceRow, planJobPlaces } from './job-places';
import { jitter } from './places';
import { salaryFor, salaryText } from './salary';
import { slugify } from './names';
import { term, termByTid, tid } from './taxonomies';
import { fill } from './texts';
import { jobOccupationCodes, MAX_OCCUPATION_CODES, titleCodes } from '../search/occupations/classify-job';

const seedTitleCodes = new Map<string, string[]>();

/**
 * A seeded job's occupations, as the wizard would store them (server/search/occupations/classify-job.ts): the
 * seed repeats titles, so what a title names is worked out once per title.
 */
function seedOccupationCodes(title: string, description: string): string[] {
  let codes = seedTitleCodes.get(title);
  if (!codes) {
    codes = titleCodes(title);
    seedTitleCodes.set(title, codes);
  }
  return codes.length ? codes.slice(0, MAX_OCCUPATION_CODES) : jobOccupationCodes(title, description);
}

export type JobRow = typeof jobs.$inferInsert & { id: string; title: string };
/** The jobs, their files and their work places (job_locations, each job's own place at position 0). */
export type JobPlan = { jobs: JobRow[]; files: PlannedFile[]; places: JobPlaceRow[] };

type Pick_ = { org: PlannedOrganization; occ: Occupation; filter?: RegExp; anchor: boolean };

/** Plans the region's job ads for its employers (anchors first, then weighted by employer size). */
export function planJobs(ctx: RegionContext, orgs: readonly PlannedOrganization[]): JobPlan {
  const count = ctx.options.jobs ?? ctx.rng('job-count').int(60, 150);
  const byArchetype = new Map<string, PlannedOrganization>();
  for (const o of orgs) if (!byArchetype.has(o.archetype.id)) byArchetype.set(o.archetype.id, o);
  const orgWeights = orgs.map((o) => [o, 1 + Math.log10(o.employees)] as const);
  const files: PlannedFile[] = [];
  const rows: JobRow[] = [];
  const places: JobPlaceRow[] = [];
  const trainingYear = ctx.ref.getUTCMonth() < 7 ? ctx.ref.getUTCFullYear() : ctx.ref.getUTCFullYear() + 1;

  for (let index = 0; index < count; index++) {
    const rng = ctx.rng('job', index);
    const anchor = index < ANCHOR_JOBS.length ? ANCHOR_JOBS[index] : undefined;
    let chosen: Pick_;
    if (anchor && byArchetype.has(anchor[0])) {
      chosen = { org: byArchetype.get(anchor[0])!, occ: occupation(anchor[1]), filter: anchor[2], anchor: true };
    } else {
      const org = rng.weighted(orgWeights);
      const [occId, , filter] = rng.weighted(org.archetype.occupations.map((entry) => [entry, entry[1]] as const));
      chosen = { org, occ: occupation(occId), filter, anchor: false };
    }
    const { org, occ } = chosen;
    const kind = chosen.anchor ? 'regular' : chooseKind(rng, occ);
    const employment = employmentTypes(rng, occ, kind);
    const mode = workMode(rng, occ, kind);
    const site = org.sites.length > 1 && rng.chance(0.25) ? rng.pick(org.sites.slice(1)) : org.sites[0];
    const title = composeTitle(occ, kind, {
      rng,
      south: ctx.south,
      place: site.label,
      region: ctx.region.REGION_NAME,
      trainingYear,
      ...employment,
      mode,
      filter: chosen.filter,
    });
    const salary = salaryFor(rng, occ, kind);
    const contact = rng.pick(org.contacts);
    const id = ctx.id('job', index);
    const jobType = chosen.anchor
      ? 'job_per_template'
      : rng.weighted([
          ['job_per_template', 88],
          ['job_per_link', 9],
          ['job_per_file', 3],
        ] as const);
    const workflow =
      jobType === 'job_per_link'
        ? 'link'
        : rng.weighted([
            ['email', 65],
            ['link', 20],
            ['internal', 15],
          ] as const);
    const link =
      workflow === 'link' ? `https://karriere.${org.domain}/stellen/${slugify(title).slice(0, 60)}-${index + 1}` : null;
    const aboutSentence = fill(rng.pick(org.archetype.about), org.values);
    // Company car, pension or a permanent contract are not what a trainee, student or Minijob ad promises.
    const permanentOnly = kind !== 'regular' || employment.fixedTerm ? PERMANENT_ONLY_BENEFITS : [];
    const benefitLabels = (org.row.benefits ?? [])
      .map((b) => termByTid(b)!)
      .filter((b) => !permanentOnly.includes(b.key))
      .map((b) => b.label);
    const sectionInput = {
      rng,
      occupation: occ,
      kind,
      title,
      orgName: org.row.name,
      orgSentence: aboutSentence,
      place: site.label,
      du: org.archetype.du ?? false,
      benefitLabels,
      salary: salary ? salaryText(salary) : null,
      employment: employment.keys.map((k) => term('employment_type', k).label).join(', '),
      remote: mode,
      contact,
      workflow,
      email: contact.email!,
      link,
    } as const;
    const sections = jobSections(sectionInput);
    const description = descriptionHtml(sections, sectionInput);

    // Workflow state and dates, all relative to the reference date.
    const state = chosen.anchor
      ? 'live'
      : rng.weighted([
          ['live', 80],
          ['expired', 5],
          ['archived', 6],
          ['needs_review', 5],
          ['scheduled', 4],
        ] as const);
    const at = (daysAgo: number) => new Date(ctx.ref.getTime() - Math.round((daysAgo * DAY_MS) / 60_000) * 60_000);
    let publishedAt: Date | null = null;
    let expiresAt: Date | null = null;
    let durationDays: number | null = rng.pick([30, 60, 90]);
    if (state === 'live') {
      publishedAt = at(rng.float() * 60);
      durationDays = rng.pick([60, 90, 120]);
      if ((ctx.ref.getTime() - publishedAt.getTime()) / DAY_MS > durationDays - 7) durationDays = 120;
      if (rng.chance(0.1)) durationDays = null;
    } else if (state === 'expired') {
      publishedAt = at(35 + rng.float() * 25);
      durationDays = 30;
    } else if (state === 'archived') publishedAt = at(20 + rng.float() * 40);
    else if (state === 'scheduled') publishedAt = at(-(1 + rng.float() * 13));
    if (publishedAt && durationDays) expiresAt = addDays(publishedAt, durationDays);
    const createdAt = publishedAt
      ? at((ctx.ref.getTime() - publishedAt.getTime()) / DAY_MS + rng.float() * 3)
      : at(rng.float() * 5);

    let fileId: string | null = null;
    if (jobType === 'job_per_file') {
      fileId = ctx.id('file', 'job', index);
      const pdfTitle = `${title} – ${org.row.name}`;
      files.push({
        id: fileId,
        regionId: ctx.region.id,
        storageKey: `seed/${ctx.region.id}/s${ctx.seed}/stellenanzeige-${index + 1}.pdf`,
        originalName: `Stellenanzeige ${slugify(title).slice(0, 50)}.pdf`,
        mimeType: 'application/pdf',
        purpose: 'job_file',
        title,
        render: () => simplePdf(pdfTitle, descriptionPdf(sections)),
      });
    }
    const questions =
      workflow === 'internal' && rng.chance(0.4)
        ? QUESTIONS.filter((q) => !q.when || q.when(occ))
            .slice(0, rng.int(1, 3))
            .map(({ when: _w, ...q }, i) => ({ id: `q${i + 1}`, ...q }))
        : [];
    const languages = [
      tid('language', 'deutsch'),
      ...(occ.languages && rng.chance(0.7) ? occ.languages.map((l) => tid('language', l)) : []),
    ];
    const location = jitter(rng, { label: site.label, lat: site.lat, lon: site.lon }, 0.15);
    places.push(...planJobPlaces(ctx, index, id, { site, ...location }, org.sites));

    rows.push({
      id,
      regionId: ctx.region.id,
      organizationId: org.row.id,
      organizationAssignment:
        org.archetype.id === 'personaldienstleister' && rng.chance(0.4) ? `Kundenunternehmen in ${site.label}` : null,
      type: jobType,
      state: state === 'live' || state === 'expired' ? 'published' : state,
      title,
      description,
      descriptionFormat: 'filtered_html',
      // Classified here rather than afterwards: updating every row again took the 100,000-job seed minutes.
      occupationCodes: seedOccupationCodes(title, description),
      linkUrl: jobType === 'job_per_link' ? link : null,
      fileId,
      logoFileId: org.logoFileId,
      videoUrl: null,
      availabilityPeriod:
        kind === 'ausbildung'
          ? { start: `${trainingYear}-09-01` }
          : rng.chance(0.7)
            ? { immediate: true }
            : { start: isoDay(addDays(ctx.ref, rng.int(14, 75))).slice(0, 8) + '01' },
      address: site.address,
      locationLabel: site.label,
      lat: location.lat,
      lon: location.lon,
      remoteOptions: [tid('remote_option', mode)],
      employmentTypes: employment.keys.map((k) => tid('employment_type', k)),
      occupationalFields: [tid('occupational_field', occ.field)],
      fieldsOfStudy:
        occ.study && kind !== 'ausbildung' && rng.chance(0.6)
          ? rng.sample(occ.study, rng.int(1, 2)).map((k) => tid('field_of_study', k))
          : [],
      degreeLevels: (kind === 'ausbildung'
        ? [rng.pick(['hauptschulabschluss', 'mittlere-reife', 'abitur'])]
        : kind === 'werkstudent' || kind === 'praktikum'
          ? ['abitur']
          : occ.degrees.slice(0, rng.chance(0.3) ? 2 : 1)
      ).map((k) => tid('degree_level', k)),
      yearsOfExperience: experience(rng, occ, kind),
      salaryRange: null,
      salaryMin: salary?.min ?? null,
      salaryMax: salary?.max ?? null,
      salaryCurrency: 'EUR',
      salaryUnit: salary?.unit ?? null,
      languages,
      languagesFree: rng.chance(0.2)
        ? rng.pick([
            'Deutsch mindestens B2',
            'Deutsch fließend, Englisch von Vorteil',
            'Sehr gute Deutschkenntnisse in Wort und Schrift',
          ])
        : null,
      skills: rng.sample(occ.skills, rng.int(2, Math.min(4, occ.skills.length))).map((k) => tid('skill', k)),
      skillsFree: rng.chance(0.15)
        ? rng.pick([
            'Erste-Hilfe-Kurs wünschenswert',
            'Gültiger Führerschein von Vorteil',
            'Sicherer Umgang mit dem Smartphone',
          ])
        : null,
      publishedAt,
      expiresAt,
      // A job asks for no more than a publication buys on its site (server/postings/posting-runtime.ts); the
      // longer runtimes of the demo's live jobs are their expiry only.
      durationDays: durationDays && durationDays <= ctx.region.JOB_POSTING.defaultDurationDays ? durationDays : null,
      applicationWorkflow: workflow,
      applicationEmails: workflow === 'link' ? [] : [contact.email!],
      applicationLink: workflow === 'link' ? link : null,
      applicationRequireCv: workflow === 'internal' && rng.chance(0.6),
      applicationRequireCoverLetter: workflow === 'internal' && rng.chance(0.15),
      applicationRequireQualifyingQuestions: questions.length > 0,
      applicationQualifyingQuestions: questions,
      featured: state === 'live' && rng.chance(0.06),
      top: state === 'live' && rng.chance(0.05),
      createdAt,
    });
  }
  return { jobs: rows, files, places };
}
