import type { z } from 'zod';
import { REGION_DEFAULTS, GA4_BASE_MEASUREMENT_IDS } from './defaults';
import { regionConfig, type RegionConfig, type RegionOverrides } from './schema';

/** A validated site with everything the app derives from its config. */
export type Region = RegionConfig & {
  /** docs/product.md §1: shared base list plus the site's own id. */
  GA4_MEASUREMENT_IDS: string[];
};

/** Thrown when a site file is invalid; the message names the file and the field. */
export class RegionConfigError extends Error {
  constructor(file: string, field: string, problem: string) {
    super(`Invalid region config in ${file}, field ${field}: ${problem}`);
    this.name = 'RegionConfigError';
  }
}

/** The first problem zod found, as a RegionConfigError naming the file and the field. */
export function configError(file: string, error: z.ZodError): RegionConfigError {
  const issue = error.issues[0];
  // Zod reports an unknown key at its parent object; name the key itself as the field.
  const path = issue.code === 'unrecognized_keys' ? [...issue.path, issue.keys[0]] : issue.path;
  return new RegionConfigError(file, path.join('.') || '(root)', issue.message);
}

const withId = (value: string, id: string) => value.replaceAll('{id}', id);

/** Merges a site file over the shared defaults and validates the result. */
export function buildRegion(file: string, id: string, overrides: RegionOverrides): Region {
  const d = REGION_DEFAULTS;
  const merged = {
    ...d,
    ...overrides,
    id,
    ASSETS: overrides.ASSETS ?? { logo: withId(d.ASSETS.logo, id), faviconsPath: withId(d.ASSETS.faviconsPath, id) },
    ROBOTS_FILE: overrides.ROBOTS_FILE ?? withId(d.ROBOTS_FILE, id),
    REGION_NAME_IN: overrides.REGION_NAME_IN ?? `in ${overrides.REGION_NAME}`,
    REGION_NAME_FROM: overrides.REGION_NAME_FROM ?? `aus ${overrides.REGION_NAME}`,
    TAGLINE:
      overrides.TAGLINE ??
      `Arbeiten, wo du zu Hause bist – ${overrides.REGION_NAME_IN ?? `in ${overrides.REGION_NAME}`}`,
    GEO_INFO: {
      fixtures: overrides.GEO_INFO?.fixtures,
      radius: { ...d.GEO_INFO.radius, ...overrides.GEO_INFO?.radius },
    },
    THEME: { ...d.THEME, ...overrides.THEME },
    JOB_POSTING: { ...d.JOB_POSTING, ...overrides.JOB_POSTING },
    CONTACT: { ...d.CONTACT, ...overrides.CONTACT },
    FEATURES: { ...d.FEATURES, ...overrides.FEATURES },
    CUSTOM_SERVICES: { ...d.CUSTOM_SERVICES, ...overrides.CUSTOM_SERVICES },
    TRACKING: { ...d.TRACKING, ...overrides.TRACKING },
  };
  const parsed = regionConfig.strict().safeParse(merged);
  if (!parsed.success) throw configError(file, parsed.error);
  // An external consent manager is loaded from its script; our own banner loads none.
  const external = parsed.data.CMP_PROVIDER !== 'first-party';
  if (external !== (parsed.data.CMP_SCRIPT_URL !== null)) {
    const problem = external
      ? `${parsed.data.CMP_PROVIDER} needs its script`
      : 'the first-party banner loads no script';
    throw new RegionConfigError(file, 'CMP_SCRIPT_URL', problem);
  }
  // docs/product-decisions.md "TopCV in the resume area": the offer is a link, so it needs its address.
  if (parsed.data.FEATURES.TOP_CV && parsed.data.TOP_CV_URL === null) {
    throw new RegionConfigError(file, 'TOP_CV_URL', 'FEATURES.TOP_CV is on and needs the partner’s https address');
  }
  return { ...parsed.data, GA4_MEASUREMENT_IDS: [...GA4_BASE_MEASUREMENT_IDS, parsed.data.GA4_MEASUREMENT_ID] };
}

/** Checks what no single file can: unique hosts across all sites. */
export function assertUniqueHosts(regions: Array<{ file: string; region: Region }>): void {
  const owner = new Map<string, string>();
  for (const { file, region } of regions) {
    region.HOSTS.forEach((host, i) => {
      const other = owner.get(host);
      if (other) throw new RegionConfigError(file, `HOSTS.${i}`, `host ${host} is already used by ${other}`);
      owner.set(host, file);
    });
  }
}
