import { NextIntlClientProvider } from 'next-intl';
import type { Region } from '@/regions/build-region';
import { fetchedCaptchaTexts } from '@/lib/data/captcha';
import messages from '@/messages/de.json';
import { NewsletterForm } from './newsletter-form';

const { email, submit, consent, sent } = messages.newsletter;

/**
 * The sign-up island where the site has the newsletter on (docs/product.md §1.4 NEWSLETTER), else nothing. Its
 * pages are cached for every visitor, so a captcha field fetches its challenge.
 */
export function NewsletterSignup({ region, source }: { region: Region; source: 'footer' | 'page' }) {
  if (!region.FEATURES.NEWSLETTER) return null;
  return (
    <NextIntlClientProvider messages={{ newsletter: { email, submit, consent, sent } }}>
      <NewsletterForm source={source} siteName={region.SITENAME} captcha={fetchedCaptchaTexts(region)} />
    </NextIntlClientProvider>
  );
}
