import 'server-only';
import { getDb } from '@/server/db/client';
import { loadOwnResume } from '@/server/resumes/own-resume';
import { loadAccountOverview } from '@/server/account/account-profile';
import { renderResumePdf } from '@/server/resumes/pdf/resume-pdf';
import { getStorage } from '@/server/storage/process-storage';
import type { Region } from '@/regions/build-region';
import messages from '@/messages/de.json';
import { attachmentDisposition } from './application-files';

const NO_STORE = { 'Cache-Control': 'private, no-store' };

/**
 * The signed-in owner's resume as a PDF download (with every field: it is theirs), checked on every
 * request; anyone else, and an owner without a resume, gets the 404 of an unknown file. Never cached.
 */
export async function resumePdfResponse(region: Region, userId: string | null): Promise<Response> {
  const db = await getDb();
  const resume = userId ? await loadOwnResume(db, { userId, regionId: region.id }) : null;
  if (!resume) return Response.json({ error: messages.api.fileNotFound }, { status: 404, headers: NO_STORE });
  // The owner's own copy carries the account's address, as the copy sent with an application carries its one.
  const { email } = await loadAccountOverview(db, resume.userId);
  const bytes = await renderResumePdf(
    db,
    getStorage(),
    resume,
    { name: region.SITENAME, primaryColor: region.THEME.primaryColor },
    { email },
  );
  const name = [messages.resume.pdfDocument.fileName, resume.personalInfo.firstName, resume.personalInfo.lastName]
    .filter(Boolean)
    .join('-');
  return new Response(new Uint8Array(bytes), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Length': String(bytes.byteLength),
      'Content-Disposition': attachmentDisposition(`${name}.pdf`),
      'X-Content-Type-Options': 'nosniff',
      ...NO_STORE,
    },
  });
}
