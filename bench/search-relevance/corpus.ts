import { Rng } from '../../server/seed/prng';
import { adDescription } from './ad-text';
import type { CorpusJob, EmploymentKey, Occupation, RemoteKey } from './corpus-types';
import { DISTRACTORS } from './distractors';
import { CONTACTS, employersOf } from './employers';
import { CARE_HEALTH } from './occupations-care-health';
import { EDUCATION } from './occupations-education';
import { INDUSTRY } from './occupations-industry';
import { IT } from './occupations-it';
import { LOGISTICS } from './occupations-logistics';
import { OFFICE } from './occupations-office';
import { SERVICES } from './occupations-services';
import { TRADES } from './occupations-trades';

/**
 * The judged corpus: generated ads of every occupation plus the hand-written distractors. Deterministic
 * (one seeded stream per occupation), so figures of two runs compare.
 */

export const OCCUPATIONS: readonly Occupation[] = [
  ...CARE_HEALTH,
  ...TRADES,
  ...OFFICE,
  ...IT,
  ...LOGISTICS,
  ...SERVICES,
  ...EDUCATION,
  ...INDUSTRY,
];

const SEED = 2027;

type Kind = 'full' | 'part' | 'mini' | 'training';

/** Full-time titles count twice, so most ads of a trade are regular positions, as on a real board. */
function titleEntries(o: Occupation): Array<{ title: string; kind: Kind }> {
  const of = (titles: readonly string[] | undefined, kind: Kind) => (titles ?? []).map((title) => ({ title, kind }));
  return [
    ...of(o.titles, 'full'),
    ...of(o.titles, 'full'),
    ...of(o.partTime, 'part'),
    ...of(o.minijob, 'mini'),
    ...of(o.training, 'training'),
  ];
}

function employmentOf(kind: Kind, rng: Rng): EmploymentKey[] {
  if (kind === 'part') return ['teilzeit'];
  if (kind === 'mini') return ['minijob'];
  if (kind === 'training') return ['ausbildung'];
  return rng.chance(0.2) ? ['vollzeit', 'teilzeit'] : ['vollzeit'];
}

function remoteOf(o: Occupation, kind: Kind, rng: Rng): RemoteKey[] {
  if (!o.homeOffice || kind === 'training' || kind === 'mini') return [];
  const roll = rng.float();
  return roll < 0.1 ? ['remote'] : roll < 0.5 ? ['hybrid'] : [];
}

function occupationJobs(o: Occupation): CorpusJob[] {
  const rng = new Rng(SEED, 'search-relevance', o.id);
  const entries = rng.shuffle(titleEntries(o));
  const employers = employersOf(o.id);
  if (!employers.length) throw new Error(`no employer advertises ${o.id}`);
  return Array.from({ length: o.jobs }, (_, i) => {
    const { title, kind } = entries[i % entries.length];
    const employer = rng.pick(employers);
    const employment = employmentOf(kind, rng);
    const remote = remoteOf(o, kind, rng);
    const training = kind === 'training';
    const contact = rng.pick(CONTACTS);
    const description = adDescription(
      { employer, tasks: o.tasks, profile: o.profile, employment, remote, training, contact },
      rng,
    );
    const key = `${o.id}-${String(i + 1).padStart(2, '0')}`;
    return { key, occupation: o.id, title, description, employerSlug: employer.slug, employment, remote, training };
  });
}

/** Every ad of the corpus, generated ones first, in a fixed order. */
export function buildCorpus(): CorpusJob[] {
  return [...OCCUPATIONS.flatMap(occupationJobs), ...DISTRACTORS];
}
