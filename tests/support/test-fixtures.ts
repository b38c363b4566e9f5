import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A throwaway project root with a fake build (`dist/`), `examples/` and secrets outside them. */
export interface Fixture {
  root: string;
  distDir: string;
  examplesDir: string;
  remove(): void;
}

/** Text that only exists in files the server must never serve; a body containing it is a traversal bug. */
export const SECRET = 'TOP-SECRET-DO-NOT-SERVE';

/** Writes the fixture tree under a fresh temporary folder (test helper, not shipped). */
export function createFixture(): Fixture {
  const root = mkdtempSync(path.join(os.tmpdir(), 'embudo-server-'));
  const files: Record<string, string> = {
    'package.json': JSON.stringify({ name: SECRET }),
    'dist/secret.txt': SECRET,
    'dist/site/template.html':
      '<!doctype html><html lang="%LANG%"><head><!--head--><!--preload--></head><body><div id="root" data-rendered-at="%RENDERED_AT%"><!--app--></div>' +
      '<script type="application/json" id="site-content"><!--content--></script><script data-chat-phone="%CHAT_PHONE%"></script></body></html>',
    'dist/site/pages.json': JSON.stringify({ landing: ['/assets/app-AbCdEf12.js'] }),
    // A stand-in for the React app's server entry: renders the path, 404 for paths with "missing".
    'dist/ssr/entry-server.js': [
      'export async function render(url) {',
      '  const missing = url.includes("missing");',
      '  return { html: `<h1>SITE-INDEX ${url.replace(/</g, "&lt;")}</h1>`, status: missing ? 404 : 200, route: { page: missing ? "notFound" : "landing" },',
      '    head: { lang: "es", title: "Embudo", description: "d", canonical: "/", alternates: [{ hreflang: "en-US", href: "/us" }] } };',
      '}',
      'export function fixedPaths() { return [{ path: "/", langs: ["es"], query: { es: "", en: "" } }]; }',
    ].join('\n'),
    'dist/site/robots.txt': 'User-agent: *\n',
    'dist/site/assets/app-AbCdEf12.js': 'console.log("app");',
    'dist/site/.env': SECRET,
    'dist/widgets/countdown.js': '(()=>{/* countdown */})();',
    'dist/widgets/embudo.js': '(()=>{/* all */})();',
    'dist/widgets/manifest.json': JSON.stringify({ files: [] }),
    'dist/widgets/custom-elements.json': JSON.stringify({ schemaVersion: '1.0.0' }),
    'dist/widgets/esm/chunks/runtime-AbCdEf12.js': 'export const runtime = 1;',
    'dist/widgets/.hidden.js': SECRET,
    'examples/countdown.html': '<!doctype html><title>Countdown example</title>',
    'examples/a&b <x>.html': '<!doctype html><title>odd name</title>',
    'examples/notes.txt': 'not an example page',
  };
  for (const [relative, content] of Object.entries(files)) {
    const file = path.join(root, relative);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
  }
  // The site's content files, as the repository has them (the server refuses to start without them).
  mkdirSync(path.join(root, 'content'), { recursive: true });
  for (const name of ['site.json', 'schedule.json', 'team.json', 'founders.json', 'employers.json']) {
    copyFileSync(path.join(import.meta.dirname, '../../content', name), path.join(root, 'content', name));
  }
  return {
    root,
    distDir: path.join(root, 'dist'),
    examplesDir: path.join(root, 'examples'),
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
}
