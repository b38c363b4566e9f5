// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findLaterParts } from './rollup-later';

let root: string | undefined;
afterEach(() => root && rmSync(root, { recursive: true, force: true }));

/** A scratch repository with one widget folder holding `files`. */
function widget(name: string, files: Record<string, string>): string {
  root = mkdtempSync(path.join(tmpdir(), 'embudo-later-'));
  mkdirSync(path.join(root, 'widgets', name), { recursive: true });
  for (const [file, text] of Object.entries(files)) writeFileSync(path.join(root, 'widgets', name, file), text);
  return root;
}

describe('findLaterParts (the later parts the element classes declare)', () => {
  it("finds this repository's five: the lead modals and the pricing as part scripts, the chat button and social proof inlined", () => {
    const widgets = ['brochure-modal', 'chat-button', 'countdown', 'deadline-bar', 'pricing', 'scholarship-modal', 'social-proof'];
    const parts = findLaterParts(widgets).map(({ widget, inline, file, module }) => [widget, inline, file, path.basename(module)]);
    expect(parts).toEqual([
      ['brochure-modal', false, 'brochure-modal-later.js', 'brochure-modal.later.ts'],
      ['chat-button', true, 'chat-button-later.js', 'chat-button.later.ts'],
      ['pricing', false, 'pricing-later.js', 'pricing.later.ts'],
      ['scholarship-modal', false, 'scholarship-modal-later.js', 'scholarship-modal.later.ts'],
      ['social-proof', true, 'social-proof-later.js', 'social-proof.later.ts'],
    ]);
  });

  it('fails on a later file its element does not declare, and on a part named otherwise', () => {
    const undeclared = widget('x', { 'x.element.ts': 'export class X {}', 'x.later.ts': 'export const later = 1;' });
    expect(() => findLaterParts(['x'], undeclared)).toThrow(/x\.later\.ts is not declared/);
    const misnamed = widget('y', {
      'y.element.ts': "static later = laterPart(() => import('./y.form'));",
      'y.form.ts': 'export const later = 1;',
    });
    expect(() => findLaterParts(['y'], misnamed)).toThrow(/a later part is \.\/y\.later\.ts\(x\), not \.\/y\.form/);
  });

  it('reads a declaration split over lines, with or without inline', () => {
    const dir = widget('z', {
      'z.element.ts': "static later = laterPart(\n  () => import('./z.later'),\n  'inline',\n);",
      'z.later.tsx': 'export const later = 1;',
    });
    expect(findLaterParts(['z'], dir)).toEqual([
      { widget: 'z', module: path.join(dir, 'widgets/z/z.later.tsx'), inline: true, file: 'z-later.js' },
    ]);
  });
});
