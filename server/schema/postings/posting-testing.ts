/**
 * Helpers of the posting tests: their taxonomy terms, a complete posting input, the operations as the wizard
 * sends them, and organizations with a chosen balance.
 */
import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { beforeAll } from 'vitest';
import { creditLedger, organizations, taxonomyTerms, userRoles } from '../../db/schema';
import { gql, REGION, type RequestOptions } from '../../graphql/testing';
import { as, useResolverFixtures } from '../resolver-testing';

const base = 8_000_000 + Math.floor(Math.random() * 900_000) * 2;
export const TIDS = { fulltime: base, care: base + 1 };

/** The resolver fixtures plus the posting terms (removed after the file). */
export function usePostingFixtures() {
  const state = useResolverFixtures();
  beforeAll(async () => {
    await state.db.insert(taxonomyTerms).values([
      { vocabulary: 'employment_type', tid: TIDS.fulltime, label: `Vollzeit ${state.tag}` },
      { vocabulary: 'occupational_field', tid: TIDS.care, label: `Pflege ${state.tag}` },
    ]);
    state.cleanups.push(() =>
      state.db.delete(taxonomyTerms).where(inArray(taxonomyTerms.tid, [TIDS.fulltime, TIDS.care])),
    );
  });
  return state;
}

/** Everything submitting needs. */
export function completeInput(title: string, extra: Record<string, unknown> = {}) {
  return {
    type: 'job_per_template',
    title,
    description: '<p>Wir suchen Verstärkung für unser Team.</p><script>alert(1)</script>',
    locations: [
      { label: 'Nürnberg', lat: 49.4521, lon: 11.0767, address: { countryCode: 'DE', locality: 'Nürnberg' } },
    ],
    employmentTypes: [TIDS.fulltime],
    occupationalFields: [TIDS.care],
    applicationWorkflow: 'email',
    applicationEmails: ['bewerbung@example.test'],
    ...extra,
  };
}

export const POSTING = `id state url chargedWith reviewNote publishedAt expiresAt
  fields { title description descriptionFormat locations { label lat lon } applicationEmails }
  revision { status reviewNote fields { title } }
  organization { id jobCredits freeJobSlots }
  missing { field message }`;

type Options = RequestOptions;

export async function save(options: Options, input: Record<string, unknown>, id: string | null = null) {
  const result = await gql(
    `mutation($id: ID, $input: JobPostingInput!) { saveJobPosting(id: $id, input: $input) {
      posting { ${POSTING} } errors { field message } } }`,
    { id, input },
    options,
  );
  return { result, data: result.json.data?.saveJobPosting as { posting: Posting | null; errors: FieldError[] } };
}

export async function submit(options: Options, id: string) {
  const result = await gql(
    `mutation($id: ID!) { submitJobPosting(id: $id) { outcome errors { field message } posting { ${POSTING} } } }`,
    { id },
    options,
  );
  return result.json.data?.submitJobPosting as { outcome: string; errors: FieldError[]; posting: Posting };
}

export async function review(options: Options, action: 'approve' | 'reject' | 'archive', id: string, reason?: string) {
  const args = action === 'reject' ? '(id: $id, reason: $reason)' : '(id: $id)';
  const vars = action === 'reject' ? '($id: ID!, $reason: String!)' : '($id: ID!)';
  const result = await gql(`mutation${vars} { ${action}JobPosting${args} { ${POSTING} } }`, { id, reason }, options);
  return { result, posting: result.json.data?.[`${action}JobPosting`] as Posting | undefined };
}

export type FieldError = { field: string; message: string };
export type Posting = {
  id: string;
  state: string;
  url: string;
  chargedWith: string | null;
  reviewNote: string | null;
  publishedAt: string | null;
  expiresAt: string | null;
  fields: { title: string; description: string; descriptionFormat: string; locations: unknown[] };
  revision: { status: string; reviewNote: string | null; fields: { title: string } } | null;
  organization: { id: string; jobCredits: number; freeJobSlots: number };
  missing: FieldError[];
};

/**
 * A new organization on REGION with its own recruiter (role grant for it) and `credits` job credits; no
 * subscription, so credits are all it can spend. Removed with the fixtures' users.
 */
export async function organizationWithCredits(
  state: ReturnType<typeof useResolverFixtures>,
  recruiter: { id: string },
  credits: number,
  trusted = false,
): Promise<{ id: string; options: Options }> {
  const [org] = await state.db
    .insert(organizations)
    .values({ regionId: REGION, slug: `posting-${randomUUID()}`, name: `Posting GmbH ${state.tag}`, trusted })
    .returning({ id: organizations.id });
  state.cleanups.push(() => state.db.delete(organizations).where(inArray(organizations.id, [org.id])));
  await state.db
    .insert(userRoles)
    .values({ userId: recruiter.id, role: 'recruiter', regionId: REGION, targetId: org.id });
  if (credits)
    await state.db
      .insert(creditLedger)
      .values({ organizationId: org.id, regionId: REGION, type: 'job', delta: credits, reason: 'grant' });
  return { id: org.id, options: await as(recruiter) };
}
