import { describe, expect, it } from 'vitest';
import { getRegion, REGIONS } from '../../regions/registry';
import { DAY_MS, type DemoRegion, RegionContext } from './context';
import { jobsPerRegion } from './demo';
import { type JobRow, planJobs } from './jobs';
import { planOrganizations } from './organizations';
import { distanceKm, GAZETTEER } from './places';

const REFERENCE = new Date('2026-11-20T08:00:00Z');

function plan(region: DemoRegion, seed = 1) {
  const ctx = new RegionContext(region, { seed, referenceDate: REFERENCE });
  const orgs = planOrganizations(ctx);
  return { orgs, jobs: planJobs(ctx, orgs.organizations).jobs };
}

// Planning all 28 regions takes well under a second and needs no database.
const ALL = REGIONS.map((region) => ({ region, ...plan(region) }));
const titles = (jobs: JobRow[]) => jobs.map((j) => j.title);

describe('demo data plan (no database)', () => {
  it('is deterministic: the same seed gives the same titles in the same order, another seed others', () => {
    const rosenheim = getRegion('rosenheim')!;
    expect(titles(plan(rosenheim, 1).jobs)).toEqual(titles(plan(rosenheim, 1).jobs));
    expect(plan(rosenheim, 1).orgs.organizations.map((o) => o.row)).toEqual(
      plan(rosenheim, 1).orgs.organizations.map((o) => o.row),
    );
    expect(titles(plan(rosenheim, 2).jobs)).not.toEqual(titles(plan(rosenheim, 1).jobs));
    expect(plan(rosenheim, 2).orgs.organizations[0].row.id).not.toBe(plan(rosenheim, 1).orgs.organizations[0].row.id);
  });

  it('gives every region 8–15 employers and 60–150 jobs in its own places', () => {
    for (const { region, orgs, jobs } of ALL) {
      expect(orgs.organizations.length).toBeGreaterThanOrEqual(8);
      expect(orgs.organizations.length).toBeLessThanOrEqual(15);
      expect(jobs.length).toBeGreaterThanOrEqual(60);
      expect(jobs.length).toBeLessThanOrEqual(150);
      const fixtures = region.GEO_INFO.fixtures.map((f) => ({ lat: f.lat, lon: f.lng }));
      for (const j of jobs)
        expect(Math.min(...fixtures.map((f) => distanceKm(f, { lat: j.lat!, lon: j.lon! })))).toBeLessThan(5);
      for (const f of region.GEO_INFO.fixtures)
        expect(GAZETTEER[f.label], `${region.id}: ${f.label} has no postcode`).toBeDefined();
    }
  });

  it('has realistic, varied titles that the typical searches find in every region', () => {
    for (const { region, jobs } of ALL) {
      const t = titles(jobs);
      const matching = (re: RegExp) => new Set(t.filter((x) => re.test(x)));
      expect(matching(/pflege/i).size, `${region.id}: Pflege`).toBeGreaterThanOrEqual(3);
      expect(matching(/entwickler/i).size, `${region.id}: Entwickler`).toBeGreaterThanOrEqual(1);
      expect(matching(/entwicklung/i).size, `${region.id}: Entwicklung`).toBeGreaterThanOrEqual(1);
      for (const re of [
        /Gabelstapler/,
        /MFA/,
        /SHK/,
        /Kfz-Mechatroniker/,
        /Schreiner|Tischler|Holzmechaniker|Innenausbau/,
        /Krankenschwester|Krankenpfleger/,
        /Sales Manager/,
        /Erzieher|Pädagogische/,
      ]) {
        expect(matching(re).size, `${region.id}: ${re}`).toBeGreaterThanOrEqual(1);
      }
      expect(new Set(t).size / t.length, `${region.id}: distinct titles`).toBeGreaterThan(0.7);
    }
    const all = ALL.flatMap((r) => titles(r.jobs));
    for (const re of [
      /\(m\/w\/d\)/,
      /\(w\/m\/d\)/,
      /\(m\/f\/d\)/,
      /Altenpfleger/,
      /Schreiner/,
      /Tischler/,
      /Ausbildung zu[mr] /,
      /Werkstudent/,
      /Minijob/,
      /Teilzeit/,
      /Developer/,
      /Software Engineer/,
    ]) {
      expect(
        all.some((x) => re.test(x)),
        String(re),
      ).toBe(true);
    }
    expect(new Set(all).size).toBeGreaterThan(1500);
  });

  it('keeps salaries plausible: min ≤ max, in EUR, at least the minimum wage per hour', () => {
    for (const j of ALL.flatMap((r) => r.jobs)) {
      if (j.salaryMin == null) continue;
      expect(j.salaryUnit).not.toBeNull();
      expect(j.salaryCurrency).toBe('EUR');
      if (j.salaryMax != null) expect(j.salaryMin).toBeLessThanOrEqual(j.salaryMax);
      if (j.salaryUnit === 'hour') expect(j.salaryMin).toBeGreaterThanOrEqual(13.9);
      if (j.salaryUnit === 'year') expect(j.salaryMin).toBeGreaterThanOrEqual(25_000);
    }
  });

  it('spreads workflow states and dates around the reference date', () => {
    const jobs = ALL.flatMap((r) => r.jobs);
    const share = (f: (j: JobRow) => boolean) => jobs.filter(f).length / jobs.length;
    const live = (j: JobRow) => j.state === 'published' && (!j.expiresAt || j.expiresAt > REFERENCE);
    expect(share(live)).toBeGreaterThan(0.7);
    for (const state of ['archived', 'needs_review', 'scheduled'] as const)
      expect(share((j) => j.state === state)).toBeGreaterThan(0.02);
    expect(share((j) => j.state === 'published' && !!j.expiresAt && j.expiresAt <= REFERENCE)).toBeGreaterThan(0.02);
    for (const j of jobs.filter((x) => x.state === 'published')) {
      const age = (REFERENCE.getTime() - j.publishedAt!.getTime()) / DAY_MS;
      expect(age).toBeGreaterThanOrEqual(0);
      expect(age).toBeLessThanOrEqual(60);
    }
    for (const j of jobs.filter((x) => x.state === 'scheduled'))
      expect(j.publishedAt!.getTime()).toBeGreaterThan(REFERENCE.getTime());
    expect(share((j) => j.type === 'job_per_link')).toBeGreaterThan(0.03);
    expect(jobs.filter((j) => j.type === 'job_per_file').length).toBeGreaterThan(10);
    for (const workflow of ['email', 'link', 'internal'] as const)
      expect(share((j) => j.applicationWorkflow === workflow)).toBeGreaterThan(0.05);
  });

  it('writes descriptions in filtered_html with only p, h2, ul, li, strong and a', () => {
    for (const j of ALL.flatMap((r) => r.jobs).slice(0, 500)) {
      const tags = [...j.description!.matchAll(/<\/?([a-z0-9]+)/g)].map((m) => m[1]);
      expect(
        tags.every((t) => ['p', 'h2', 'ul', 'li', 'strong', 'a'].includes(t)),
        tags.join(','),
      ).toBe(true);
      expect(j.description).toContain('<h2>');
    }
  });

  it('never copies personal_info into the public profile groups', () => {
    for (const o of ALL.flatMap((r) => r.orgs.organizations)) {
      const { personalInfo, companyInfo, info, about, contactPeople, gallery, furtherLocations, faq } = o.row;
      const pub = JSON.stringify({ companyInfo, info, about, contactPeople, gallery, furtherLocations, faq });
      expect(pub).not.toContain(personalInfo!.phone);
      expect(pub).not.toContain(`${personalInfo!.firstName} ${personalInfo!.lastName}`);
    }
  });

  it("never stores a duration longer than a publication buys on the job's site", () => {
    for (const { region, jobs } of ALL)
      for (const j of jobs) expect(j.durationDays ?? 0).toBeLessThanOrEqual(region.JOB_POSTING.defaultDurationDays);
  });

  it('splits the scale total evenly over the regions', () => {
    const parts = REGIONS.map((_, i) => jobsPerRegion(100_000, REGIONS.length, i));
    expect(parts.reduce((a, b) => a + b, 0)).toBe(100_000);
    expect(Math.max(...parts) - Math.min(...parts)).toBeLessThanOrEqual(1);
  });
});
