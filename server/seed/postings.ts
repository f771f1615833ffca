import { and, asc, eq, inArray } from 'drizzle-orm';
import { takeJobCharge } from '../commerce/job-charges';
import type { Db } from '../db/client';
import { creditLedger, jobLocations, jobs, organizations, taxonomyTerms, users } from '../db/schema';
import { isSeededId } from './bulk';

const DAY_MS = 86_400_000;
/** What the demo recruiter may spend on this site; granted once. */
const DEMO_CREDITS = 5;
const GRANT_NOTE = 'Demo-Guthaben';

type DemoPosting = { title: string; state: 'draft' | 'needs_review' | 'scheduled' };

/** The wizard's three states a recruiter sees besides live jobs: writing, in review, scheduled. */
const POSTINGS: DemoPosting[] = [
  { title: 'Pflegefachkraft (m/w/d) – Entwurf', state: 'draft' },
  { title: 'Sachbearbeitung Personal (m/w/d)', state: 'needs_review' },
  { title: 'Elektroniker für Betriebstechnik (m/w/d)', state: 'scheduled' },
];

async function firstTermOf(db: Db, vocabulary: 'employment_type' | 'occupational_field'): Promise<number[]> {
  const [term] = await db
    .select({ tid: taxonomyTerms.tid })
    .from(taxonomyTerms)
    .where(eq(taxonomyTerms.vocabulary, vocabulary))
    .orderBy(asc(taxonomyTerms.weight), asc(taxonomyTerms.tid))
    .limit(1);
  return term ? [term.tid] : [];
}

/**
 * Posting demo per site, after attachDemoRecruiters: the site's second seeded employer is trusted (its jobs
 * skip review where the site reviews untrusted ones), the demo recruiter's employer gets job credits (a ledger
 * grant) and one draft, one job in review and one scheduled job by the recruiter (charged through the ledger),
 * so every state can be seen. Idempotent: the grant and the jobs are recognised by their note and title.
 * Returns the number of jobs created.
 */
export async function seedDemoPostings(
  db: Db,
  regions: ReadonlyArray<{ id: string }>,
  options: { referenceDate: Date; domain?: string },
): Promise<number> {
  const domain = options.domain ?? 'demo.example';
  const [employmentTypes, occupationalFields] = [
    await firstTermOf(db, 'employment_type'),
    await firstTermOf(db, 'occupational_field'),
  ];
  const emails = regions.map((r) => `arbeitgeber@${r.id}.${domain}`);
  const recruiters = emails.length
    ? await db
        .select({ id: users.id, email: users.email, org: users.activeOrganizationId })
        .from(users)
        .where(inArray(users.email, emails))
    : [];
  let created = 0;
  for (const region of regions) {
    const seeded = await db
      .select({ id: organizations.id })
      .from(organizations)
      .where(and(eq(organizations.regionId, region.id), isSeededId(organizations.id)))
      .orderBy(asc(organizations.createdAt), asc(organizations.slug))
      .limit(2);
    if (seeded[1]) await db.update(organizations).set({ trusted: true }).where(eq(organizations.id, seeded[1].id));
    const recruiter = recruiters.find((u) => u.email === `arbeitgeber@${region.id}.${domain}`);
    if (!recruiter?.org) continue;
    const organizationId = recruiter.org;
    const [org] = await db
      .select({ lat: organizations.lat, lon: organizations.lon, info: organizations.companyInfo })
      .from(organizations)
      .where(eq(organizations.id, organizationId));
    const place = org && { lat: org.lat, lon: org.lon, address: org.info?.address ?? null };
    const grant = await db
      .select({ id: creditLedger.id })
      .from(creditLedger)
      .where(and(eq(creditLedger.organizationId, organizationId), eq(creditLedger.note, GRANT_NOTE)))
      .limit(1);
    if (grant.length === 0)
      await db.insert(creditLedger).values({
        organizationId,
        regionId: region.id,
        type: 'job',
        delta: DEMO_CREDITS,
        reason: 'grant',
        note: GRANT_NOTE,
      });
    for (const posting of POSTINGS) {
      // The recruiter's own posting: a generated demo job of the organization may carry the same title.
      const exists = await db
        .select({ id: jobs.id })
        .from(jobs)
        .where(
          and(eq(jobs.organizationId, organizationId), eq(jobs.title, posting.title), eq(jobs.authorId, recruiter.id)),
        )
        .limit(1);
      if (exists.length) continue;
      await db.transaction(async (tx) => {
        const at = options.referenceDate;
        const publishedAt = posting.state === 'scheduled' ? new Date(at.getTime() + 7 * DAY_MS) : null;
        const [job] = await tx
          .insert(jobs)
          .values({
            regionId: region.id,
            organizationId,
            authorId: recruiter.id,
            title: posting.title,
            description: '<p>Wir freuen uns auf Ihre Bewerbung.</p>',
            state: posting.state,
            // The employer's own place, the job's one work place.
            locationLabel: place?.address?.locality ?? null,
            lat: place?.lat ?? null,
            lon: place?.lon ?? null,
            address: place?.address ?? null,
            employmentTypes,
            occupationalFields: posting.state === 'draft' ? [] : occupationalFields,
            publishedAt,
            expiresAt: publishedAt && new Date(publishedAt.getTime() + 30 * DAY_MS),
            submittedAt: posting.state === 'draft' ? null : at,
            createdAt: at,
            updatedAt: at,
          })
          .returning({ id: jobs.id });
        if (place?.lat != null && place.lon != null)
          await tx.insert(jobLocations).values({
            jobId: job.id,
            position: 0,
            label: place.address?.locality ?? '',
            address: place.address,
            lat: place.lat,
            lon: place.lon,
          });
        if (posting.state !== 'draft')
          await takeJobCharge(tx, { organizationId, regionId: region.id, jobId: job.id, actorId: recruiter.id }, at);
      });
      created += 1;
    }
  }
  return created;
}
