import { headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import type { Region } from '@/regions/build-region';
import { cleanLink } from '@/lib/routing/links';
import { EMPLOYERS_PAGE } from '@/lib/routing/employer-paths';
import { PUBLIC_ADDRESS_HEADER } from '@/lib/routing/public-address';
import type { ConsentLabels } from '@/components/consent/consent-prompt';
import { AuthMenu } from './auth-menu';
import { accountEntries, REVIEW_PATH, WIZARD_PATH } from './account-entries';

const CONSENT_LABEL_KEYS = [
  'title',
  'intro',
  'agree',
  'agreeRequired',
  'submit',
  'submitting',
  'later',
  'close',
  'saved',
  'loadError',
  'saveError',
  'closeNotice',
] as const satisfies ReadonlyArray<keyof ConsentLabels>;

/**
 * Server half of the header's sign-in area: German labels, the region's bottom-menu items and every page of its
 * account menu for the island, which keeps those of the signed-in user's roles.
 */
export async function AuthMenuSlot({ region }: { region: Region }) {
  const t = await getTranslations('auth');
  const tn = await getTranslations('nav');
  const tc = await getTranslations('consent');
  // The address the visitor asked for, set by the proxy: the sign-in link returns there, also without script.
  const address = (await headers()).get(PUBLIC_ADDRESS_HEADER);
  const consentLabels = Object.fromEntries(CONSENT_LABEL_KEYS.map((key) => [key, tc(key)])) as ConsentLabels;
  return (
    <AuthMenu
      address={address}
      labels={{
        signIn: t('header.signIn'),
        signOut: t('header.signOut'),
        signedInAs: t.raw('header.signedInAs') as string,
        bottomMenu: t('bottomMenu.label'),
        accountMenu: t('accountMenu.label'),
      }}
      bottomItems={[
        { href: '/', label: t('bottomMenu.home') },
        { href: cleanLink('internal:/jobs', region), label: t('bottomMenu.jobs') },
        ...(region.FEATURES.RESUME_FEATURE_ACTIVE
          ? [{ href: cleanLink('internal:/resume', region), label: t('bottomMenu.resume'), seekerOnly: true }]
          : []),
      ]}
      forEmployers={{ href: cleanLink(EMPLOYERS_PAGE, region), label: tn('forEmployers') }}
      employerItems={{
        post: { href: WIZARD_PATH, label: t('bottomMenu.post'), short: t('bottomMenu.postShort') },
        review: { href: REVIEW_PATH, label: t('bottomMenu.review'), short: t('bottomMenu.reviewShort') },
      }}
      accountEntries={await accountEntries(region)}
      site={{
        regionId: region.id,
        language: region.DEFAULT_LOCALE,
        translated: region.FEATURES.PATH_TRANSLATIONS_ACTIVE,
      }}
      consent={
        region.FEATURES.GDPR_CONSENT
          ? { regionId: region.id, locale: region.DEFAULT_LOCALE, labels: consentLabels }
          : null
      }
    />
  );
}
