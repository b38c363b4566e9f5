/**
 * Lighthouse (mobile) on the site's routes and the partner example, served by the real server:
 * each figure the median of --lighthouse-runs runs.
 */
import { log, ROOT, type Options } from './common';
import { measureLighthouse, type LighthouseRow } from './lighthouse';
import { startRealServer } from './real-server';
import { type BenchReport, mdTable, medianOf } from './report';

/** Pages Lighthouse audits. */
const LIGHTHOUSE_PAGES = [
  { page: 'landing /', path: '/' },
  { page: 'landing /us', path: '/us' },
  { page: '/payment-success', path: '/payment-success' },
  { page: 'enrolment (en)', path: '/en/enroll/fullstack/US' },
  { page: 'blog', path: '/blog' },
  { page: 'blog post', path: '/blog/como-empezar-a-programar-desde-cero' },
  { page: 'partner example', path: '/examples/partner.html' },
];

/** Per page, the median of each figure over the runs (a run's error or failed audits kept from the last run). */
function medianLighthouse(runs: LighthouseRow[][]): LighthouseRow[] {
  const last = runs[runs.length - 1] ?? [];
  return last.map((row) => {
    const same = runs.map((run) => run.find((r) => r.page === row.page)).filter((r): r is LighthouseRow => !!r);
    const mid = (pick: (r: LighthouseRow) => number | null): number | null => {
      const xs = same.map(pick).filter((x): x is number => x !== null);
      return xs.length ? medianOf(xs) : null;
    };
    return {
      ...row,
      performance: mid((r) => r.performance),
      accessibility: mid((r) => r.accessibility),
      bestPractices: mid((r) => r.bestPractices),
      seo: mid((r) => r.seo),
      lcpMs: mid((r) => r.lcpMs),
      tbtMs: mid((r) => r.tbtMs),
      cls: mid((r) => r.cls),
      bytes: mid((r) => r.bytes),
      appJsBytes: mid((r) => r.appJsBytes),
    };
  });
}

/** The site's routes through Lighthouse on one real server; the reason when it did not start. */
export async function measureSiteLighthouse(options: Options): Promise<LighthouseRow[] | string> {
  const real = await startRealServer(ROOT).catch((error: unknown) => (error instanceof Error ? error.message : String(error)));
  if (typeof real === 'string') return `the server did not start: ${real.split('\n')[0]}`;
  try {
    const runs: LighthouseRow[][] = [];
    for (let r = 0; r < options.lighthouseRuns; r++) {
      log(`Lighthouse run ${r + 1}/${options.lighthouseRuns} on ${LIGHTHOUSE_PAGES.map((p) => p.path).join(', ')}`);
      runs.push(await measureLighthouse(LIGHTHOUSE_PAGES.map((p) => ({ page: p.page, url: `${real.origin}${p.path}` }))));
    }
    return medianLighthouse(runs);
  } finally {
    await real.close();
  }
}

/** The section of the site's routes, or why it was not run. */
export function lighthouseSection(report: BenchReport, lighthouse: LighthouseRow[] | string, lighthouseRuns: number): void {
  if (typeof lighthouse === 'string') {
    report.addSection('Lighthouse per site route', `Not run: ${lighthouse}.`, 30);
  } else {
    const lines = [
      `Lighthouse 12 (mobile: 360 px-class viewport, simulated slow 4G, 4× CPU), real server on loopback; each figure the median of ${lighthouseRuns} run${lighthouseRuns > 1 ? 's' : ''} per route.`,
      "Site goals: perf ≥ 95, a11y/best practices/SEO 100, CLS ≤ 0.01, TBT ≤ 100 ms, the site's own JS on the landing ≤ 100 KB.",
      '',
    ];
    const rows: string[][] = [['page', 'perf', 'a11y', 'best pr.', 'SEO', 'LCP (ms)', 'TBT (ms)', 'CLS', 'KB', 'app JS KB']];
    const n = (v: number | null, f = (x: number) => String(Math.round(x))) => (v === null ? '-' : f(v));
    const kb = (x: number) => (x / 1024).toFixed(1);
    for (const r of lighthouse)
      rows.push([
        r.page,
        n(r.performance),
        n(r.accessibility),
        n(r.bestPractices),
        n(r.seo),
        n(r.lcpMs),
        n(r.tbtMs),
        n(r.cls, (x) => x.toFixed(3)),
        n(r.bytes, kb),
        n(r.appJsBytes, kb),
      ]);
    lines.push(mdTable(rows, ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r']), '');
    for (const r of lighthouse) {
      if (r.error) lines.push(`- ${r.page}: ${r.error}`);
      else if (r.failed.length) lines.push(`- ${r.page}: audits below 90: ${r.failed.join(', ')}`);
    }
    report.addSection('Lighthouse per site route', lines.join('\n'), 30);
  }
}
