// The import step's data gate: the posted CV goes through uploadFile and proposeResumeFromCv
// in-process as the signed-in user; every refusal comes back as a reason the page shows in German.
import { REGION, useGraphQLFixtures } from '@/server/graphql/testing';
import { describe, expect, it } from 'vitest';
import { getRegion } from '@/regions/registry';
import { generateCorpus } from '@/bench/cv-import/cv-corpus';
import { SAMPLE_FILES } from '@/server/graphql/request-testing';
import { importErrorMessage } from '@/lib/resume-import/import-errors';
import { proposeFromCv, uploadCv } from './resume-import';

const state = useGraphQLFixtures();
const region = getRegion(REGION)!;
const as = () => ({ region, userId: state.fx.applicant.id });

describe('the import step through the data gate', () => {
  it('uploads a DOCX CV and proposes its fields to its owner only', async () => {
    const cv = (await generateCorpus()).find((c) => c.format === 'docx')!;
    const stored = await uploadCv(as(), new File([cv.bytes as BlobPart], 'Lebenslauf.docx'));
    expect(stored.ok).toBe(true);
    if (!stored.ok) return;
    const proposed = await proposeFromCv(as(), stored.fileId);
    expect(proposed.ok && proposed.proposal.personalInfo.lastName).toBe(cv.truth.lastName);
    const stranger = await proposeFromCv({ region, userId: state.fx.stranger.id }, stored.fileId);
    expect(stranger).toEqual({ ok: false, reason: 'notFound' });
  });

  it.each([
    ['an image named .pdf', 'lebenslauf.pdf', SAMPLE_FILES.png, 'typeMismatch'],
    ['a text file', 'lebenslauf.txt', SAMPLE_FILES.text, 'unsupportedExtension'],
    ['a Word file with macros', 'lebenslauf.docm', SAMPLE_FILES.text, 'macroDocument'],
  ])('refuses %s at once, with a German message', async (_label, name, bytes, reason) => {
    const stored = await uploadCv(as(), new File([bytes as BlobPart], name));
    expect(stored).toEqual({ ok: false, reason });
    expect(importErrorMessage(reason)).toMatch(/^[A-ZÄÖÜ].*\.$/);
  });

  it('refuses an image uploaded as such when it is to be read as a CV', async () => {
    const stored = await uploadCv(as(), new File([SAMPLE_FILES.png as BlobPart], 'foto.png'));
    expect(stored.ok).toBe(true);
    const proposed = stored.ok ? await proposeFromCv(as(), stored.fileId) : null;
    expect(proposed).toEqual({ ok: false, reason: 'unsupportedType' });
    expect(importErrorMessage('unsupportedType')).toBe('Bitte lade eine PDF- oder Word-Datei (DOCX) hoch.');
  });

  it('names every other refusal in German', () => {
    expect(importErrorMessage('RATE_LIMITED')).toContain('später');
    expect(importErrorMessage('irgendwas')).toBe('Das hat nicht geklappt. Bitte versuche es noch einmal.');
  });
});
