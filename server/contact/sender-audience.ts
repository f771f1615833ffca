import type { Db } from '../db/client';
import { loadSessionUser } from '../auth/session-user';
import { type ContactAudience, contactAudience } from './contact-texts';

/** The audience of a message's sender: by the roles of the account it was sent with, "du" without one. */
export async function senderAudience(db: Db, userId: string | null, regionId: string): Promise<ContactAudience> {
  const user = userId ? await loadSessionUser(db, userId, regionId) : null;
  return contactAudience(user?.roles.map((r) => r.role) ?? []);
}
