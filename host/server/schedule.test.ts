import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { pricingRoutes } from './pricing';
import { scheduleRoutes } from './schedule';
import { loadSiteContent, SiteContentError } from './site-content';
import type { Schedule } from '../../src/contracts/site-content';

const content = path.join(import.meta.dirname, '../../content');
const shipped = (): Schedule => loadSiteContent(content).content.schedule;

describe('GET /api/schedule and GET /api/time', () => {
  it('serves the validated schedule, cached and open to partner pages', async () => {
    const app = scheduleRoutes({ schedule: shipped() });
    const res = await app.request('/schedule', { headers: { Origin: 'https://partner.example' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=300');
    const body = (await res.json()) as Schedule;
    expect(body.timeZone).toBe('America/Lima');
    expect(body.bootcamps.fullstack?.turnos.noche).toEqual(shipped().bootcamps.fullstack?.turnos.noche);
    const again = await app.request('/schedule', { headers: { 'If-None-Match': res.headers.get('ETag')! } });
    expect(again.status).toBe(304);
  });

  it("answers the server's clock, never cached", async () => {
    const app = scheduleRoutes({ schedule: shipped(), now: () => 1_234_567 });
    const res = await app.request('/time', { headers: { Origin: 'https://partner.example' } });
    expect(await res.json()).toEqual({ now: 1_234_567 });
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(res.headers.get('Access-Control-Allow-Origin')).toBe('*');
  });

  it("gives the pricing answer each bootcamp's next starts and the next open close, from the shipped rules", async () => {
    const pricing = JSON.parse(readFileSync(path.join(content, 'pricing.json'), 'utf8'));
    let now = Date.parse('2026-11-28T10:00:00-05:00');
    const app = pricingRoutes({ pricing, schedule: shipped(), now: () => now });
    type Served = { bootcamps: Record<string, { fechaLimite?: string; fecha_inicio?: string; fechas: unknown[]; mesesInicio: string[] }> };
    const served = async () => ((await (await app.request('/pricing')).json()) as Served).bootcamps.fullstack!;
    expect(await served()).toMatchObject({
      fecha_inicio: '2026-12-02',
      fechaLimite: '2026-12-01T23:59:59-05:00',
      mesesInicio: ['Diciembre'],
      fechas: [
        { mes: 'Diciembre', dias: 'Lunes y Miércoles', turno: 'noche' },
        { mes: 'Diciembre', dias: 'Lunes y Miércoles', turno: 'noche' },
        { mes: 'Diciembre', dias: 'Miércoles y Sábado', turno: 'noche' },
      ],
    });
    // Once the first close has passed, the answer moves on to the next cohort, without a restart.
    now = Date.parse('2026-12-02T00:00:01-05:00');
    expect(await served()).toMatchObject({
      fecha_inicio: '2026-12-07',
      fechaLimite: '2026-12-06T23:59:59-05:00',
      mesesInicio: ['Diciembre', 'Enero'],
    });
  });

  it('serves the next three starts of each bootcamp with their closes, and moves on as they pass', async () => {
    let now = Date.parse('2026-12-01T12:00:00-05:00');
    const app = scheduleRoutes({ schedule: shipped(), now: () => now });
    const body = async () => (await (await app.request('/schedule')).json()) as Schedule;
    const first = await body();
    expect(first).not.toHaveProperty('placeholder');
    expect(first.deadlines).toEqual({ enrolmentCloses: '2026-12-01T23:59:59-05:00' });
    expect(first.bootcamps.fullstack!.cohorts!.map((c) => c.start)).toEqual(['2026-12-02', '2026-12-07', '2026-12-14']);
    now = Date.parse('2026-12-02T08:00:00-05:00');
    const next = await body();
    expect(next.deadlines).toEqual({ enrolmentCloses: '2026-12-06T23:59:59-05:00' });
    expect(next.bootcamps.fullstack!.cohorts!.map((c) => c.start)).toEqual(['2026-12-07', '2026-12-14', '2027-01-04']);
  });
});

describe('content/schedule.json at start', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));
  const withSchedule = (text: string): string => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'embudo-schedule-'));
    for (const name of ['site.json', 'team.json', 'founders.json', 'employers.json'])
      writeFileSync(path.join(dir, name), readFileSync(path.join(content, name)));
    writeFileSync(path.join(dir, 'schedule.json'), text);
    return dir;
  };

  it('names the line and the field of a bad value', () => {
    const text = readFileSync(path.join(content, 'schedule.json'), 'utf8').replace('"19:00"', '"7 PM"');
    const line = text.split('\n').findIndex((l) => l.includes('"7 PM"')) + 1;
    expect(() => loadSiteContent(withSchedule(text))).toThrow(new RegExp(`line ${line}, bootcamps\\.fullstack\\.turnos\\.noche: expected`));
    expect(() => loadSiteContent(withSchedule(text))).toThrow(SiteContentError);
  });

  it('takes America/Lima when no zone is named, and checks campaign deadlines', () => {
    const value = JSON.parse(readFileSync(path.join(content, 'schedule.json'), 'utf8'));
    delete value.timeZone;
    expect(loadSiteContent(withSchedule(JSON.stringify(value))).content.schedule.timeZone).toBe('America/Lima');
    rmSync(dir, { recursive: true, force: true });
    value.deadlines = { campaigns: { 'black-friday': '2026-11-30' } };
    expect(() => loadSiteContent(withSchedule(JSON.stringify(value, null, 2)))).toThrow(
      /deadlines\.campaigns\.black-friday: expected an instant/,
    );
  });
});

describe('site.json as the pages get it', () => {
  it('adds the chat number written for people, grouped as its country writes it', () => {
    const settings = loadSiteContent(content).content.settings;
    expect(settings.chatPhone).toMatch(/^\d+$/);
    expect(settings.chatPhoneShown).toBe('+1 555 555 0100');
  });
});
