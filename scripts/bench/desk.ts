/**
 * The leads desk's bench line: a store of 100,000 leads (six months, every form,
 * country and bootcamp), the real server on it, then
 *   - the leads page's answer (signed in, whole HTML) over 50 requests: p50 / p99, unfiltered,
 *     filtered (country + kind) and searched (a name part: the worst case, rows read until the page fills);
 *   - the CSV of all 100,000: time, bytes, and the server's resident memory before and at its peak
 *     while streaming (sampled from /proc every 10 ms).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { BOOTCAMP_SLUGS } from '../../src/contracts/bootcamp';
import { COUNTRY_CODES } from '../../src/contracts/country';
import { openLeadStore } from '../../host/server/leads/store/sqlite';
import { LEAD_FORMS } from '../../host/server/leads/store';
import { startRealServer } from './real-server';

/** One timed page. */
export interface DeskPageTiming {
  label: string;
  path: string;
  p50Ms: number;
  p99Ms: number;
}

/** What the desk bench measured. */
export interface DeskBenchResult {
  leads: number;
  pages: DeskPageTiming[];
  csv: { ms: number; bytes: number; rows: number; rssBeforeMb: number; rssPeakMb: number };
}

const TOKEN = 'test-rhhGgQ3cFun3gQZFXjMMARl9R5ZjLxapVLjxjj90C7I';
const FIRST = ['Ana', 'Luis', 'María', 'José', 'Carla', 'Pedro', 'Lucía', 'Diego', 'Sofía', 'Jorge'];
const LAST = ['Pérez', 'García', 'Quispe', 'Rojas', 'Torres', 'Flores', 'Vargas', 'Castro', 'Soto', 'Ramos'];

/** Fills a new store with `count` leads over the 180 days before `now`. */
export function seedStore(file: string, count: number, now: number): void {
  openLeadStore(file).close(); // creates and migrates
  const db = new Database(file);
  const insert = db.prepare(
    `INSERT INTO leads (id, kind, form, email, name, phone, country, bootcamp, fecha, source, page, lang, payload, payload_hash, quarantined, origin, received_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'es', ?, 'bench', ?, NULL, ?)`,
  );
  const span = 180 * 86_400_000;
  db.transaction(() => {
    for (let i = 0; i < count; i++) {
      const form = LEAD_FORMS[i % LEAD_FORMS.length]!;
      const kind = form === 'scholarship' || form === 'masterclass' ? 'scholarship' : 'brochure';
      const name = `${FIRST[i % 10]} ${LAST[Math.floor(i / 10) % 10]}`;
      const payload = JSON.stringify({ notify: true, ...(form === 'enrolment' ? { Plan: 'Contado', select_turno: 'noche' } : {}) });
      insert.run(
        `bench-${i.toString(36).padStart(8, '0')}`, kind, form, `lead${i}@example.com`, name, `+51${900000000 + i}`,
        COUNTRY_CODES[i % COUNTRY_CODES.length], BOOTCAMP_SLUGS[i % BOOTCAMP_SLUGS.length],
        kind === 'scholarship' ? '2026-03-14' : null, kind === 'brochure' ? '?utm_source=ig&utm_campaign=marzo' : null,
        `https://embudo.example/${form === 'masterclass' ? 'masterclass' : ''}`, payload, i % 97 === 0 ? 1 : 0,
        now - Math.floor((i / count) * span) - (i % 1000),
      );
    }
  })();
  db.close();
}

const percentile = (sorted: number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

function rssMb(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : Number.NaN;
}

/** Signs in like a browser (the form's CSRF token and cookie, a same-origin post); returns the Cookie header. */
async function signIn(origin: string): Promise<string> {
  const form = await fetch(`${origin}/admin/login`);
  const login = form.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const csrf = /name="csrf" value="([^"]+)"/.exec(await form.text())?.[1] ?? '';
  const res = await fetch(`${origin}/admin/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { Cookie: login, Origin: origin, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ csrf, token: TOKEN }),
  });
  const session = res.headers.getSetCookie().find((c) => c.startsWith('embudo_admin='));
  if (res.status !== 303 || !session) throw new Error(`sign-in failed (${res.status})`);
  return session.split(';')[0]!;
}

/** Runs the desk bench against dist/server/main.js. */
export async function runDeskBench(root: string, count = 100_000, requests = 50): Promise<DeskBenchResult> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'embudo-desk-bench-'));
  const file = path.join(dir, 'embudo.db');
  try {
    seedStore(file, count, Date.now());
    const real = await startRealServer(root, { EMBUDO_DB: file, EMBUDO_ADMIN_TOKEN: TOKEN, EMBUDO_RATE_LIMIT: 'off' });
    try {
      const cookie = await signIn(real.origin);
      const pages: DeskPageTiming[] = [];
      for (const [label, query] of [
        ['leads page, no filter', ''],
        ['leads page, country + kind', '?country=PE&kind=scholarship'],
        ['leads page, search "quispe"', '?q=quispe'],
      ] as const) {
        const times: number[] = [];
        for (let i = 0; i < requests + 3; i++) {
          const start = performance.now();
          const res = await fetch(`${real.origin}/admin/leads${query}`, { headers: { Cookie: cookie, 'Accept-Encoding': 'gzip' } });
          const text = await res.text();
          if (res.status !== 200 || !text.includes('id="leads"')) throw new Error(`${label}: status ${res.status}`);
          if (i >= 3) times.push(performance.now() - start); // three warm-up requests
        }
        times.sort((a, b) => a - b);
        pages.push({ label, path: `/admin/leads${query}`, p50Ms: percentile(times, 50), p99Ms: percentile(times, 99) });
      }
      const rssBeforeMb = rssMb(real.pid);
      let rssPeakMb = rssBeforeMb;
      const sampler = setInterval(() => (rssPeakMb = Math.max(rssPeakMb, rssMb(real.pid))), 10);
      const start = performance.now();
      const res = await fetch(`${real.origin}/admin/leads.csv`, { headers: { Cookie: cookie } });
      let bytes = 0;
      let rows = -1; // the header line
      const reader = res.body!.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        bytes += value.byteLength;
        for (let i = value.indexOf(10); i !== -1; i = value.indexOf(10, i + 1)) rows++;
      }
      const ms = performance.now() - start;
      clearInterval(sampler);
      if (rows !== count) throw new Error(`the CSV held ${rows} rows, not ${count}`);
      return { leads: count, pages, csv: { ms, bytes, rows, rssBeforeMb, rssPeakMb } };
    } finally {
      await real.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
