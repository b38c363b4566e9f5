// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import {
  buildManifest,
  DATE_PROPERTY_TYPE,
  elementsOf,
  ManifestError,
  parseJsDoc,
  propsImportPath,
  readProps,
  readWidget,
  readWidgetSources,
  renderAll,
  renderElementTypes,
  renderReactTypes,
  type CemElement,
  type CemField,
  type CemMethod,
  type WidgetSource,
} from './gen-manifest';

const root = path.resolve(import.meta.dirname, '..');

/** The ManifestError problems a function throws (fails the test when it does not throw one). */
function problemsOf(fn: () => unknown): string[] {
  try {
    fn();
  } catch (e) {
    if (e instanceof ManifestError) return e.problems;
    throw e;
  }
  throw new Error('expected a ManifestError');
}

const PROPS = `import { attr } from '../../src/element';
/** Props. */
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

const element = (header: string, body = '', extra = '') => `import { EmbudoElement } from '../../src/element';
import { fooProps } from './foo.props';
${extra}
${header}
export class EmbudoFoo extends EmbudoElement<typeof fooProps, object, FooEvents> {
  static override readonly tagName = 'embudo-foo';
  static override readonly props = fooProps;
${body}
}
`;

const HEADER = `/**
 * A foo.
 *
 * @summary Does foo.
 * @tag embudo-foo
 * @slot - Default content.
 * @slot footer - The footer.
 * @event {CustomEvent<{ id: string }>} embudo-lead - Sent with
 *   the lead id.
 * @csspart base - The box.
 * @cssprop [--embudo-foo-gap=8px] - Gap.
 */`;

const EVENTS = `export interface FooEvents { 'embudo-lead': { id: string }; [type: \`embudo-\${string}\`]: unknown }`;

const foo = (header = HEADER, body = '', extra = EVENTS, props = PROPS): WidgetSource => ({
  elementPath: 'widgets/foo/foo.element.ts',
  elementSource: element(header, body, extra),
  propsPath: 'widgets/foo/foo.props.ts',
  propsSource: props,
});

describe('the real widgets', () => {
  const manifest = buildManifest(readWidgetSources(root));
  const byTag = (tag: string): CemElement => elementsOf(manifest).find((e) => e.tagName === tag)!;

  it('finds every widget, one module per element file', () => {
    expect(manifest.schemaVersion).toBe('2.1.0');
    const paths = manifest.modules.map((m) => m.path);
    expect(paths).toContain('widgets/countdown/countdown.element.ts');
    expect(paths).toContain('widgets/deadline-bar/deadline-bar.element.ts');
    const countdown = manifest.modules.find((m) => m.path === 'widgets/countdown/countdown.element.ts')!;
    expect(countdown.exports).toEqual([
      { kind: 'js', name: 'EmbudoCountdown', declaration: { name: 'EmbudoCountdown', module: 'widgets/countdown/countdown.element.ts' } },
      {
        kind: 'custom-element-definition',
        name: 'embudo-countdown',
        declaration: { name: 'EmbudoCountdown', module: 'widgets/countdown/countdown.element.ts' },
      },
    ]);
  });

  it("reads the countdown's header", () => {
    const c = byTag('embudo-countdown');
    expect(c).toMatchObject({ kind: 'class', customElement: true, name: 'EmbudoCountdown' });
    expect(c.summary).toMatch(/`end-at`/);
    expect(c.description.length).toBeGreaterThan(20);
    expect(c.description).not.toMatch(/@(summary|tag|slot)/);
    expect(c.events).toEqual([
      { name: 'embudo-time-up', type: { text: 'CustomEvent<{ endAt: number }>' }, description: expect.stringMatching(/\w/) },
    ]);
    expect(c.slots).toEqual([{ name: '', description: expect.stringMatching(/\w/) }]);
    expect(c.cssParts.map((p) => p.name)).toEqual(expect.arrayContaining(['base', 'digit', 'title']));
    expect(c.cssProperties.map((p) => p.name)).toContain('--embudo-countdown-digit-background');
    expect(c.cssProperties.map((p) => p.name)).toContain('--embudo-font');
  });

  it("reads the countdown's attributes and properties", () => {
    const c = byTag('embudo-countdown');
    const attr = (name: string) => c.attributes.find((a) => a.name === name);
    expect(attr('end-at')).toMatchObject({ fieldName: 'endAt', type: { text: 'string' }, default: 'null' });
    expect(attr('hide-year')).toMatchObject({
      fieldName: 'hideYear',
      type: { text: 'boolean' },
      default: 'false',
      description: expect.stringMatching(/^Hide the years/),
    });
    expect(attr('title-position')).toMatchObject({ fieldName: 'titlePosition', type: { text: "'top' | 'bottom'" }, default: "'bottom'" });
    expect(attr('size')?.type.text).toBe("'large' | 'medium' | 'small' | 'extra-small'");
    expect(attr('end-text')).toMatchObject({ type: { text: 'string' }, default: "''" });
    expect(attr('lang')).toMatchObject({ type: { text: "'es' | 'en'" }, default: "'es'" });
    expect(c.attributes.at(-1)?.name).toBe('lang');
    const field = (name: string) => c.members.find((m): m is CemField => m.kind === 'field' && m.name === name);
    expect(field('endAt')).toMatchObject({ type: { text: DATE_PROPERTY_TYPE }, attribute: 'end-at', default: 'null' });
    expect(field('titlePosition')).toMatchObject({ type: { text: "'top' | 'bottom'" }, attribute: 'title-position' });
    // Lifecycle callbacks and #private members are not API.
    expect(c.members.map((m) => m.name)).not.toContain('connectedCallback');
  });

  it("reads the deadline bar's defaults", () => {
    const d = byTag('embudo-deadline-bar');
    expect(d.attributes.find((a) => a.name === 'redirect')?.default).toBe("'/'");
    expect(d.attributes.find((a) => a.name === 'scroll-target')?.default).toBe("'#pricing'");
    expect(d.attributes.find((a) => a.name === 'mode')?.type.text).toBe("'auto' | 'discount' | 'preinscription'");
    expect(d.events[0]?.type.text).toBe("CustomEvent<{ mode: 'discount' | 'preinscription'; endAt: number; redirect?: string }>");
  });

  it('is fast', () => {
    const started = performance.now();
    renderAll(buildManifest(readWidgetSources(root)));
    expect(performance.now() - started).toBeLessThan(2000);
  });
});

describe('readProps', () => {
  it('reads every kind, with defaults as source text', () => {
    const props = readProps(PROPS, 'widgets/foo/foo.props.ts');
    expect(props.map((p) => [p.attribute, p.propertyType, p.attributeType, p.default])).toEqual([
      ['theme', "'light' | 'dark'", "'light' | 'dark'", "'dark'"],
      ['max', 'number', 'number', '3'],
      ['redirect', 'string', 'string', "'/'"],
      ['open', 'boolean', 'boolean', 'false'],
      ['starts-at', DATE_PROPERTY_TYPE, 'string', 'null'],
    ]);
  });

  it('rejects a prop without JSDoc, naming the file and the prop', () => {
    const source = `export const fooProps = {
      /** Documented. */
      theme: attr.oneOf(['light', 'dark'], 'light'),
      hideYear: attr.boolean(),
    };`;
    const problems = problemsOf(() => readProps(source, 'widgets/foo/foo.props.ts'));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^widgets\/foo\/foo\.props\.ts: prop "hideYear" has no JSDoc/);
  });

  it('does not take a plain // comment or an empty JSDoc for documentation', () => {
    const source = `export const p = {
      // Not JSDoc.
      a: attr.string(),
      /** */
      b: attr.string(),
    };`;
    const problems = problemsOf(() => readProps(source, 'p.ts'));
    expect(problems.map((p) => /prop "(\w+)"/.exec(p)?.[1])).toEqual(['a', 'b']);
  });

  it('rejects what it cannot document', () => {
    const source = `export const p = {
      /** A. */ a: attr.oneOf(['x', 'y'], 'z'),
      /** B. */ b: someHelper(),
      /** C. */ c: attr.number(defaultMax),
      /** D. */ 'bad-name': attr.string(),
      /** E. */ lang: attr.string(),
      ...common,
    };`;
    const problems = problemsOf(() => readProps(source, 'p.ts'));
    expect(problems).toHaveLength(6);
    expect(problems[0]).toMatch(/prop "a": expected a default that is one of 'x', 'y'/);
    expect(problems[1]).toMatch(/prop "b": expected attr\.string/);
    expect(problems[2]).toMatch(/prop "c": expected a literal default/);
    expect(problems[3]).toMatch(/"bad-name" is not a camelCase name/);
    expect(problems[4]).toMatch(/`lang` is handled by EmbudoElement/);
    expect(problems[5]).toMatch(/"\.\.\.common" is not a `name: attr\.kind/);
  });
});

describe('parseJsDoc', () => {
  it('keeps nested braces in a tag and joins continuation lines', () => {
    const doc = parseJsDoc(HEADER);
    expect(doc.description).toBe('A foo.');
    expect(doc.tags.find((t) => t.tag === 'event')?.text).toBe('{CustomEvent<{ id: string }>} embudo-lead - Sent with the lead id.');
    expect(doc.tags.map((t) => t.tag)).toEqual(['summary', 'tag', 'slot', 'slot', 'event', 'csspart', 'cssprop']);
  });
});

describe('readWidget', () => {
  it('reads a widget from inline sources', () => {
    const module = readWidget(foo());
    const el = module.declarations[0]!;
    expect(el.tagName).toBe('embudo-foo');
    expect(el.slots).toEqual([
      { name: '', description: 'Default content.' },
      { name: 'footer', description: 'The footer.' },
    ]);
    expect(el.events).toEqual([
      { name: 'embudo-lead', type: { text: 'CustomEvent<{ id: string }>' }, description: 'Sent with the lead id.' },
    ]);
    expect(el.cssProperties).toEqual([{ name: '--embudo-foo-gap', description: 'Gap.', default: '8px' }]);
    expect(el.attributes.map((a) => a.name)).toEqual(['theme', 'max', 'redirect', 'open', 'starts-at', 'lang']);
  });

  it('documents public methods and skips private, protected and overridden ones', () => {
    const body = `
  /** Opens the dialog. */
  show(focus = true): void {}
  /**
   * Closes it.
   * @param reason - Why.
   * @returns Whether it was open.
   */
  close(reason?: string): boolean { return true; }
  protected helper(): void {}
  #secret(): void {}
  override connectedCallback(): void {}`;
    const members = readWidget(foo(HEADER, body)).declarations[0]!.members.filter((m): m is CemMethod => m.kind === 'method');
    expect(members.map((m) => m.name)).toEqual(['show', 'close']);
    expect(members[0]?.parameters).toEqual([{ name: 'focus', type: { text: 'boolean' }, optional: true }]);
    expect(members[1]).toMatchObject({
      parameters: [{ name: 'reason', type: { text: 'string' }, optional: true, description: 'Why.' }],
      return: { type: { text: 'boolean' }, description: 'Whether it was open.' },
    });
  });

  it('rejects an undocumented public method', () => {
    expect(problemsOf(() => readWidget(foo(HEADER, '  show(): void {}')))).toEqual([
      expect.stringMatching(/public member EmbudoFoo\.show has no JSDoc/),
    ]);
  });

  it('rejects a header without @tag or @summary', () => {
    const problems = problemsOf(() => readWidget(foo(HEADER.replace(/ \* @summary.*\n/, '').replace(/ \* @tag.*\n/, ''))));
    expect(problems).toContainEqual(expect.stringMatching(/^widgets\/foo\/foo\.element\.ts: class EmbudoFoo has no @summary/));
    expect(problems).toContainEqual(expect.stringMatching(/^widgets\/foo\/foo\.element\.ts: class EmbudoFoo has no @tag/));
  });

  it('rejects a tag without the embudo- prefix, or one that differs from static tagName', () => {
    expect(problemsOf(() => readWidget(foo(HEADER.replace('@tag embudo-foo', '@tag x-foo'))))).toContainEqual(
      expect.stringMatching(/has @tag x-foo; Embudo tags start with "embudo-"/),
    );
    expect(problemsOf(() => readWidget(foo(HEADER.replace('@tag embudo-foo', '@tag embudo-bar'))))).toEqual([
      expect.stringMatching(/static tagName 'embudo-foo' differs from the JSDoc @tag embudo-bar/),
    ]);
  });

  it('rejects events missing from the header or from the typed event map, and unknown tags', () => {
    const extra = `export interface FooEvents { 'embudo-lead': { id: string }; 'embudo-close': undefined }`;
    expect(problemsOf(() => readWidget(foo(HEADER, '', extra)))).toEqual([
      expect.stringMatching(/declares the event "embudo-close" but the JSDoc header has no @event/),
    ]);
    const typo = HEADER.replace('@csspart base', '@cssparts base');
    expect(problemsOf(() => readWidget(foo(typo)))).toEqual([expect.stringMatching(/unknown JSDoc tag @cssparts/)]);
  });

  it('reports the props file and prop when a prop lacks JSDoc', () => {
    const props = PROPS.replace('  /** How many. */\n', '');
    expect(problemsOf(() => readWidget(foo(HEADER, '', EVENTS, props)))).toEqual([
      expect.stringMatching(/^widgets\/foo\/foo\.props\.ts: prop "max" has no JSDoc/),
    ]);
  });

  it('finds the props file from the import', () => {
    expect(propsImportPath(element(HEADER), 'widgets/foo/foo.element.ts')).toBe('widgets/foo/foo.props.ts');
  });

  it('collects the problems of every widget before failing', () => {
    const bad = foo(HEADER.replace('@summary Does foo.', ''));
    const other = { ...foo(HEADER.replace('@tag embudo-foo', '@tag foo')), elementPath: 'widgets/bar/bar.element.ts' };
    const problems = problemsOf(() => buildManifest([bad, other]));
    expect(problems.some((p) => p.startsWith('widgets/foo/foo.element.ts'))).toBe(true);
    expect(problems.some((p) => p.startsWith('widgets/bar/bar.element.ts'))).toBe(true);
  });
});

describe('generated typings', () => {
  const manifest = buildManifest(readWidgetSources(root));

  it('declares React intrinsic elements with attributes, properties and working event props', () => {
    const react = renderReactTypes(manifest);
    expect(react).toContain("declare module 'react' {");
    expect(react).toContain("'embudo-countdown': EmbudoCountdownReactProps;");
    expect(react).toMatch(/'hide-year'\?: boolean \| '' \| undefined;/);
    expect(react).toMatch(/'title-position'\?: 'top' \| 'bottom' \| undefined;/);
    expect(react).toMatch(/endAt\?: string \| number \| Date \| null \| undefined;/);
    expect(react).toMatch(/'onembudo-time-up'\?: \(\(event: CustomEvent<\{ endAt: number \}>\) => void\) \| undefined;/);
    expect(react).toMatch(/\/\*\* @deprecated Never fires[^\n]*\*\/\n\s+onEmbudoTimeUp\?:/);
  });

  it('types the elements for the DOM', () => {
    const dom = renderElementTypes(manifest);
    expect(dom).toContain("'embudo-countdown': EmbudoCountdownElement;");
    expect(dom).toContain('get endAt(): number | null;');
    expect(dom).toContain(`set endAt(value: ${DATE_PROPERTY_TYPE});`);
    expect(dom).toContain("'embudo-time-up': CustomEvent<{ endAt: number }>;");
  });

  it('compile, and accept and refuse what they should, in React and Preact', () => {
    const files = renderAll(manifest);
    const dir = path.join(root, '.gen-manifest-typecheck'); // virtual: never written
    const virtual = new Map<string, string>([
      [path.join(dir, 'embudo-elements.d.ts'), files['dist/types/embudo-elements.d.ts']!],
      [path.join(dir, 'embudo-react.d.ts'), files['dist/types/embudo-react.d.ts']!],
      [path.join(dir, 'embudo-preact.d.ts'), files['dist/types/embudo-preact.d.ts']!],
      [
        path.join(dir, 'use-react.tsx'),
        `/** @jsxImportSource react */
import { useRef } from 'react';
export function Page() {
  const ref = useRef<HTMLElementTagNameMap['embudo-countdown']>(null);
  return (
    <>
      <embudo-countdown ref={ref} lang="en" end-at="2026-12-15T23:59:59-05:00" hide-year hide-month={false} size="small" className="c" onembudo-time-up={(e) => e.detail.endAt.toFixed()}>
        <p>Done</p>
      </embudo-countdown>
      <embudo-countdown endAt={new Date()} hideYear titlePosition="top" key="k" />
      <embudo-deadline-bar mode="discount" scroll-target="#p" onembudo-time-up={(e) => { if (e.detail.mode === 'discount') e.preventDefault(); }} />
    </>
  );
}
export const badTheme = <embudo-countdown theme="blue" />;
export const badLang = <embudo-countdown lang="fr" />;
export const badBool = <embudo-countdown hide-year="yes" />;
export const unknown = <embudo-countdown nope="1" />;
const el = document.querySelector('embudo-countdown')!;
el.endAt = new Date();
export const ms: number | null = el.endAt;
el.addEventListener('embudo-time-up', (e) => e.detail.endAt);
`,
      ],
      [
        path.join(dir, 'use-preact.tsx'),
        `/** @jsxImportSource preact */
export const ok = <embudo-countdown lang="es" class="c" end-at={Date.now()} hide-year titlePosition="top" onembudo-time-up={(e) => e.detail.endAt} />;
export const badSize = <embudo-countdown size="huge" />;
export const camel = <embudo-countdown onEmbudoTimeUp={() => {}} />;
`,
      ],
    ]);
    const options: ts.CompilerOptions = {
      strict: true,
      exactOptionalPropertyTypes: true,
      noEmit: true,
      jsx: ts.JsxEmit.ReactJSX,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      target: ts.ScriptTarget.ES2022,
      lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
      types: [],
    };
    const host = ts.createCompilerHost(options);
    const { getSourceFile, fileExists, readFile } = host;
    host.fileExists = (f) => virtual.has(f) || fileExists.call(host, f);
    host.readFile = (f) => virtual.get(f) ?? readFile.call(host, f);
    const { directoryExists } = host;
    host.directoryExists = (d) => d === dir || (directoryExists?.call(host, d) ?? true);
    host.getSourceFile = (f, lang, ...rest) => {
      const text = virtual.get(f);
      return text !== undefined ? ts.createSourceFile(f, text, lang) : getSourceFile.call(host, f, lang, ...rest);
    };
    const program = ts.createProgram([...virtual.keys()], options, host);
    const errors = [...virtual.keys()].flatMap((f) =>
      program.getSemanticDiagnostics(program.getSourceFile(f)).map((d) => {
        const { line } = d.file!.getLineAndCharacterOfPosition(d.start!);
        return `${path.basename(d.file!.fileName)}:${line + 1} ${ts.flattenDiagnosticMessageText(d.messageText, ' ').slice(0, 90)}`;
      }),
    );
    // Only the deliberately wrong lines fail; the generated .d.ts files themselves are clean.
    expect(
      errors.map((e) => e.split(' ')[0]),
      errors.join('\n'),
    ).toEqual(['use-react.tsx:15', 'use-react.tsx:16', 'use-react.tsx:17', 'use-react.tsx:18', 'use-preact.tsx:3', 'use-preact.tsx:4']);
    expect(errors[0]).toMatch(/"blue"/);
  }, 30_000);
});

describe('the command', () => {
  it('exits 1 naming the file and prop when a prop has no JSDoc', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'gen-manifest-'));
    try {
      mkdirSync(path.join(dir, 'widgets/foo'), { recursive: true });
      const w = foo(HEADER, '', EVENTS, PROPS.replace('  /** Open it. */\n', ''));
      writeFileSync(path.join(dir, w.elementPath), w.elementSource);
      writeFileSync(path.join(dir, w.propsPath!), w.propsSource!);
      const run = spawnSync(path.join(root, 'node_modules/.bin/tsx'), [path.join(root, 'scripts/gen-manifest.ts')], {
        cwd: dir,
        encoding: 'utf8',
      });
      expect(run.status).toBe(1);
      expect(run.stderr).toContain('widgets/foo/foo.props.ts: prop "open" has no JSDoc');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);
});
