import { getTranslations } from 'next-intl/server';
import type { Region } from '@/regions/build-region';
import { cleanLink } from '@/lib/routing/links';
import { AuthMenu } from './auth-menu';

/** Server half of the header's sign-in area: German labels and the region's bottom-menu items for the island. */
export async function AuthMenuSlot({ region }: { region: Region }) {
  const t = await getTranslations('auth');
  return (
    <AuthMenu
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
        ...(region.FEATURES.RESUME_FEATURE_ACTIVE ? [{ href: cleanLink('internal:/resume', region), label: t('bottomMenu.resume') }] : []),
      ]}
    />
  );
}
