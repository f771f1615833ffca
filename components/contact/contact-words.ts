import { getTranslations } from 'next-intl/server';
import type { ContactAudience } from '@/lib/data/contact';

/**
 * The contact texts (`contact` in messages/de.json) in the audience's address: a job seeker's or a visitor's
 * from `contact.du` where the text addresses the reader, the employer area's "Sie" texts otherwise.
 */
export async function contactWords(audience: ContactAudience) {
  const t = await getTranslations('contact');
  return (key: string, values?: Record<string, string | number>) =>
    audience === 'seeker' && t.has(`du.${key}`) ? t(`du.${key}`, values) : t(key, values);
}
