import { getTranslations } from 'next-intl/server';
import type { SearchJobsQuery } from '@/lib/graphql/generated/operations';

type Result = Pick<SearchJobsQuery['searchJobs'], 'fallback' | 'correctedSearch'>;

/**
 * Says that the words found nothing as typed and the jobs below are related ones (the search widened to
 * some of the words, compound parts or close spellings), with the corrected words when spelling was fixed.
 */
export async function SearchFallbackNotice({ search, result }: { search: string; result: Result }) {
  if (!result.fallback || !search.trim()) return null;
  const t = await getTranslations('jobs');
  return (
    <p role="status">
      <strong>{t('fallbackNotice', { search: search.trim() })}</strong>
      {result.correctedSearch && <> {t('fallbackCorrected', { corrected: result.correctedSearch })}</>}
    </p>
  );
}
