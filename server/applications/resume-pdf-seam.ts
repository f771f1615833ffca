import type { Db } from '../db/client';
import type { ApplicantResume } from './applicant-resume';

/** Renders an applicant's resume as a PDF document (its bytes), as it stands when the application is sent. */
export type ResumePdfRenderer = (db: Db, resume: ApplicantResume) => Promise<Uint8Array>;

/**
 * THE SEAM for "Lebenslauf als PDF anhängen": the resume track's renderer (`renderResumePdf` in
 * server/resumes/pdf/), wired here by the integrator after the merge. While it is null, the apply form does not
 * offer the option (applicationPrefill.canAttachResume is false) and an application never claims to carry it;
 * everything around it (rendering on sending, storing, attaching, mailing, linking resume_id) is built and tested
 * with a renderer passed in.
 */
export const resumePdfRenderer: ResumePdfRenderer | null = null;
