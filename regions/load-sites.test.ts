import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RegionConfigError } from './build-region';
import { DEFAULT_SITES_DIR, loadSites, sitesDir } from './load-sites';

const ALPHA = `# Alpha: a test region.
HOSTS: [jobs-alpha.de]
SITENAME: Jobs in Alpha
SITE_DESCRIPTION: 'Jobs in Alpha: Stellenangebote aus der ganzen Testregion.'
REGION_NAME: Alpha
GA4_MEASUREMENT_ID: G-ALPHA00001
CMP_ID: cmp-alpha
GEO_INFO:
  fixtures:
    - { label: Alphastadt, lat: 48.1, lng: 11.5 }
`;
const BETA = ALPHA.replaceAll('alpha', 'beta').replaceAll('Alpha', 'Beta').replace('ALPHA', 'BETA');

describe('loadSites', () => {
  let dir: string;
  const write = (name: string, text: string) => writeFileSync(join(dir, name), text);
  const failure = () => {
    try {
      loadSites(dir);
    } catch (error) {
      expect(error).toBeInstanceOf(RegionConfigError);
      return (error as Error).message;
    }
    throw new Error('loadSites accepted a broken folder');
  };

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'sites-'));
    write('_sites.yaml', 'sites: [beta, alpha]\n');
    write('alpha.yaml', ALPHA);
    write('beta.yaml', BETA);
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('reads every listed site in the order file’s order, merged over the defaults', () => {
    const sites = loadSites(dir);
    expect(sites.map((s) => s.id)).toEqual(['beta', 'alpha']);
    expect(sites[1].file).toBe(join(dir, 'alpha.yaml'));
    expect(sites[1].overrides.SITENAME).toBe('Jobs in Alpha');
    expect(sites[1].region.REGION_NAME_IN).toBe('in Alpha');
    expect(sites[1].region.FEATURES.RESUME_FEATURE_ACTIVE).toBe(true);
  });

  it('reads a changed setting and flag from the file as it is now', () => {
    write('alpha.yaml', `${ALPHA.replace('Jobs in Alpha', 'Alpha-Jobs')}FEATURES:\n  BLOG_FEATURE_ACTIVE: true\n`);
    const alpha = loadSites(dir)[1].region;
    expect([alpha.SITENAME, alpha.FEATURES.BLOG_FEATURE_ACTIVE]).toEqual(['Alpha-Jobs', true]);
  });

  const BROKEN: Array<{ name: string; file: string; text: string; field: string; problem: RegExp }> = [
    {
      name: 'a latitude out of range',
      file: 'alpha.yaml',
      text: ALPHA.replace('lat: 48.1', 'lat: 123'),
      field: 'GEO_INFO.fixtures.0.lat',
      problem: /<=90/,
    },
    {
      name: 'an unknown setting',
      file: 'alpha.yaml',
      text: `${ALPHA}LOGO_URL: /logo.svg\n`,
      field: 'LOGO_URL',
      problem: /Unrecognized key/,
    },
    {
      name: 'a misspelt flag',
      file: 'alpha.yaml',
      text: `${ALPHA}FEATURES:\n  BLOG_FEATURE_ACTIV: true\n`,
      field: 'FEATURES.BLOG_FEATURE_ACTIV',
      problem: /Unrecognized key/,
    },
    {
      name: 'an unknown key inside GEO_INFO',
      file: 'alpha.yaml',
      text: ALPHA.replace('GEO_INFO:\n', 'GEO_INFO:\n  center: Alphastadt\n'),
      field: 'GEO_INFO.center',
      problem: /Unrecognized key/,
    },
    {
      name: 'an unknown key in the radius',
      file: 'alpha.yaml',
      text: `${ALPHA}  radius: { default: 20 }\n`,
      field: 'GEO_INFO.radius.default',
      problem: /Unrecognized key/,
    },
    {
      name: 'a flag written as a string',
      file: 'alpha.yaml',
      text: `${ALPHA}FEATURES:\n  BLOG_FEATURE_ACTIVE: 'yes'\n`,
      field: 'FEATURES.BLOG_FEATURE_ACTIVE',
      problem: /expected boolean/,
    },
    {
      name: 'a missing SITENAME',
      file: 'alpha.yaml',
      text: ALPHA.replace('SITENAME: Jobs in Alpha\n', ''),
      field: 'SITENAME',
      problem: /expected string/,
    },
    {
      name: 'a preselected radius the default set lacks',
      file: 'alpha.yaml',
      text: `${ALPHA}  radius: { defaultValue: 30 }\n`,
      field: 'GEO_INFO.radius.defaultValue',
      problem: /must be one of options/,
    },
    {
      name: 'broken YAML',
      file: 'alpha.yaml',
      text: `${ALPHA}SITENAME: [unclosed\n`,
      field: '(root)',
      problem: /not valid YAML/,
    },
    {
      name: 'TopCV on without its partner’s address',
      file: 'alpha.yaml',
      text: `${ALPHA}FEATURES:\n  TOP_CV: true\n`,
      field: 'TOP_CV_URL',
      problem: /TOP_CV is on and needs the partner’s https address/,
    },
    {
      name: 'a TopCV address over http',
      file: 'alpha.yaml',
      text: `${ALPHA}TOP_CV_URL: http://topcv.example.org/\nFEATURES:\n  TOP_CV: true\n`,
      field: 'TOP_CV_URL',
      problem: /must start with https/,
    },
    { name: 'a key twice', file: 'alpha.yaml', text: `${ALPHA}CMP_ID: again\n`, field: '(root)', problem: /unique/ },
    {
      name: 'a host of another site',
      file: 'alpha.yaml',
      text: ALPHA.replace('jobs-alpha', 'jobs-beta'),
      field: 'HOSTS.0',
      problem: /beta\.yaml/,
    },
    {
      name: 'an order file without the list',
      file: '_sites.yaml',
      text: 'site: [alpha]\n',
      field: 'sites',
      problem: /expected array/,
    },
    {
      name: 'a site listed twice',
      file: '_sites.yaml',
      text: 'sites: [alpha, alpha]\n',
      field: 'sites',
      problem: /twice/,
    },
    {
      name: 'a listed site without a file',
      file: '_sites.yaml',
      text: 'sites: [alpha, beta, gamma]\n',
      field: '(root)',
      problem: /not found/,
    },
    {
      name: 'a site the order file leaves out',
      file: '_sites.yaml',
      text: 'sites: [alpha]\n',
      field: '(root)',
      problem: /beta is not listed/,
    },
  ];
  it.each(BROKEN)('$name: names the file and $field', ({ file, text, field, problem }) => {
    write(file, text);
    const message = failure();
    expect(message).toMatch(/^Invalid region config in \S+\.yaml, field /);
    expect(message).toContain(`field ${field}: `);
    expect(message).toMatch(problem);
  });

  it('names the file a problem is in', () => {
    write('alpha.yaml', ALPHA.replace('lat: 48.1', 'lat: 123'));
    expect(failure()).toContain(`in ${join(dir, 'alpha.yaml')}, field`);
    write('alpha.yaml', ALPHA);
    write('_sites.yaml', 'sites: [alpha, beta, gamma]\n');
    expect(failure()).toContain(`in ${join(dir, 'gamma.yaml')}, field`);
  });
});

describe('sitesDir', () => {
  it('is regions/sites unless SITES_DIR names another folder, relative to the working directory', () => {
    expect(sitesDir({})).toBe(resolve(DEFAULT_SITES_DIR));
    expect(sitesDir({ SITES_DIR: '' })).toBe(resolve(DEFAULT_SITES_DIR));
    expect(sitesDir({ SITES_DIR: '/etc/jobboard/sites' })).toBe('/etc/jobboard/sites');
    expect(sitesDir({ SITES_DIR: 'config/sites' })).toBe(resolve('config/sites'));
  });
});
