// The site reports each funnel stage a visit reaches to its server, once per visit.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { validateFunnelEvent } from '../../../src/contracts/events';
import { trackFunnel } from '../../../src/services/tracking';
import { startFunnelReport, VISIT_KEY } from './funnel-report';

let beacons: { url: string; body: unknown }[];
beforeEach(() => {
  sessionStorage.clear();
  beacons = [];
  vi.stubGlobal('navigator', {
    ...navigator,
    sendBeacon: (url: string, blob: Blob) => {
      beacons.push({ url, body: blob });
      return true;
    },
  });
  history.replaceState(null, '', '/?utm_source=ig&utm_campaign=marzo&fbclid=x');
});

const bodies = async () => Promise.all(beacons.map(async (b) => JSON.parse(await (b.body as Blob).text()) as Record<string, unknown>));

describe('startFunnelReport', () => {
  it('sends every stage any Embudo script tracks, once per visit, with the first page utm values; each body passes the contract', async () => {
    startFunnelReport();
    trackFunnel('viewed_landing');
    trackFunnel('viewed_landing');
    history.replaceState(null, '', '/inscripcion/fullstack/PE');
    dispatchEvent(new CustomEvent('embudo-funnel', { detail: { stage: 'opened_form' } }));
    dispatchEvent(new CustomEvent('embudo-funnel', { detail: { stage: 'not_a_stage' } }));
    const sent = await bodies();
    expect(beacons.map((b) => b.url)).toEqual(['/api/events', '/api/events']);
    expect(sent.map((b) => b.stage)).toEqual(['viewed_landing', 'opened_form']);
    expect(sent[0]).toMatchObject({ event_name: 'funnel', source: 'ig', campaign: 'marzo' });
    expect(sent[1]).toMatchObject({ source: 'ig', campaign: 'marzo', visit: sent[0]!.visit });
    for (const body of sent) expect(validateFunnelEvent(body).ok).toBe(true);
    expect(JSON.parse(sessionStorage.getItem(VISIT_KEY)!)).toMatchObject({ sent: ['viewed_landing', 'opened_form'] });
  });

  it('a new session is a new visit', async () => {
    startFunnelReport();
    trackFunnel('clicked_cta');
    const [first] = await bodies();
    sessionStorage.clear();
    trackFunnel('clicked_cta');
    const [, second] = await bodies();
    expect(second!.visit).not.toBe(first!.visit);
  });
});
