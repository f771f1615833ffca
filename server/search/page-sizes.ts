/**
 * Hits per page of the public listings (jobs 10, organizations 12, resumes 10) and rows per page of the job manager. The
 * backend pages its searches with them and the front end counts its pages with them (through
 * lib/contract.ts), so a listing never shows a page the search does not fill, nor hides one it does.
 */
export const JOBS_PER_PAGE = 10;
export const ORGANIZATIONS_PER_PAGE = 12;
export const RESUMES_PER_PAGE = 10;
export const JOB_MANAGER_ROWS_PER_PAGE = 20;
