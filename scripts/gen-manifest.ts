/**
 * Generates the widgets' public API files from the one place the API is written: each widget's
 * class JSDoc header (`widgets/<name>/<name>.element.ts`) and its attribute table
 * (`widgets/<name>/<name>.props.ts`). Nothing here is written twice by hand (docs/architecture.md#conventions, as in Shoelace).
 *
 * Writes:
 * - dist/widgets/custom-elements.json   Custom Elements Manifest 2.1.0 (editors, docs, storybooks);
 * - dist/types/embudo-elements.d.ts      `HTMLElementTagNameMap` entries and typed element interfaces;
 * - dist/types/embudo-react.d.ts         React 19 `JSX.IntrinsicElements` (the host app compiles against it);
 * - dist/types/embudo-preact.d.ts        the same for Preact.
 *
 * Parse only (no type checker), so it runs in well under a second. Every function below takes file
 * contents, not paths, so the tests need no files. Run: `npx tsx scripts/gen-manifest.ts`.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

// ---------------------------------------------------------------------------------------------
// Custom Elements Manifest shapes (the subset of schema 2.1.0 Embudo fills in)

/** A type as the manifest writes it: TypeScript source text. */
export interface CemType {
  text: string;
}

/** Where an inherited member comes from. */
export interface CemReference {
  name: string;
  module?: string;
}

/** An HTML attribute. */
export interface CemAttribute {
  name: string;
  fieldName?: string;
  type: CemType;
  default?: string;
  description: string;
  inheritedFrom?: CemReference;
}

/** A public property of the element class. */
export interface CemField {
  kind: 'field';
  name: string;
  type: CemType;
  default?: string;
  description: string;
  attribute?: string;
  privacy: 'public';
  readonly?: boolean;
}

/** A public method of the element class. */
export interface CemMethod {
  kind: 'method';
  name: string;
  description: string;
  privacy: 'public';
  parameters?: { name: string; type: CemType; optional?: boolean; description?: string }[];
  return: { type: CemType; description?: string };
}

/** An event the element dispatches. */
export interface CemEvent {
  name: string;
  type: CemType;
  description: string;
}

/** A slot, CSS part or CSS custom property. */
export interface CemNamedDoc {
  name: string;
  description: string;
  default?: string;
}

/** The class declaration of one custom element. */
export interface CemElement {
  kind: 'class';
  customElement: true;
  name: string;
  tagName: string;
  summary: string;
  description: string;
  superclass?: CemReference;
  attributes: CemAttribute[];
  members: (CemField | CemMethod)[];
  events: CemEvent[];
  slots: CemNamedDoc[];
  cssParts: CemNamedDoc[];
  cssProperties: CemNamedDoc[];
}

/** One module: one widget's element file. */
export interface CemModule {
  kind: 'javascript-module';
  path: string;
  declarations: CemElement[];
  exports: (
    { kind: 'js'; name: string; declaration: CemReference } | { kind: 'custom-element-definition'; name: string; declaration: CemReference }
  )[];
}

/** The whole manifest. */
export interface CemManifest {
  schemaVersion: '2.1.0';
  readme: string;
  modules: CemModule[];
}

// ---------------------------------------------------------------------------------------------
// Errors

/** Every problem found in the widget sources, each one line naming the file and the thing at fault. */
export class ManifestError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
    this.name = 'ManifestError';
  }
}

// ---------------------------------------------------------------------------------------------
// Type texts shared by the analysis and the renderers

/** The `lang` attribute every widget takes from the base class. */
export const LANG_TYPE = "'es' | 'en'";
/** What a date prop's property accepts (a Date is read as its instant). */
export const DATE_PROPERTY_TYPE = 'string | number | Date | null';
/** What a date prop's property returns: epoch milliseconds, or null when unset. */
export const DATE_VALUE_TYPE = 'number | null';

const BASE_CLASS: CemReference = { name: 'EmbudoElement', module: 'src/element/embudo-element.ts' };
/**
 * Bases that are EmbudoElement to a page: PreactElement (src/element/preact-element.ts) only paints
 * with Preact and adds no public member, so the manifest names EmbudoElement for its widgets too.
 */
const isBaseClass = (name: string): boolean => name === BASE_CLASS.name || name === 'PreactElement';

const LANG_ATTRIBUTE: CemAttribute = {
  name: 'lang',
  type: { text: LANG_TYPE },
  default: "'es'",
  description:
    'Language: `es` (Spanish, the default) or `en` (US English); `en-US`, `es-PE`… count by their first part. ' +
    "Without it, the page's `data-lang` / `embudo.config({ lang })` decides, else the closest `[lang]` ancestor's language, " +
    "else `<html lang>`'s (any `en-*` is en, any `es-*` es, others Spanish), followed when it changes.",
  inheritedFrom: BASE_CLASS,
};

/** Lifecycle callbacks are public by necessity, not API. */
const LIFECYCLE = new Set([
  'connectedCallback',
  'disconnectedCallback',
  'attributeChangedCallback',
  'adoptedCallback',
  'connectedMoveCallback',
]);

/** JSDoc tags the class header may use; anything else is most likely a typo that would drop docs. */
const KNOWN_CLASS_TAGS = new Set([
  'summary',
  'tag',
  'tagname',
  'slot',
  'event',
  'fires',
  'csspart',
  'cssprop',
  'cssproperty',
  'since',
  'status',
  'deprecated',
  'example',
  'see',
  'dependency',
  'documentation',
]);

/** `endAt` → `end-at` (the same rule as `toAttributeName` in src/element/props.ts). */
export const toAttributeName = (property: string): string => property.replace(/[A-Z]/g, (c) => '-' + c.toLowerCase());

/** A string as TypeScript source: `'light'`. */
const quote = (value: string): string => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`;

// ---------------------------------------------------------------------------------------------
// JSDoc

/** One `@tag text` of a JSDoc comment (continuation lines joined by spaces). */
export interface JsDocTag {
  tag: string;
  text: string;
}

/** A parsed JSDoc comment: the free text before the first tag, then the tags in order. */
export interface JsDoc {
  description: string;
  tags: JsDocTag[];
}

/** Parses a `/** … *\/` comment. Tags start a line; braces in `{Type}` may nest. */
export function parseJsDoc(comment: string): JsDoc {
  const body = comment.replace(/^\/\*\*/, '').replace(/\*\/$/, '');
  const lines = body.split(/\r?\n/).map((line, i) => (i === 0 ? line.trim() : line.replace(/^\s*\* ?/, '').trimEnd()));
  const description: string[] = [];
  const tags: JsDocTag[] = [];
  for (const line of lines) {
    const start = /^\s*@([A-Za-z][\w-]*)\s*(.*)$/.exec(line);
    if (start) tags.push({ tag: start[1]!, text: start[2]!.trim() });
    else if (tags.length > 0) {
      const last = tags[tags.length - 1]!;
      if (line.trim()) last.text = last.text ? `${last.text} ${line.trim()}` : line.trim();
    } else description.push(line);
  }
  const text = description
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return { description: text, tags };
}

/** The last `/** … *\/` comment right before a node, or undefined. */
function leadingJsDoc(node: ts.Node, source: ts.SourceFile): string | undefined {
  const ranges = ts.getLeadingCommentRanges(source.text, node.pos) ?? [];
  const docs = ranges.map((r) => source.text.slice(r.pos, r.end)).filter((t) => t.startsWith('/**') && !t.startsWith('/***'));
  return docs[docs.length - 1];
}

/** Splits `name - description` (or `- description` for the unnamed default). */
function nameAndDescription(text: string): { name: string; description: string } | undefined {
  if (text.startsWith('- ') || text === '-') return { name: '', description: text.slice(1).trim() };
  const m = /^(\S+)\s+-\s+([\s\S]*)$/.exec(text);
  return m ? { name: m[1]!, description: m[2]!.trim() } : undefined;
}

/** Splits a leading `{Type}` (braces balanced) off a tag's text. */
function leadingType(text: string): { type: string | undefined; rest: string } {
  if (!text.startsWith('{')) return { type: undefined, rest: text };
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return { type: text.slice(1, i).trim(), rest: text.slice(i + 1).trim() };
  }
  return { type: undefined, rest: text };
}

// ---------------------------------------------------------------------------------------------
// Props (`attr.*` tables)

/** One declared attribute as the manifest and the typings need it. */
export interface PropInfo {
  /** camelCase property name. */
  name: string;
  /** kebab-case attribute name. */
  attribute: string;
  kind: 'string' | 'number' | 'boolean' | 'date' | 'oneOf';
  /** Type of the property (what it accepts). */
  propertyType: string;
  /** Type of the attribute as the manifest states it. */
  attributeType: string;
  /** Default as TypeScript source text: `'light'`, `false`, `null`, `''`, `3`. */
  default: string;
  description: string;
  values?: string[];
}

/** Strips `as const`, `satisfies X` and parentheses. */
function unwrap(node: ts.Expression): ts.Expression {
  while (ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isParenthesizedExpression(node)) node = node.expression;
  return node;
}

const isStringLiteral = (node: ts.Node | undefined): node is ts.StringLiteral | ts.NoSubstitutionTemplateLiteral =>
  !!node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node));

/** A numeric literal (with an optional sign) as text, or undefined. */
function numberText(node: ts.Expression | undefined): string | undefined {
  if (!node) return undefined;
  node = unwrap(node);
  if (ts.isNumericLiteral(node)) return String(Number(node.text));
  if (ts.isPrefixUnaryExpression(node) && ts.isNumericLiteral(node.operand)) {
    if (node.operator === ts.SyntaxKind.MinusToken) return String(-Number(node.operand.text));
    if (node.operator === ts.SyntaxKind.PlusToken) return String(Number(node.operand.text));
  }
  if (ts.isIdentifier(node) && node.text === 'Infinity') return 'Infinity';
  return undefined;
}

function propertyName(name: ts.PropertyName): string | undefined {
  if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name)) return name.text;
  return undefined;
}

/** Reads one `name: attr.kind(…)` entry; pushes a problem and returns undefined when it can't. */
function readProp(member: ts.ObjectLiteralElementLike, source: ts.SourceFile, file: string, problems: string[]): PropInfo | undefined {
  const where = (name: string) => `${file}: prop "${name}"`;
  if (!ts.isPropertyAssignment(member)) {
    const text = member.getText(source).split('\n')[0];
    problems.push(
      `${file}: "${text}" is not a \`name: attr.kind(…)\` entry; the generator reads each prop literally (no spreads, shorthands or methods).`,
    );
    return undefined;
  }
  const name = propertyName(member.name);
  if (name === undefined) {
    problems.push(`${file}: "${member.name.getText(source)}" is a computed prop name; write it literally.`);
    return undefined;
  }
  if (!/^[a-z][A-Za-z0-9]*$/.test(name)) {
    problems.push(`${where(name)} is not a camelCase name (the attribute is derived from it: endAt → end-at).`);
    return undefined;
  }
  if (name === 'lang') {
    problems.push(`${where(name)}: \`lang\` is handled by EmbudoElement for every widget; remove it from the table.`);
    return undefined;
  }
  const doc = leadingJsDoc(member, source);
  const description = doc ? parseJsDoc(doc).description.replace(/\s*\n\s*/g, ' ') : '';
  if (!description) {
    problems.push(
      `${where(name)} has no JSDoc: add a one-line /** … */ above it (it documents the attribute in the manifest and JSX types).`,
    );
    return undefined;
  }
  const init = unwrap(member.initializer);
  const call =
    ts.isCallExpression(init) &&
    ts.isPropertyAccessExpression(init.expression) &&
    ts.isIdentifier(init.expression.expression) &&
    init.expression.expression.text === 'attr'
      ? { kind: init.expression.name.text, args: init.arguments }
      : undefined;
  const base = { name, attribute: toAttributeName(name), description };
  const bad = (expected: string) => {
    problems.push(`${where(name)}: expected ${expected}, found \`${member.initializer.getText(source)}\`.`);
    return undefined;
  };
  if (!call) return bad('attr.string(…), attr.number(…), attr.boolean(), attr.date() or attr.oneOf([…], …)');
  const [first, second] = call.args;
  switch (call.kind) {
    case 'string': {
      if (first && !isStringLiteral(unwrap(first))) return bad("a literal default, as in attr.string('/')");
      const value = first ? (unwrap(first) as ts.StringLiteral).text : '';
      return { ...base, kind: 'string', propertyType: 'string', attributeType: 'string', default: quote(value) };
    }
    case 'number': {
      const value = numberText(first);
      if (value === undefined) return bad('a literal default, as in attr.number(3, 1, 10)');
      return { ...base, kind: 'number', propertyType: 'number', attributeType: 'number', default: value };
    }
    case 'boolean':
      if (first) return bad('attr.boolean() without arguments (booleans default to false)');
      return { ...base, kind: 'boolean', propertyType: 'boolean', attributeType: 'boolean', default: 'false' };
    case 'date':
      if (first) return bad('attr.date() without arguments (dates default to null)');
      return { ...base, kind: 'date', propertyType: DATE_PROPERTY_TYPE, attributeType: 'string', default: 'null' };
    case 'oneOf': {
      const list = first && unwrap(first);
      if (
        !list ||
        !ts.isArrayLiteralExpression(list) ||
        list.elements.length === 0 ||
        !list.elements.every((e) => isStringLiteral(unwrap(e)))
      ) {
        return bad("a literal list of words, as in attr.oneOf(['light', 'dark'], 'light')");
      }
      const values = list.elements.map((e) => (unwrap(e) as ts.StringLiteral).text);
      const def = second && unwrap(second);
      if (!def || !isStringLiteral(def) || !values.includes(def.text))
        return bad(`a default that is one of ${values.map(quote).join(', ')}`);
      const union = values.map(quote).join(' | ');
      return { ...base, kind: 'oneOf', propertyType: union, attributeType: union, default: quote(def.text), values };
    }
    default:
      return bad('attr.string, attr.number, attr.boolean, attr.date or attr.oneOf');
  }
}

/** Finds `const <name> = { … }` (exported or not) in a file. */
function findObjectLiteral(source: ts.SourceFile, name: string | undefined): { name: string; node: ts.ObjectLiteralExpression }[] {
  const found: { name: string; node: ts.ObjectLiteralExpression }[] = [];
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const decl of statement.declarationList.declarations) {
      if (!ts.isIdentifier(decl.name) || !decl.initializer) continue;
      const init = unwrap(decl.initializer);
      if (ts.isObjectLiteralExpression(init) && (name === undefined || decl.name.text === name))
        found.push({ name: decl.name.text, node: init });
    }
  }
  return found;
}

function readPropsObject(object: ts.ObjectLiteralExpression, source: ts.SourceFile, file: string, problems: string[]): PropInfo[] {
  const props: PropInfo[] = [];
  for (const member of object.properties) {
    const prop = readProp(member, source, file, problems);
    if (!prop) continue;
    const clash = props.find((p) => p.attribute === prop.attribute);
    if (clash) problems.push(`${file}: props "${clash.name}" and "${prop.name}" both map to the attribute "${prop.attribute}".`);
    else props.push(prop);
  }
  return props;
}

/**
 * Reads a widget's props table (`export const xProps = { endAt: attr.date(), … }`) from source text.
 * `exportName` picks the table when the file declares more than one object.
 * Throws ManifestError naming the file and prop for anything it cannot document.
 */
export function readProps(source: string, file: string, exportName?: string): PropInfo[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const tables = findObjectLiteral(sf, exportName);
  if (tables.length !== 1) {
    const what = exportName ? `\`const ${exportName} = { … }\`` : 'exactly one `export const xProps = { … }`';
    throw new ManifestError([`${file}: expected ${what}${tables.length > 1 ? `, found ${tables.map((t) => t.name).join(', ')}` : ''}.`]);
  }
  const problems: string[] = [];
  const props = readPropsObject(tables[0]!.node, sf, file, problems);
  if (problems.length) throw new ManifestError(problems);
  return props;
}

// ---------------------------------------------------------------------------------------------
// Element classes

/** One widget's sources, as text. */
export interface WidgetSource {
  /** Path relative to the repository, forward slashes: `widgets/countdown/countdown.element.ts`. */
  elementPath: string;
  elementSource: string;
  /** The props file the class's `static props` is imported from, when it is in another file. */
  propsPath?: string;
  propsSource?: string;
}

const hasModifier = (node: ts.Node, kind: ts.SyntaxKind): boolean =>
  ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === kind);

const isPublicInstanceMember = (node: ts.ClassElement): boolean =>
  !!node.name &&
  !ts.isPrivateIdentifier(node.name) &&
  !hasModifier(node, ts.SyntaxKind.StaticKeyword) &&
  !hasModifier(node, ts.SyntaxKind.PrivateKeyword) &&
  !hasModifier(node, ts.SyntaxKind.ProtectedKeyword) &&
  !hasModifier(node, ts.SyntaxKind.OverrideKeyword);

/** The module specifier an identifier is imported from in a file, if it is imported. */
function importOf(source: ts.SourceFile, identifier: string): string | undefined {
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const bindings = statement.importClause?.namedBindings;
    if (bindings && ts.isNamedImports(bindings) && bindings.elements.some((e) => e.name.text === identifier))
      return statement.moduleSpecifier.text;
    if (statement.importClause?.name?.text === identifier) return statement.moduleSpecifier.text;
  }
  return undefined;
}

/** The props file an element file imports its `static props` table from (`./countdown.props` → path). */
export function propsImportPath(elementSource: string, elementPath: string): string | undefined {
  const sf = ts.createSourceFile(elementPath, elementSource, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  for (const cls of sf.statements.filter(ts.isClassDeclaration)) {
    for (const member of cls.members) {
      if (
        ts.isPropertyDeclaration(member) &&
        hasModifier(member, ts.SyntaxKind.StaticKeyword) &&
        member.name.getText(sf) === 'props' &&
        member.initializer
      ) {
        const init = unwrap(member.initializer);
        const spec = ts.isIdentifier(init) ? importOf(sf, init.text) : undefined;
        if (!spec?.startsWith('.')) continue;
        const resolved = path.posix.join(path.posix.dirname(elementPath), spec);
        return /\.[cm]?[jt]s$/.test(resolved) ? resolved.replace(/\.[cm]?js$/, '.ts') : `${resolved}.ts`;
      }
    }
  }
  return undefined;
}

function readClass(cls: ts.ClassDeclaration, sf: ts.SourceFile, widget: WidgetSource, problems: string[]): CemElement | undefined {
  const file = widget.elementPath;
  const className = cls.name?.text ?? '(anonymous class)';
  const doc = leadingJsDoc(cls, sf);
  if (!doc) {
    problems.push(
      `${file}: class ${className} has no JSDoc header; it is the widget's API (@summary, @tag, @slot, @event, @csspart, @cssprop).`,
    );
    return undefined;
  }
  const jsdoc = parseJsDoc(doc);
  const tagsNamed = (...names: string[]) => jsdoc.tags.filter((t) => names.includes(t.tag));
  for (const t of jsdoc.tags) {
    if (!KNOWN_CLASS_TAGS.has(t.tag))
      problems.push(
        `${file}: class ${className} has an unknown JSDoc tag @${t.tag} (known: ${[...KNOWN_CLASS_TAGS].map((k) => '@' + k).join(', ')}).`,
      );
  }
  const summary = tagsNamed('summary')[0]?.text ?? '';
  if (!summary) problems.push(`${file}: class ${className} has no @summary in its JSDoc header.`);
  const tagName = tagsNamed('tag', 'tagname')[0]?.text.split(/\s+/)[0] ?? '';
  if (!tagName) problems.push(`${file}: class ${className} has no @tag in its JSDoc header (e.g. @tag embudo-countdown).`);
  else if (!tagName.startsWith('embudo-'))
    problems.push(`${file}: class ${className} has @tag ${tagName}; Embudo tags start with "embudo-".`);
  else if (!/^embudo-[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(tagName))
    problems.push(`${file}: @tag ${tagName} is not a lowercase kebab-case custom element name.`);

  const slots: CemNamedDoc[] = [];
  const cssParts: CemNamedDoc[] = [];
  const cssProperties: CemNamedDoc[] = [];
  const events: CemEvent[] = [];
  const named = (t: JsDocTag, what: string) => {
    const nd = nameAndDescription(t.text);
    if (!nd || !nd.description)
      problems.push(
        `${file}: "@${t.tag} ${t.text}" needs "name - description"${what === 'slot' ? ' ("- description" for the default slot)' : ''}.`,
      );
    return nd?.description ? nd : undefined;
  };
  for (const t of tagsNamed('slot')) {
    const nd = named(t, 'slot');
    if (nd) slots.push({ name: nd.name, description: nd.description });
  }
  for (const t of tagsNamed('csspart')) {
    const nd = named(t, 'part');
    if (nd && !nd.name) problems.push(`${file}: "@csspart ${t.text}" has no part name.`);
    else if (nd) cssParts.push({ name: nd.name, description: nd.description });
  }
  for (const t of tagsNamed('cssprop', 'cssproperty')) {
    const nd = named(t, 'property');
    if (!nd) continue;
    // `[--name=default]` states a default, as Shoelace writes it.
    const m = /^\[?(--[\w-]+)(?:=([^\]]*))?\]?$/.exec(nd.name);
    if (!m) problems.push(`${file}: "@${t.tag} ${t.text}": a CSS custom property name starts with "--".`);
    else cssProperties.push({ name: m[1]!, description: nd.description, ...(m[2] !== undefined ? { default: m[2] } : {}) });
  }
  for (const t of tagsNamed('event', 'fires')) {
    const { type, rest } = leadingType(t.text);
    const nd = nameAndDescription(rest);
    if (!nd || !nd.name || !nd.description) {
      problems.push(`${file}: "@${t.tag} ${t.text}" needs "{Type} name - description".`);
      continue;
    }
    if (!nd.name.startsWith('embudo-')) problems.push(`${file}: event "${nd.name}" must be named embudo-<verb or noun>.`);
    events.push({ name: nd.name, type: { text: type ?? 'CustomEvent<unknown>' }, description: nd.description });
  }

  // static tagName must agree with @tag: a mismatch would register one tag and type another.
  let propsInit: ts.Expression | undefined;
  for (const member of cls.members) {
    if (!ts.isPropertyDeclaration(member) || !hasModifier(member, ts.SyntaxKind.StaticKeyword)) continue;
    const name = member.name.getText(sf);
    if (name === 'tagName' && member.initializer && isStringLiteral(unwrap(member.initializer))) {
      const value = (unwrap(member.initializer) as ts.StringLiteral).text;
      if (tagName && value !== tagName) problems.push(`${file}: static tagName '${value}' differs from the JSDoc @tag ${tagName}.`);
    }
    if (name === 'props' && member.initializer) propsInit = unwrap(member.initializer);
  }

  // Props: an inline table, a table in this file, or the imported props file.
  let props: PropInfo[] = [];
  if (propsInit && ts.isObjectLiteralExpression(propsInit)) props = readPropsObject(propsInit, sf, file, problems);
  else if (propsInit && ts.isIdentifier(propsInit)) {
    const local = findObjectLiteral(sf, propsInit.text);
    if (local.length === 1) props = readPropsObject(local[0]!.node, sf, file, problems);
    else if (widget.propsSource !== undefined) {
      try {
        props = readProps(widget.propsSource, widget.propsPath ?? '(props file)', propsInit.text);
      } catch (e) {
        if (e instanceof ManifestError) problems.push(...e.problems);
        else throw e;
      }
    } else
      problems.push(`${file}: static props = ${propsInit.text}, but its file was not found (expected it imported from ./<name>.props).`);
  } else if (propsInit) problems.push(`${file}: static props must be a props table identifier or an object literal.`);

  // The typed event map (third type argument) and the @event tags must name the same events.
  const heritage = cls.heritageClauses?.find((h) => h.token === ts.SyntaxKind.ExtendsKeyword)?.types[0];
  const eventsArg = heritage?.typeArguments?.[2];
  if (eventsArg && ts.isTypeReferenceNode(eventsArg) && ts.isIdentifier(eventsArg.typeName)) {
    const iface = sf.statements.find(
      (s): s is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(s) && s.name.text === (eventsArg.typeName as ts.Identifier).text,
    );
    const declared = (iface?.members ?? []).flatMap((m) =>
      ts.isPropertySignature(m) && m.name && ts.isStringLiteral(m.name) ? [m.name.text] : [],
    );
    for (const name of declared) {
      if (!events.some((e) => e.name === name))
        problems.push(`${file}: ${iface!.name.text} declares the event "${name}" but the JSDoc header has no @event for it.`);
    }
    if (iface) {
      for (const e of events) {
        if (!declared.includes(e.name))
          problems.push(`${file}: @event ${e.name} is not in ${iface.name.text} (the class's typed event map).`);
      }
    }
  }

  const superclass = heritage && ts.isIdentifier(heritage.expression) ? heritage.expression.text : undefined;
  const members: (CemField | CemMethod)[] = props.map((p) => ({
    kind: 'field',
    name: p.name,
    type: { text: p.propertyType },
    default: p.default,
    description: p.description,
    attribute: p.attribute,
    privacy: 'public',
  }));
  for (const member of cls.members) {
    if (!isPublicInstanceMember(member)) continue;
    const name = member.name!.getText(sf);
    if (LIFECYCLE.has(name) || ts.isConstructorDeclaration(member)) continue;
    const memberDoc = leadingJsDoc(member, sf);
    const parsed = memberDoc ? parseJsDoc(memberDoc) : undefined;
    if (!parsed?.description) {
      problems.push(`${file}: public member ${className}.${name} has no JSDoc; public members are API (make it #private if it is not).`);
      continue;
    }
    if (ts.isMethodDeclaration(member)) {
      const params: NonNullable<CemMethod['parameters']> = [];
      for (const p of member.parameters) {
        const pname = p.name.getText(sf);
        const inferred = p.type ? p.type.getText(sf) : literalType(p.initializer);
        if (!inferred)
          problems.push(
            `${file}: ${className}.${name}(): parameter "${pname}" needs a type annotation (it goes into the generated types).`,
          );
        const pdesc = parsed.tags.find((t) => t.tag === 'param' && t.text.replace(/^\{[^}]*\}\s*/, '').split(/\s+/)[0] === pname);
        params.push({
          name: pname,
          type: { text: inferred ?? 'unknown' },
          ...(p.questionToken || p.initializer ? { optional: true } : {}),
          ...(pdesc ? { description: pdesc.text.replace(/^\{[^}]*\}\s*/, '').replace(/^\S+\s*(-\s*)?/, '') } : {}),
        });
      }
      if (!member.type) problems.push(`${file}: ${className}.${name}() needs an explicit return type (it goes into the generated types).`);
      const returns = parsed.tags.find((t) => t.tag === 'returns' || t.tag === 'return');
      members.push({
        kind: 'method',
        name,
        description: parsed.description,
        privacy: 'public',
        ...(params.length ? { parameters: params } : {}),
        return: { type: { text: member.type?.getText(sf) ?? 'void' }, ...(returns ? { description: returns.text } : {}) },
      });
    } else if (ts.isPropertyDeclaration(member) || ts.isGetAccessorDeclaration(member)) {
      if (!member.type) {
        problems.push(`${file}: ${className}.${name} needs a type annotation (it goes into the generated types).`);
        continue;
      }
      const hasSetter = cls.members.some((m) => ts.isSetAccessorDeclaration(m) && m.name.getText(sf) === name);
      const readonly = ts.isGetAccessorDeclaration(member) ? !hasSetter : hasModifier(member, ts.SyntaxKind.ReadonlyKeyword);
      members.push({
        kind: 'field',
        name,
        type: { text: member.type.getText(sf) },
        description: parsed.description,
        privacy: 'public',
        ...(readonly ? { readonly: true } : {}),
      });
    }
  }

  return {
    kind: 'class',
    customElement: true,
    name: className,
    tagName,
    summary,
    description: jsdoc.description,
    ...(superclass ? { superclass: isBaseClass(superclass) ? BASE_CLASS : { name: superclass } } : {}),
    attributes: [
      ...props.map((p) => ({
        name: p.attribute,
        fieldName: p.name,
        type: { text: p.attributeType },
        default: p.default,
        description: p.description,
      })),
      LANG_ATTRIBUTE,
    ],
    members,
    events,
    slots,
    cssParts,
    cssProperties,
  };
}

/** The type of a literal default (`focus = true` → boolean), or undefined. */
function literalType(node: ts.Expression | undefined): string | undefined {
  if (!node) return undefined;
  node = unwrap(node);
  if (node.kind === ts.SyntaxKind.TrueKeyword || node.kind === ts.SyntaxKind.FalseKeyword) return 'boolean';
  if (isStringLiteral(node)) return 'string';
  return numberText(node) !== undefined ? 'number' : undefined;
}

/** True when a class is a widget: it extends EmbudoElement or its header names a @tag. */
function isWidgetClass(cls: ts.ClassDeclaration, sf: ts.SourceFile): boolean {
  const heritage = cls.heritageClauses?.find((h) => h.token === ts.SyntaxKind.ExtendsKeyword)?.types[0];
  if (heritage && ts.isIdentifier(heritage.expression) && isBaseClass(heritage.expression.text)) return true;
  const doc = leadingJsDoc(cls, sf);
  return !!doc && parseJsDoc(doc).tags.some((t) => t.tag === 'tag' || t.tag === 'tagname');
}

/** Reads one widget (element file + props file text) into its manifest module. Throws ManifestError. */
export function readWidget(widget: WidgetSource): CemModule {
  const file = widget.elementPath;
  const sf = ts.createSourceFile(file, widget.elementSource, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const problems: string[] = [];
  const classes = sf.statements.filter((s): s is ts.ClassDeclaration => ts.isClassDeclaration(s) && isWidgetClass(s, sf));
  if (classes.length === 0) problems.push(`${file}: no class extending EmbudoElement found.`);
  const declarations: CemElement[] = [];
  for (const cls of classes) {
    if (!hasModifier(cls, ts.SyntaxKind.ExportKeyword))
      problems.push(`${file}: class ${cls.name?.text ?? '(anonymous)'} must be exported.`);
    const element = readClass(cls, sf, widget, problems);
    if (element) declarations.push(element);
  }
  if (problems.length) throw new ManifestError(problems);
  return {
    kind: 'javascript-module',
    path: file,
    declarations,
    exports: declarations.flatMap((d) => [
      { kind: 'js' as const, name: d.name, declaration: { name: d.name, module: file } },
      { kind: 'custom-element-definition' as const, name: d.tagName, declaration: { name: d.name, module: file } },
    ]),
  };
}

/** The manifest of all widgets (sorted by path); collects every widget's problems before throwing. */
export function buildManifest(widgets: WidgetSource[]): CemManifest {
  const problems: string[] = [];
  const modules: CemModule[] = [];
  for (const widget of [...widgets].sort((a, b) => a.elementPath.localeCompare(b.elementPath))) {
    try {
      modules.push(readWidget(widget));
    } catch (e) {
      if (e instanceof ManifestError) problems.push(...e.problems);
      else throw e;
    }
  }
  const seen = new Map<string, string>();
  for (const m of modules) {
    for (const d of m.declarations) {
      const other = seen.get(d.tagName);
      if (other) problems.push(`${m.path}: @tag ${d.tagName} is already used by ${other}.`);
      seen.set(d.tagName, m.path);
    }
  }
  if (problems.length) throw new ManifestError(problems);
  return { schemaVersion: '2.1.0', readme: '', modules };
}

// ---------------------------------------------------------------------------------------------
// Typings rendered from the manifest

/** Every custom element declared in a manifest. */
export const elementsOf = (manifest: CemManifest): CemElement[] => manifest.modules.flatMap((m) => m.declarations);

const fields = (el: CemElement): CemField[] => el.members.filter((m): m is CemField => m.kind === 'field');
const methods = (el: CemElement): CemMethod[] => el.members.filter((m): m is CemMethod => m.kind === 'method');

/** `embudo-time-up` → `EmbudoTimeUp`. */
const pascal = (kebab: string): string => kebab.replace(/(^|-)([a-z0-9])/g, (_, __, c: string) => c.toUpperCase());

/** A JSDoc block at an indent; `*\/` in text cannot end it early. */
function docComment(lines: string[], indent: string): string {
  const text = lines
    .join('\n')
    .replace(/\*\//g, '*\\/')
    .split('\n')
    .map((l) => l.trimEnd());
  if (text.length === 1) return `${indent}/** ${text[0]} */\n`;
  return `${indent}/**\n${text.map((l) => (l ? `${indent} * ${l}` : `${indent} *`)).join('\n')}\n${indent} */\n`;
}

/** Splits a union type's text at its top level. */
function unionMembers(type: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let quoteChar = '';
  let current = '';
  for (let i = 0; i < type.length; i++) {
    const c = type[i]!;
    if (quoteChar) {
      if (c === '\\') current += c + (type[++i] ?? '');
      else {
        if (c === quoteChar) quoteChar = '';
        current += c;
      }
      continue;
    }
    if (c === "'" || c === '"' || c === '`') quoteChar = c;
    else if ('<({['.includes(c)) depth++;
    else if ('>)}]'.includes(c) && !(c === '>' && type[i - 1] === '=')) depth--;
    if (c === '|' && depth === 0) {
      out.push(current.trim());
      current = '';
    } else current += c;
  }
  out.push(current.trim());
  return out.filter(Boolean);
}

const union = (...types: string[]): string => [...new Set(types.flatMap(unionMembers))].join(' | ');

/** The type a JSX attribute takes: what the markup may write (React and Preact stringify numbers). */
function jsxAttributeType(attr: CemAttribute, field: CemField | undefined): string {
  if (attr.type.text === 'boolean') return "boolean | ''";
  if (attr.type.text === 'number') return 'number | string';
  if (field?.type.text === DATE_PROPERTY_TYPE) return 'string | number';
  return attr.type.text;
}

/** The documentation line for an attribute or property, with its default. */
const withDefault = (description: string, def: string | undefined): string[] => [
  description,
  ...(def !== undefined ? [`@default ${def}`] : []),
];

/** The own props (attributes, properties, lang, events) of one element in a JSX dialect. */
function jsxOwnProps(el: CemElement, framework: 'React' | 'Preact'): string {
  const entries = new Map<string, { type: string; doc: string[] }>();
  const add = (key: string, type: string, doc: string[]) => {
    const prev = entries.get(key);
    entries.set(key, prev ? { type: union(prev.type, type), doc: prev.doc } : { type, doc });
  };
  const fieldList = fields(el);
  for (const attr of el.attributes) {
    const field = fieldList.find((f) => f.name === attr.fieldName);
    const note = attr.fieldName && attr.fieldName !== attr.name ? ` Attribute form of \`${attr.fieldName}\`.` : '';
    add(
      attr.name.includes('-') ? quote(attr.name) : attr.name,
      jsxAttributeType(attr, field),
      withDefault(attr.description + note, attr.default),
    );
  }
  for (const field of fieldList) {
    if (!field.attribute && field.readonly) continue;
    const note =
      field.attribute && field.attribute !== field.name
        ? ` Property form of \`${field.attribute}\` (${framework} sets the property once the element is defined).`
        : '';
    add(field.name, field.type.text, withDefault(field.description + note, field.default));
  }
  for (const event of el.events) {
    add(quote(`on${event.name}`), `((event: ${event.type.text}) => void)`, [
      `${event.description}`,
      `Listens for \`${event.name}\`: \`on\` + the exact event name is the form ${framework} attaches.`,
    ]);
  }
  if (framework === 'React') {
    for (const event of el.events) {
      add(`on${pascal(event.name)}`, `((event: ${event.type.text}) => void)`, [
        `@deprecated Never fires: React 19 would listen for "${pascal(event.name)}". Write \`on${event.name}={…}\` instead.`,
      ]);
    }
  }
  let out = '';
  // `| undefined` keeps `end-at={maybe}` valid under exactOptionalPropertyTypes.
  for (const [key, { type, doc }] of entries) out += docComment(doc, '  ') + `  ${key}?: ${type} | undefined;\n`;
  return out;
}

const HEADER = (what: string) =>
  `// Generated by scripts/gen-manifest.ts from widgets/*/*.element.ts and *.props.ts: do not edit.\n// ${what}\n`;

/** dist/types/embudo-elements.d.ts: typed element interfaces and the global tag-name map. */
export function renderElementTypes(manifest: CemManifest): string {
  const els = elementsOf(manifest);
  let out = HEADER("Embudo's custom elements for the DOM: document.querySelector('embudo-…'), createElement, refs.") + '\n';
  for (const el of els) {
    out += docComment([`Events of \`<${el.tagName}>\`, for addEventListener.`], '');
    out += `export interface ${el.name}ElementEventMap extends HTMLElementEventMap {\n`;
    for (const e of el.events) out += docComment([e.description], '  ') + `  ${quote(e.name)}: ${e.type.text};\n`;
    out += '}\n\n';
    out += docComment([`\`<${el.tagName}>\`: ${el.summary}`, '', el.description], '');
    out += `export interface ${el.name}Element extends HTMLElement {\n`;
    for (const f of fields(el)) {
      const doc = docComment(withDefault(f.description + (f.attribute ? ` Attribute: \`${f.attribute}\`.` : ''), f.default), '  ');
      if (f.type.text === DATE_PROPERTY_TYPE) {
        out += doc + `  get ${f.name}(): ${DATE_VALUE_TYPE};\n  set ${f.name}(value: ${DATE_PROPERTY_TYPE});\n`;
      } else out += doc + `  ${f.readonly ? 'readonly ' : ''}${f.name}: ${f.type.text};\n`;
    }
    for (const m of methods(el)) {
      const params = (m.parameters ?? []).map((p) => `${p.name}${p.optional ? '?' : ''}: ${p.type.text}`).join(', ');
      out += docComment([m.description], '  ') + `  ${m.name}(${params}): ${m.return.type.text};\n`;
    }
    const map = `${el.name}ElementEventMap`;
    out +=
      `  addEventListener<K extends keyof ${map}>(type: K, listener: (this: ${el.name}Element, ev: ${map}[K]) => unknown, options?: boolean | AddEventListenerOptions): void;\n` +
      `  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;\n` +
      `  removeEventListener<K extends keyof ${map}>(type: K, listener: (this: ${el.name}Element, ev: ${map}[K]) => unknown, options?: boolean | EventListenerOptions): void;\n` +
      `  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;\n`;
    out += '}\n\n';
  }
  out += 'declare global {\n  interface HTMLElementTagNameMap {\n';
  for (const el of els) out += `    ${quote(el.tagName)}: ${el.name}Element;\n`;
  out += '  }\n}\n\nexport {};\n';
  return out;
}

function renderJsxTypes(manifest: CemManifest, framework: 'React' | 'Preact'): string {
  const els = elementsOf(manifest);
  const react = framework === 'React';
  let out = HEADER(`${framework} JSX types for Embudo's custom elements.`);
  const which = (how: string) => `//
// Which props to use:
// - Attributes, kebab-case (\`end-at="…"\`, \`hide-year\`): always work, also before the widget's script
//   has defined the element and in server-rendered HTML. Prefer them.
// - Properties, camelCase (\`endAt={date}\`, \`hideYear\`): ${how} sets the DOM property only when the
//   element is already defined; before that it writes a lowercase attribute the widget ignores.
// - Events: \`on\` + the exact event name: \`<embudo-countdown onembudo-time-up={(e) => …} />\`.
`;
  out += react
    ? which('React 19') +
      `//   React 19 listens for whatever follows \`on\` verbatim, so \`onEmbudoTimeUp\` would listen for
//   "EmbudoTimeUp" and never fire: it is typed only as @deprecated, so editors flag it.
//   On server-rendered markup that React hydrates, React 19 attaches these listeners only at the
//   element's first re-render, not at hydration (react#35446): there, add the listener with a ref.
`
    : which('Preact') + `//   (Preact keeps the case of custom event names; \`onEmbudoTimeUp\` is not typed.)\n`;
  out += react ? "import type * as React from 'react';\n" : "import type { HTMLAttributes } from 'preact';\n";
  out += `import type { ${els.map((e) => `${e.name}Element`).join(', ')} } from './embudo-elements.js';\n\n`;
  if (react) {
    out += docComment(
      ['What every Embudo element takes in React besides its own props: standard HTML attributes, ref, key, children.'],
      '',
    );
    out +=
      'type EmbudoReactProps<E extends HTMLElement, Own> = Own &\n' +
      '  Omit<React.HTMLAttributes<E>, keyof Own> & {\n' +
      '    ref?: React.Ref<E>;\n' +
      '    key?: React.Key | null;\n' +
      '    children?: React.ReactNode;\n' +
      '  };\n\n';
  } else {
    out += docComment(
      ['What every Embudo element takes in Preact besides its own props: standard HTML attributes, ref, key, children.'],
      '',
    );
    out += 'type EmbudoPreactProps<E extends HTMLElement, Own> = Own & Omit<HTMLAttributes<E>, keyof Own>;\n\n';
  }
  for (const el of els) {
    out += docComment([`Own props of \`<${el.tagName}>\` in ${framework}.`], '');
    out += `export interface ${el.name}${framework}OwnProps {\n${jsxOwnProps(el, framework)}}\n\n`;
    out += docComment([`\`<${el.tagName}>\` in ${framework} JSX.`], '');
    out += `export type ${el.name}${framework}Props = Embudo${framework}Props<${el.name}Element, ${el.name}${framework}OwnProps>;\n\n`;
  }
  out += `declare module '${react ? 'react' : 'preact'}' {\n  namespace JSX {\n    interface IntrinsicElements {\n`;
  for (const el of els) out += docComment([el.summary], '      ') + `      ${quote(el.tagName)}: ${el.name}${framework}Props;\n`;
  out += '    }\n  }\n}\n';
  return out;
}

/** dist/types/embudo-react.d.ts: React 19 `JSX.IntrinsicElements` for every widget. */
export const renderReactTypes = (manifest: CemManifest): string => renderJsxTypes(manifest, 'React');

/** dist/types/embudo-preact.d.ts: Preact `JSX.IntrinsicElements` for every widget. */
export const renderPreactTypes = (manifest: CemManifest): string => renderJsxTypes(manifest, 'Preact');

// ---------------------------------------------------------------------------------------------
// Files

/** Every generated file, by path relative to the repository. */
export function renderAll(manifest: CemManifest): Record<string, string> {
  return {
    'dist/widgets/custom-elements.json': JSON.stringify(manifest, null, 2) + '\n',
    'dist/types/embudo-elements.d.ts': renderElementTypes(manifest),
    'dist/types/embudo-react.d.ts': renderReactTypes(manifest),
    'dist/types/embudo-preact.d.ts': renderPreactTypes(manifest),
  };
}

/** Reads `widgets/*\/*.element.ts` (and each one's props file) under a repository root. */
export function readWidgetSources(root: string): WidgetSource[] {
  const dir = path.join(root, 'widgets');
  const sources: WidgetSource[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .sort((a, b) => a.name.localeCompare(b.name))) {
    for (const name of readdirSync(path.join(dir, entry.name))
      .filter((f) => f.endsWith('.element.ts'))
      .sort()) {
      const elementPath = `widgets/${entry.name}/${name}`;
      const elementSource = readFileSync(path.join(root, elementPath), 'utf8');
      const propsPath = propsImportPath(elementSource, elementPath) ?? elementPath.replace(/\.element\.ts$/, '.props.ts');
      const propsFile = path.join(root, propsPath);
      sources.push({
        elementPath,
        elementSource,
        ...(existsSync(propsFile) ? { propsPath, propsSource: readFileSync(propsFile, 'utf8') } : {}),
      });
    }
  }
  return sources;
}

/** Generates every file under `root`; returns the manifest and the paths written (unchanged files are left alone). */
export function generate(root: string): { manifest: CemManifest; written: string[]; files: string[] } {
  const manifest = buildManifest(readWidgetSources(root));
  const files = renderAll(manifest);
  const written: string[] = [];
  for (const [rel, content] of Object.entries(files)) {
    const file = path.join(root, rel);
    if (existsSync(file) && readFileSync(file, 'utf8') === content) continue;
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
    written.push(rel);
  }
  return { manifest, written, files: Object.keys(files) };
}

function main(): void {
  const started = performance.now();
  try {
    const { manifest, written, files } = generate(process.cwd());
    const tags = elementsOf(manifest).map((e) => e.tagName);
    const ms = Math.round(performance.now() - started);
    console.log(
      `gen-manifest: ${tags.length} widgets (${tags.join(', ')}) → ${files.length} files, ${written.length} changed, in ${ms} ms`,
    );
  } catch (e) {
    if (!(e instanceof ManifestError)) throw e;
    console.error(`gen-manifest: ${e.problems.length} problem${e.problems.length === 1 ? '' : 's'} in the widget sources:`);
    for (const p of e.problems) console.error(`  ${p}`);
    process.exitCode = 1;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
