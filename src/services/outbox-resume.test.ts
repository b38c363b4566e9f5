import { afterEach, describe, expect, it } from 'vitest';
import { hasPendingLeads, outboxScriptUrl, resumeLeadsLater } from './outbox-resume';

afterEach(() => {
  localStorage.clear();
  document.head.querySelectorAll('script').forEach((s) => s.remove());
});

describe('hasPendingLeads', () => {
  it.each([
    [null, false],
    ['[]', false],
    ['[{"id":"a","state":"rejected"}]', false],
    ['[{"id":"a","state":"queued"}]', true],
    ['[{"id":"a","state":"rejected"},{"id":"b","state":"retrying"}]', true],
    ['not json', false],
  ])('%j → %s', (raw, expected) => {
    expect(hasPendingLeads(raw)).toBe(expected);
  });
});

describe('outboxScriptUrl', () => {
  it('sits beside an IIFE script', () => {
    expect(outboxScriptUrl('https://cdn.example/widgets/countdown.js')).toBe('https://cdn.example/widgets/outbox.js');
  });
  it('sits one folder up from an ESM entry', () => {
    expect(outboxScriptUrl('https://cdn.example/widgets/esm/countdown.js?v=1')).toBe('https://cdn.example/widgets/outbox.js');
  });
});

describe('resumeLeadsLater', () => {
  it('loads nothing when no lead is pending', () => {
    resumeLeadsLater('https://cdn.example/widgets/countdown.js');
    expect(document.querySelector('script[data-embudo-outbox]')).toBeNull();
  });

  it('loads outbox.js once when a lead waits', () => {
    localStorage.setItem('embudo:outbox', '[{"id":"abcdefgh","state":"queued"}]');
    resumeLeadsLater('https://cdn.example/widgets/countdown.js');
    resumeLeadsLater('https://cdn.example/widgets/deadline-bar.js');
    const scripts = document.querySelectorAll<HTMLScriptElement>('script[data-embudo-outbox]');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.getAttribute('src')).toBe('https://cdn.example/widgets/outbox.js');
  });

  it('survives storage that throws', () => {
    const original = Object.getOwnPropertyDescriptor(window, 'localStorage');
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get: () => {
        throw new Error('blocked');
      },
    });
    try {
      expect(() => resumeLeadsLater('https://cdn.example/widgets/countdown.js')).not.toThrow();
    } finally {
      if (original) Object.defineProperty(window, 'localStorage', original);
    }
  });
});
