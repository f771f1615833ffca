import { getTranslations } from 'next-intl/server';
import type { SearchJobsQuery } from '@/lib/graphql/generated/operations';

type Result = Pick<SearchJobsQuery['searchJobs'], 'fallback' | 'correctedSearch'>;

/**
 * Says that the words found nothing as typed and the jobs below are related ones (the search widened to
 * some of the words, compound parts or close spellings), with the corrected words when spelling was fixed;
 * or, where a typo found jobs by its corrected spelling, which words the jobs were found by.
 */
export async function SearchFallbackNotice({ search, result }: { search: string; result: Result }) {
  if (!search.trim()) return null;
  const t = await getTranslations('jobs');
  if (!result.fallback)
    return result.correctedSearch ? (
      <p role="status">{t('correctedNotice', { corrected: result.correctedSearch, search: search.trim() })}</p>
    ) : null;
  return (
    <p role="status">
      <strong>{t('fallbackNotice', { search: search.trim() })}</strong>
      {result.correctedSearch && <> {t('fallbackCorrected', { corrected: result.correctedSearch })}</>}
    </p>
  );
}
