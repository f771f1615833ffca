import { getTranslations } from 'next-intl/server';
import type { Region } from '@/regions/build-region';
import { cleanLink } from '@/lib/routing/links';
import { siteAnalyticsConfig } from '@/lib/data/analytics-config';
import { requestNonce } from '@/lib/routing/request-nonce';
import { CHOICE_CHECK_SCRIPT } from '@/lib/analytics/choice-check';
import type { AnalyticsClientConfig } from '@/lib/analytics/client-config';
import { CookieConsent } from './cookie-consent';
import type { CookieConsentTexts, PurposeText } from './consent-texts';

type ServiceKey = 'session' | 'consent' | 'ga4' | 'serverSide' | 'ads' | 'conversion' | 'jobware' | 'socialtelligence';

/** The services behind each purpose on this site: only what its config can load (docs/product.md §4). */
function servicesOf(config: AnalyticsClientConfig): Record<PurposeText['key'], ServiceKey[]> {
  const services = config.services.map((service) => service.name);
  return {
    necessary: ['session', 'consent'],
    statistics: config.ga4 ? ['ga4', ...(config.serverSideEvents ? (['serverSide'] as const) : [])] : [],
    marketing: [
      ...(config.ga4 ? (['ads'] as const) : []),
      ...(config.conversionEvents.length > 0 ? (['conversion'] as const) : []),
      ...services,
    ],
  };
}

/**
 * The site's cookie consent (docs/product.md §1 CMP, §4): the config and the German texts for the island, and the
 * inline check that shows the banner where no choice is stored. The same HTML for every visitor, so pages stay
 * cacheable; the choice is read in the browser. A site without anything to consent to gets no banner.
 */
export async function CookieConsentSlot({ region }: { region: Region }) {
  const config = siteAnalyticsConfig(region);
  const t = await getTranslations('cookieConsent');
  const siteName = region.SITENAME;
  const byPurpose = servicesOf(config);
  const purposes = (['necessary', 'statistics', 'marketing'] as const)
    .filter((key) => byPurpose[key].length > 0)
    .map((key) => ({
      key,
      title: t(`purposes.${key}.title`),
      text: t(`purposes.${key}.text`, { siteName }),
      services: byPurpose[key].map((service) => ({
        name: t(`services.${service}.name`),
        text: t(`services.${service}.text`, { days: region.TRACKING.consentMaxAgeDays }),
      })),
    }));
  if (purposes.length === 1 && !config.cmp) return null;
  const texts: CookieConsentTexts = {
    banner: {
      title: t('banner.title'),
      text: t('banner.text', { siteName }),
      privacy: t('banner.privacy'),
      acceptAll: t('banner.acceptAll'),
      reject: t('banner.reject'),
      settings: t('banner.settings'),
    },
    settings: {
      title: t('settings.title'),
      intro: t('settings.intro'),
      save: t('settings.save'),
      acceptAll: t('settings.acceptAll'),
      reject: t('settings.reject'),
      close: t('settings.close'),
      alwaysOn: t('settings.alwaysOn'),
      services: t('settings.services'),
      withdrawNote: t('settings.withdrawNote'),
    },
    purposes,
    privacyHref: cleanLink(region.PRIVACY_LINK, region),
  };
  return (
    <>
      {/* Before the banner's markup: shows it, before the first paint, where no choice is stored. */}
      {!config.cmp && <script nonce={await requestNonce()} dangerouslySetInnerHTML={{ __html: CHOICE_CHECK_SCRIPT }} />}
      <CookieConsent config={config} texts={texts} />
    </>
  );
}
