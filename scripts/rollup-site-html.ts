import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'rollup';

/**
 * Writes the site's index.html from a template pointing at the hashed entry, and copies public/ files.
 * The page's own small stylesheet (`<link rel="stylesheet" href="/site.css">`) is inlined: on a phone
 * a render-blocking request costs a round trip before the first paint, for about 1 KB of CSS.
 */
export function siteHtml({ template, publicDir }: { template: string; publicDir: string }): Plugin {
  return {
    name: 'embudo-site-html',
    generateBundle(_options, bundle) {
      const entry = Object.values(bundle).find((f) => f.type === 'chunk' && f.isEntry);
      if (!entry) this.error('the site has no entry chunk');
      const css = readFileSync(join(publicDir, 'site.css'), 'utf8').trim();
      const link = /<link rel="stylesheet" href="\/site\.css"\s*\/?>/;
      let html = readFileSync(template, 'utf8').replace('%APP_SCRIPT%', `/${entry.fileName}`);
      if (!link.test(html)) this.error(`${template} no longer links /site.css; update the inlining in scripts/rollup-site-html.ts`);
      html = html.replace(link, () => `<style>${css}</style>`);
      this.emitFile({ type: 'asset', fileName: 'index.html', source: html });
      for (const name of readdirSync(publicDir)) {
        this.emitFile({ type: 'asset', fileName: name, source: readFileSync(join(publicDir, name)) });
      }
    },
  };
}
