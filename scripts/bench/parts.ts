/**
 * Bench parts that only add a section: each runs unless its option skips it (--partner-only runs
 * the partner part alone). Another part plugs in here: a function `(report, options) =>
 * Promise<unknown>` that measures and calls `report.addSection(title, markdown, order)`; its result
 * lands in .bench/results.json under its name, and `goals` says what the Goals section makes of it.
 */
import type { Goal, Options } from './common';
import { leadApiPostgresPart, pgLoadGoals } from './lead-api';
import { partnerGoals, partnerPart } from './partner-part';
import type { BenchReport } from './report';
import { deskPart, followUpGoals, followUpPart, killSoakGoals, killSoakPart, slowClientsGoals, slowClientsPart } from './server-parts';

export interface BenchPart {
  name: string;
  enabled: (o: Options) => boolean;
  run: (report: BenchReport, options: Options) => Promise<unknown>;
  /** The goals of a result it measured (an object; a string says why it was not run). */
  goals?: (result: never) => Goal[];
}

export const PARTS: BenchPart[] = [
  { name: 'partner', enabled: (o) => o.partner, run: partnerPart, goals: partnerGoals },
  { name: 'leadApiPostgres', enabled: (o) => o.load, run: leadApiPostgresPart, goals: pgLoadGoals },
  { name: 'killSoak', enabled: (o) => o.soak, run: killSoakPart, goals: killSoakGoals },
  { name: 'slowClients', enabled: (o) => o.slowClients, run: slowClientsPart, goals: slowClientsGoals },
  { name: 'desk', enabled: () => !process.argv.includes('--no-desk'), run: deskPart },
  { name: 'followUp', enabled: (o) => !process.argv.includes('--no-follow-up') && !o.partnerOnly, run: followUpPart, goals: followUpGoals },
];

/** Runs the parts in turn (until `stop()` says so); each one's result, or 'skipped'. */
export async function runParts(report: BenchReport, options: Options, stop: () => boolean): Promise<Record<string, unknown>> {
  const results: Record<string, unknown> = {};
  for (const part of PARTS) {
    if (stop()) break;
    const on = part.enabled(options) && (!options.partnerOnly || part.name === 'partner');
    results[part.name] = on ? await part.run(report, options) : 'skipped';
  }
  return results;
}

/** The goals of the parts that measured something, in the parts' order. */
export function partGoals(results: Record<string, unknown>): Goal[] {
  return PARTS.flatMap((part) => {
    const result = results[part.name];
    return part.goals && typeof result === 'object' && result !== null ? part.goals(result as never) : [];
  });
}
