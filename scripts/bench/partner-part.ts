/**
 * The partner line as a bench part: ./partner.ts measures a plain article from another origin,
 * alone and with the widgets, against its own real server; here its section and goals.
 */
import os from 'node:os';
import { log, ROOT, type Goal, type Options } from './common';
import { measurePartner, type PartnerRow } from './partner';
import { startRealServer } from './real-server';
import { type BenchReport, mdTable } from './report';

/** The partner line (scripts/bench/partner.ts) against its own real server: a section and the rows. */
export async function partnerPart(report: BenchReport, options: Options): Promise<PartnerRow[] | string> {
  const title = "On a partner's page (Lighthouse)";
  const loadBefore = os.loadavg()[0]!;
  const real = await startRealServer(ROOT).catch((error: unknown) => (error instanceof Error ? error.message : String(error)));
  try {
    if (typeof real === 'string') throw new Error(`the server did not start: ${real}`);
    // A fixed instant a few days out: the countdown shows the same units in every run.
    const endAt = new Date(Date.now() + (3 * 24 + 5) * 3600 * 1000).toISOString();
    const rows = await measurePartner(real.origin, options.partnerRuns, endAt, log);
    report.addSection(title, renderPartner(rows, options.partnerRuns, loadBefore), 35);
    return rows;
  } catch (error) {
    const message = error instanceof Error ? error.message.split('\n')[0]! : String(error);
    report.addSection(title, `Not run: ${message}.`, 35);
    return message;
  } finally {
    if (typeof real !== 'string') await real.close();
  }
}

/** The partner table: each page's medians and, in brackets, the difference from the article alone. */
export function renderPartner(partner: readonly PartnerRow[], runs: number, loadBefore: number): string {
  const loadAfter = os.loadavg()[0]!;
  const cpus = os.cpus().length;
  const busy = Math.max(loadBefore, loadAfter) > cpus;
  const base = partner.find((r) => r.variant === 'article');
  const signed = (x: number, f: (v: number) => string): string => `${x < 0 ? '−' : '+'}${f(Math.abs(x))}`;
  const show = (r: PartnerRow, v: number | null, b: number | null | undefined, f: (x: number) => string, unit = ''): string => {
    if (v === null) return '-';
    const own = `${f(v)}${unit}`;
    return r.variant === 'article' || b == null ? own : `${own} (${signed(v - b, f)})`;
  };
  const ms = (x: number): string => x.toFixed(0);
  const kb = (x: number): string => (x / 1024).toFixed(1);
  const cls = (x: number): string => x.toFixed(3);
  const rows: string[][] = [['partner page', 'performance', 'CLS', 'TBT', 'main thread', "of it, the page's", 'bytes']];
  for (const r of partner) {
    rows.push([
      r.label,
      show(r, r.performance, base?.performance, String),
      show(r, r.cls, base?.cls, cls),
      show(r, r.tbtMs, base?.tbtMs, ms, ' ms'),
      show(r, r.mainThreadMs, base?.mainThreadMs, ms, ' ms'),
      show(r, r.pageMainThreadMs, base?.pageMainThreadMs, ms, ' ms'),
      show(r, r.bytes, base?.bytes, kb, ' KB'),
    ]);
  }
  const lines = [
    `Lighthouse 12 mobile (simulated slow 4G, 4× CPU) on a plain article served from another loopback origin, the widgets and embudo.css from the real Embudo server with the README's embed; the pages in turn, ${runs} run${runs > 1 ? 's' : ''} each; medians, and in brackets the difference from the article alone.`,
    `Load average ${loadBefore.toFixed(1)} → ${loadAfter.toFixed(1)} on ${cpus} CPUs${busy ? ': a busy machine, TBT and main-thread time are inflated' : ''}.`,
    "Goals: CLS added ≤ 0.01, 0 for the countdown; every widget: performance ≥ 98, TBT added ≤ 50 ms, main thread added ≤ 300 ms; one countdown: performance 100, TBT added ≤ 10 ms. With the tags as a partner pastes them (no optional attribute; Lighthouse's 412 px mobile screen): CLS ≤ 0.01 and every widget at performance ≥ 98.",
    "Main thread is Lighthouse's figure (the goal's); \"of it, the page's\" leaves out what Lighthouse does on the blank page before the navigation (its script coverage's start walks the renderer's heap: 8–100 ms of the figure from run to run, with or without widgets), so its difference is the steadier.",
    '',
    mdTable(rows, ['l', 'r', 'r', 'r', 'r', 'r', 'r']),
    '',
  ];
  for (const r of partner) {
    const range = (xs: (number | null)[]): string => {
      const ok = xs.filter((x): x is number => x !== null);
      return ok.length ? `${ms(Math.min(...ok))}–${ms(Math.max(...ok))} ms` : 'not measured';
    };
    if (r.all.filter((x) => !x.error).length > 1)
      lines.push(
        `- ${r.label}: main thread ${range(r.all.map((x) => x.mainThreadMs))}, of it the page's ${range(r.all.map((x) => x.pageMainThreadMs))}, across its runs`,
      );
    if (r.errors.length) lines.push(`- ${r.label}: ${r.errors.length} failed run(s): ${r.errors[0]}`);
  }
  return lines.join('\n');
}

/** The partner line's goals, against the article alone. */
export function partnerGoals(partner: readonly PartnerRow[]): Goal[] {
  const row = (v: string) => partner.find((r) => r.variant === v);
  const base = row('article');
  const one = row('countdown');
  const all = row('all');
  const standalone = row('standalone');
  const onePlain = row('countdown-plain');
  const allPlain = row('all-plain');
  const added = (r: PartnerRow | undefined, key: 'cls' | 'tbtMs' | 'mainThreadMs'): number | null =>
    r?.[key] == null || base?.[key] == null ? null : r[key]! - base[key]!;
  const goal = (name: string, value: number | null, ok: (v: number) => boolean, f: (v: number) => string): Goal => ({
    name,
    value: value === null ? 'not measured' : f(value),
    status: value === null ? 'n/a' : ok(value) ? 'ok' : 'MISSED',
  });
  const ms = (v: number) => `${v.toFixed(0)} ms`;
  return [
    goal(
      'partner: CLS added by one countdown = 0',
      added(one, 'cls'),
      (v) => v <= 0.0005,
      (v) => v.toFixed(3),
    ),
    goal(
      'partner: CLS added by every widget ≤ 0.01',
      added(all, 'cls'),
      (v) => v <= 0.01,
      (v) => v.toFixed(3),
    ),
    goal('partner: one countdown, performance 100', one?.performance ?? null, (v) => v >= 100, String),
    goal('partner: one countdown, TBT added ≤ 10 ms', added(one, 'tbtMs'), (v) => v <= 10, ms),
    goal('partner: every widget, performance ≥ 98', all?.performance ?? null, (v) => v >= 98, String),
    goal('partner: every widget, TBT added ≤ 50 ms', added(all, 'tbtMs'), (v) => v <= 50, ms),
    goal('partner: every widget, main thread added ≤ 300 ms (4× CPU)', added(all, 'mainThreadMs'), (v) => v <= 300, ms),
    goal(
      'partner, tags as written: CLS added by one countdown ≤ 0.01',
      added(onePlain, 'cls'),
      (v) => v <= 0.01,
      (v) => v.toFixed(3),
    ),
    goal(
      'partner, tags as written: CLS added by every widget ≤ 0.01',
      added(allPlain, 'cls'),
      (v) => v <= 0.01,
      (v) => v.toFixed(3),
    ),
    goal('partner, tags as written: every widget, performance ≥ 98', allPlain?.performance ?? null, (v) => v >= 98, String),
    goal(
      'partner: embudo.js no slower than the five standalone scripts (main thread)',
      all?.mainThreadMs != null && standalone?.mainThreadMs != null ? all.mainThreadMs - standalone.mainThreadMs : null,
      (v) => v <= 0,
      (v) =>
        `${v >= 0 ? '+' : '−'}${Math.abs(v).toFixed(0)} ms (${all?.mainThreadMs?.toFixed(0)} vs ${standalone?.mainThreadMs?.toFixed(0)})`,
    ),
  ];
}
