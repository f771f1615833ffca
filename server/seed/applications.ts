import { createHash, randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  type ApplicationStatus,
  type QualifyingQuestion,
  files,
  jobApplicationAttachments,
  jobApplicationEvents,
  jobApplicationNotes,
  jobApplications,
  jobLocations,
  jobs,
  organizations,
  taxonomyTerms,
  users,
} from '../db/schema';
import type { FileStorage } from '../storage/storage';
import { simplePdf } from './pdf';

const DAY_MS = 86_400_000;
/** The demo recruiter's job that takes applications on the site (the applications inbox). */
export const DEMO_INBOX_JOB_TITLE = 'Kaufmann/-frau für Büromanagement (m/w/d)';
const QUESTIONS: QualifyingQuestion[] = [
  { id: 'demo-fuehrerschein', question: 'Hast du einen Führerschein der Klasse B?', answerType: 'yes_no' },
  { id: 'demo-start', question: 'Ab wann könntest du anfangen?', answerType: 'text' },
];

type DemoApplication = {
  firstName: string;
  lastName: string;
  status: ApplicationStatus;
  daysAgo: number;
  answers: [string, string];
  note?: string;
};

/** One application per status, so every state of the inbox can be seen (the rejected one with its deletion date). */
const APPLICATIONS: DemoApplication[] = [
  {
    firstName: 'Lena',
    lastName: 'Berger',
    status: 'new',
    daysAgo: 1,
    answers: ['ja', 'Ab dem 1. des nächsten Monats'],
  },
  {
    firstName: 'Tobias',
    lastName: 'Huber',
    status: 'in_review',
    daysAgo: 4,
    answers: ['ja', 'Sofort'],
    note: 'Gute Erfahrung mit DATEV, bitte Gehaltsvorstellung klären.',
  },
  { firstName: 'Aylin', lastName: 'Demir', status: 'invited', daysAgo: 9, answers: ['nein', 'In drei Monaten'] },
  { firstName: 'Jonas', lastName: 'Wagner', status: 'rejected', daysAgo: 20, answers: ['ja', 'Sofort'] },
  { firstName: 'Sofia', lastName: 'Keller', status: 'hired', daysAgo: 30, answers: ['ja', 'Zum Quartalsbeginn'] },
];

/** The way each status was reached (for the history). */
const PATH: Record<ApplicationStatus, ApplicationStatus[]> = {
  new: [],
  in_review: ['in_review'],
  invited: ['in_review', 'invited'],
  rejected: ['in_review', 'rejected'],
  hired: ['in_review', 'invited', 'hired'],
};

/**
 * Where the site has no inbox (docs/product-decisions.md "Applicant management off") nobody can move or annotate an
 * application: the demo shows them as the form leaves them, new and without notes or history.
 */
const demosFor = (inbox: boolean): DemoApplication[] =>
  inbox ? APPLICATIONS : APPLICATIONS.map(({ note: _note, ...demo }) => ({ ...demo, status: 'new' }));

const emailOf = (a: DemoApplication, domain: string) =>
  `${a.firstName.toLowerCase()}.${a.lastName.toLowerCase()}@bewerbung.${domain}`;

/**
 * Inbox demo per site, after seedDemoPostings: a live job of the demo recruiter's employer with the internal
 * application form and two qualifying questions, and one application in each status with a CV (PDF), the
 * history that led there and a note. Idempotent: the job is recognised by its title, applications by their
 * address. Returns the number of applications created.
 */
export async function seedDemoApplications(
  db: Db,
  regions: ReadonlyArray<{ id: string; FEATURES: { APPLICANT_FEATURE_ACTIVE: boolean } }>,
  options: { referenceDate: Date; storage: FileStorage; domain?: string },
): Promise<number> {
  const domain = options.domain ?? 'demo.example';
  const emails = regions.map((r) => `arbeitgeber@${r.id}.${domain}`);
  const recruiters = emails.length
    ? await db
        .select({ id: users.id, email: users.email, org: users.activeOrganizationId })
        .from(users)
        .where(inArray(users.email, emails))
    : [];
  const [field] = await db
    .select({ tid: taxonomyTerms.tid })
    .from(taxonomyTerms)
    .where(eq(taxonomyTerms.vocabulary, 'occupational_field'))
    .limit(1);
  const [type] = await db
    .select({ tid: taxonomyTerms.tid })
    .from(taxonomyTerms)
    .where(eq(taxonomyTerms.vocabulary, 'employment_type'))
    .limit(1);
  let created = 0;
  for (const region of regions) {
    const recruiter = recruiters.find((u) => u.email === `arbeitgeber@${region.id}.${domain}`);
    if (!recruiter?.org) continue;
    const organizationId = recruiter.org;
    const at = options.referenceDate;
    const [existing] = await db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.organizationId, organizationId), eq(jobs.title, DEMO_INBOX_JOB_TITLE)))
      .limit(1);
    const jobId = existing?.id ?? (await createInboxJob(db, region.id, organizationId, recruiter.id, at, field, type));
    for (const demo of demosFor(region.FEATURES.APPLICANT_FEATURE_ACTIVE)) {
      const emailAddress = emailOf(demo, domain);
      const [seen] = await db
        .select({ id: jobApplications.id })
        .from(jobApplications)
        .where(and(eq(jobApplications.jobId, jobId), eq(jobApplications.emailAddress, emailAddress)))
        .limit(1);
      if (seen) continue;
      await createApplication(db, options.storage, {
        regionId: region.id,
        jobId,
        actorId: recruiter.id,
        actorLabel: recruiter.email,
        at,
        demo,
        emailAddress,
      });
      created += 1;
    }
  }
  return created;
}

async function createInboxJob(
  db: Db,
  regionId: string,
  organizationId: string,
  authorId: string,
  at: Date,
  field: { tid: number } | undefined,
  type: { tid: number } | undefined,
): Promise<string> {
  const [org] = await db
    .select({ lat: organizations.lat, lon: organizations.lon, info: organizations.companyInfo })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  const address = org?.info?.address ?? null;
  return db.transaction(async (tx) => {
    const [job] = await tx
      .insert(jobs)
      .values({
        regionId,
        organizationId,
        authorId,
        title: DEMO_INBOX_JOB_TITLE,
        description:
          '<p>Du organisierst unser Büro, betreust Kundinnen und Kunden am Telefon und bereitest die Buchhaltung vor.</p>',
        state: 'published',
        locationLabel: address?.locality ?? null,
        lat: org?.lat ?? null,
        lon: org?.lon ?? null,
        address,
        employmentTypes: type ? [type.tid] : [],
        occupationalFields: field ? [field.tid] : [],
        applicationWorkflow: 'internal',
        applicationRequireCv: true,
        applicationRequireQualifyingQuestions: true,
        applicationQualifyingQuestions: QUESTIONS,
        publishedAt: new Date(at.getTime() - 2 * DAY_MS),
        expiresAt: new Date(at.getTime() + 60 * DAY_MS),
        submittedAt: at,
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: jobs.id });
    if (org?.lat != null && org.lon != null)
      await tx
        .insert(jobLocations)
        .values({ jobId: job.id, position: 0, label: address?.locality ?? '', address, lat: org.lat, lon: org.lon });
    return job.id;
  });
}

async function createApplication(
  db: Db,
  storage: FileStorage,
  input: {
    regionId: string;
    jobId: string;
    actorId: string;
    actorLabel: string;
    at: Date;
    demo: DemoApplication;
    emailAddress: string;
  },
): Promise<void> {
  const { demo, at } = input;
  const name = `${demo.firstName} ${demo.lastName}`;
  const bytes = simplePdf(`Lebenslauf ${name}`, [
    { heading: 'Berufserfahrung', text: 'Drei Jahre Büroorganisation und Buchhaltung in einem Handwerksbetrieb.' },
    { heading: 'Ausbildung', text: 'Kaufmann/-frau für Büromanagement, IHK-Abschluss.' },
  ]);
  const storageKey = `applications/demo/${randomUUID()}.pdf`;
  await storage.write(
    storageKey,
    (async function* () {
      yield bytes;
    })(),
  );
  const received = new Date(at.getTime() - demo.daysAgo * DAY_MS);
  const steps = PATH[demo.status];
  const changedAt = (i: number) => new Date(received.getTime() + (i + 1) * DAY_MS);
  const lastChange = steps.length ? changedAt(steps.length - 1) : null;
  await db.transaction(async (tx) => {
    const [file] = await tx
      .insert(files)
      .values({
        storageKey,
        originalName: `Lebenslauf ${name}.pdf`,
        mimeType: 'application/pdf',
        sizeBytes: bytes.length,
        sha256: createHash('sha256').update(bytes).digest('hex'),
        purpose: 'application_attachment',
        regionId: input.regionId,
        permanentAt: received,
        createdAt: received,
      })
      .returning({ id: files.id });
    const [application] = await tx
      .insert(jobApplications)
      .values({
        jobId: input.jobId,
        regionId: input.regionId,
        firstName: demo.firstName,
        lastName: demo.lastName,
        emailAddress: input.emailAddress,
        coverLetter: `Guten Tag,\n\nmit großem Interesse bewerbe ich mich als ${DEMO_INBOX_JOB_TITLE}.\n\nViele Grüße\n${name}`,
        qualifyingAnswers: QUESTIONS.map((q, i) => ({ questionId: q.id, answer: demo.answers[i] })),
        // Demo data: marked as mailed, so the outbox never sends these to the made-up addresses.
        sendStatus: 'sent',
        sentAt: received,
        status: demo.status,
        statusChangedAt: lastChange,
        rejectedAt: demo.status === 'rejected' ? lastChange : null,
        createdAt: received,
        updatedAt: lastChange ?? received,
      })
      .returning({ id: jobApplications.id });
    await tx.insert(jobApplicationAttachments).values({ applicationId: application.id, fileId: file.id });
    for (const [i, to] of steps.entries())
      await tx.insert(jobApplicationEvents).values({
        applicationId: application.id,
        regionId: input.regionId,
        actorId: input.actorId,
        fromStatus: i === 0 ? 'new' : steps[i - 1],
        toStatus: to,
        createdAt: changedAt(i),
      });
    if (demo.note)
      await tx.insert(jobApplicationNotes).values({
        applicationId: application.id,
        authorId: input.actorId,
        authorLabel: input.actorLabel,
        body: demo.note,
        createdAt: lastChange ?? received,
      });
  });
}
