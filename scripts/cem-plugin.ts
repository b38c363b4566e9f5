/**
 * The Custom Elements Manifest analyzer's plugin for Embudo's conventions
 * (custom-elements-manifest.config.mjs; docs/architecture.md#conventions). The analyzer reads each
 * widget's JSDoc header itself (@summary, @tag, @slot, @event, @csspart, @cssprop); this adds what
 * it cannot see: the attributes and properties declared once in the `static props` table
 * (`widgets/<name>/<name>.props.ts`, `attr.*` calls with a JSDoc line each), the `lang` attribute every
 * widget takes from EmbudoElement, and the definition export. It keeps only the public API: statics,
 * `#private`, protected, lifecycle callbacks and `@internal`/`@ignore` members are left out, and a
 * public member without JSDoc fails the run (make it `#private` if it is not API).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from '@custom-elements-manifest/analyzer';
import ts from 'typescript';

type Manifest = Parameters<NonNullable<Plugin['packageLinkPhase']>>[0]['customElementsManifest'];
type Module = Manifest['modules'][number];
type Text = { text: string };
type Named = { name: string; description?: string };
/** The parts of the schema's custom element declaration this plugin and its readers use. */
export type CemElement = Named & {
  kind: string;
  tagName?: string;
  customElement?: boolean;
  summary?: string;
  superclass?: { name: string; module?: string };
} & {
  attributes?: CemAttribute[];
  members?: CemMember[];
  events?: (Named & { type?: Text })[];
  slots?: Named[];
  cssParts?: Named[];
  cssProperties?: (Named & { default?: string })[];
};
export type CemAttribute = Named & { fieldName?: string; type?: Text; default?: string; inheritedFrom?: { name: string; module?: string } };
export type CemMember = Named & {
  kind: 'field' | 'method';
  type?: Text;
  default?: string;
  attribute?: string;
  privacy?: string;
  static?: boolean;
} & {
  readonly?: boolean;
  parameters?: (Named & { type?: Text; optional?: boolean })[];
  return?: { type?: Text };
};

const BASE = { name: 'EmbudoElement', module: 'src/element/embudo-element.ts' };
/** Bases that add no public member: to a page the widget is an EmbudoElement. */
const PLAIN_BASES = new Set(['EmbudoElement', 'PreactElement']);
const LIFECYCLE = new Set(
  'connectedCallback disconnectedCallback attributeChangedCallback adoptedCallback connectedMoveCallback'.split(' '),
);
export const LANG: CemAttribute = {
  name: 'lang',
  type: { text: "'es' | 'en'" },
  default: "'es'",
  description:
    'Language: `es` (Spanish, the default) or `en` (US English); `en-US`, `es-PE`… count by their first part. ' +
    "Without it, the page's `data-lang` / `embudo.config({ lang })` decides, else the closest `[lang]` ancestor's language, " +
    "else `<html lang>`'s (any `en-*` is en, any `es-*` es, others Spanish), followed when it changes.",
  inheritedFrom: BASE,
};

/** `endAt` → `end-at` (as src/element/props.ts derives it). */
const kebab = (name: string): string => name.replace(/[A-Z]/g, (c) => '-' + c.toLowerCase());
const quote = (s: string): string => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
const unwrap = (e: ts.Expression): ts.Expression =>
  ts.isAsExpression(e) || ts.isSatisfiesExpression(e) || ts.isParenthesizedExpression(e) ? unwrap(e.expression) : e;
const literal = (e: ts.Expression | undefined): string | undefined => {
  const u = e && unwrap(e);
  if (!u) return undefined;
  if (ts.isStringLiteralLike(u)) return quote(u.text);
  if (ts.isNumericLiteral(u)) return String(Number(u.text));
  if (ts.isPrefixUnaryExpression(u) && u.operator === ts.SyntaxKind.MinusToken && ts.isNumericLiteral(u.operand))
    return `-${u.operand.text}`;
  return undefined;
};
/** The free text of the last JSDoc comment on a node. */
const jsDocText = (node: ts.Node): string => {
  const docs = (node as { jsDoc?: ts.JSDoc[] }).jsDoc ?? [];
  const text = docs.at(-1)?.comment;
  return (typeof text === 'string' ? text : (ts.getTextOfJSDocComment(text) ?? '')).replace(/\s*\n\s*/g, ' ').trim();
};

/** One `name: attr.kind(…)` entry as an attribute and its property. */
function readProp(member: ts.ObjectLiteralElementLike, where: string): { attribute: CemAttribute; field: CemMember } {
  const name = member.name && ts.isIdentifier(member.name) ? member.name.text : undefined;
  const init = ts.isPropertyAssignment(member) ? unwrap(member.initializer) : undefined;
  const call =
    init && ts.isCallExpression(init) && ts.isPropertyAccessExpression(init.expression) && init.expression.expression.getText() === 'attr'
      ? init
      : undefined;
  if (!name || !call) throw new Error(`${where}: "${member.getText().split('\n')[0]}" is not a \`name: attr.kind(…)\` entry.`);
  const description = jsDocText(member);
  if (!description) throw new Error(`${where}: prop "${name}" has no JSDoc; add a /** … */ line above it (it documents the attribute).`);
  const [first, second] = call.arguments;
  const kind = (call.expression as ts.PropertyAccessExpression).name.text;
  let type: string, property: string, def: string | undefined;
  if (kind === 'string') [type, property, def] = ['string', 'string', first ? literal(first) : "''"];
  else if (kind === 'number') [type, property, def] = ['number', 'number', literal(first)];
  else if (kind === 'boolean') [type, property, def] = ['boolean', 'boolean', 'false'];
  else if (kind === 'date') [type, property, def] = ['string', 'string | number | Date | null', 'null'];
  else if (kind === 'oneOf' && first && ts.isArrayLiteralExpression(unwrap(first))) {
    const values = (unwrap(first) as ts.ArrayLiteralExpression).elements.map((e) => literal(e));
    if (values.some((v) => v === undefined || !v.startsWith("'")))
      throw new Error(`${where}: prop "${name}": attr.oneOf takes literal words.`);
    type = property = values.join(' | ');
    def = literal(second);
  } else throw new Error(`${where}: prop "${name}": expected attr.string, number, boolean, date or oneOf([…]).`);
  if (def === undefined) throw new Error(`${where}: prop "${name}": its default must be a literal.`);
  const attribute = kebab(name);
  return {
    attribute: { name: attribute, fieldName: name, type: { text: type }, default: def, description },
    field: { kind: 'field', name, type: { text: property }, default: def, description, attribute, privacy: 'public' },
  };
}

/** The object literal of `const <name> = { … }` in a source file. */
function tableIn(source: ts.SourceFile, name: string): ts.ObjectLiteralExpression | undefined {
  for (const s of source.statements.filter(ts.isVariableStatement))
    for (const d of s.declarationList.declarations)
      if (ts.isIdentifier(d.name) && d.name.text === name && d.initializer && ts.isObjectLiteralExpression(unwrap(d.initializer)))
        return unwrap(d.initializer) as ts.ObjectLiteralExpression;
  return undefined;
}

/** The props table a class's `static props` names: inline, in its file, or imported from a relative file. */
function propsOf(cls: ts.ClassDeclaration, file: string, readFile: (file: string) => string) {
  const member = cls.members.find((m) => ts.isPropertyDeclaration(m) && m.name.getText() === 'props' && m.initializer);
  const init = member && unwrap((member as ts.PropertyDeclaration).initializer!);
  if (!init) return [];
  let table = ts.isObjectLiteralExpression(init) ? init : ts.isIdentifier(init) ? tableIn(cls.getSourceFile(), init.text) : undefined;
  let where = file;
  if (!table && ts.isIdentifier(init)) {
    const from = cls
      .getSourceFile()
      .statements.filter(ts.isImportDeclaration)
      .find((i) => {
        const b = i.importClause?.namedBindings;
        return b && ts.isNamedImports(b) && b.elements.some((e) => e.name.text === init.text);
      });
    const spec = from && ts.isStringLiteral(from.moduleSpecifier) ? from.moduleSpecifier.text : undefined;
    if (spec?.startsWith('.')) {
      where = path.posix.join(path.posix.dirname(file), spec).replace(/(\.js)?$/, '.ts');
      table = tableIn(ts.createSourceFile(where, readFile(where), ts.ScriptTarget.Latest, true), init.text);
    }
  }
  if (!table)
    throw new Error(
      `${file}: static props of ${cls.name?.text} is not a table this plugin can read (an object literal, here or imported).`,
    );
  return table.properties.map((m) => readProp(m, where));
}

/** True when a class's own JSDoc marks a member `@internal` or `@ignore`. */
const hidden = (member: ts.ClassElement): boolean => ts.getJSDocTags(member).some((t) => ['internal', 'ignore'].includes(t.tagName.text));

export interface EmbudoPluginOptions {
  /** Reads a file by its path relative to the repository (tests pass fixtures). */
  readFile?: (file: string) => string;
}

export function embudoPlugin({ readFile = (f) => readFileSync(f, 'utf8') }: EmbudoPluginOptions = {}): Plugin {
  const byClass = new Map<string, { props: ReturnType<typeof propsOf>; hidden: Set<string>; tag?: string }>();
  return {
    name: 'embudo-conventions',
    // The analyzer passes nodes of its own TypeScript copy: the file is parsed again with ours.
    analyzePhase({ ts: theirs, node, moduleDoc }) {
      if (!theirs.isSourceFile(node)) return;
      const source = ts.createSourceFile(moduleDoc.path!, node.text, ts.ScriptTarget.Latest, true);
      for (const cls of source.statements.filter(ts.isClassDeclaration)) {
        const tagName = cls.members.find((m) => ts.isPropertyDeclaration(m) && m.name.getText() === 'tagName') as
          ts.PropertyDeclaration | undefined;
        byClass.set(`${moduleDoc.path}#${cls.name?.text}`, {
          props: propsOf(cls, moduleDoc.path!, readFile),
          hidden: new Set(cls.members.filter(hidden).map((m) => m.name?.getText() ?? '')),
          ...(tagName?.initializer && ts.isStringLiteralLike(tagName.initializer) ? { tag: tagName.initializer.text } : {}),
        });
      }
    },
    packageLinkPhase({ customElementsManifest }) {
      const problems: string[] = [];
      customElementsManifest.schemaVersion = '2.1.0';
      customElementsManifest.modules = customElementsManifest.modules.filter((mod: Module) => {
        const elements = ((mod.declarations ?? []) as CemElement[]).filter((d) => d.customElement && d.tagName);
        for (const el of elements) {
          const found = byClass.get(`${mod.path}#${el.name}`);
          const where = `${mod.path}: class ${el.name}`;
          if (!el.summary) problems.push(`${where} has no @summary in its JSDoc header.`);
          if (!/^embudo-[a-z0-9]+(-[a-z0-9]+)*$/.test(el.tagName!))
            problems.push(`${where}: @tag ${el.tagName} is not embudo-<kebab-case>.`);
          if (found?.tag && found.tag !== el.tagName)
            problems.push(`${where}: static tagName '${found.tag}' differs from @tag ${el.tagName}.`);
          const members = (el.members ?? []).filter(
            (m) =>
              !m.static &&
              (m.privacy ?? 'public') === 'public' &&
              !m.name.startsWith('#') &&
              !LIFECYCLE.has(m.name) &&
              !found?.hidden.has(m.name),
          );
          for (const m of members)
            if (!m.description) problems.push(`${where}: public member ${m.name} has no JSDoc (make it #private if it is not API).`);
          for (const e of el.events ?? [])
            if (!e.type || !e.description || !e.name.startsWith('embudo-'))
              problems.push(`${where}: "@event ${e.name}" needs "{Type} embudo-name - description".`);
          const props = found?.props ?? [];
          el.attributes = [...props.map((p) => p.attribute), LANG];
          el.members = [...props.map((p) => p.field), ...members.map((m) => ({ ...m, privacy: 'public' }))];
          for (const key of ['events', 'slots', 'cssParts', 'cssProperties'] as const) el[key] ??= [];
          if (el.superclass && PLAIN_BASES.has(el.superclass.name)) el.superclass = BASE;
          else if (el.superclass) el.superclass = { name: el.superclass.name };
          mod.exports = [
            ...(mod.exports ?? []).filter((x) => x.kind === 'js' && x.name === el.name),
            { kind: 'custom-element-definition', name: el.tagName!, declaration: { name: el.name, module: mod.path } },
          ];
        }
        mod.declarations = elements as Module['declarations'];
        return elements.length > 0;
      });
      const tags = customElementsManifest.modules.flatMap((m: Module) => ((m.declarations ?? []) as CemElement[]).map((d) => d.tagName));
      for (const [i, tag] of tags.entries()) if (tags.indexOf(tag) !== i) problems.push(`@tag ${tag} is used by two classes.`);
      if (problems.length) throw new Error(`The widgets' API has ${problems.length} problem(s):\n  ${problems.join('\n  ')}`);
    },
  };
}

interface Analyzer {
  create(args: { modules: unknown[]; plugins: Plugin[] }): Manifest;
  ts: typeof ts;
}

/** The manifest of some element files, in memory (the tests' way in; the build runs `cem analyze`). */
export async function analyzeSources(files: Record<string, string>, readFile = (f: string): string => files[f] ?? readFileSync(f, 'utf8')) {
  // The analyzer's own TypeScript copy must parse the modules it walks.
  const { create, ts: theirs } = (await import('@custom-elements-manifest/analyzer')) as unknown as Analyzer;
  const modules = Object.entries(files)
    .filter(([file]) => file.endsWith('.element.ts'))
    .map(([file, text]) => theirs.createSourceFile(file, text, theirs.ScriptTarget.ES2015, true));
  return create({ modules, plugins: [embudoPlugin({ readFile })] });
}
