/**
 * A job seeker with data in every kind of personal table (account, resume, a CV uploaded for the import,
 * applications with files (one rejected), an anonymous application under the same address, alerts (one
 * paused with a mailed job, one for resumes with a delivery), consent, reset and e-mail change links, a sent
 * contact message with a file, sign-in link, invitation, a contact request and an employer's note), with
 * names unique to the test so a scan can look for them.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  contactMessageAttachments,
  contactMessages,
  emailChangeRequests,
  files,
  gdprUserConsents,
  jobAlertDeliveries,
  jobAlertPauses,
  jobAlerts,
  jobApplicationDrafts,
  jobApplications,
  jobApplicationNotes,
  organizationInvitations,
  passwordResetTokens,
  registrationRequests,
  resumeAlertDeliveries,
  resumeAlerts,
  resumeContactRequests,
  resumes,
  userRoles,
  users,
  verificationTokens,
} from '../db/schema';
import { getStorage } from '../storage/process-storage';
import { inboxApplication } from '../applications/inbox/inbox-testing';

export type DataSubjectFixture = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  photoKey: string;
  attachmentKeys: string[];
  /** The CV the person uploaded for the CV import (kept until deleted). */
  cvFileId: string;
  /** The file attached to the sent contact message, and the CV attached to the signed-in application. */
  contactFileId: string;
  applicationFileId: string;
};

const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A stored file of the person's (bytes in the storage); anonymous uploads have no owner. */
export async function storedFile(
  db: Db,
  input: {
    regionId: string;
    name: string;
    purpose: 'resume_photo' | 'application_attachment' | 'contact_attachment' | 'resume_import';
  },
  ownerId: string | null,
) {
  const storageKey = `test/privacy/${randomUUID()}`;
  await getStorage().write(
    storageKey,
    (async function* () {
      yield PNG_BYTES;
    })(),
  );
  const [file] = await db
    .insert(files)
    .values({
      storageKey,
      originalName: input.name,
      mimeType: 'image/png',
      sizeBytes: PNG_BYTES.length,
      sha256: 'a'.repeat(64),
      purpose: input.purpose,
      ownerId,
      regionId: input.regionId,
    })
    .returning({ id: files.id });
  return { id: file.id, storageKey };
}

export async function seedDataSubject(
  db: Db,
  input: { regionId: string; jobId: string; organizationId: string; consent: { infoId: string; revisionId: string } },
): Promise<DataSubjectFixture> {
  const tag = randomUUID().slice(0, 8);
  const firstName = `Privatia${tag}`;
  const lastName = `Loeschmann${tag}`;
  const phone = `+49 170 ${tag.replace(/\D/g, '7').slice(0, 7)}`;
  const email = `daten-${tag}@example.test`;
  const [user] = await db
    .insert(users)
    .values({ email, name: `${firstName} ${lastName}`, firstName, lastName, displayName: firstName })
    .returning({ id: users.id });
  await db.insert(userRoles).values({ userId: user.id, role: 'applicant', regionId: input.regionId });

  const photo = await storedFile(db, { ...input, name: `${lastName}.png`, purpose: 'resume_photo' }, user.id);
  const [resume] = await db
    .insert(resumes)
    .values({
      userId: user.id,
      regionId: input.regionId,
      personalInfo: { firstName, lastName, phone, photoFileId: photo.id, about: `Ich bin ${firstName}.` },
    })
    .returning({ id: resumes.id });
  await db.insert(resumeContactRequests).values({
    resumeId: resume.id,
    organizationId: input.organizationId,
    message: `Hallo ${firstName}`,
  });

  const cv = await storedFile(db, { ...input, name: `CV ${lastName}.pdf`, purpose: 'resume_import' }, user.id);

  // One application of the account (rejected), one sent without signing in under the same address.
  const attachmentKeys: string[] = [cv.storageKey];
  const applicationFileIds: string[] = [];
  for (const signedIn of [true, false]) {
    const application = await inboxApplication(db, {
      regionId: input.regionId,
      jobId: input.jobId,
      firstName,
      ...(signedIn ? { status: 'rejected' as const, rejectedAt: new Date('2026-03-31T10:00:00Z') } : {}),
    });
    applicationFileIds.push(application.file!.id);
    await db
      .update(jobApplications)
      .set({ lastName, emailAddress: email, applicantId: signedIn ? user.id : null })
      .where(eq(jobApplications.id, application.id));
    await db
      .update(files)
      .set({ originalName: `Lebenslauf ${lastName}.pdf` })
      .where(eq(files.id, application.file!.id));
    attachmentKeys.push(application.file!.storageKey);
    await db.insert(jobApplicationNotes).values({
      applicationId: application.id,
      authorLabel: 'Recruiterin',
      body: `${firstName} passt gut.`,
    });
  }

  const [alert] = await db
    .insert(jobAlerts)
    .values({
      regionId: input.regionId,
      userId: user.id,
      email,
      label: `Suche von ${firstName}`,
      search: { filters: [] },
      unsubscribeToken: randomUUID(),
    })
    .returning({ id: jobAlerts.id });
  await db.insert(jobAlertPauses).values({ alertId: alert.id, resumeIntervalSeconds: 86_400 });
  await db.insert(jobAlertDeliveries).values({ alertId: alert.id, jobId: input.jobId });
  // A resume alert (a recruiter's; any account may hold one) that mailed the person's own resume.
  const [resumeAlert] = await db
    .insert(resumeAlerts)
    .values({
      regionId: input.regionId,
      userId: user.id,
      email,
      label: `Bewerbersuche von ${firstName}`,
      search: { keys: 'Pflege', place: null, filters: {} },
      confirmed: true,
      unsubscribeToken: randomUUID(),
    })
    .returning({ id: resumeAlerts.id });
  await db.insert(resumeAlertDeliveries).values({ alertId: resumeAlert.id, resumeId: resume.id });
  await db.insert(gdprUserConsents).values({
    userId: user.id,
    mail: email,
    infoId: input.consent.infoId,
    infoRevisionId: input.consent.revisionId,
    regionId: input.regionId,
  });
  const [message] = await db
    .insert(contactMessages)
    .values({
      regionId: input.regionId,
      userId: user.id,
      name: `${firstName} ${lastName}`,
      email,
      subject: 'Frage',
      body: `Viele Grüße, ${firstName} ${lastName}`,
      sendStatus: 'sent',
      sentAt: new Date(),
    })
    .returning({ id: contactMessages.id });
  const attached = await storedFile(
    db,
    { ...input, name: `Frage ${lastName}.png`, purpose: 'contact_attachment' },
    null,
  );
  await db.insert(contactMessageAttachments).values({ messageId: message.id, fileId: attached.id });
  // A form that came back with errors, signed out: its upload has no owner, only the draft names the person.
  const typed = await storedFile(
    db,
    { ...input, name: `Zeugnis ${lastName}.png`, purpose: 'application_attachment' },
    null,
  );
  await db.insert(jobApplicationDrafts).values({
    jobId: input.jobId,
    regionId: input.regionId,
    fields: { firstName, lastName, emailAddress: email, coverLetter: '', answers: {} },
    fileIds: [typed.id],
  });
  attachmentKeys.push(attached.storageKey, typed.storageKey);
  await db.insert(verificationTokens).values({ identifier: email, token: randomUUID(), expires: new Date() });
  // The account's own links: a reset link and a pending change to an address that contains the old one.
  await db.insert(passwordResetTokens).values({ tokenHash: randomUUID(), userId: user.id, expiresAt: new Date() });
  await db.insert(emailChangeRequests).values({
    userId: user.id,
    newEmail: `neu.${email}`,
    tokenHash: randomUUID(),
    regionId: input.regionId,
    expiresAt: new Date(),
  });
  await db.insert(registrationRequests).values({
    email: email.toUpperCase(),
    passwordHash: 'x',
    name: lastName,
    regionId: input.regionId,
    expiresAt: new Date(),
  });
  await db.insert(organizationInvitations).values({
    organizationId: input.organizationId,
    email,
    tokenHash: randomUUID(),
    expiresAt: new Date(),
  });
  return {
    id: user.id,
    email,
    firstName,
    lastName,
    phone,
    photoKey: photo.storageKey,
    attachmentKeys,
    cvFileId: cv.id,
    contactFileId: attached.id,
    applicationFileId: applicationFileIds[0],
  };
}
