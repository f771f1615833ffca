import { headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import type { Region } from '@/regions/build-region';
import { cleanLink } from '@/lib/routing/links';
import { EMPLOYERS_PAGE } from '@/lib/routing/employer-paths';
import { PUBLIC_ADDRESS_HEADER } from '@/lib/routing/public-address';
import type { ConsentLabels } from '@/components/consent/consent-prompt';
import { AuthMenu } from './auth-menu';

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

/** Server half of the header's sign-in area: German labels and the region's bottom-menu items for the island. */
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
        accountLabel: t('header.accountLabel'),
        bottomMenu: t('bottomMenu.label'),
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
        post: { href: '/job/wizard', label: t('bottomMenu.post'), short: t('bottomMenu.postShort') },
        workspace: { href: '/dashboard', label: t('bottomMenu.workspace'), short: t('bottomMenu.workspaceShort') },
        review: { href: '/job-manager/pruefen', label: t('bottomMenu.review'), short: t('bottomMenu.reviewShort') },
      }}
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
