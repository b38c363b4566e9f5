// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { jsxTypes, renderElementTypes, elementsOf } from './cem-outputs';
import { analyzeSources, LANG, type CemElement } from './cem-plugin';

const PROPS = `import { attr } from '../../src/element';
export const fooProps = {
  /** Colour scheme. */
  theme: attr.oneOf(['light', 'dark'] as const, 'dark'),
  /** How many. */
  max: attr.number(3, -1, 10),
  /** Where to go. */
  redirect: attr.string('/'),
  /** Open it. */
  open: attr.boolean(),
  /** When. */
  startsAt: attr.date(),
};
`;

const element = (body = '', header = '@summary Does foo.\n * @tag embudo-foo') => `import { EmbudoElement } from '../../src/element';
import { fooProps } from './foo.props';
/**
 * A foo.
 *
 * ${header}
 * @slot - Default content.
 * @event {CustomEvent<{ id: string }>} embudo-lead - Sent with the lead id.
 * @csspart base - The box.
 * @cssprop --embudo-foo-gap - Gap.
 */
export class EmbudoFoo extends EmbudoElement<typeof fooProps> {
  static override readonly tagName = 'embudo-foo';
  static override readonly props = fooProps;
  static override readonly styles = '';
  static later = () => import('./foo.later');
  /** Loads the later part. */
  static preload(): void {}
  readonly #state = 1;
  override connectedCallback(): void {}
  protected render(): void {}
${body}
}
`;

const analyze = (source: string, props = PROPS) =>
  analyzeSources({ 'widgets/foo/foo.element.ts': source, 'widgets/foo/foo.props.ts': props }).then((m) => ({
    manifest: m,
    el: elementsOf(m)[0]!,
  }));

describe('the embudo analyzer plugin', () => {
  it('documents the props table as attributes and properties, with lang from the base class', async () => {
    const { el } = await analyze(element());
    expect(el.attributes).toEqual([
      { name: 'theme', fieldName: 'theme', type: { text: "'light' | 'dark'" }, default: "'dark'", description: 'Colour scheme.' },
      { name: 'max', fieldName: 'max', type: { text: 'number' }, default: '3', description: 'How many.' },
      { name: 'redirect', fieldName: 'redirect', type: { text: 'string' }, default: "'/'", description: 'Where to go.' },
      { name: 'open', fieldName: 'open', type: { text: 'boolean' }, default: 'false', description: 'Open it.' },
      { name: 'starts-at', fieldName: 'startsAt', type: { text: 'string' }, default: 'null', description: 'When.' },
      LANG,
    ]);
    expect(el.members?.find((m) => m.name === 'startsAt')).toMatchObject({
      type: { text: 'string | number | Date | null' },
      attribute: 'starts-at',
    });
    expect(el.superclass).toEqual({ name: 'EmbudoElement', module: 'src/element/embudo-element.ts' });
  });

  it('reads the JSDoc header: summary, tag, slot, event, part, custom property', async () => {
    const { manifest, el } = await analyze(element());
    expect(el).toMatchObject({ tagName: 'embudo-foo', summary: 'Does foo.', description: 'A foo.' });
    expect(el.slots).toEqual([{ name: '', description: 'Default content.' }]);
    expect(el.events).toEqual([
      { name: 'embudo-lead', type: { text: 'CustomEvent<{ id: string }>' }, description: 'Sent with the lead id.' },
    ]);
    expect(el.cssParts).toEqual([{ name: 'base', description: 'The box.' }]);
    expect(el.cssProperties).toEqual([{ name: '--embudo-foo-gap', description: 'Gap.' }]);
    expect(manifest.modules[0]!.exports).toEqual([
      { kind: 'js', name: 'EmbudoFoo', declaration: { name: 'EmbudoFoo', module: 'widgets/foo/foo.element.ts' } },
      { kind: 'custom-element-definition', name: 'embudo-foo', declaration: { name: 'EmbudoFoo', module: 'widgets/foo/foo.element.ts' } },
    ]);
  });

  it('keeps public documented members only: no statics, #private, protected, lifecycle or @internal ones', async () => {
    const body = `  /** Opens it. */\n  show(): void {}\n  /** Not API. @internal */\n  debug(): void {}\n  /** @ignore */\n  get trace(): string { return ''; }`;
    const { el } = await analyze(element(body));
    const names = (el.members ?? []).map((m) => m.name);
    expect(names).toEqual(['theme', 'max', 'redirect', 'open', 'startsAt', 'show']);
    expect(el.members?.at(-1)).toMatchObject({ kind: 'method', description: 'Opens it.', privacy: 'public' });
  });

  it('refuses what it cannot document, naming the file', async () => {
    await expect(analyze(element('  open2(): void {}'))).rejects.toThrow(
      /widgets\/foo\/foo.element.ts: class EmbudoFoo: public member open2 has no JSDoc/,
    );
    await expect(analyze(element('', '@tag embudo-foo'))).rejects.toThrow(/has no @summary/);
    await expect(analyze(element('', '@summary S.\n * @tag embudo-bar'))).rejects.toThrow(
      /static tagName 'embudo-foo' differs from @tag embudo-bar/,
    );
    await expect(analyze(element(), PROPS.replace('  /** Open it. */\n', ''))).rejects.toThrow(
      /widgets\/foo\/foo.props.ts: prop "open" has no JSDoc/,
    );
    await expect(analyze(element(), PROPS.replace("attr.string('/')", 'attr.string(base)'))).rejects.toThrow(
      /prop "redirect": its default must be a literal/,
    );
  });
});

describe('the typings it feeds', () => {
  it('write a DOM interface per element and tie JSX types to one framework each', async () => {
    const { manifest } = await analyze(element('  /** Opens it. */\n  show(): void {}'));
    const dom = renderElementTypes(elementsOf(manifest) as CemElement[]);
    expect(dom).toContain("'embudo-foo': EmbudoFoo;");
    expect(dom).toContain('  get startsAt(): number | null;\n  set startsAt(value: string | number | Date | null);');
    expect(dom).toContain('  show(): void;');
    for (const framework of ['react', 'preact'] as const) {
      const jsx = jsxTypes(manifest, framework);
      expect(jsx.match(/^declare (module|global).*$/gm)).toEqual([`declare module '${framework}' {`]);
      expect(jsx).toMatch(/"starts-at"\?: number \| string \| undefined;/);
      expect(jsx).toMatch(/"startsAt"\?: string \| number \| Date \| null \| undefined;/);
      expect(jsx).toMatch(/"max"\?: number \| string \| number \| undefined;/);
      expect(jsx).toMatch(/"onembudo-lead"\?:/);
      expect(jsx).not.toContain('"undefined"?:');
    }
  });
});
