/**
 * `npm run new:widget -- <name>`: a new widget with the standard anatomy (README "Add a widget",
 * docs/architecture.md#widget-anatomy), registered in the all-in-one bundle.
 *
 * Writes widgets/<name>/ (<name>.props.ts, <name>.element.ts with its JSDoc API header,
 * <name>.view.tsx, <name>.styles.ts, <name>.test.ts, README.md, index.ts, and its texts in
 * <name>.texts.ts), and adds the class to widgets/index.ts (import, `boot(...)`, exports). The
 * build finds widgets/<name>/index.ts by itself and the manifest comes from the element's JSDoc
 * header, so nothing else is registered. What stays by hand is printed at the end (and in the README).
 * `--dry-run` lists what it would write and changes nothing.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** A widget folder name: kebab-case, a letter first (the tag is `embudo-<name>`). */
export const WIDGET_NAME = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

/** The files of a widget's folder, in the README how-to's order. */
export const widgetFiles = (name: string): string[] =>
  ['props.ts', 'element.ts', 'view.tsx', 'styles.ts', 'test.ts']
    .map((ext) => `widgets/${name}/${name}.${ext}`)
    .concat(`widgets/${name}/README.md`, `widgets/${name}/index.ts`);

/** What a scaffold writes: new files and the new text of the files it edits, by path from the root. */
export interface Scaffold {
  created: Map<string, string>;
  edited: Map<string, string>;
}

/** The steps the scaffold cannot take (they need a decision or a measurement). */
export const STEPS_LEFT = [
  'Write the element: its attributes in <name>.props.ts, the view, the styles, its texts in <name>.texts.ts (both languages), and the JSDoc header (@summary, @event, @csspart, @cssprop): it is the API.',
  'In widgets/index.ts, move the class to its place in boot(...) (in-flow widgets first).',
  'npm run build, then give <name>.js and esm/<name>.js+ budgets a little above their sizes in package.json "budgets" (embudo.js grows too).',
  'An in-flow widget keeps its room in widgets/embudo.css; a large part loaded later: docs/architecture.md#lazy-parts.',
];

const camel = (name: string): string => name.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
const pascal = (name: string): string => camel(name).replace(/^./, (c) => c.toUpperCase());

/** The new widget's files and the edit of widgets/index.ts, without touching the disk. */
export function scaffoldWidget(name: string, root = process.cwd()): Scaffold {
  if (!WIDGET_NAME.test(name)) throw new Error(`"${name}" is not a widget name: kebab-case, a letter first (e.g. "seat-counter")`);
  if (existsSync(path.join(root, 'widgets', name))) throw new Error(`widgets/${name} already exists`);
  const Name = pascal(name);
  const cls = `Embudo${Name}`;
  const props = `${camel(name)}Props`;
  const styles = `${camel(name)}Styles`;
  const messages = `${camel(name)}Messages`;
  const tag = `embudo-${name}`;
  const [propsFile, elementFile, viewFile, stylesFile, testFile, readmeFile, indexFile] = widgetFiles(name) as [
    string,
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  const created = new Map<string, string>([
    [
      propsFile,
      `import { attr } from '../../src/element';

/** ${tag}'s attributes, declared once: parsing, defaults, properties and the manifest come from here. */
export const ${props} = {
  /** The text to show; default: the widget's own, in its language. */
  text: attr.string(),
};
`,
    ],
    [
      elementFile,
      `import { h } from 'preact';
import { hostReset } from '../../src/element';
import { PreactElement } from '../../src/element/preact-element';
import { ${props} } from './${name}.props';
import { ${styles} } from './${name}.styles';
import { ${Name}View } from './${name}.view';

/** Events of ${tag}. */
export interface ${Name}Events {
  [type: \`embudo-\${string}\`]: unknown;
}

/**
 * ${tag}: what it shows, where and when, citing its docs/product.md anchor.
 *
 * @summary One line on what ${tag} is for.
 * @tag ${tag}
 *
 * @csspart base - The widget's box.
 *
 * @cssprop --embudo-font - Font family.
 */
export class ${cls} extends PreactElement<typeof ${props}, object, ${Name}Events> {
  static override readonly tagName = '${tag}';
  static override readonly props = ${props};
  static override readonly styles = \`\${hostReset}\${${styles}}\`;

  protected createModel(): object {
    return {};
  }

  protected render() {
    return h(${Name}View, { text: this.props.text.value, lang: this.language.value });
  }
}
`,
    ],
    [
      viewFile,
      `import { h } from 'preact';
import type { Lang } from '../../src/i18n/lang';
import { ${messages} } from './${name}.texts';

interface ${Name}ViewProps {
  text: string;
  lang: Lang;
}

/** The widget's box: the \`text\` attribute, else its own text in \`lang\`. */
export function ${Name}View({ text, lang }: ${Name}ViewProps) {
  return (
    <p part="base" class="base">
      {text || ${messages}[lang].text}
    </p>
  );
}
`,
    ],
    [
      stylesFile,
      `/** ${tag}'s rules, after the host reset. */
export const ${styles} = \`.base{margin:0}
\`;
`,
    ],
    [
      testFile,
      `import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { defineElement } from '../../src/element';
import { ${cls} } from './${name}.element';

describe('${tag}', () => {
  beforeAll(() => defineElement(${cls}));
  afterEach(() => document.body.replaceChildren());

  const mount = (attrs: Record<string, string> = {}): HTMLElement => {
    const el = document.createElement('${tag}');
    for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
    document.body.append(el);
    return el;
  };
  const base = (el: HTMLElement) => el.shadowRoot!.querySelector('[part=base]')!;

  it('shows its own text in its language, and the text attribute instead when given', () => {
    expect(base(mount({ lang: 'es' })).textContent).not.toBe(base(mount({ lang: 'en' })).textContent);
    expect(base(mount({ text: 'Hola' })).textContent).toBe('Hola');
  });
});
`,
    ],
    [
      readmeFile,
      `# ${tag}

What it shows and for whom ([docs/product.md](../../docs/product.md)).

## From HTML (script tag)

\`\`\`html
<script src="https://YOUR-EMBUDO-HOST/widgets/${name}.js" defer></script>
<${tag} lang="es"></${tag}>
\`\`\`

## From React 19

\`\`\`tsx
// Load /widgets/${name}.js once (script tag), or import the ESM entry /widgets/esm/${name}.js.
<${tag} text="…" />
\`\`\`

## API

<!-- api:start -->
<!-- api:end -->

The tables above are written by \`npm run manifest\` from the element's JSDoc header
(\`${name}.element.ts\`) and \`${name}.props.ts\`.
`,
    ],
    [
      indexFile,
      `// Preact first, where it was when the base class imported it: the script gzips 20 to 400 B smaller.
import '../../src/element/preact-element';
import { boot } from '../../src/element';
import { ${cls} } from './${name}.element';

boot(import.meta.url, [${cls}]);

export { ${cls} };
`,
    ],
    [
      `widgets/${name}/${name}.texts.ts`,
      `import type { Texts } from '../../src/contracts/texts';

/** ${tag}'s texts, in both languages. */
export const ${messages} = {
  es: {
    text: 'Hola',
  },
  en: {
    text: 'Hello',
  },
} as const satisfies Texts;
`,
    ],
  ]);
  return {
    created,
    edited: new Map([['widgets/index.ts', registerInIndex(readFileSync(path.join(root, 'widgets/index.ts'), 'utf8'), name, cls)]]),
  };
}

/** widgets/index.ts with `cls` imported, booted (last: move it if it is in-flow) and exported. */
export function registerInIndex(source: string, name: string, cls: string): string {
  const imports = [...source.matchAll(/^import \{ (\w+) \} from '\.\/([\w-]+)\/[\w-]+\.element';\n/gm)];
  if (!imports.length) throw new Error('widgets/index.ts: no widget import found');
  // Among the widget imports, in alphabetical order of the class, as the file keeps them.
  const after = imports.filter((m) => m[1]! < cls).pop() ?? imports[0]!;
  const at = after[1]! < cls ? after.index! + after[0].length : after.index!;
  let out = `${source.slice(0, at)}import { ${cls} } from './${name}/${name}.element';\n${source.slice(at)}`;
  const boot = /boot\(import\.meta\.url, \[\n([\s\S]*?)\]\);/.exec(out);
  if (!boot) throw new Error('widgets/index.ts: no boot(import.meta.url, [...]) list found');
  out = out.replace(boot[0], `boot(import.meta.url, [\n${boot[1]}  ${cls},\n]);`);
  const exported = /\nexport \{\n([\s\S]*?)\};/.exec(out);
  if (!exported) throw new Error('widgets/index.ts: no export { ... } list found');
  const names = [...exported[1]!.matchAll(/(\w+),/g)]
    .map((m) => m[1]!)
    .concat(cls)
    .sort();
  return out.replace(exported[0], `\nexport {\n${names.map((n) => `  ${n},\n`).join('')}};`);
}

function main(argv: readonly string[]): number {
  const dryRun = argv.includes('--dry-run');
  const name = argv.find((a) => !a.startsWith('--'));
  if (!name) {
    process.stderr.write('usage: npm run new:widget -- <name> [--dry-run]   (kebab-case, e.g. seat-counter)\n');
    return 2;
  }
  let scaffold: Scaffold;
  try {
    scaffold = scaffoldWidget(name);
  } catch (error) {
    process.stderr.write(`new:widget: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
  for (const [file, text] of scaffold.created) {
    process.stdout.write(`${dryRun ? 'would write' : 'wrote'} ${file}\n`);
    if (dryRun) continue;
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text, { flag: 'wx' });
  }
  for (const [file, text] of scaffold.edited) {
    process.stdout.write(`${dryRun ? 'would update' : 'updated'} ${file}\n`);
    if (!dryRun) writeFileSync(file, text);
  }
  process.stdout.write(
    `\nLeft to do (README "Add a widget"):\n${STEPS_LEFT.map((s, i) => `${i + 1}. ${s.replaceAll('<name>', name)}\n`).join('')}`,
  );
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) process.exitCode = main(process.argv.slice(2));
