import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type UserRole, userRoles, users } from '../db/schema';
import { hashPassword } from '../auth/password';

/** The one password of every demo account (printed by the seed command). */
export const DEMO_PASSWORD = 'Demo-Passwort-2026';

/** `roles` as `role@region` for grants in one region, plain `role` for global grants. */
export type DemoUser = { email: string; password: string; name: string; roles: string[] };

type Grant = { role: UserRole; regionId: string | null };
type Planned = { email: string; name: string; regionId: string | null; grants: Grant[] };

function plan(regions: ReadonlyArray<{ id: string }>, domain: string): Planned[] {
  const perRegion = regions.flatMap(({ id }) => {
    const one = (local: string, name: string, role: UserRole): Planned => ({
      email: `${local}@${id}.${domain}`,
      name,
      regionId: id,
      grants: [{ role, regionId: id }],
    });
    return [
      one('bewerber', 'Bea Bewerberin', 'applicant'),
      one('arbeitgeber', 'Rainer Recruiter', 'recruiter'),
      one('siteadmin', 'Sina Seitenadmin', 'site_admin'),
    ];
  });
  return [
    ...perRegion,
    {
      email: `admin@${domain}`,
      name: 'Anton Admin',
      regionId: null,
      grants: [{ role: 'administrator', regionId: null }],
    },
    {
      email: `redaktion@${domain}`,
      name: 'Jana Jobredaktion',
      regionId: null,
      grants: [{ role: 'job_editor', regionId: null }],
    },
  ];
}

/** Hashes a few at a time: scrypt is deliberately expensive, and libuv has four threads by default. */
async function hashAll(count: number): Promise<string[]> {
  const hashes: string[] = [];
  for (let i = 0; i < count; i += 4) {
    hashes.push(
      ...(await Promise.all(Array.from({ length: Math.min(4, count - i) }, () => hashPassword(DEMO_PASSWORD)))),
    );
  }
  return hashes;
}

/**
 * Demo accounts with the known password DEMO_PASSWORD: per region an applicant, a recruiter and a site
 * admin (`bewerber@franken.demo.example`, `arbeitgeber@…`, `siteadmin@…`), plus a global administrator
 * (`admin@demo.example`) and a global job editor (`redaktion@demo.example`).
 *
 * Idempotent: existing accounts keep their row and password (hashing is only done for new ones), missing
 * role grants are added. Recruiters get no organization here; the organization seed can attach one
 * (users.activeOrganizationId and a recruiter grant with targetId).
 */
export async function seedDemoUsers(
  db: Db,
  regions: ReadonlyArray<{ id: string }>,
  options: { domain?: string } = {},
): Promise<DemoUser[]> {
  const planned = plan(regions, options.domain ?? 'demo.example');
  const emails = planned.map((p) => p.email);
  const existing = new Map<string, string>();
  for (let i = 0; i < emails.length; i += 500) {
    const rows = await db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(inArray(users.email, emails.slice(i, i + 500)));
    for (const row of rows) existing.set(row.email, row.id);
  }

  const missing = planned.filter((p) => !existing.has(p.email));
  const hashes = await hashAll(missing.length);
  const now = new Date();
  if (missing.length) {
    const inserted = await db
      .insert(users)
      .values(
        missing.map((p, i) => ({
          email: p.email,
          passwordHash: hashes[i],
          name: p.name,
          displayName: p.name,
          regionId: p.regionId,
          emailVerified: now,
          approved: true,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: users.id, email: users.email });
    for (const row of inserted) existing.set(row.email, row.id);
  }

  const grants = planned.flatMap((p) =>
    p.grants.map((g) => ({ userId: existing.get(p.email)!, role: g.role, regionId: g.regionId, targetId: null })),
  );
  for (let i = 0; i < grants.length; i += 500) {
    await db
      .insert(userRoles)
      .values(grants.slice(i, i + 500))
      .onConflictDoNothing();
  }

  return planned.map((p) => ({
    email: p.email,
    password: DEMO_PASSWORD,
    name: p.name,
    roles: p.grants.map((g) => (g.regionId ? `${g.role}@${g.regionId}` : g.role)),
  }));
}
