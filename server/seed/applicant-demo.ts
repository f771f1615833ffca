import { createHash, randomUUID } from 'node:crypto';
import { and, arrayContains, desc, eq, gt, inArray, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  type ApplicationStatus,
  files,
  type GeoPlace,
  jobApplicationAttachments,
  jobApplicationEvents,
  jobApplications,
  jobs,
  type ResumeEducation,
  type ResumeWorkExperience,
  resumes,
  users,
} from '../db/schema';
import type { FileStorage } from '../storage/storage';
import { DEMO_INBOX_JOB_TITLE } from './applications';
import { simplePdf } from './pdf';
import type { Region } from '../../regions/build-region';

const DAY_MS = 86_400_000;

type DemoRegion = Pick<Region, 'id' | 'GEO_INFO' | 'FEATURES'>;

/** Tids of the seeded vocabularies (server/seed/taxonomy-data*.ts). */
const TID = {
  officeField: 1015,
  fullTime: 2001,
  partTime: 2002,
  experienced: 9004,
  apprenticeship: 7005,
  german: 6001,
  english: 6002,
  msOffice: 5001,
  datev: 5004,
  customerFocus: 5008,
} as const;

const WORK: ResumeWorkExperience[] = [
  {
    id: 'demo-work-1',
    jobTitle: 'Kauffrau für Büromanagement',
    occupationalField: TID.officeField,
    employmentType: TID.fullTime,
    companyName: 'Schreinerei Holzmann GmbH',
    period: { start: '2019-03', current: true },
    summary: 'Auftragsannahme, Rechnungen und vorbereitende Buchhaltung mit DATEV; Ansprechpartnerin für Kunden.',
  },
  {
    id: 'demo-work-2',
    jobTitle: 'Bürokraft (Teilzeit)',
    occupationalField: TID.officeField,
    employmentType: TID.partTime,
    companyName: 'Praxis Dr. Sommer',
    period: { start: '2016-04', end: '2019-02' },
    summary: 'Terminvergabe, Empfang und Ablage.',
  },
];

const EDUCATION: ResumeEducation[] = [
  {
    id: 'demo-education-1',
    institution: 'Städtische Berufsschule',
    degreeLevel: TID.apprenticeship,
    studyProgram: 'Ausbildung Kauffrau für Büromanagement (IHK)',
    period: { start: '2013-09', end: '2016-02' },
  },
];

/** The demo applicant's own applications: one the employer already invited to, one still new. */
const OWN_APPLICATIONS: ReadonlyArray<{ status: ApplicationStatus; daysAgo: number; inboxJob: boolean }> = [
  { status: 'invited', daysAgo: 6, inboxJob: true },
  { status: 'new', daysAgo: 2, inboxJob: false },
];

function place(region: DemoRegion): GeoPlace {
  const fixture = region.GEO_INFO.fixtures[0];
  return { label: fixture.label, lat: fixture.lat, lon: fixture.lng, countryCode: 'DE' };
}

/**
 * The demo applicant's side per site, after seedDemoApplications: `bewerber@<site>` gets a complete
 * resume that recruiters may find (visible), and two applications of their own that show in "Meine Bewerbungen"
 * (with the resume attached as a PDF): one to the demo employer's job, which it invited to, one still new to an
 * office job of the site. Idempotent: skips an applicant
 * who has a resume on the site. Returns the number of resumes created.
 */
export async function seedApplicantDemo(
  db: Db,
  regions: ReadonlyArray<DemoRegion>,
  options: { referenceDate: Date; storage: FileStorage; domain?: string },
): Promise<number> {
  const domain = options.domain ?? 'demo.example';
  const applicants = await demoApplicants(db, regions, domain);
  let created = 0;
  for (const region of regions) {
    const applicant = applicants.get(region.id);
    if (!applicant) continue;
    const [existing] = await db
      .select({ id: resumes.id })
      .from(resumes)
      .where(and(eq(resumes.userId, applicant.id), eq(resumes.regionId, region.id)));
    if (existing) continue;
    const resumeId = await createResume(db, region, applicant.id, options.referenceDate);
    const [recruiter] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, `arbeitgeber@${region.id}.${domain}`));
    await applyToDemoJobs(
      db,
      region,
      { ...applicant, resumeId },
      { at: options.referenceDate, actorId: recruiter?.id, storage: options.storage },
    );
    created += 1;
  }
  return created;
}

async function createResume(db: Db, region: DemoRegion, userId: string, at: Date): Promise<string> {
  const home = place(region);
  const [row] = await db
    .insert(resumes)
    .values({
      userId,
      regionId: region.id,
      visible: true,
      complete: true,
      personalInfo: {
        salutation: 'ms',
        firstName: 'Bea',
        lastName: 'Bewerberin',
        phone: '0171 2345678',
        birthday: '1996-05-14',
        homeLocation: home,
        about: 'Organisiert, freundlich am Telefon und sicher in DATEV. Ich suche eine Stelle im Büro in meiner Nähe.',
      },
      jobPreferences: {
        title: 'Kauffrau für Büromanagement',
        desiredOccupation: [TID.officeField],
        employmentType: [TID.fullTime, TID.partTime],
        desiredLocation: { ...home, radiusKm: 30 },
        careerStatus: TID.experienced,
        availableStart: new Date(at.getTime() + 30 * DAY_MS).toISOString().slice(0, 10),
        availabilityPeriods: [],
      },
      workExperience: WORK,
      education: EDUCATION,
      languages: { tids: [TID.german, TID.english], notes: 'Deutsch Muttersprache, Englisch gut (B2)' },
      skills: { tids: [TID.msOffice, TID.datev, TID.customerFocus], free: 'Telefonzentrale, Terminplanung' },
      careerStatusTid: TID.experienced,
      occupationTids: [TID.officeField],
      languageTids: [TID.german, TID.english],
      skillTids: [TID.msOffice, TID.datev, TID.customerFocus],
      lat: home.lat,
      lon: home.lon,
      createdAt: new Date(at.getTime() - 40 * DAY_MS),
      updatedAt: new Date(at.getTime() - 8 * DAY_MS),
    })
    .returning({ id: resumes.id });
  return row.id;
}

async function applyToDemoJobs(
  db: Db,
  region: DemoRegion,
  applicant: { id: string; email: string; resumeId: string },
  { at, actorId, storage }: { at: Date; actorId?: string; storage: FileStorage },
): Promise<void> {
  const { id: regionId, FEATURES } = region;
  const [inboxJob] = await db
    .select({ id: jobs.id, organizationId: jobs.organizationId })
    .from(jobs)
    .where(and(eq(jobs.regionId, regionId), eq(jobs.title, DEMO_INBOX_JOB_TITLE)))
    .limit(1);
  if (!inboxJob) return;
  const [otherJob] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        eq(jobs.regionId, regionId),
        eq(jobs.state, 'published'),
        gt(jobs.expiresAt, at),
        ne(jobs.id, inboxJob.id),
        arrayContains(jobs.occupationalFields, [TID.officeField]),
      ),
    )
    .orderBy(desc(jobs.publishedAt))
    .limit(1);
  // Without the site's inbox no employer moves an application on (docs/product-decisions.md "Applicant management off").
  for (const own of FEATURES.APPLICANT_FEATURE_ACTIVE
    ? OWN_APPLICATIONS
    : OWN_APPLICATIONS.map((a) => ({ ...a, status: 'new' as const }))) {
    const jobId = own.inboxJob ? inboxJob.id : otherJob?.id;
    if (!jobId) continue;
    const received = new Date(at.getTime() - own.daysAgo * DAY_MS);
    const changed = own.status === 'new' ? null : new Date(received.getTime() + DAY_MS);
    await db.transaction(async (tx) => {
      const [application] = await tx
        .insert(jobApplications)
        .values({
          jobId,
          regionId,
          applicantId: applicant.id,
          resumeId: applicant.resumeId,
          firstName: 'Bea',
          lastName: 'Bewerberin',
          emailAddress: applicant.email,
          coverLetter:
            'Guten Tag,\n\nich bewerbe mich gern bei Ihnen. Mein Lebenslauf ist beigefügt.\n\nViele Grüße\nBea Bewerberin',
          // Demo data: marked as mailed, so the outbox never sends it.
          sendStatus: 'sent',
          sentAt: received,
          status: own.status,
          statusChangedAt: changed,
          createdAt: received,
          updatedAt: changed ?? received,
        })
        .returning({ id: jobApplications.id });
      const file = await storeResumePdf(tx, storage, regionId, received);
      await tx.insert(jobApplicationAttachments).values({ applicationId: application.id, fileId: file });
      if (changed)
        await tx.insert(jobApplicationEvents).values({
          applicationId: application.id,
          regionId,
          actorId,
          fromStatus: 'new',
          toStatus: own.status,
          createdAt: changed,
        });
    });
  }
}

/** The demo applicant (`bewerber@<site>.<domain>`) of each site that has one, by the site's id. */
export async function demoApplicants(
  db: Db,
  regions: ReadonlyArray<{ id: string }>,
  domain: string,
): Promise<Map<string, { id: string; email: string }>> {
  const emails = regions.map((r) => `bewerber@${r.id}.${domain}`);
  const applicants = emails.length
    ? await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, emails))
    : [];
  return new Map(
    regions.flatMap((r) => applicants.filter((u) => u.email === `bewerber@${r.id}.${domain}`).map((u) => [r.id, u])),
  );
}

/** A demo PDF in the storage and its row: stored as an upload of the person would be. */
export async function storeDemoPdf(
  db: Db,
  storage: FileStorage,
  file: {
    bytes: Uint8Array;
    name: string;
    purpose: 'application_attachment' | 'resume_import';
    regionId: string;
    at: Date;
    ownerId?: string;
  },
): Promise<string> {
  const storageKey = `${file.purpose === 'resume_import' ? 'resume-import' : 'applications'}/demo/${randomUUID()}.pdf`;
  await storage.write(
    storageKey,
    (async function* () {
      yield file.bytes;
    })(),
  );
  const [row] = await db
    .insert(files)
    .values({
      storageKey,
      originalName: file.name,
      mimeType: 'application/pdf',
      sizeBytes: file.bytes.length,
      sha256: createHash('sha256').update(file.bytes).digest('hex'),
      purpose: file.purpose,
      ownerId: file.ownerId ?? null,
      regionId: file.regionId,
      // An application's attachment is permanent once sent; an imported CV stays an upload of its owner.
      permanentAt: file.purpose === 'application_attachment' ? file.at : null,
      createdAt: file.at,
    })
    .returning({ id: files.id });
  return row.id;
}

/** The resume as applying attaches it ("Lebenslauf als PDF anhängen"): a PDF file of the application. */
function storeResumePdf(db: Db, storage: FileStorage, regionId: string, at: Date): Promise<string> {
  const bytes = simplePdf('Lebenslauf Bea Bewerberin', [
    { heading: 'Berufserfahrung', text: WORK.map((w) => `${w.jobTitle}, ${w.companyName}`).join('; ') },
    { heading: 'Ausbildung', text: EDUCATION.map((e) => e.studyProgram).join('; ') },
  ]);
  const name = 'Lebenslauf Bea Bewerberin.pdf';
  return storeDemoPdf(db, storage, { bytes, name, purpose: 'application_attachment', regionId, at });
}
