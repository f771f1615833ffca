/**
 * proposeResumeFromCv in the authorization matrix: the target is a CV uploaded by the caller (own),
 * by the stranger (another), or an id nothing has (nonexistent).
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client';
import type { Operation } from '../../graphql/authorization-matrix-operations';
import type { Target } from '../../graphql/authorization-matrix-types';
import { REGION } from '../../graphql/environment-testing';
import type { Fixtures, FixtureUser } from '../../graphql/fixtures-testing';
import { jsonRequest, type RequestOptions } from '../../graphql/request-testing';
import { storeCvFile } from '../../resume-import/cv-file-testing';
import { multiPagePdf } from '../../storage/pdf-testing';

type Case = { operation: Operation; target: Target | null; subject: FixtureUser; options: RequestOptions };

const CV = multiPagePdf([['Anna Muster', 'Berufserfahrung', 'seit 03/2019 Pflegefachkraft']]);

/** The request of proposeResumeFromCv for one matrix case, or null for another area's operation. */
export async function resumeImportRequest(db: Db, fx: Fixtures, c: Case): Promise<Request | null> {
  if (c.operation !== 'proposeResumeFromCv') return null;
  const owner = c.target === 'own' ? c.subject.id : fx.stranger.id;
  const fileId =
    c.target === 'nonexistent'
      ? randomUUID()
      : await storeCvFile(db, { ownerId: owner, regionId: REGION, name: 'lebenslauf.pdf', bytes: CV });
  return jsonRequest(
    {
      query: 'mutation($f: ID!) { proposeResumeFromCv(fileId: $f) { workExperience { jobTitle } } }',
      variables: { f: fileId },
    },
    c.options,
  );
}
