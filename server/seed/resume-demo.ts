import { and, eq, inArray } from 'drizzle-orm';
import { hashPassword } from '../auth/password';
import { activeSubscriptionCondition } from '../commerce/active-subscriptions';
import type { Db } from '../db/client';
import { products, resumes, subscriptions, userRoles, users } from '../db/schema';
import { DEMO_SEEKERS, type DemoSeeker } from './resume-demo-seekers';
import { DEMO_PASSWORD } from './users';

const DAY_MS = 86_400_000;

export type DemoRegion = {
  id: string;
  GEO_INFO: { fixtures: ReadonlyArray<{ label: string; lat: number; lng: number }> };
};

/** "2018-09": the month `yearsAgo` years and a month before the reference date (so whole years hold). */
function monthBefore(at: Date, yearsAgo: number): string {
  const d = new Date(Date.UTC(at.getUTCFullYear() - yearsAgo, at.getUTCMonth() - 1, 1));
  return d.toISOString().slice(0, 7);
}

/** The resume row of one demo seeker on a site (also the resume search benchmark's pattern, bench/). */
export function resumeValues(seeker: DemoSeeker, region: DemoRegion, userId: string, at: Date) {
  const fixtures = region.GEO_INFO.fixtures;
  const town = fixtures[seeker.place % fixtures.length];
  const place = { label: town.label, lat: town.lat, lon: town.lng, countryCode: 'DE' };
  // The experience runs back `years` years: the current job its most recent half, the earlier one the rest.
  const split = Math.ceil(seeker.years / 2);
  const periods = [
    { start: monthBefore(at, seeker.work.length > 1 ? split : seeker.years), current: true },
    { start: monthBefore(at, seeker.years), end: monthBefore(at, split) },
  ];
  const education = seeker.education;
  const fieldsOfStudy = education?.fieldOfStudy ? [education.fieldOfStudy] : [];
  return {
    userId,
    regionId: region.id,
    visible: true,
    complete: true,
    personalInfo: {
      firstName: seeker.firstName,
      lastName: seeker.lastName,
      phone: '0151 00000000',
      homeLocation: place,
    },
    jobPreferences: {
      title: seeker.title,
      desiredOccupation: [seeker.occupation],
      employmentType: [2001],
      desiredLocation: { ...place, radiusKm: 30 },
      careerStatus: seeker.careerStatus,
      availabilityPeriods: [],
    },
    workExperience: seeker.work.map(([jobTitle, companyName, summary], i) => ({
      id: `demo-work-${i + 1}`,
      jobTitle,
      occupationalField: seeker.occupation,
      companyName: `${companyName} ${town.label}`,
      summary,
      period: periods[Math.min(i, 1)],
    })),
    education: education
      ? [
          {
            id: 'demo-education-1',
            institution: education.institution,
            studyProgram: education.studyProgram,
            degreeLevel: education.degreeLevel,
            fieldOfStudy: education.fieldOfStudy,
            period: { start: monthBefore(at, education.years[0]), end: monthBefore(at, education.years[1]) },
          },
        ]
      : [],
    languages: { tids: seeker.languages },
    skills: { tids: seeker.skills, free: seeker.skillsFree },
    careerStatusTid: seeker.careerStatus,
    occupationTids: [seeker.occupation],
    languageTids: seeker.languages,
    skillTids: seeker.skills,
    fieldOfStudyTids: fieldsOfStudy,
    lat: place.lat,
    lon: place.lon,
    createdAt: new Date(at.getTime() - (seeker.updatedDaysAgo + 30) * DAY_MS),
    updatedAt: new Date(at.getTime() - seeker.updatedDaysAgo * DAY_MS),
  };
}

/**
 * The resume search is for recruiters with a subscription: the demo recruiter's organization gets an active one
 * on the site (the yearly product's runtime and resume-contact slots, from a week before the reference date)
 * when it has none. Without job slots: a slot would be used before a job credit, and the demo's (and the
 * end-to-end tests') publishing is meant to spend credits.
 */
export async function ensureDemoSubscription(
  db: Db,
  regionId: string,
  organizationId: string,
  at: Date,
): Promise<void> {
  const [active] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.organizationId, organizationId), activeSubscriptionCondition(regionId, at)));
  if (active) return;
  const [product] = await db.select().from(products).where(eq(products.sku, 'subscription-yearly'));
  if (!product) return;
  const start = new Date(at.getTime() - 7 * DAY_MS);
  await db.insert(subscriptions).values({
    organizationId,
    productId: product.id,
    regionId,
    label: `${product.name} (Bewerbersuche)`,
    type: 'job_slots',
    status: 'active',
    startDate: start,
    endDate: new Date(start.getTime() + (product.durationDays ?? 365) * DAY_MS),
    availableJobSlots: 0,
    resumeContactSlotsTotal: product.resumeContactSlots ?? 0,
  });
}

/**
 * The resume search's demo per site: twelve job seekers with complete, visible resumes (one
 * "Pflegefachkraft, 8 Jahre Erfahrung" at the site's first town, e.g. Raum Rosenheim), each an applicant
 * account with the demo password (pflegefachkraft@<site>.<domain> can sign in and answer a contact request),
 * and an active subscription for the demo recruiter's organization. Idempotent: a site whose first seeker
 * exists is left alone. Returns the number of resumes created.
 */
export async function seedResumeDemo(
  db: Db,
  regions: ReadonlyArray<DemoRegion>,
  options: { referenceDate: Date; domain?: string },
): Promise<number> {
  const domain = options.domain ?? 'demo.example';
  const at = options.referenceDate;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  let created = 0;
  for (const region of regions) {
    const [recruiter] = await db
      .select({ organizationId: users.activeOrganizationId })
      .from(users)
      .where(eq(users.email, `arbeitgeber@${region.id}.${domain}`));
    if (recruiter?.organizationId) await ensureDemoSubscription(db, region.id, recruiter.organizationId, at);
    const emails = DEMO_SEEKERS.map((s) => `${s.local}@${region.id}.${domain}`);
    const [existing] = await db.select({ id: users.id }).from(users).where(inArray(users.email, emails)).limit(1);
    if (existing) continue;
    const accounts = await db
      .insert(users)
      .values(
        DEMO_SEEKERS.map((s, i) => ({
          email: emails[i],
          name: `${s.firstName} ${s.lastName}`,
          firstName: s.firstName,
          lastName: s.lastName,
          passwordHash,
          emailVerified: at,
          approved: true,
        })),
      )
      .returning({ id: users.id });
    await db
      .insert(userRoles)
      .values(accounts.map((a) => ({ userId: a.id, role: 'applicant' as const, regionId: region.id })));
    await db.insert(resumes).values(DEMO_SEEKERS.map((s, i) => resumeValues(s, region, accounts[i].id, at)));
    created += accounts.length;
  }
  return created;
}
