import { getRegion } from '../../regions/registry';
import { REGION_DEFAULTS } from '../../regions/defaults';
import type { Db } from '../db/client';
import { getStorage } from '../storage/process-storage';
import type { ResumeRow } from '../resumes/own-resume';

/**
 * Renders an applicant's resume as a PDF document (its bytes), as it stands when the application is sent, with the
 * e-mail address the application gives (the employer answers there).
 */
export type ResumePdfRenderer = (db: Db, resume: ResumeRow, email: string) => Promise<Uint8Array>;

/**
 * "Lebenslauf als PDF anhängen": the resume domain's PDF with the site's name and colour, the same document the
 * owner downloads from /lebenslauf. Tests pass a renderer of their own to submitApplication where they need to.
 */
export const resumePdfRenderer: ResumePdfRenderer = async (db, resume, email) => {
  const site = getRegion(resume.regionId);
  // Loaded on the first attached resume, not with the GraphQL schema (docs/architecture.md "Memory").
  const { renderResumePdf } = await import('../resumes/pdf/resume-pdf');
  return renderResumePdf(
    db,
    getStorage(),
    resume,
    { name: site?.SITENAME ?? '', primaryColor: site?.THEME.primaryColor ?? REGION_DEFAULTS.THEME.primaryColor },
    { email },
  );
};
