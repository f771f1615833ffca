import { and, eq, like, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type CompanySignupData, organizationMembers, organizations, userRoles, users } from '../db/schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const TRANSLITERATION: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' };

/** A lower-case ASCII slug for /organization/<slug>: umlauts transliterated, the rest collapsed into hyphens. */
export function organizationSlugOf(name: string): string {
  const slug = name
    .toLowerCase()
    .replace(/[äöüß]/g, (c) => TRANSLITERATION[c])
    .replace(/&/g, ' und ')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return slug || 'arbeitgeber';
}

/**
 * The name as duplicates are compared: case, punctuation and the legal form ("GmbH", "e. V.", "AG & Co. KG")
 * do not make a different company (docs/product-decisions.md "Company sign-up").
 */
export function normalizeCompanyName(name: string): string {
  return organizationSlugOf(name)
    .split('-')
    .filter((w) => !LEGAL_FORM_WORDS.has(w))
    .join(' ');
}
const LEGAL_FORM_WORDS = new Set([
  'gmbh',
  'mbh',
  'ag',
  'kg',
  'ohg',
  'gbr',
  'ug',
  'e',
  'v',
  'ev',
  'eg',
  'co',
  'und',
  'se',
]);

/**
 * Another organization of the site with the same normalized name and postal code, or null. Only its public
 * name is returned: the hint never shows who is behind it (docs/security.md "Company sign-up").
 */
export async function findDuplicateCompany(
  db: Db | Tx,
  input: { regionId: string; name: string; zip: string },
): Promise<{ name: string } | null> {
  const key = normalizeCompanyName(input.name);
  if (!key || !input.zip) return null;
  // Narrowed in SQL by postal code (few per code), compared by the same normalization as the input.
  const rows = await db
    .select({ name: organizations.name })
    .from(organizations)
    .where(
      and(
        eq(organizations.regionId, input.regionId),
        sql`${organizations.companyInfo}->'address'->>'zip' = ${input.zip.trim()}`,
      ),
    )
    .limit(200);
  return rows.find((r) => normalizeCompanyName(r.name) === key) ?? null;
}

/** A slug no organization of the site has: the name's, else with -2, -3 … (the unique index decides races). */
async function freeSlug(tx: Tx, regionId: string, name: string): Promise<string> {
  const base = organizationSlugOf(name);
  const taken = await tx
    .select({ slug: organizations.slug })
    .from(organizations)
    .where(
      and(
        eq(organizations.regionId, regionId),
        or(eq(organizations.slug, base), like(organizations.slug, `${base}-%`)),
      ),
    );
  const slugs = new Set(taken.map((t) => t.slug));
  if (!slugs.has(base)) return base;
  for (let n = 2; ; n++) if (!slugs.has(`${base}-${n}`)) return `${base}-${n}`;
}

/**
 * Creates an organization of a site: an unpublished profile ("Entwurf", published=false) with a free slug,
 * untrusted (its jobs go to review under the site's JOB_POSTING.review), the address as public company_info
 * and the person as docs/product.md §3 personal_info. With an owner, the owner becomes member, gets the recruiter grant
 * for it and acts for it from now on. Call inside the transaction that creates the rest.
 */
export async function createCompany(
  tx: Tx,
  input: { regionId: string; company: CompanySignupData; ownerId: string | null; now?: Date },
): Promise<{ id: string; slug: string; name: string }> {
  const { regionId, company, ownerId } = input;
  const now = input.now ?? new Date();
  const [org] = await tx
    .insert(organizations)
    .values({
      regionId,
      slug: await freeSlug(tx, regionId, company.name),
      ownerId,
      name: company.name,
      personalInfo: company.person,
      companyInfo: { name: company.name, address: company.address },
      info: { profiles: {}, ...(company.address.locality ? { organizationLocation: company.address.locality } : {}) },
      published: false,
      trusted: false,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: organizations.id, slug: organizations.slug, name: organizations.name });
  if (ownerId) await makeOwnerRecruiter(tx, { userId: ownerId, organizationId: org.id, regionId });
  return org;
}

/**
 * Member, the recruiter grant for the organization on its site (docs/product.md §6 own target), and its active
 * organization.
 */
export async function makeOwnerRecruiter(
  tx: Tx,
  input: { userId: string; organizationId: string; regionId: string },
): Promise<void> {
  const { userId, organizationId, regionId } = input;
  await tx.insert(organizationMembers).values({ organizationId, userId }).onConflictDoNothing();
  await tx
    .insert(userRoles)
    .values({ userId, role: 'recruiter', targetId: organizationId, regionId })
    .onConflictDoNothing();
  await tx.update(users).set({ activeOrganizationId: organizationId }).where(eq(users.id, userId));
}
