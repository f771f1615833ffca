import { NextIntlClientProvider } from 'next-intl';
import type { Region } from '@/regions/build-region';
import { resumeSearchHref, type ResumeSearchState } from '@/lib/resume-search/search-state';
import { cleanLink } from '@/lib/routing/links';
import messages from '@/messages/de.json';
import { SaveResumeAlertForm } from './save-resume-alert-form';

const { save, intervals } = messages.resumeAlerts;

/**
 * The save form for the search on the page (its first page: an alert has no page) and the way to the list.
 * The form is a client island: it gets its own texts (the layout's provider carries only the error page's).
 */
export function SaveResumeAlert({ state, region }: { state: ResumeSearchState; region: Region }) {
  return (
    <NextIntlClientProvider locale={region.DEFAULT_LOCALE} messages={{ resumeAlerts: { save, intervals } }}>
      <SaveResumeAlertForm
        search={resumeSearchHref({ ...state, page: 0 })}
        manageHref={cleanLink('internal:/job-manager/kandidaten', region)}
      />
    </NextIntlClientProvider>
  );
}
