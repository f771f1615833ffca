import type { SiteUrl } from './load-test';

type Fetch = (host: string, path: string) => Promise<{ status: number; text: string }>;

/** What visitors of a listing type, over every site (the seed's occupations). */
const WORDS = [
  'Pflege',
  'Verkauf',
  'Lager',
  'Elektriker',
  'Koch',
  'Erzieher',
  'Büro',
  'Fahrer',
  'Buchhaltung',
  'Mechatroniker',
];

/** Pages of the sites' own texts that a landing page run asks for (those a site does not have are left out). */
const LANDING_PATHS = ['/datenschutz', '/impressum', '/agb'];

/** Round robin over the sites, so the most popular URLs of a mix belong to different sites. */
function interleave(perSite: SiteUrl[][]): SiteUrl[] {
  const out: SiteUrl[] = [];
  for (let i = 0; perSite.some((list) => i < list.length); i++)
    for (const list of perSite) if (i < list.length) out.push(list[i]);
  return out;
}

async function sitemapPaths(fetch: Fetch, host: string, type: 'job' | 'organization', max: number): Promise<string[]> {
  const { status, text } = await fetch(host, `/${type}/sitemap.xml`);
  if (status !== 200) return [];
  return [...text.matchAll(/<loc>([^<]+)<\/loc>/g)].slice(0, max).map((m) => new URL(m[1]).pathname);
}

/**
 * The URLs of each page kind the load runs ask for, over all sites (docs/quality.md, "Load"): job and employer
 * pages from the sites' sitemaps, listings for ten words with and without a facet path, every site's front page
 * and the landing pages each site has.
 */
export async function benchUrls(fetch: Fetch, hosts: readonly string[]): Promise<Record<string, SiteUrl[]>> {
  const at = (host: string) => (path: string) => ({ host, path });
  const jobs = await Promise.all(hosts.map(async (h) => (await sitemapPaths(fetch, h, 'job', 24)).map(at(h))));
  const employers = await Promise.all(
    hosts.map(async (h) => (await sitemapPaths(fetch, h, 'organization', 20)).map(at(h))),
  );
  const listings = hosts.map((h) =>
    WORDS.flatMap((w) => [
      `/jobs?search=${encodeURIComponent(w)}`,
      `/jobs/vollzeit?search=${encodeURIComponent(w)}`,
    ]).map(at(h)),
  );
  const landing = await Promise.all(
    hosts.map(async (h) => {
      const found: SiteUrl[] = [];
      for (const path of LANDING_PATHS) if ((await fetch(h, path)).status === 200) found.push({ host: h, path });
      return found;
    }),
  );
  const kinds = {
    listing: interleave(listings),
    'job page': interleave(jobs),
    'employer page': interleave(employers),
    'front page': hosts.map((h) => ({ host: h, path: '/' })),
    'landing page': interleave(landing),
  };
  return { ...kinds, 'all public pages': interleave(Object.values(kinds)) };
}
