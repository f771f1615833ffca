import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { REGIONS } from '@/regions/registry';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('platform');
  return { title: t('title'), robots: { index: false } };
}

/**
 * Directory of all sites for the bare platform host (localhost): the local entry point that links to
 * every `<id>.localhost` site on the same port.
 */
export default async function PlatformPage() {
  const t = await getTranslations('platform');
  const host = (await headers()).get('host') ?? 'localhost';
  const port = host.includes(':') ? `:${host.split(':').pop()}` : '';
  return (
    <>
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      <ul aria-label={t('regionsLabel')}>
        {REGIONS.map((r) => (
          <li key={r.id}>
            <a href={`http://${r.id}.localhost${port}/`}>{r.SITENAME}</a> – {r.REGION_NAME}
          </li>
        ))}
      </ul>
    </>
  );
}
