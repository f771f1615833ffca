import type { SessionUser } from '../auth/session-user';
import type { Tx } from '../commerce/job-charges';
import { type ChangeDetail, recordOrganizationChange } from '../organizations/change-log';

/**
 * Who did a posting action, for the organization's change log; viaSupport: an admin-like outsider (docs/product.md §6).
 */
export type ChangeAuthor = { user: SessionUser; viaSupport: boolean };

/** Records a posting action (job.created, job.submitted, job.archived) in the same transaction. */
export async function logPostingChange(
  tx: Tx,
  author: ChangeAuthor | undefined,
  entry: { organizationId: string; action: string; detail: ChangeDetail },
): Promise<void> {
  if (!author) return;
  await recordOrganizationChange(tx, { ...entry, actor: author.user, viaSupport: author.viaSupport });
}
