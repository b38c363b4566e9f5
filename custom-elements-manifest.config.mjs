// The Custom Elements Manifest analyzer's settings (`npm run manifest`; docs/architecture.md#conventions).
// Run through tsx (package.json "manifest"), so the plugins below are TypeScript.
import { embudoPlugin } from './scripts/cem-plugin.ts';
import { outputsPlugin } from './scripts/cem-outputs.ts';

export default {
  globs: ['widgets/*/*.element.ts'],
  outdir: 'dist/widgets',
  // package.json names the manifest already ("customElements"); the analyzer would rewrite it.
  packagejson: false,
  quiet: true,
  plugins: [embudoPlugin(), outputsPlugin()],
};
