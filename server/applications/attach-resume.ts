import type { Db } from '../db/client';
import { recordUpload } from '../storage/record-upload';
import { storeUpload } from '../storage/store-upload';
import type { FileStorage } from '../storage/storage';
import messages from '../../messages/de.json';
import type { ResumeRow } from '../resumes/own-resume';
import type { AcceptedFile } from './receive-application-form';
import type { ResumePdfRenderer } from './resume-pdf-renderer';

/** The attachment's name, with the applicant's name from the resume when it has one. */
export function resumePdfName(resume: ResumeRow): string {
  const name = [resume.personalInfo.firstName, resume.personalInfo.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return name ? messages.apply.resumeFileNameWithName.replace('{name}', name) : messages.apply.resumeFileName;
}

/**
 * The resume as a PDF file of the application: rendered as it stands now (the employer gets what the applicant
 * saw when sending), then stored like an upload (its type checked from the content) as a temporary file owned by
 * the applicant, which becomes permanent with the application. Null when it could not be made; the caller tells
 * the applicant and keeps what was typed.
 */
export async function storeResumePdf(
  db: Db,
  storage: FileStorage,
  input: { resume: ResumeRow; render: ResumePdfRenderer; email: string },
): Promise<AcceptedFile | null> {
  try {
    const bytes = await input.render(db, input.resume, input.email);
    const stored = await storeUpload(storage, {
      name: resumePdfName(input.resume),
      size: bytes.byteLength,
      stream: () => new Blob([new Uint8Array(bytes)]).stream(),
    });
    const id = await recordUpload(db, stored, {
      purpose: 'application_attachment',
      ownerId: input.resume.userId,
      regionId: input.resume.regionId,
    });
    return { id, name: stored.originalName };
  } catch (error) {
    console.error(`resume ${input.resume.id}: its PDF for an application could not be made`, error);
    return null;
  }
}
