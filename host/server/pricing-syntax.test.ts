// @vitest-environment node
// Row 10: a pricing file with a syntax error stops the start naming the line and the column.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { jsonSyntaxError } from './content-file';
import { PricingError, loadPricing } from './pricing';

const dir = mkdtempSync(path.join(os.tmpdir(), 'embudo-pricing-syntax-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function messageOf(text: string): string {
  const file = path.join(dir, `p-${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(file, text);
  try {
    loadPricing(file);
  } catch (error) {
    expect(error).toBeInstanceOf(PricingError);
    return (error as Error).message;
  }
  throw new Error('loadPricing accepted the file');
}

const START = '{\n  "bootcamps": {\n    "fullstack": {\n';

describe('a pricing file that is not JSON', () => {
  it.each([
    ['a bare word', `${START}      "linkPayUSD": abierto,\n`, 4, 21, /unexpected word "abierto"/],
    ['single quotes', `${START}      'linkPayUSD': "x"\n`, 4, 7, /single quotes/],
    ['NaN', `${START}      "porcentajeDescuento": NaN\n`, 4, 30, /NaN is not a JSON number/],
    ['cut in the middle', `${START}      "turnos": ["noche", "di`, 4, 27, /a string is not closed/],
    ['cut after a comma', `${START}      "turnos": ["noche",`, 4, 26, /ends in the middle/],
    ['empty', '', 1, 1, /the file is empty/],
    ['only spaces', '  \n\n', 3, 1, /the file is empty/],
    ['a trailing comma', '{\n  "bootcamps": {},\n}', 3, 1, /no trailing comma/],
    ['a missing comma', '{\n  "bootcamps": {}\n  "redirects": {}\n}', 3, 3, /missing comma/],
  ])('%s: refused naming the line and column', (_label, text, line, column, problem) => {
    const message = messageOf(text);
    expect(message).toContain(`is not valid JSON at line ${line}, column ${column}: `);
    expect(message).toMatch(problem);
  });

  it('the scanner agrees with JSON.parse on what is valid', () => {
    for (const text of ['{}', '[]', '{"a":[1,-2.5e3,true,false,null,"x\\u00e9\\n"]}', ' {"a" : { } } ', '"x"', '0']) {
      expect(jsonSyntaxError(text), text).toBeNull();
    }
    for (const text of ['{', '{"a":}', '[1,]', '01', '{"a":1}}', '"\\x"', '{"a":.5}', 'nul']) {
      expect(() => JSON.parse(text)).toThrow();
      expect(jsonSyntaxError(text), text).not.toBeNull();
    }
  });
});
