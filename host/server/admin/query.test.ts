// The desk's query strings (filters, cursor, funnel range).
import { describe, expect, it } from 'vitest';
import { decodeCursor, deskSearch, encodeChannel, encodeCursor, parseDeskQuery, parseFunnelQuery } from './query';

const LIMA = 'America/Lima';

describe('parseDeskQuery', () => {
  it('reads the filters; days are whole days in the school zone, `to` included', () => {
    const q = parseDeskQuery(
      new URLSearchParams('kind=enrolment&bootcamp=cloud-aws&country=PE&from=2026-03-01&to=2026-03-02&q=%20ana%20'),
      LIMA,
    );
    expect(q.filter).toEqual({
      form: 'enrolment',
      bootcamp: 'cloud-aws',
      country: 'PE',
      fromMs: Date.parse('2026-03-01T05:00:00Z'),
      toMs: Date.parse('2026-03-03T05:00:00Z'),
      search: 'ana',
    });
    expect(q.ignored).toEqual([]);
    expect(deskSearch(q.form)).toBe('?kind=enrolment&bootcamp=cloud-aws&country=PE&from=2026-03-01&to=2026-03-02&q=ana');
  });

  it('leaves out and names what it cannot use', () => {
    const q = parseDeskQuery(
      new URLSearchParams(`kind=bot&country=pe&from=2026-02-30&to=yesterday&q=${'x'.repeat(101)}&after=1;DROP`),
      LIMA,
    );
    expect(q.filter).toEqual({});
    expect(q.ignored.map((i) => i.param)).toEqual(['kind', 'country', 'from', 'to', 'q', 'after']);
  });

  it('the cursor goes to the address and back', () => {
    const cursor = { receivedAt: 1_767_000_000_123, rowid: 42 };
    expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor);
    expect(decodeCursor('1.2.3')).toBeNull();
    expect(deskSearch({ kind: '', bootcamp: '', country: 'PE', from: '', to: '', q: '' }, cursor)).toBe(
      `?country=PE&after=${encodeCursor(cursor)}`,
    );
  });
});

describe('parseFunnelQuery', () => {
  const now = Date.parse('2026-03-10T03:00:00Z'); // still 9 March in Lima

  it('defaults to the last 30 days up to today in the school zone', () => {
    const q = parseFunnelQuery(new URLSearchParams(), LIMA, now);
    expect(q.form).toEqual({ from: '2026-02-08', to: '2026-03-09', channel: '' });
    expect(q.days).toHaveLength(30);
    expect(q.filter).toEqual({ fromMs: Date.parse('2026-02-08T05:00:00Z'), toMs: Date.parse('2026-03-10T05:00:00Z') });
  });

  it('reads a channel (source and campaign, either may be empty)', () => {
    const q = parseFunnelQuery(new URLSearchParams({ channel: encodeChannel('fb ads', '') }), LIMA, now);
    expect(q.filter).toMatchObject({ source: 'fb ads', campaign: '' });
    const bad = parseFunnelQuery(new URLSearchParams({ channel: 'no-tilde' }), LIMA, now);
    expect(bad.filter.source).toBeUndefined();
    expect(bad.ignored).toEqual([{ param: 'channel', value: 'no-tilde' }]);
  });

  it('a range past a year is cut to 366 days; a reversed one falls back', () => {
    expect(parseFunnelQuery(new URLSearchParams('from=2020-01-01&to=2026-01-01'), LIMA, now).days).toHaveLength(366);
    const reversed = parseFunnelQuery(new URLSearchParams('from=2026-03-05&to=2026-03-01'), LIMA, now);
    expect(reversed.form.to).toBe('2026-03-01');
    expect(reversed.ignored[0]?.param).toBe('from');
  });
});
