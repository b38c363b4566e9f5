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

  it("gives the pricing answer the schedule's one enrolment deadline as fechaLimite", async () => {
    const pricing = JSON.parse(readFileSync(path.join(content, 'pricing.json'), 'utf8'));
    const app = pricingRoutes({ pricing, schedule: shipped() });
    const body = (await (await app.request('/pricing')).json()) as { bootcamps: Record<string, { fechaLimite: string }> };
    for (const b of Object.values(body.bootcamps)) expect(b.fechaLimite).toBe(shipped().deadlines.enrolmentCloses);
  });
});

describe('content/schedule.json at start', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));
  const withSchedule = (text: string): string => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'embudo-schedule-'));
    for (const name of ['site.json', 'team.json', 'founders.json', 'employers.json']) writeFileSync(path.join(dir, name), readFileSync(path.join(content, name)));
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
    value.deadlines.campaigns = { 'black-friday': '2026-11-30' };
    expect(() => loadSiteContent(withSchedule(JSON.stringify(value, null, 2)))).toThrow(/deadlines\.campaigns\.black-friday: expected an instant/);
  });
});

describe('site.json as the pages get it', () => {
  it('adds the chat number written for people, grouped as its country writes it', () => {
    const settings = loadSiteContent(content).content.settings;
    expect(settings.chatPhone).toMatch(/^\d+$/);
    expect(settings.chatPhoneShown).toBe('+1 555 555 0100');
  });
});
