import lighthouse from 'lighthouse';
import { launch } from 'chrome-launcher';

export type LighthouseFigures = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /**
   * Lighthouse's measure of the host's CPU speed (median): its 4× CPU slowdown assumes a host of 1000 or
   * more and overstates blocking time below that, so the performance score also tells how fast the host was.
   */
  benchmarkIndex: number;
  /** Audits below full score, once per audit with the values of the runs it fell short in. */
  findings: string[];
};

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * Lighthouse's default (mobile) profile with simulated throttling, in Debian's Chromium; each figure is
 * the median of `runs` runs, since single runs wander by a few points.
 */
export async function runLighthouse(urls: string[], runs: number): Promise<LighthouseFigures[]> {
  const chrome = await launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
    logLevel: 'error',
  });
  try {
    const figures: LighthouseFigures[] = [];
    for (const url of urls) {
      const samples: Array<Omit<LighthouseFigures, 'findings'>> = [];
      const findings = new Map<string, string[]>();
      const note = (key: string, value: string) => findings.set(key, [...(findings.get(key) ?? []), value]);
      for (let run = 0; run < runs; run++) {
        const result = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...CATEGORIES],
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
        const { categories, audits, runtimeError } = result.lhr;
        if (runtimeError) throw new Error(`Lighthouse failed on ${url}: ${runtimeError.code} ${runtimeError.message}`);
        const score = (id: (typeof CATEGORIES)[number]) => Math.round((categories[id]?.score ?? 0) * 100);
        samples.push({
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          seo: score('seo'),
          lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
          cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
          tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
          benchmarkIndex: result.lhr.environment.benchmarkIndex,
        });
        for (const id of ['accessibility', 'best-practices', 'seo'] as const) {
          for (const ref of categories[id]?.auditRefs ?? []) {
            const audit = audits[ref.id];
            if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1)
              note(`${id}: ${ref.id}`, String(audit.score));
          }
        }
        const perf = categories.performance;
        for (const ref of perf?.auditRefs ?? []) {
          const audit = audits[ref.id];
          if (ref.weight > 0 && audit && audit.score !== null && audit.score < 0.9)
            note(`performance: ${ref.id}`, audit.displayValue ?? String(audit.score));
        }
      }
      const pick = (key: keyof Omit<LighthouseFigures, 'findings'>) => median(samples.map((s) => s[key]));
      figures.push({
        performance: pick('performance'),
        accessibility: pick('accessibility'),
        bestPractices: pick('bestPractices'),
        seo: pick('seo'),
        lcpMs: Math.round(pick('lcpMs')),
        cls: Number(pick('cls').toFixed(3)),
        tbtMs: Math.round(pick('tbtMs')),
        benchmarkIndex: Math.round(pick('benchmarkIndex')),
        findings: [...findings]
          .map(([key, values]) => `${key} (${values.join(', ')}; in ${values.length} of ${runs} runs)`)
          .sort(),
      });
    }
    return figures;
  } finally {
    chrome.kill();
  }
}
