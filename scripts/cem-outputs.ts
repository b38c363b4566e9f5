/**
 * What the build makes from the finished manifest (the last plugin of
 * custom-elements-manifest.config.mjs):
 * - dist/types/embudo-elements.d.ts  each element's DOM interface and `HTMLElementTagNameMap` (refs,
 *   querySelector); our own, since the analyzer writes no .d.ts;
 * - dist/types/embudo-react.d.ts, embudo-preact.d.ts  JSX types: the per-element props (attributes,
 *   properties, `on<event-name>` handlers, with their docs) come from @wc-toolkit/jsx-types; the few
 *   lines tying them to React 19 / Preact are ours (see `jsxTypes`);
 * - each widgets/<name>/README.md's API tables (scripts/api-readme.ts).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from '@custom-elements-manifest/analyzer';
import { generateJsxTypes } from '@wc-toolkit/jsx-types';
import { syncReadme } from './api-readme';
import type { CemElement } from './cem-plugin';

type Manifest = Parameters<NonNullable<Plugin['packageLinkPhase']>>[0]['customElementsManifest'];

export const elementsOf = (manifest: Manifest): CemElement[] =>
  manifest.modules.flatMap((m) => (m.declarations ?? []) as CemElement[]).filter((d) => d.customElement && d.tagName);

const HEADER = '// Generated from the Custom Elements Manifest (custom-elements-manifest.config.mjs): do not edit.\n';
const doc = (text: string | undefined, indent = '  '): string =>
  text ? `${indent}/** ${text.replace(/\*\//g, '*\\/').replace(/\n/g, ' ')} */\n` : '';

/** dist/types/embudo-elements.d.ts: `EmbudoCountdown` etc. as DOM interfaces, and the tag-name map. */
export function renderElementTypes(elements: CemElement[]): string {
  let out = HEADER;
  for (const el of elements) {
    const map = `${el.name}EventMap`;
    out += `\nexport interface ${map} extends HTMLElementEventMap {\n`;
    for (const e of el.events ?? []) out += doc(e.description) + `  '${e.name}': ${e.type?.text ?? 'Event'};\n`;
    out += `}\n\n${doc(`\`<${el.tagName}>\`: ${el.summary}`, '')}export interface ${el.name} extends HTMLElement {\n`;
    for (const m of el.members ?? []) {
      const text = doc(
        m.description + (m.default ? ` Default: \`${m.default}\`.` : '') + (m.attribute ? ` Attribute: \`${m.attribute}\`.` : ''),
      );
      if (m.kind === 'method') {
        const params = (m.parameters ?? []).map((p) => `${p.name}${p.optional ? '?' : ''}: ${p.type?.text ?? 'unknown'}`).join(', ');
        out += text + `  ${m.name}(${params}): ${m.return?.type?.text ?? 'void'};\n`;
      } else if (m.type?.text.includes('Date')) {
        // A date property takes text, epoch ms or a Date, and reads back epoch ms (src/element/props.ts).
        out += text + `  get ${m.name}(): number | null;\n  set ${m.name}(value: ${m.type.text});\n`;
      } else out += text + `  ${m.readonly ? 'readonly ' : ''}${m.name}: ${m.type?.text ?? 'unknown'};\n`;
    }
    for (const [verb, options] of [
      ['add', 'AddEventListenerOptions'],
      ['remove', 'EventListenerOptions'],
    ])
      out += `  ${verb}EventListener<K extends keyof ${map}>(type: K, listener: (this: ${el.name}, ev: ${map}[K]) => unknown, options?: boolean | ${options}): void;\n`;
    out += `  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;\n`;
    out += `  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;\n}\n`;
  }
  out += `\ndeclare global {\n  interface HTMLElementTagNameMap {\n${elements.map((e) => `    '${e.tagName}': ${e.name};\n`).join('')}  }\n}\n`;
  return out;
}

/**
 * JSX types for one framework. @wc-toolkit/jsx-types writes `CustomElements` (tag → own props &
 * generic base props) and augments eight frameworks' JSX at once, three of them not installed here;
 * its `ref` takes an element or a callback, not React's `useRef` object. So its framework
 * declarations are dropped and the tags are tied here to the one framework, with its own `ref` and,
 * for React, its HTML attributes and DOM events (onClick, aria-*, style).
 * TypeScript never reports an unknown hyphenated JSX attribute (`hide-yaer`, a `data-*` rule), so
 * eslint's embudo/known-attributes rule checks those names against the manifest.
 */
export function jsxTypes(manifest: Manifest, framework: 'react' | 'preact'): string {
  // Attributes and properties are typed apart, as markup and script write them: markup writes a
  // number or a date as text too, the `endAt` property alone also takes a Date. (jsx-types would also
  // write a prop named "undefined" for an attribute without fieldName, such as `lang`.)
  const clone = structuredClone(manifest);
  for (const el of elementsOf(clone))
    for (const a of el.attributes ?? []) {
      const field = el.members?.find((m) => m.name === a.fieldName);
      if (a.type?.text === 'number' || field?.type?.text.includes('Date')) a.type = { text: 'number | string' };
      // One name for both (`delay`): jsx-types types it as the property, which takes the text too.
      if (field && field.name === a.name) field.type = { text: `${a.type?.text} | ${field.type?.text}` };
      a.fieldName = a.name;
    }
  const generated = generateJsxTypes(clone, {
    fileName: '',
    useCemTypes: true,
    stronglyTypedEvents: true,
    globalTypePath: './embudo-elements.js',
  });
  if (!generated?.includes('export type CustomElements')) throw new Error('@wc-toolkit/jsx-types wrote no CustomElements type.');
  const own = generated.replace(/^declare (module ['"][^'"]+['"]|global) \{[\s\S]*?^\}\n/gm, '');
  const react = framework === 'react';
  const base = react ? 'Omit<React.HTMLAttributes<E>, keyof P> & ' : '';
  return `${HEADER}${own}
${react ? "import type * as React from 'react';" : "import type { Ref } from 'preact';"}

type ${react ? 'React' : 'Preact'}Elements = {
  [K in keyof CustomElements]: CustomElements[K] extends infer P
    ? HTMLElementTagNameMap[K] extends infer E extends HTMLElement
      ? ${base}Omit<P, 'ref'> & { ref?: ${react ? 'React.' : ''}Ref<E> | undefined }
      : never
    : never;
};

declare module '${framework}' {
  namespace JSX {
    interface IntrinsicElements extends ${react ? 'React' : 'Preact'}Elements {}
  }
${react ? '  interface CSSProperties extends CustomCssProperties {}\n' : ''}}
`;
}

const write = (root: string, file: string, text: string): void => {
  const full = path.join(root, file);
  let old: string | undefined;
  try {
    old = readFileSync(full, 'utf8');
  } catch {
    old = undefined;
  }
  if (old === text) return;
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, text);
};

export function outputsPlugin({ root = process.cwd() } = {}): Plugin {
  return {
    name: 'embudo-outputs',
    packageLinkPhase({ customElementsManifest }) {
      const elements = elementsOf(customElementsManifest);
      write(root, 'dist/types/embudo-elements.d.ts', renderElementTypes(elements));
      write(root, 'dist/types/embudo-react.d.ts', jsxTypes(customElementsManifest, 'react'));
      write(root, 'dist/types/embudo-preact.d.ts', jsxTypes(customElementsManifest, 'preact'));
      for (const el of elements) {
        const readme = `widgets/${el.tagName!.replace(/^embudo-/, '')}/README.md`;
        write(root, readme, syncReadme(readFileSync(path.join(root, readme), 'utf8'), el, readme));
      }
    },
  };
}
