import { describe, expect, it } from 'vitest';
import { postLinksIn } from './blog-post';

describe("a post's links to the site follow the page's language", () => {
  // As the server's Markdown renderer writes links (host/server/site-content.ts): the address escaped.
  const html =
    '<p>Haz el <a href="/quiz">quiz</a>, mira <a href="/#pricing">precios</a>, lee <a href="/blog?x=1&#38;y=2">esto</a> o ' +
    '<a href="https://example.com/quiz" rel="noopener noreferrer">fuera</a>.</p>';

  it('English page: the site links in English, the query and anchor kept, other sites untouched', () => {
    const en = postLinksIn(html, 'en');
    expect(en).toContain('<a href="/quiz?lang=en">quiz</a>');
    expect(en).toContain('<a href="/us#pricing">precios</a>');
    expect(en).toContain('<a href="/blog?x=1&#38;y=2&#38;lang=en">esto</a>');
    expect(en).toContain('<a href="https://example.com/quiz" rel="noopener noreferrer">fuera</a>');
  });

  it('Spanish page: the HTML is as the server wrote it', () => {
    expect(postLinksIn(html, 'es')).toBe(html);
  });
});
