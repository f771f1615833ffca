import { eq } from 'drizzle-orm';
import { getRegion } from '../../../regions/registry';
import { siteUrl } from '../../../regions/site-origin';
import messages from '../../../messages/de.json';
import type { SessionUser } from '../../auth/session-user';
import type { Db } from '../../db/client';
import { type ApplicationStatus, jobApplicationEvents, jobApplicationNotes, jobApplications } from '../../db/schema';
import { type Mailer, senderAddress } from '../../mail/mailer';
import { fill } from '../../mail/template';
import { actorLabelOf, recordOrganizationChange } from '../../organizations/change-log';
import { canMoveApplication } from './application-status';
import type { FoundApplication } from './inbox';
import { renderStatusMail } from './status-mail';
import { mailButtonColor } from '../../mail/button-color';

const m = messages.graphql.applications;

/** A refusal of the inbox with its API code and German message. */
export class ApplicationError extends Error {
  constructor(
    readonly code: 'BAD_USER_INPUT' | 'SERVICE_UNAVAILABLE',
    message: string,
  ) {
    super(message);
    this.name = 'ApplicationError';
  }
}

export type StatusChange = {
  found: FoundApplication;
  to: ApplicationStatus;
  actor: SessionUser;
  /** docs/product.md §6 masquerade: an admin-like user acting for a foreign organization. */
  viaSupport: boolean;
  organizationName: string;
  /** The mail to the applicant as the recruiter left it; none when they chose not to write. */
  mail?: { subject: string; body: string };
  now?: Date;
};

/**
 * Moves an application to a new status, if the workflow allows it from the status it has now (read under a
 * row lock, so two colleagues clicking at once cannot both move it). The history, the organization's change
 * log (job title and statuses only: no applicant data) and the optional mail happen together: the mail is sent
 * last inside the transaction, so a failed send leaves the status unchanged and the recruiter can retry.
 */
export async function changeApplicationStatus(db: Db, mailer: Mailer, change: StatusChange): Promise<void> {
  const now = change.now ?? new Date();
  const { application, job } = change.found;
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: jobApplications.status })
      .from(jobApplications)
      .where(eq(jobApplications.id, application.id))
      .for('update');
    const from = current?.status ?? application.status;
    if (!canMoveApplication(from, change.to))
      throw new ApplicationError(
        'BAD_USER_INPUT',
        fill(m.errors.transition, { from: m.status[from], to: m.status[change.to] }),
      );
    await tx
      .update(jobApplications)
      .set({
        status: change.to,
        statusChangedAt: now,
        rejectedAt: change.to === 'rejected' ? now : null,
        updatedAt: now,
      })
      .where(eq(jobApplications.id, application.id));
    await tx.insert(jobApplicationEvents).values({
      applicationId: application.id,
      regionId: application.regionId,
      actorId: change.actor.id,
      fromStatus: from,
      toStatus: change.to,
      mailSubject: change.mail?.subject ?? null,
      createdAt: now,
    });
    await recordOrganizationChange(tx, {
      organizationId: job.organizationId,
      actor: change.actor,
      viaSupport: change.viaSupport,
      action: 'application.status',
      detail: { job: job.title, from, to: change.to },
    });
    if (change.mail) await sendStatusMail(mailer, change, change.mail);
  });
}

async function sendStatusMail(mailer: Mailer, change: StatusChange, mail: { subject: string; body: string }) {
  const { application, job } = change.found;
  const region = getRegion(application.regionId);
  if (!region) throw new ApplicationError('SERVICE_UNAVAILABLE', m.errors.mailFailed);
  const rendered = renderStatusMail({
    ...mail,
    organizationName: change.organizationName,
    site: {
      siteName: region.SITENAME,
      buttonColor: mailButtonColor(region),
      jobUrl: siteUrl(region, `/job/${job.id}`),
    },
  });
  try {
    await mailer.send({
      from: senderAddress(region.SITENAME, region.HOSTS[0]),
      to: application.emailAddress,
      // Answers reach the recruiter who wrote, not the site's no-reply address.
      replyTo: change.actor.email,
      ...rendered,
      regionId: region.id,
    });
  } catch (error) {
    console.error(`application ${application.id}: status mail failed`, error);
    throw new ApplicationError('SERVICE_UNAVAILABLE', m.errors.mailFailed);
  }
}

/**
 * A note for colleagues; the author's name and address are kept as they were, as in the change log. The log
 * records that a note was added to the job's application, never what it says.
 */
export async function addApplicationNote(
  db: Db,
  input: { found: FoundApplication; author: SessionUser; viaSupport: boolean; body: string; now?: Date },
): Promise<void> {
  const { application, job } = input.found;
  await db.transaction(async (tx) => {
    await tx.insert(jobApplicationNotes).values({
      applicationId: application.id,
      authorId: input.author.id,
      authorLabel: actorLabelOf(input.author),
      body: input.body,
      createdAt: input.now ?? new Date(),
    });
    await recordOrganizationChange(tx, {
      organizationId: job.organizationId,
      actor: input.author,
      viaSupport: input.viaSupport,
      action: 'application.note',
      detail: { job: job.title },
    });
  });
}
