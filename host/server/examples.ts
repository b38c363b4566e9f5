import { readdir } from 'node:fs/promises';
import { Hono, type Context } from 'hono';
import { NO_CACHE, encodedPathBelow, findFile, sendFile } from './static';

/** Escapes text for HTML element content and double-quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** The top-level `.html` files in `examplesDir`, sorted; empty when the folder does not exist. */
export async function listExamples(examplesDir: string): Promise<string[]> {
  try {
    const entries = await readdir(examplesDir, { withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile() && entry.name.endsWith('.html') && !entry.name.startsWith('.'))
      .map((entry) => entry.name)
      .sort((a, b) => a.localeCompare(b));
  } catch {
    return [];
  }
}

/** Renders the `/examples/` index page linking each example. */
export function renderExamplesIndex(names: readonly string[]): string {
  const items = names
    .map((name) => `    <li><a href="/examples/${escapeHtml(encodeURIComponent(name))}">${escapeHtml(name)}</a></li>`)
    .join('\n');
  const body = names.length > 0 ? `  <ul>\n${items}\n  </ul>` : '  <p>No examples yet.</p>';
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Embudo examples</title>
</head>
<body>
  <h1>Embudo examples</h1>
${body}
</body>
</html>
`;
}

/**
 * Routes serving the partner/marketer example pages at `/examples/*`, with an index at `/examples/`.
 * Files come from `examplesDir` (hand-written pages), else from `builtDir` (what the build makes
 * for them, e.g. the partner page's own React app).
 */
export function exampleRoutes(examplesDir: string, builtDir?: string): Hono {
  const routes = new Hono();
  // Examples are hand-edited demo pages: always revalidate so edits show on reload.
  const index = async (c: Context) => c.html(renderExamplesIndex(await listExamples(examplesDir)), 200, { 'Cache-Control': NO_CACHE });
  routes.get('/', index);
  routes.get('/*', async (c) => {
    const subPath = encodedPathBelow(c, '/examples/');
    if (subPath === '') return index(c);
    const file =
      subPath === null ? null : ((await findFile(examplesDir, subPath)) ?? (builtDir ? await findFile(builtDir, subPath) : null));
    if (!file) return c.text('Not found', 404);
    return sendFile(c, file, NO_CACHE);
  });
  return routes;
}
