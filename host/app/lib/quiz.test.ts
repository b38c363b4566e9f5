import { describe, expect, it } from 'vitest';
import { QUESTIONS, emptyQuiz, parseQuizState, recommend } from './quiz';

describe('quiz', () => {
  it('has about eight questions, each with options in both languages', () => {
    expect(QUESTIONS).toHaveLength(8);
    for (const q of QUESTIONS) {
      expect(q.text.es && q.text.en).toBeTruthy();
      expect(q.options.length).toBeGreaterThanOrEqual(3);
      for (const o of q.options) expect(o.text.es && o.text.en).toBeTruthy();
    }
  });
  it('recommends the track with most points; ties go to full stack', () => {
    expect(recommend([0, 0, 0, 3, 0, 0, 1, 0])).toBe('frontend-completo');
    expect(recommend([1, 1, 1, 2, 1, 1, 2, 3])).toBe('backend-completo');
    expect(recommend([2, 0, 3, 0, 2, 0, 1, 3])).toBe('apps-moviles-flutter');
    expect(recommend([3, 3, 3, 1, 3, 2, 0, 1])).toBe('fullstack-web-apps-completo');
    expect(recommend(emptyQuiz().answers)).toBe('fullstack-web-apps-completo');
  });
  it('restores only a consistent stored state', () => {
    expect(parseQuizState(JSON.stringify({ answers: [0, 1, null, null, null, null, null, null], step: 2 }))).toEqual({
      answers: [0, 1, null, null, null, null, null, null],
      step: 2,
    });
    expect(parseQuizState(JSON.stringify({ answers: [0, null, null, null, null, null, null, null], step: 2 }))).toBeUndefined();
    expect(parseQuizState(JSON.stringify({ answers: [9, null, null, null, null, null, null, null], step: 0 }))).toBeUndefined();
    expect(parseQuizState('{nope')).toBeUndefined();
    expect(parseQuizState(null)).toBeUndefined();
  });
});
