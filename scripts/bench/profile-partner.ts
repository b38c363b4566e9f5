/**
 * Where Embudo's main-thread time goes on the partner article: Chromium at 4× CPU
 * throttling (CDP Emulation.setCPUThrottlingRate), the partner pages of ./partner.ts served from
 * their own origin, widgets from a real Embudo server. Per page and run: the main-thread totals of
 * CDP Performance.getMetrics (task, script, layout, style) from navigation until 4 s after load, the
 * long tasks (PerformanceObserver `longtask`), and with --profile, a sampled CPU profile whose self
 * time is summed per function of the Embudo scripts.
 *
 *   npm run build && npx tsx scripts/bench/profile-partner.ts [--runs=3] [--profile] [--variant=all]
 */
import { chromium } from '@playwright/test';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_PATH } from '../chromium';
import { startPartnerSite, type PartnerVariant } from './partner';
import { startRealServer } from './real-server';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const argv = process.argv.slice(2);
const runs = Number(/--runs=(\d+)/.exec(argv.join(' '))?.[1] ?? 3);
const profile = argv.includes('--profile');
const only = /--variant=([\w-]+)/.exec(argv.join(' '))?.[1] as PartnerVariant | undefined;
const variants: PartnerVariant[] = only ? [only] : ['article', 'countdown', 'all', 'standalone'];

interface ProfileNode { id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }; children?: number[] }
interface Profile { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] }

const real = await startRealServer(ROOT);
const endAt = new Date(Date.now() + (3 * 24 + 5) * 3600 * 1000).toISOString();
const site = await startPartnerSite(real.origin, endAt);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH });
console.log(`load before: ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
const totals: Record<string, Record<string, number[]>> = {};
const selfByFn = new Map<string, number>();
try {
  for (let r = 0; r < runs; r++) {
    for (const variant of variants) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
      const page = await context.newPage();
      await page.addInitScript(() => {
        (window as unknown as { __long: number[] }).__long = [];
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) (window as unknown as { __long: number[] }).__long.push(Math.round(e.duration));
        }).observe({ type: 'longtask', buffered: true });
      });
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
      if (profile) {
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
        await cdp.send('Profiler.start');
      }
      await page.goto(`${site.origin}/${variant}.html`, { waitUntil: 'load' });
      await page.waitForTimeout(4000);
      const { metrics } = (await cdp.send('Performance.getMetrics')) as { metrics: { name: string; value: number }[] };
      const m = Object.fromEntries(metrics.map((x) => [x.name, x.value]));
      const long = await page.evaluate(() => (window as unknown as { __long: number[] }).__long);
      const row = (totals[variant] ??= {});
      for (const k of ['TaskDuration', 'ScriptDuration', 'LayoutDuration', 'RecalcStyleDuration']) (row[k] ??= []).push(Math.round((m[k] ?? 0) * 1000));
      (row['long tasks (sum)'] ??= []).push(long.reduce((a, b) => a + b, 0));
      (row['TBT-ish (sum of over 50)'] ??= []).push(long.reduce((a, b) => a + Math.max(0, b - 50), 0));
      console.log(`${variant} run ${r + 1}: task ${Math.round(m.TaskDuration! * 1000)} ms, script ${Math.round(m.ScriptDuration! * 1000)} ms, long tasks [${long.join(', ')}]`);
      if (profile) {
        const { profile: p } = (await cdp.send('Profiler.stop')) as { profile: Profile };
        const byId = new Map(p.nodes.map((n) => [n.id, n]));
        for (let i = 0; i < p.samples.length; i++) {
          const n = byId.get(p.samples[i]!)!;
          const f = n.callFrame;
          const key = `${f.functionName || '(anon)'} ${f.url.replace(/^.*\//, '')}:${f.lineNumber + 1}:${f.columnNumber + 1}`;
          selfByFn.set(`${variant} ${key}`, (selfByFn.get(`${variant} ${key}`) ?? 0) + p.timeDeltas[i]! / 1000);
        }
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  await site.close();
  await real.close();
}
const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
for (const [variant, row] of Object.entries(totals)) {
  console.log(`\n${variant} (median of ${runs}):`);
  for (const [k, xs] of Object.entries(row)) console.log(`  ${k}: ${median(xs)} ms  [${xs.join(', ')}]`);
}
if (profile) {
  console.log('\nself time, summed over runs (ms), top 40:');
  for (const [k, v] of [...selfByFn].sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log(`  ${v.toFixed(1).padStart(8)}  ${k}`);
}
console.log(`load after: ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
