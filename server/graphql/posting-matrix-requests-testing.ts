import type { Operation } from './authorization-matrix-operations';

/** The posting operations' requests of the authorization matrix; the job's id is `$id`. */
export const POSTING_MUTATIONS: Partial<Record<Operation, string>> = {
  saveJobPosting: 'mutation($id: ID) { saveJobPosting(id: $id, input: { title: "Matrix" }) { posting { id } } }',
  submitJobPosting: 'mutation($id: ID!) { submitJobPosting(id: $id) { outcome } }',
  approveJobPosting: 'mutation($id: ID!) { approveJobPosting(id: $id) { id state } }',
  rejectJobPosting: 'mutation($id: ID!) { rejectJobPosting(id: $id, reason: "Bitte ergänzen.") { id state } }',
  archiveJobPosting: 'mutation($id: ID!) { archiveJobPosting(id: $id) { id state } }',
  jobStatistics: 'query($id: ID!) { jobStatistics(jobId: $id) { from to days { day views } } }',
  jobExtensionQuote: 'query($id: ID!) { jobExtensionQuote(jobId: $id) { outcome charge jobCredits } }',
  duplicateJobPosting: 'mutation($id: ID!) { duplicateJobPosting(id: $id) { id state } }',
  extendJobPosting: 'mutation($id: ID!) { extendJobPosting(id: $id) { outcome job { id state } } }',
  archiveJobPostings: 'mutation($id: ID!) { archiveJobPostings(ids: [$id]) { archived } }',
};
