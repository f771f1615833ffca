// @module-tag postgres
// Profile editing through the real route handler and database: draft, autosave, images, publish, discard, and
// who may see what. The test helpers go first: they point getDb() at a test database.
import { firstError, gql, send, uploadRequest } from '../../graphql/testing';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST } from '../../../app/graphql/route';
import { fileVariants, organizationChangeLog, organizations, taxonomyTerms } from '../../db/schema';
import { as, useResolverFixtures } from '../resolver-testing';

const t = useResolverFixtures();
const base = 910_000_000 + Math.floor(Math.random() * 1_000_000) * 10;
let own: string;

const DRAFT = `query($o: ID) { organizationProfileDraft(organizationId: $o) {
  organizationId hasDraft viaSupport toolbar url errors { field message }
  data { personalInfo { firstName phone } info { name logoFileId website profiles { xing blueSky } }
    about { presentation industry } benefits contactPeople { firstName photoFileId } faq { question answer } }
  files { id mimeType } terms { benefit { tid label } } } }`;
const SAVE = `mutation($o: ID, $input: OrganizationProfileInput!) { saveOrganizationProfileDraft(organizationId: $o, input: $input) {
  refused { field message } draft { hasDraft errors { field message } data { info { name logoFileId } benefits faq { question } } } } }`;
const PUBLISH = `mutation($o: ID) { publishOrganizationProfile(organizationId: $o) { published errors { field message } draft { hasDraft } } }`;
const DISCARD = `mutation($o: ID) { discardOrganizationProfileDraft(organizationId: $o) { hasDraft data { info { name } } } }`;
const PUBLIC = `query($slug: String!) { getOrganizationProfile(slug: $slug) { name website profiles { xing }
  presentation benefits { label } contactPeople { firstName } faq { question }
  logo { url width height sources { type srcset } sizes } } }`;

/** Uploads a generated PNG of the given size (with transparency when alpha) as `user`; returns its file id. */
async function uploadPng(user: { id: string }, width: number, height: number, alpha = false): Promise<string> {
  const bytes = await sharp({ create: { width, height, channels: alpha ? 4 : 3, background: '#33bda6' } })
    .png()
    .toBuffer();
  const { json } = await send(POST, uploadRequest({ name: 'bild.png', bytes, type: 'image/png' }, await as(user)));
  return (json.data?.uploadFile as { id: string }).id;
}

beforeAll(async () => {
  own = t.fx.ownOrganization[t.fx.recruiter.id];
  await t.db.insert(taxonomyTerms).values([
    { vocabulary: 'benefit', tid: base + 1, label: `Jobrad ${t.tag}` },
    { vocabulary: 'industry', tid: base + 2, label: `Kliniken ${t.tag}` },
  ]);
  t.cleanups.push(() => t.db.delete(taxonomyTerms).where(eq(taxonomyTerms.tid, base + 1)));
  t.cleanups.push(() => t.db.delete(taxonomyTerms).where(eq(taxonomyTerms.tid, base + 2)));
  await t.db
    .update(organizations)
    .set({ personalInfo: { firstName: 'Privata', phone: '+49 111 222' } })
    .where(eq(organizations.id, own));
});

const info = (extra: Record<string, unknown> = {}) => ({ name: `Klinik ${t.tag}`, profiles: {}, ...extra });

describe('profile editing', () => {
  it('shows the published profile until a draft exists, with the role toolbar and terms', async () => {
    const { json } = await gql(DRAFT, {}, await as(t.fx.recruiter));
    const draft = json.data?.organizationProfileDraft as Record<string, unknown>;
    expect(draft).toMatchObject({ organizationId: own, hasDraft: false, viaSupport: false, toolbar: 'basic' });
    expect(draft.terms).toMatchObject({
      benefit: expect.arrayContaining([{ tid: base + 1, label: `Jobrad ${t.tag}` }]),
    });
  });

  it('autosaves, checks and re-encodes a logo, refuses a too small one at once, publishes and logs', async () => {
    const recruiter = await as(t.fx.recruiter);
    const logo = await uploadPng(t.fx.recruiter, 300, 120, true);
    const tiny = await uploadPng(t.fx.recruiter, 100, 30);
    const refusedSave = await gql(SAVE, { input: { info: info({ logoFileId: tiny }) } }, recruiter);
    const refused = refusedSave.json.data?.saveOrganizationProfileDraft as {
      refused: Array<{ field: string; message: string }>;
    };
    expect(refused.refused).toEqual([
      { field: 'info.logoFileId', message: expect.stringContaining('nur 30 Pixel hoch') },
    ]);

    const save = await gql(
      SAVE,
      {
        input: {
          info: info({
            logoFileId: logo,
            website: 'https://klinik.example',
            profiles: { xing: 'https://xing.example/k' },
          }),
          about: {
            presentation: '<p>Wir pflegen.</p><script>alert(1)</script>',
            industry: [base + 2],
            occupation: [],
            fieldsOfStudy: [],
          },
          benefits: [base + 1, base + 9],
          contactPeople: [{ firstName: 'Anna', email: 'anna@klinik.example' }],
          faq: [
            { question: 'Gibt es Parkplätze?', answer: 'Ja.' },
            { question: '', answer: 'Halb getippt' },
          ],
        },
      },
      recruiter,
    );
    const saved = save.json.data?.saveOrganizationProfileDraft as {
      refused: Array<{ field: string }>;
      draft: { errors: Array<{ field: string; message: string }>; data: { benefits: number[]; faq: unknown[] } };
    };
    expect(saved.refused).toEqual([{ field: 'benefits.1', message: expect.any(String) }]);
    expect(saved.draft.data.benefits).toEqual([base + 1]);
    // The half-typed FAQ entry is kept in the draft; publishing says what is missing.
    expect(saved.draft.data.faq).toHaveLength(2);
    expect(saved.draft.errors).toEqual([{ field: 'faq.1.question', message: 'Diese Angabe fehlt.' }]);
    expect(await t.db.select().from(fileVariants).where(eq(fileVariants.fileId, logo))).not.toHaveLength(0);

    const blocked = await gql(PUBLISH, {}, recruiter);
    expect(blocked.json.data?.publishOrganizationProfile).toMatchObject({
      published: false,
      draft: { hasDraft: true },
    });

    await gql(SAVE, { input: { faq: [{ question: 'Gibt es Parkplätze?', answer: 'Ja.' }] } }, recruiter);
    const published = await gql(PUBLISH, {}, recruiter);
    expect(published.json.data?.publishOrganizationProfile).toEqual({
      published: true,
      errors: [],
      draft: { hasDraft: false },
    });

    const [row] = await t.db.select().from(organizations).where(eq(organizations.id, own));
    expect(row).toMatchObject({
      name: `Klinik ${t.tag}`,
      industryTids: [base + 2],
      presentationFormat: 'filtered_html',
    });
    const [log] = await t.db.select().from(organizationChangeLog).where(eq(organizationChangeLog.organizationId, own));
    expect(log).toMatchObject({ action: 'profile.published', viaSupport: false, actorId: t.fx.recruiter.id });
    expect(log.detail).toEqual({ sections: expect.arrayContaining(['info', 'about', 'benefits', 'faq']) });

    const page = await gql(PUBLIC, { slug: row.slug });
    const profile = page.json.data?.getOrganizationProfile as Record<string, unknown>;
    expect(profile).toMatchObject({
      name: `Klinik ${t.tag}`,
      website: 'https://klinik.example',
      profiles: { xing: 'https://xing.example/k' },
      presentation: '<p>Wir pflegen.</p>',
      benefits: [{ label: `Jobrad ${t.tag}` }],
      contactPeople: [{ firstName: 'Anna' }],
      faq: [{ question: 'Gibt es Parkplätze?' }],
      logo: { width: 300, height: 120, sizes: '240px' },
    });
    const sources = (profile.logo as { sources: Array<{ type: string; srcset: string }> }).sources;
    expect(sources.map((s) => s.type)).toEqual(['image/avif', 'image/webp', 'image/png']);
    expect(sources[1].srcset).toBe(`/api/files/${logo}/120.webp 120w, /api/files/${logo}/240.webp 240w`);
    // docs/product.md §3 personal_info is private: never part of the public profile.
    expect(JSON.stringify(page.json)).not.toMatch(/Privata|222/);
  });

  it('places the organization where its new location is, for radius search, and its further locations', async () => {
    const recruiter = await as(t.fx.recruiter);
    const input = {
      info: info({ organizationLocation: 'Rosenheim' }),
      furtherLocations: [{ name: 'Werk Nürnberg', address: { countryCode: 'DE', zip: '90402' } }],
    };
    await gql(SAVE, { input }, recruiter);
    const published = await gql(PUBLISH, {}, recruiter);
    expect(published.json.data?.publishOrganizationProfile).toMatchObject({ published: true });
    const [row] = await t.db
      .select({ lat: organizations.lat, lon: organizations.lon, further: organizations.furtherLocations })
      .from(organizations)
      .where(eq(organizations.id, own));
    expect(row.lat).toBeCloseTo(47.86, 1);
    expect(row.lon).toBeCloseTo(12.12, 1);
    expect(row.further[0].lat).toBeCloseTo(49.45, 1);
  });

  it('discards a draft', async () => {
    const recruiter = await as(t.fx.recruiter);
    await gql(SAVE, { input: { info: info({ name: 'Verworfen' }) } }, recruiter);
    const { json } = await gql(DISCARD, {}, recruiter);
    expect(json.data?.discardOrganizationProfileDraft).toEqual({
      hasDraft: false,
      data: { info: { name: `Klinik ${t.tag}` } },
    });
  });

  it("never lets a recruiter use another organization's draft or files", async () => {
    const strangers = t.fx.strangerOrganization;
    for (const query of [DRAFT, PUBLISH, DISCARD]) {
      const result = await gql(query, { o: strangers }, await as(t.fx.recruiter));
      expect(firstError(result)?.code).toBe('FORBIDDEN');
    }
    const saved = await gql(SAVE, { o: strangers, input: { benefits: [] } }, await as(t.fx.recruiter));
    expect(firstError(saved)?.code).toBe('FORBIDDEN');
    // The stranger's upload cannot become the recruiter's logo.
    const foreign = await uploadPng(t.fx.stranger, 200, 100);
    const taken = await gql(SAVE, { input: { info: info({ logoFileId: foreign }) } }, await as(t.fx.recruiter));
    expect((taken.json.data?.saveOrganizationProfileDraft as { refused: unknown[] }).refused).toEqual([
      { field: 'info.logoFileId', message: expect.stringContaining('selbst hochgeladen') },
    ]);
    await gql(DISCARD, {}, await as(t.fx.recruiter));
  });

  it('marks an admin-like user acting for a foreign organization as support, in the draft and the change log', async () => {
    const admin = await as(t.fx.administrator);
    const { json } = await gql(DRAFT, { o: own }, admin);
    expect(json.data?.organizationProfileDraft).toMatchObject({ viaSupport: true, toolbar: 'full' });
    const presentation = '<p>Support</p><table><tbody><tr><td>Zelle</td></tr></tbody></table>';
    await gql(
      SAVE,
      { o: own, input: { about: { presentation, industry: [], occupation: [], fieldsOfStudy: [] } } },
      admin,
    );
    const published = await gql(PUBLISH, { o: own }, admin);
    expect(published.json.data?.publishOrganizationProfile).toMatchObject({ published: true });
    const logs = await t.db.select().from(organizationChangeLog).where(eq(organizationChangeLog.organizationId, own));
    expect(logs.find((l) => l.actorId === t.fx.administrator.id)).toMatchObject({
      action: 'profile.published',
      viaSupport: true,
      detail: { sections: ['about'] },
    });
    const [row] = await t.db.select().from(organizations).where(eq(organizations.id, own));
    // docs/product.md §5 full_html for admin-like users: the table stays.
    expect(row).toMatchObject({
      presentationFormat: 'full_html',
      about: { presentation: expect.stringContaining('<table>') },
    });
  });

  it('refuses applicants and anonymous callers', async () => {
    expect(firstError(await gql(DRAFT, {}, await as(t.fx.applicant)))?.code).toBe('FORBIDDEN');
    expect(firstError(await gql(DRAFT, {}, await as(null)))?.code).toBe('UNAUTHENTICATED');
  });
});
