import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { blogForPage, loadBlog, renderPostMarkdown } from './site-content';

const post = (front: string, body = 'Hola mundo.') => `---\n${front}\n---\n${body}\n`;

function folder(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'embudo-blog-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  return dir;
}

describe('the blog', () => {
  it('loads the shipped posts: three or more in Spanish, one or more in English, newest first', () => {
    const { posts } = loadBlog(path.resolve('content/blog'));
    expect(posts.filter((p) => p.lang === 'es').length).toBeGreaterThanOrEqual(3);
    expect(posts.filter((p) => p.lang === 'en').length).toBeGreaterThanOrEqual(1);
    expect(posts.map((p) => p.date)).toEqual([...posts.map((p) => p.date)].sort().reverse());
    for (const p of posts) expect(p.html).toContain('<h2>');
  });

  it('renders Markdown with no raw HTML and no unsafe link passing through', () => {
    const html = renderPostMarkdown(
      '# Title\n\n<script>alert(1)</script>\n\nText <b onclick="x()">bold</b> [a](javascript:alert(1)) [b](https://example.com) ![i](data:image/png;base64,AAA)',
    );
    expect(html).not.toMatch(/<script|<b |onclick="|href="javascript|src="data/);
    expect(html).toContain('&#60;script&#62;');
    expect(html).toContain('<h2>Title</h2>');
    expect(html).toContain('<a href="https://example.com" rel="noopener noreferrer">b</a>');
  });

  it('reads front matter, reading time and slug; a broken post names its file and field', () => {
    const ok = folder({
      'hola-mundo.md': post('title: "Hola: mundo"\ndate: 2026-01-02\nlang: es\nexcerpt: Un saludo.', 'palabra '.repeat(450)),
    });
    expect(loadBlog(ok).posts[0]).toMatchObject({
      slug: 'hola-mundo',
      title: 'Hola: mundo',
      date: '2026-01-02',
      lang: 'es',
      excerpt: 'Un saludo.',
      readingMinutes: 3,
    });
    expect(() => loadBlog(folder({ 'x.md': post('title: X\ndate: 2026-02-30\nlang: es\nexcerpt: e') }))).toThrow(
      /x\.md[\s\S]*date: expected a date/,
    );
    expect(() => loadBlog(folder({ 'x.md': post('title: X\ndate: 2026-02-03\nlang: fr\nexcerpt: e') }))).toThrow(/lang/);
    expect(() => loadBlog(folder({ 'Mal Nombre.md': post('title: X\ndate: 2026-02-03\nlang: es\nexcerpt: e') }))).toThrow(/not a slug/);
    expect(() => loadBlog(folder({ 'x.md': 'no front matter' }))).toThrow(/no front matter/);
    expect(loadBlog(path.join(tmpdir(), 'no-such-embudo-blog')).posts).toEqual([]);
  });

  it('embeds nothing outside the blog, the index on the list, and one post on its page', () => {
    const blog = loadBlog(path.resolve('content/blog'));
    const first = blog.posts[0]!;
    expect(blogForPage(blog, 'landing')).toEqual({ posts: [], html: {} });
    const list = blogForPage(blog, 'blog');
    expect(list.posts).toHaveLength(blog.posts.length);
    expect(list.html).toEqual({});
    expect(JSON.stringify(list)).not.toContain('<h2>');
    expect(Object.keys(blogForPage(blog, 'blogPost', first.slug).html)).toEqual([first.slug]);
    expect(blogForPage(blog, 'blogPost', 'nope').html).toEqual({});
  });
});
