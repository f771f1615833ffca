// The wizard's frame per caller, sites kept apart, and the files a posting may use.
import { OTHER_REGION, send, uploadRequest } from '../../graphql/testing';
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { POST } from '../../../app/graphql/route';
import { simplePdf } from '../../seed/pdf';
import { files, jobs } from '../../db/schema';
import { gql } from '../../graphql/testing';
import { as } from '../resolver-testing';
import { completeInput, save, TIDS, usePostingFixtures } from './posting-testing';

const state = usePostingFixtures();

const CONTEXT = `{ jobPostingContext { organizations { id trusted jobCredits freeJobSlots } reviewPolicy
  salaryRequired defaultDurationDays aiDraftAvailable editorToolbar creditUrl } }`;

afterEach(() => {
  delete process.env.AI_DRAFT_URL;
});

/** A PDF stored through uploadFile (its text is read when it becomes the ad), or an image row. */
async function uploaded(owner: { id: string }, mimeType: string) {
  if (mimeType === 'application/pdf') {
    const bytes = simplePdf('Anzeige', [{ text: 'Lagerhelfer gesucht.' }]);
    const result = await send(POST, uploadRequest({ name: 'anzeige.pdf', bytes }, await as(owner)));
    return (result.json.data?.uploadFile as { id: string }).id;
  }
  const [file] = await state.db
    .insert(files)
    .values({
      storageKey: `test/${randomUUID()}`,
      originalName: 'logo.png',
      mimeType,
      sizeBytes: 100,
      sha256: '0'.repeat(64),
      purpose: 'job_logo',
      ownerId: owner.id,
    })
    .returning({ id: files.id });
  return file.id;
}

describe('the posting frame and its limits', () => {
  it('lists a recruiter their organizations with credits and slots, and the site rules', async () => {
    const { fx } = state;
    const result = await gql(CONTEXT, {}, await as(fx.recruiter));
    expect(result.json.data?.jobPostingContext).toEqual({
      organizations: [{ id: fx.ownOrganization[fx.recruiter.id], trusted: false, jobCredits: 3, freeJobSlots: 5 }],
      reviewPolicy: 'untrusted',
      salaryRequired: false,
      defaultDurationDays: 30,
      aiDraftAvailable: false,
      editorToolbar: 'basic',
      creditUrl: '/checkout',
    });
    process.env.AI_DRAFT_URL = 'http://127.0.0.1:9/v1';
    const editor = await gql(CONTEXT, {}, await as(fx.job_editor));
    // A job editor lists only organizations of their own (the fixture's editor owns one), like anyone.
    expect(editor.json.data?.jobPostingContext).toMatchObject({
      organizations: [{ id: fx.ownOrganization[fx.job_editor.id] }],
      aiDraftAvailable: true,
      editorToolbar: 'full',
    });
  });

  it('keeps sites apart: another site’s job does not exist here, a site admin has no rights on another site', async () => {
    const { fx, db } = state;
    const [foreign] = await db
      .insert(jobs)
      .values({
        regionId: OTHER_REGION,
        organizationId: fx.foreignOrganization,
        title: 'Fremd',
        state: 'needs_review',
        type: 'job_per_link',
        linkUrl: 'https://example.test/fremd',
        lat: 47.86,
        lon: 12.12,
        employmentTypes: [TIDS.fulltime],
        occupationalFields: [TIDS.care],
      })
      .returning({ id: jobs.id });
    const approve = 'mutation($id: ID!) { approveJobPosting(id: $id) { state } }';
    const here = await gql(approve, { id: foreign.id }, await as(fx.site_admin));
    expect(here.json.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const there = await gql(approve, { id: foreign.id }, { ...(await as(fx.site_admin)), region: OTHER_REGION });
    expect(there.json.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    // The global administrator reviews on every site.
    const admin = await gql(approve, { id: foreign.id }, { ...(await as(fx.administrator)), region: OTHER_REGION });
    expect(admin.json.data?.approveJobPosting).toEqual({ state: 'published' });
  });

  it('takes only a PDF the author uploaded as the ad file', async () => {
    const { fx } = state;
    const own = await uploaded(fx.recruiter, 'application/pdf');
    const foreign = await uploaded(fx.stranger, 'application/pdf');
    const image = await uploaded(fx.recruiter, 'image/png');
    const input = completeInput('Anzeige als PDF', { type: 'job_per_file', description: '' });
    const ok = await save(await as(fx.recruiter), { ...input, fileId: own, logoFileId: image });
    expect(ok.data.errors).toEqual([]);
    expect(ok.data.posting?.missing).toEqual([]);
    for (const fileId of [foreign, image]) {
      const bad = await save(await as(fx.recruiter), { ...input, fileId });
      expect(bad.data.errors).toEqual([
        { field: 'fileId', message: 'Bitte wählen Sie eine PDF-Datei, die Sie selbst hochgeladen haben.' },
      ]);
      expect(bad.data.posting?.missing.map((e) => e.field)).toEqual(['fileId']);
    }
  });

  it('refuses a new posting for an organization the recruiter does not belong to', async () => {
    const { fx } = state;
    const { result } = await save(await as(fx.recruiter), { title: 'Fremd', organizationId: fx.strangerOrganization });
    expect(result.json.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const malformed = await save(await as(fx.recruiter), { title: 'Kaputt', organizationId: 'kaputt' });
    expect(malformed.result.json.errors?.[0]).toMatchObject({
      message: 'Ungültige Eingabe bei „input.organizationId“: Das ist keine gültige ID.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});
