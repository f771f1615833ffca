import type { RegionConfig } from '../../regions/schema';
import type { filePurpose } from '../db/schema';
import { GAZETTEER, type SeedPlace, toSeedPlace } from './places';
import { Rng, seededUuid } from './prng';

/** What the organization and job seed needs of a region (regions/registry.ts REGIONS satisfy it). */
export type DemoRegion = Pick<RegionConfig, 'id' | 'SITENAME' | 'REGION_NAME' | 'GEO_INFO' | 'JOB_POSTING'>;

/** Default reference date ("Stichtag") of the demo data: every date is relative to it, never to the clock. */
export const DEFAULT_REFERENCE_DATE = '2026-11-20';
export const DEFAULT_SEED = 1;

export type DemoOptions = {
  seed: number;
  /** Publishing dates lie in the 60 days before it; expiry dates after it. */
  referenceDate: Date;
  /** Fixed number of jobs for this region (scale mode); default: 60–150 chosen by the seed. */
  jobs?: number;
  /** Fixed number of organizations (scale mode); default: 9–15 chosen by the seed. */
  organizations?: number;
  /** Organization slugs already used in the region by rows the seed does not own. */
  takenSlugs?: ReadonlySet<string>;
};

const SOUTHERN_STATES = new Set(['Bayern', 'Baden-Württemberg', 'Saarland']);

/** Everything the generators of one region share. */
export class RegionContext {
  readonly places: SeedPlace[];
  /** Southern regions say Schreiner, Metzger, Spengler; northern ones Tischler, Fleischer, Klempner. */
  readonly south: boolean;
  readonly state: string;

  constructor(
    readonly region: DemoRegion,
    readonly options: DemoOptions,
  ) {
    this.places = region.GEO_INFO.fixtures.map(toSeedPlace);
    this.state = GAZETTEER[region.GEO_INFO.fixtures[0].label]?.state ?? '';
    this.south = SOUTHERN_STATES.has(this.state);
  }

  get seed(): number {
    return this.options.seed;
  }

  get ref(): Date {
    return this.options.referenceDate;
  }

  /** A random stream for one entity; the same labels always give the same stream for the same seed. */
  rng(...labels: Array<string | number>): Rng {
    return new Rng(this.seed, this.region.id, ...labels);
  }

  /** Deterministic id of a seeded row: the same seed, region and labels always give the same uuid. */
  id(...labels: Array<string | number>): string {
    return seededUuid('demo', this.seed, this.region.id, ...labels);
  }

  /** A place of the region, the first fixtures (the region's centres) more often, for big employers much more often. */
  pickPlace(rng: Rng, big = false): SeedPlace {
    return rng.weighted(this.places.map((p, i) => [p, i === 0 ? (big ? 8 : 3) : i === 1 ? (big ? 4 : 2) : 1] as const));
  }
}

/** A file the seed writes to storage and registers in `files`; bytes are rendered only when written. */
export type PlannedFile = {
  id: string;
  regionId: string;
  storageKey: string;
  originalName: string;
  mimeType: 'image/png' | 'application/pdf';
  purpose: (typeof filePurpose.enumValues)[number];
  alt?: string;
  title?: string;
  render: () => Buffer;
};

export const DAY_MS = 86_400_000;

const INTEGER = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 0 });
const DECIMAL = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** German number format ("2.389", "15,50"); formatters are cached because Intl is slow to construct. */
export function formatNumber(value: number, decimals = false): string {
  return (decimals ? DECIMAL : INTEGER).format(value);
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

/** YYYY-MM-DD of a date (UTC). */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}
