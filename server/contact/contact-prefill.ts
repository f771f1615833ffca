import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';

/** Name and address a signed-in sender's form starts with (docs/product.md §2: prefilled when signed in). */
export async function contactPrefill(db: Db, userId: string): Promise<{ name: string; email: string } | null> {
  const [user] = await db
    .select({
      email: users.email,
      name: users.name,
      displayName: users.displayName,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user) return null;
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return { email: user.email, name: fullName || user.displayName || user.name || '' };
}
