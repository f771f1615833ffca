import { firstError, gql, REGION, signToken, useGraphQLFixtures } from '../../graphql/testing';
import { describe, expect, it } from 'vitest';
import { generateCorpus } from '../../../bench/cv-import/cv-corpus';
import { storeCvFile } from '../../resume-import/cv-file-testing';
import { RESUME_IMPORT_LIMITS } from '../../resume-import/propose-from-cv';
import { seedTaxonomies } from '../../seed/taxonomies';
import { SAMPLE_FILES } from '../../graphql/request-testing';
import { flateBombPdf, unclosedParagraphsDocx } from '../../documents/hostile-documents-testing';
import { authRateLimits, files } from '../../db/schema';
import { eq } from 'drizzle-orm';

const state = useGraphQLFixtures();

const PROPOSE = `mutation($f: ID!) { proposeResumeFromCv(fileId: $f) {
  personalInfo { firstName lastName email phone birthday homeLocationText }
  workExperience { id jobTitle companyName location period { start end current } summary }
  education { institution studyProgram degreeLevel { tid label } period { start end current } }
  languages { terms { tid label } free notes }
  languageLevels { term { label } name level }
  skills { terms { label } free }
} }`;

async function propose(userId: string, fileId: string) {
  return gql(PROPOSE, { f: fileId }, { token: await signToken(userId) });
}

describe('proposeResumeFromCv', () => {
  it('proposes the fields of an uploaded PDF and DOCX CV, terms with their labels, and keeps the file as an import', async () => {
    await seedTaxonomies(state.db);
    const corpus = await generateCorpus();
    for (const cv of corpus.slice(0, 2)) {
      const id = await storeCvFile(state.db, {
        ownerId: state.fx.applicant.id,
        regionId: REGION,
        name: `lebenslauf.${cv.format}`,
        bytes: cv.bytes,
      });
      const result = await propose(state.fx.applicant.id, id);
      expect(firstError(result)).toBeNull();
      const proposal = result.json.data?.proposeResumeFromCv as {
        personalInfo: Record<string, string>;
        workExperience: Array<{ jobTitle: string }>;
        languageLevels: Array<{ term: { label: string } | null; level: string }>;
      };
      expect(proposal.personalInfo).toMatchObject({
        firstName: cv.truth.firstName,
        lastName: cv.truth.lastName,
        email: cv.truth.email,
      });
      expect(proposal.workExperience.map((w) => w.jobTitle)).toEqual(cv.truth.work.map((w) => w.jobTitle));
      expect(proposal.languageLevels[0]).toEqual({
        term: { label: 'Deutsch' },
        name: 'Deutsch',
        level: 'Muttersprache',
      });
      const [row] = await state.db.select({ purpose: files.purpose }).from(files).where(eq(files.id, id));
      expect(row.purpose).toBe('resume_import');
    }
  });

  it.each([
    ['an image', 'foto.png', SAMPLE_FILES.png, 'BAD_USER_INPUT', 'Bitte lade eine PDF- oder Word-Datei (DOCX) hoch.'],
    ['a PDF without text (a scan)', 'scan.pdf', SAMPLE_FILES.pdf, 'BAD_USER_INPUT', 'kein lesbarer Text'],
    // Read in the document pool: refused within a second, where the regex reader took minutes.
    [
      'a Word file of unclosed paragraphs',
      'cv.docx',
      unclosedParagraphsDocx(),
      'BAD_USER_INPUT',
      'lässt sich nicht lesen',
    ],
    ['a PDF whose stream inflates to 512 MB', 'cv.pdf', flateBombPdf(), 'BAD_USER_INPUT', 'lässt sich nicht lesen'],
  ])('refuses %s with a German message', async (_label, name, bytes, code, message) => {
    const id = await storeCvFile(state.db, { ownerId: state.fx.applicant.id, regionId: REGION, name, bytes });
    const error = firstError(await propose(state.fx.applicant.id, id));
    expect(error?.code).toBe(code);
    expect(error?.message).toContain(message);
  });

  it("answers another person's file like one that does not exist", async () => {
    const id = await storeCvFile(state.db, {
      ownerId: state.fx.stranger.id,
      regionId: REGION,
      name: 'lebenslauf.pdf',
      bytes: (await generateCorpus())[0].bytes,
    });
    const error = firstError(await propose(state.fx.administrator.id, id));
    expect(error?.code).toBe('NOT_FOUND');
  });

  it('is rate-limited per user', async () => {
    const user = state.fx.recruiter.id;
    const id = await storeCvFile(state.db, {
      ownerId: user,
      regionId: REGION,
      name: 'foto.png',
      bytes: SAMPLE_FILES.png,
    });
    for (let i = 0; i < RESUME_IMPORT_LIMITS.perUser.limit; i++) await propose(user, id);
    const result = await propose(user, id);
    expect(firstError(result)?.code).toBe('RATE_LIMITED');
    await state.db.delete(authRateLimits);
  });

  it('refuses an id that is no UUID as bad input', async () => {
    expect(firstError(await propose(state.fx.applicant.id, 'kein-uuid'))?.code).toBe('BAD_USER_INPUT');
  });
});
