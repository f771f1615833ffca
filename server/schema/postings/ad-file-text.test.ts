// A job_per_file ad: its PDF's text becomes the description, so search finds the job by what the PDF says.
import { send, uploadRequest } from '../../graphql/testing';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { POST } from '../../../app/graphql/route';
import { hitRateLimit } from '../../auth/rate-limit';
import { textBombPdf } from '../../documents/hostile-documents-testing';
import { AD_FILE_RATE_LIMIT } from '../../postings/ad-file-text';
import { simplePdf } from '../../seed/pdf';
import { gql } from '../../graphql/testing';
import { as } from '../resolver-testing';
import { completeInput, organizationWithCredits, review, save, submit, usePostingFixtures } from './posting-testing';

const state = usePostingFixtures();

async function uploadPdf(user: { id: string }, bytes: Uint8Array): Promise<string> {
  const result = await send(POST, uploadRequest({ name: 'anzeige.pdf', bytes }, await as(user)));
  return (result.json.data?.uploadFile as { id: string }).id;
}

describe('an ad as a PDF', () => {
  it('is indexed by its text: saved as the description and found by a word only the PDF has', async () => {
    const { fx } = state;
    const pdf = simplePdf('Schichtleitung Kommissionierung', [
      { heading: 'Ihre Aufgaben', text: 'Sie führen das Team im Hochregallager Quellenstraße.' },
    ]);
    const fileId = await uploadPdf(fx.recruiter, pdf);
    const input = completeInput('Schichtleitung (m/w/d)', { type: 'job_per_file', description: '', fileId });
    const saved = await save(await as(fx.recruiter), input);
    expect(saved.data.errors).toEqual([]);
    expect(saved.data.posting?.fields.description).toContain('Hochregallager Quellenstraße');
    expect(saved.data.posting?.fields.description).toMatch(/^<p>/);

    const id = saved.data.posting!.id;
    expect((await submit(await as(fx.recruiter), id)).outcome).toBe('needs_review');
    expect((await review(await as(fx.administrator), 'approve', id)).posting?.state).toBe('published');
    const found = await gql(
      'query($p: JobSearchPayload!) { searchJobs(payload: $p) { jobs { id } } }',
      { p: { language: 'de', fulltext: { keys: 'Hochregallager' } } },
      await as(null),
    );
    expect((found.json.data?.searchJobs as { jobs: Array<{ id: string }> }).jobs.map((j) => j.id)).toContain(id);
  });

  it('refuses a PDF that cannot be read next to the field, keeping the other fields', async () => {
    const { fx } = state;
    const broken = new TextEncoder().encode('%PDF-1.7\n1 0 obj << /Type /Catalog >>\n%%EOF\n');
    const fileId = await uploadPdf(fx.recruiter, broken);
    const saved = await save(await as(fx.recruiter), { type: 'job_per_file', title: 'Lagerhelfer', fileId });
    expect(saved.data.errors).toEqual([
      {
        field: 'fileId',
        message: 'Diese PDF-Datei lässt sich nicht lesen. Bitte laden Sie sie ohne Kennwortschutz erneut hoch.',
      },
    ]);
    expect(saved.data.posting?.fields.title).toBe('Lagerhelfer');
  });

  it('refuses a text-bomb PDF next to the field within seconds, the server answering others meanwhile', async () => {
    const { fx } = state;
    const fileId = await uploadPdf(fx.recruiter, textBombPdf());
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const started = performance.now();
    const saved = await save(await as(fx.recruiter), { type: 'job_per_file', title: 'Bombe', fileId });
    const ms = performance.now() - started;
    delay.disable();
    expect(saved.data.errors).toEqual([
      {
        field: 'fileId',
        message: 'Diese PDF-Datei lässt sich nicht lesen. Bitte laden Sie sie ohne Kennwortschutz erneut hoch.',
      },
    ]);
    expect(saved.data.posting?.fields.title).toBe('Bombe');
    expect(ms).toBeLessThan(8_000);
    // The PDF is read in a worker: the event loop is never held for long (generous for a shared test machine).
    expect(delay.max / 1e6).toBeLessThan(500);
  }, 60_000);

  it(`reads at most ${AD_FILE_RATE_LIMIT.limit} new ad files per organization and hour`, async () => {
    const { fx } = state;
    const org = await organizationWithCredits(state, fx.recruiter, 0);
    for (let i = 0; i < AD_FILE_RATE_LIMIT.limit; i++) await hitRateLimit(state.db, AD_FILE_RATE_LIMIT, org.id);
    const fileId = await uploadPdf(fx.recruiter, simplePdf('Koch (m/w/d)', []));
    const saved = await save(org.options, { type: 'job_per_file', title: 'Koch', fileId, organizationId: org.id });
    expect(saved.data.errors).toEqual([
      {
        field: 'fileId',
        message:
          'Für diese Organisation wurden in der letzten Stunde schon viele PDF-Anzeigen gelesen. Bitte versuchen Sie es später noch einmal.',
      },
    ]);
    expect(saved.data.posting?.fields.title).toBe('Koch');
  });
});
