import { REGION_DEFAULTS } from './defaults';
import { FLAG_DOCS } from './feature-reference';
import { featureFlags, regionConfig, type RegionOverrides } from './schema';
import { SETTING_DOCS } from './settings-reference';

/** A site as its file sets it, before the defaults are merged in. */
export type SiteOverrides = { id: string; overrides: RegionOverrides };

export const TABLE_START = '<!-- settings-table:start (generated: npx tsx scripts/regions-readme.ts) -->';
export const TABLE_END = '<!-- settings-table:end -->';

function at(value: unknown, path: readonly string[]): unknown {
  return path.reduce<unknown>(
    (v, key) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined),
    value,
  );
}

function format(value: unknown): string {
  if (value === undefined) return 'required';
  if (value === null) return '`null`';
  if (Array.isArray(value)) return value.length ? value.map(format).join(', ') : 'none';
  if (typeof value === 'object') {
    const entries = Object.entries(value);
    return entries.length ? entries.map(([k, v]) => `${k}: ${format(v)}`).join('; ') : 'none';
  }
  if (typeof value === 'boolean') return value ? 'on' : 'off';
  return `\`${String(value)}\``;
}

const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');
const row = (cells: string[]) => `| ${cells.map(cell).join(' | ')} |`;

/** The sites whose file sets `path`, "every site" or "–"; flags show the value a site sets. */
function setBy(sites: readonly SiteOverrides[], path: readonly string[], withValue = false): string {
  const setting = sites.filter((s) => at(s.overrides, path) !== undefined);
  if (setting.length === 0) return '–';
  if (setting.length === sites.length && !withValue) return 'every site';
  return setting.map((s) => (withValue ? `${s.id} (${format(at(s.overrides, path))})` : s.id)).join(', ');
}

/** Top-level settings of the schema that no row describes; the README test wants none. */
export function undocumentedSettings(): string[] {
  return Object.keys(regionConfig.shape)
    .filter((key) => key !== 'id')
    .filter((key) => !SETTING_DOCS.some((doc) => doc.key === key || doc.key.startsWith(`${key}.`)));
}

/** The two Markdown tables of regions/README.md: every setting, then every feature flag. */
export function settingsTables(sites: readonly SiteOverrides[]): string {
  const settings = SETTING_DOCS.map((doc) => {
    const path = doc.key.split('.');
    return row([`\`${doc.key}\``, doc.what, doc.default ?? format(at(REGION_DEFAULTS, path)), setBy(sites, path)]);
  });
  const flags = Object.keys(featureFlags.shape).map((name) => {
    const flag = name as keyof typeof FLAG_DOCS;
    const { on, off } = FLAG_DOCS[flag];
    return row([
      `\`${flag}\``,
      format(REGION_DEFAULTS.FEATURES[flag]),
      setBy(sites, ['FEATURES', flag], true),
      on,
      off,
    ]);
  });
  // Prettier would pad every column to its widest cell; the generated tables stay as written.
  return [
    TABLE_START,
    '<!-- prettier-ignore-start -->',
    '| Setting | What it does | Default | Set by |',
    '| --- | --- | --- | --- |',
    ...settings,
    '',
    '| Flag (`FEATURES.`) | Default | Set by | On: a visitor sees | Off: a visitor sees |',
    '| --- | --- | --- | --- | --- |',
    ...flags,
    '<!-- prettier-ignore-end -->',
    TABLE_END,
  ].join('\n');
}

/** The README with its generated section replaced by `tables`. */
export function withTables(readme: string, tables: string): string {
  const start = readme.indexOf(TABLE_START);
  const end = readme.indexOf(TABLE_END);
  if (start < 0 || end < start) throw new Error('regions/README.md has no settings-table markers');
  return readme.slice(0, start) + tables + readme.slice(end + TABLE_END.length);
}
