import { describe, expect, it } from 'vitest';
import { formatPostDate, frontMatterIssues, isCalendarDate, readingMinutes, splitFrontMatter } from './blog';

describe('blog contract', () => {
  it('splits front matter and unquotes values', () => {
    expect(splitFrontMatter('---\ntitle: "A: b"\nlang: es\n---\nBody')).toEqual({ data: { title: 'A: b', lang: 'es' }, body: 'Body' });
    expect(splitFrontMatter('Body only')).toBeNull();
  });
  it('checks fields and dates', () => {
    expect(frontMatterIssues({ title: 'T', date: '2026-01-01', lang: 'en', excerpt: 'E' })).toEqual([]);
    expect(frontMatterIssues({}).map((i) => i.field)).toEqual(['title', 'excerpt', 'date', 'lang']);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2028-02-29')).toBe(true);
  });
  it('reads time and dates the same everywhere', () => {
    expect(readingMinutes('one two')).toBe(1);
    expect(readingMinutes('w '.repeat(401))).toBe(3);
    expect(formatPostDate('2026-09-14', 'es')).toBe('14 de septiembre de 2026');
    expect(formatPostDate('2026-09-14', 'en')).toBe('September 14, 2026');
  });
});
