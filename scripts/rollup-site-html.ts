import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Plugin } from 'rollup';

/**
 * The site's client build around its bundle:
 * - `template.html`: host/app/index.html with the hashed entry script and every stylesheet of
 *   host/app inlined as one `<style>` (base.css first, then the rest by path): on a phone a
 *   render-blocking request costs a round trip before the first paint, for a few KB of CSS. The
 *   server fills the head, the rendered app and the content in per request.
 * - `pages.json`: each screen's chunk and the chunks it imports, so the server can `modulepreload`
 *   what the page needs instead of the browser finding it one import at a time.
 * - the files of `public/` (images, robots.txt), folders kept.
 */
export function siteHtml({
  template,
  appDir,
  publicDir,
  pagesIndex,
}: {
  template: string;
  appDir: string;
  publicDir: string;
  pagesIndex: string;
}): Plugin {
  return {
    name: 'embudo-site-html',
    buildStart() {
      for (const file of cssFiles(appDir)) this.addWatchFile(file);
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((f) => f.type === 'chunk');
      const entry = chunks.find((f) => f.isEntry);
      if (!entry) this.error('the site has no entry chunk');
      const css = cssFiles(appDir)
        .map((file) => minifyCss(readFileSync(file, 'utf8')))
        .join('');
      let html = readFileSync(template, 'utf8');
      for (const marker of [
        '%APP_SCRIPT%',
        '%CSS%',
        '<!--head-->',
        '<!--app-->',
        '<!--content-->',
        '<!--preload-->',
        '%LANG%',
        '%RENDERED_AT%',
        '%CHAT_PHONE%',
      ]) {
        if (!html.includes(marker)) this.error(`${template} lost its ${marker} marker (scripts/rollup-site-html.ts fills it)`);
      }
      html = html.replace('%APP_SCRIPT%', `/${entry.fileName}`).replace('%CSS%', () => css);
      this.emitFile({ type: 'asset', fileName: 'template.html', source: html });

      // Screen → its chunk and that chunk's static imports (not the entry's, already loading).
      const index = readFileSync(pagesIndex, 'utf8');
      const pages: Record<string, string[]> = {};
      for (const [, page, file] of index.matchAll(/(\w+): lazyPage\(\(\) => import\('\.\/([\w-]+)'\)\)/g)) {
        const chunk = chunks.find((c) => c.facadeModuleId?.replace(/\\/g, '/').endsWith(`/pages/${file}.tsx`));
        if (!chunk) this.error(`no chunk for the page module pages/${file}.tsx`);
        const files = new Set<string>();
        const visit = (name: string) => {
          if (files.has(name) || name === entry.fileName) return;
          files.add(name);
          const c = bundle[name];
          if (c?.type === 'chunk') c.imports.forEach(visit);
        };
        visit(chunk.fileName);
        pages[page!] = [...files].map((f) => `/${f}`);
      }
      this.emitFile({ type: 'asset', fileName: 'pages.json', source: JSON.stringify(pages, null, 1) });

      for (const file of walk(publicDir)) {
        this.emitFile({ type: 'asset', fileName: relative(publicDir, file).split('\\').join('/'), source: readFileSync(file) });
      }
    },
  };
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => (d.isDirectory() ? walk(join(dir, d.name)) : [join(dir, d.name)]));
}

/** host/app's stylesheets: styles/base.css first (the tokens), then every other .css by path. */
function cssFiles(appDir: string): string[] {
  const all = walk(appDir)
    .filter((f) => f.endsWith('.css') && !f.includes(`${join(appDir, 'public')}`))
    .sort();
  const base = join(appDir, 'styles', 'base.css');
  return [base, ...all.filter((f) => f !== base)];
}

/** Comments and runs of white space out; enough for hand-written CSS (no strings with significant spaces here). */
function minifyCss(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{}:;,>])\s*/g, '$1')
    .replace(/;}/g, '}')
    .trim();
}
