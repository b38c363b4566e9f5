// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import * as prettier from 'prettier';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { registerInIndex, scaffoldWidget, widgetFiles } from './new-widget';

const root = process.cwd();
const NAME = 'seat-counter';
const scaffold = scaffoldWidget(NAME);
const all = new Map([...scaffold.created, ...scaffold.edited]);

describe('npm run new:widget', () => {
  it('writes the files the README how-to lists, and registers the class in widgets/index.ts', () => {
    expect([...scaffold.created.keys()]).toEqual([...widgetFiles(NAME), `widgets/${NAME}/${NAME}.texts.ts`]);
    const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
    const howTo = readme.slice(readme.indexOf('### Add a widget'), readme.indexOf('### Add a landing section'));
    expect(howTo).toContain('npm run new:widget -- <name>');
    for (const file of [...widgetFiles('<name>'), 'widgets/<name>/<name>.texts.ts']) expect(howTo).toContain(path.basename(file));
    const index = scaffold.edited.get('widgets/index.ts')!;
    expect(index).toContain("import { EmbudoSeatCounter } from './seat-counter/seat-counter.element';");
    expect(index).toMatch(/boot\(import\.meta\.url, \[[^\]]*EmbudoSeatCounter,\n\]\);/);
    expect(index).toMatch(/export \{[^}]*EmbudoScholarshipModal,\n {2}EmbudoSeatCounter,\n {2}EmbudoSocialProof,/);
  });

  it('refuses a name that is not kebab-case or a widget that exists', () => {
    expect(() => scaffoldWidget('SeatCounter')).toThrow(/not a widget name/);
    expect(() => scaffoldWidget('countdown')).toThrow(/already exists/);
    expect(() => registerInIndex('export {};\n', NAME, 'EmbudoSeatCounter')).toThrow(/no widget import/);
  });

  it('writes code that type-checks against the real src/', () => {
    const config = ts.getParsedCommandLineOfConfigFile(
      path.join(root, 'tsconfig.json'),
      {},
      { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined },
    )!;
    const virtual = new Map([...all].map(([file, text]) => [path.join(root, file), text]));
    const host = ts.createCompilerHost(config.options);
    const { getSourceFile, fileExists, readFile } = host;
    const dirs = new Set([...virtual.keys()].map((file) => path.dirname(file)));
    const { directoryExists } = host;
    host.directoryExists = (dir) => dirs.has(dir) || (directoryExists?.(dir) ?? ts.sys.directoryExists(dir));
    host.fileExists = (file) => virtual.has(file) || fileExists(file);
    host.readFile = (file) => virtual.get(file) ?? readFile(file);
    host.getSourceFile = (file, lang, ...rest) =>
      virtual.has(file) ? ts.createSourceFile(file, virtual.get(file)!, lang) : getSourceFile(file, lang, ...rest);
    const ambient = config.fileNames.filter((f) => f.startsWith(path.join(root, 'types') + path.sep));
    // The new files only: widgets/index.ts would bring every widget in (its edit is checked above).
    const mine = [...scaffold.created.keys()].filter((f) => /\.tsx?$/.test(f)).map((f) => path.join(root, f));
    const program = ts.createProgram(mine.concat(ambient), config.options, host);
    const errors = ts
      .getPreEmitDiagnostics(program)
      .map((d) => `${d.file ? path.relative(root, d.file.fileName) : ''}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
    expect(errors).toEqual([]);
  }, 120_000);

  it('writes code the lint and Prettier accept as it is', async () => {
    const eslint = new ESLint({ cwd: root });
    const options = (await prettier.resolveConfig(path.join(root, 'README.md'))) ?? {};
    for (const [file, text] of all) {
      if (/\.tsx?$/.test(file)) {
        const [result] = await eslint.lintText(text, { filePath: path.join(root, file) });
        expect(result!.messages.map((m) => `${file}:${m.line} ${m.ruleId}: ${m.message}`)).toEqual([]);
      }
      expect(await prettier.check(text, { ...options, filepath: path.join(root, file) }), `${file} is not Prettier-formatted`).toBe(true);
    }
  }, 60_000);
});
