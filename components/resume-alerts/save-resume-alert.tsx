import type { Region } from '@/regions/build-region';
import { resumeSearchHref, type ResumeSearchState } from '@/lib/resume-search/search-state';
import { cleanLink } from '@/lib/routing/links';
import { SaveResumeAlertForm } from './save-resume-alert-form';

/** The save form for the search on the page (its first page: an alert has no page) and the way to the list. */
export function SaveResumeAlert({ state, region }: { state: ResumeSearchState; region: Region }) {
  return (
    <SaveResumeAlertForm
      search={resumeSearchHref({ ...state, page: 0 })}
      manageHref={cleanLink('internal:/job-manager/kandidaten', region)}
    />
  );
}
