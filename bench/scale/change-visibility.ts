/**
 * The visibility step of `npm run bench:scale` (bench/scale.sh): seconds until a change made through one instance
 * shows on the other one's page cache (docs/architecture.md, "Page cache": `page_changes` notices). The demo
 * recruiter signs in on instance A; each try, the reading instance first holds the employer's public page in its
 * cache (asked until it answers from it), then the writing instance saves a new presentation into the profile
 * draft and publishes it (the profile editor's mutations), and from the publish's answer on the reading instance
 * is asked for the page every 20 ms until it shows the new text. Both directions, `--repeats` tries each; adds
 * the seconds to bench/results/scale.json.
 *   npx tsx bench/scale/change-visibility.ts --port-a 4181 --port-b 4182 --site-port 4180 --repeats 5
 */
import { parseArgs } from 'node:util';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  ORGANIZATION_PROFILE_DRAFT,
  PUBLISH_ORGANIZATION_PROFILE,
  SAVE_ORGANIZATION_PROFILE_DRAFT,
} from '../../lib/graphql/documents/organization-profile-editor';
import { PAGE_CACHE_STATUS_HEADER } from '../../server/page-cache/page-cache-headers';
import { DEMO_PASSWORD } from '../../server/seed/users';
import { graphqlCall } from './graphql-call';
import { addResults } from './results-file';
import type { VisibilityRow } from './scale-report';
import { signInWithPassword } from './sign-in';
import { siteHttp } from './site-http';

const { values: args } = parseArgs({
  options: {
    'port-a': { type: 'string' },
    'port-b': { type: 'string' },
    'site-port': { type: 'string' },
    repeats: { type: 'string', default: '5' },
  },
});
const PORTS = { A: Number(args['port-a']), B: Number(args['port-b']) };
const REPEATS = Number(args.repeats);
// The site's host as the balancer passes it on, so both instances key their cached copy alike.
const HOST = `franken.localhost:${args['site-port']}`;
/** Well inside the 5 s the product promises for a change to reach every instance; a try past it counts as missed. */
const GIVE_UP_MS = 10_000;
const POLL_MS = 20;

const token = await signInWithPassword(PORTS.A, HOST, {
  email: 'arbeitgeber@franken.demo.example',
  password: DEMO_PASSWORD,
});
const { organizationProfileDraft: draft } = await graphqlCall(PORTS.A, HOST, token, ORGANIZATION_PROFILE_DRAFT, {});
const pagePath = new URL(draft.url, 'http://site').pathname;
const about = draft.data.about;

/** Until the page comes from the reading instance's cache: the copy the change must purge. */
async function cachedOn(port: number): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const page = await siteHttp(port, HOST, pagePath);
    if (page.status === 200 && page.headers[PAGE_CACHE_STATUS_HEADER] === 'hit') return;
    await sleep(100);
  }
  throw new Error(`${pagePath} never came from the page cache on port ${port}`);
}

/** Saves and publishes the presentation through `port`; the answer comes once the change is committed. */
async function publishPresentation(port: number, presentation: string | null): Promise<void> {
  const input = { about: { ...about, presentation } };
  await graphqlCall(port, HOST, token, SAVE_ORGANIZATION_PROFILE_DRAFT, { input });
  const { publishOrganizationProfile: result } = await graphqlCall(port, HOST, token, PUBLISH_ORGANIZATION_PROFILE, {});
  if (!result.published) throw new Error(`publishing refused: ${JSON.stringify(result.errors)}`);
}

/**
 * Seconds from the publish's answer until the reading instance shows the marker, and how long that last answer
 * took (a fresh render: the purge left no copy); null past GIVE_UP_MS.
 */
async function secondsUntilSeen(
  writer: number,
  reader: number,
  marker: string,
): Promise<{ seconds: number; render: number } | null> {
  await cachedOn(reader);
  await publishPresentation(writer, `<p>Messlauf ${marker}: so schnell sieht jede Instanz die Änderung.</p>`);
  const start = performance.now();
  while (performance.now() - start < GIVE_UP_MS) {
    const asked = performance.now();
    const page = await siteHttp(reader, HOST, pagePath);
    const now = performance.now();
    if (page.status === 200 && page.text.includes(marker))
      return { seconds: (now - start) / 1000, render: (now - asked) / 1000 };
    await sleep(POLL_MS);
  }
  return null;
}

const rows: VisibilityRow[] = [];
for (const [from, to] of [
  ['A', 'B'],
  ['B', 'A'],
] as const) {
  const row: VisibilityRow = { from, to, seconds: [], missed: 0 };
  for (let attempt = 1; attempt <= REPEATS; attempt++) {
    const seen = await secondsUntilSeen(PORTS[from], PORTS[to], `${from}${to}-${attempt}-${Date.now()}`);
    if (seen === null) row.missed++;
    else row.seconds.push(Math.round(seen.seconds * 1000) / 1000);
    const after =
      seen && `after ${seen.seconds.toFixed(3)} s (the last answer, rendered anew, ${seen.render.toFixed(3)} s)`;
    console.log(`  ${pagePath}: published on ${from}, seen on ${to} ${after || 'never'}`);
  }
  rows.push(row);
}
// The demo employer's page as it was, for the next run on the same data (--data).
await publishPresentation(PORTS.A, about.presentation);
addResults({ visibility: rows });
