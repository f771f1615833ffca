'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { regionFromHeaders } from '@/lib/auth/request-context';
import { signInHref } from '@/lib/auth/dispatch';
import { addApplicationNote, setApplicationStatus } from '@/lib/data/applications';
import { loadPageViewer } from '@/lib/data/page-viewer';
import { applicationPath } from '@/lib/workspace/applications';
import messages from '@/messages/de.json';
import { refuseWhenReadOnly } from '@/lib/data/read-only-gate';

const e = messages.graphql.applications.errors;
const STATUSES = ['new', 'in_review', 'invited', 'rejected', 'hired'] as const;

export type StatusFormState = {
  errors: Record<string, string>;
  sendMail: boolean;
  subject: string;
  body: string;
};

export type NoteFormState = { errors: Record<string, string>; body: string };

/** The signed-in user on the request's site; signed out (session ended meanwhile) → sign-in and back. */
async function requestViewer(back: string) {
  const region = regionFromHeaders(await headers());
  const viewer = region && (await loadPageViewer(region.id));
  if (!region || !viewer) redirect(signInHref(back));
  return { region, userId: viewer.userId };
}

const statusForm = z.object({
  id: z.guid(),
  status: z.enum(STATUSES, { error: e.status }),
  sendMail: z.boolean(),
  subject: z.string().trim().max(200, e.mailSubject),
  body: z.string().trim().max(10_000, e.mailBody),
});

/**
 * Moves an application to the status of the form, with the applicant's mail when the box is ticked (the
 * recruiter's edited proposal). A server action, so it works without JavaScript; the typed mail comes back
 * with any error, and success returns to the application with a confirmation.
 */
export async function setApplicationStatusAction(_previous: StatusFormState, form: FormData): Promise<StatusFormState> {
  await refuseWhenReadOnly();
  const raw = {
    id: String(form.get('id') ?? ''),
    status: String(form.get('status') ?? ''),
    sendMail: form.get('sendMail') === 'on',
    subject: String(form.get('subject') ?? ''),
    body: String(form.get('body') ?? ''),
  };
  const keep = { sendMail: raw.sendMail, subject: raw.subject.slice(0, 200), body: raw.body.slice(0, 10_000) };
  const parsed = statusForm.safeParse(raw);
  const errors: Record<string, string> = {};
  if (!parsed.success) for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
  if (raw.sendMail && !raw.subject.trim()) errors.subject ??= e.mailSubject;
  if (raw.sendMail && !raw.body.trim()) errors.body ??= e.mailBody;
  if (!parsed.success || Object.keys(errors).length) return { ...keep, errors };
  const { id, status, sendMail, subject, body } = parsed.data;
  const { region, userId } = await requestViewer(applicationPath(id));
  const outcome = await setApplicationStatus(region, userId, {
    id,
    status,
    mail: sendMail ? { subject, body } : null,
  });
  if (outcome.error) return { ...keep, errors: { form: outcome.error } };
  redirect(`${applicationPath(id)}?geaendert=${status}${sendMail ? '&mail=1' : ''}#status`);
}

const noteForm = z.object({ id: z.guid(), body: z.string().trim().min(1, e.note).max(5000, e.note) });

/** Adds a note for colleagues; works without JavaScript, the typed note comes back with an error. */
export async function addApplicationNoteAction(_previous: NoteFormState, form: FormData): Promise<NoteFormState> {
  await refuseWhenReadOnly();
  const raw = { id: String(form.get('id') ?? ''), body: String(form.get('body') ?? '') };
  const keep = { body: raw.body.slice(0, 5000) };
  const parsed = noteForm.safeParse(raw);
  if (!parsed.success) return { ...keep, errors: { body: parsed.error.issues[0]?.message ?? e.note } };
  const { region, userId } = await requestViewer(applicationPath(parsed.data.id));
  const outcome = await addApplicationNote(region, userId, parsed.data);
  if (outcome.error) return { ...keep, errors: { form: outcome.error } };
  redirect(`${applicationPath(parsed.data.id)}?notiz=1#notizen`);
}
