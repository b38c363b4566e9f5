import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'rollup';

/** Writes the site's index.html from a template pointing at the hashed entry, and copies public/ files. */
export function siteHtml({ template, publicDir }: { template: string; publicDir: string }): Plugin {
  return {
    name: 'embudo-site-html',
    generateBundle(_options, bundle) {
      const entry = Object.values(bundle).find((f) => f.type === 'chunk' && f.isEntry);
      if (!entry) this.error('the site has no entry chunk');
      const html = readFileSync(template, 'utf8').replace('%APP_SCRIPT%', `/${entry.fileName}`);
      this.emitFile({ type: 'asset', fileName: 'index.html', source: html });
      for (const name of readdirSync(publicDir)) {
        this.emitFile({ type: 'asset', fileName: name, source: readFileSync(join(publicDir, name)) });
      }
    },
  };
}
