// A job_per_file ad: its PDF's text becomes the description, so search finds the job by what the PDF says.
import { send, uploadRequest } from '../../graphql/testing';
import { describe, expect, it } from 'vitest';
import { POST } from '../../../app/graphql/route';
import { simplePdf } from '../../seed/pdf';
import { gql } from '../../graphql/testing';
import { as } from '../resolver-testing';
import { completeInput, review, save, submit, usePostingFixtures } from './posting-testing';

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
});
