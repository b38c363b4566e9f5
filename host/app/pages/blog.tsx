/**
 * The blog (`/blog`): every post of content/blog/ (rendered by the server at start), newest first,
 * with its date, reading time and excerpt; posts in the other language are marked as such. Links
 * to posts are full page loads: a post's HTML comes only with its own server-rendered page.
 */
import { formatPostDate } from '../../../src/contracts/blog';
import { useContent } from '../content';
import { InfoPage } from '../layout/info-page';
import { fill, useCopy, useLang } from '../i18n';
import { PageWidgets } from '../lib/page-widgets';
import { paths } from '../routes';

export const COPY = {
  es: {
    eyebrow: 'Blog',
    title: 'Blog del bootcamp',
    lead: 'Artículos sobre programación, carreras tech y aprendizaje.',
    empty: 'Todavía no hay artículos publicados. Vuelve pronto.',
    minutes: '{n} min de lectura',
    other: 'En inglés',
    read: 'Leer el artículo',
  },
  en: {
    eyebrow: 'Blog',
    title: 'The bootcamp blog',
    lead: 'Articles on coding, tech careers and learning.',
    empty: 'No articles have been published yet. Check back soon.',
    minutes: '{n} min read',
    other: 'In Spanish',
    read: 'Read the article',
  },
};

export default function Blog() {
  const t = useCopy(COPY);
  const lang = useLang();
  const posts = useContent().blog?.posts ?? [];
  // The page's language first, then the others, each newest first.
  const ordered = [...posts.filter((p) => p.lang === lang), ...posts.filter((p) => p.lang !== lang)];
  return (
    <InfoPage eyebrow={t.eyebrow} title={t.title} lead={t.lead}>
      {ordered.length === 0 ? (
        <p className="placeholder-note">{t.empty}</p>
      ) : (
        <ul className="blog-list">
          {ordered.map((post) => (
            <li
              key={post.slug}
              className="card blog-list__item"
              lang={post.lang === lang ? undefined : post.lang === 'en' ? 'en-US' : 'es'}
            >
              <h2 className="blog-list__title">
                <a href={paths.blogPost(lang, post.slug, post.lang)}>{post.title}</a>
              </h2>
              <p className="blog-meta" lang={lang === 'en' ? 'en-US' : 'es'}>
                <time dateTime={post.date}>{formatPostDate(post.date, lang)}</time>
                <span aria-hidden="true"> · </span>
                <span>{fill(t.minutes, { n: post.readingMinutes })}</span>
                {post.lang !== lang && (
                  <>
                    <span aria-hidden="true"> · </span>
                    <span className="blog-meta__lang">{t.other}</span>
                  </>
                )}
              </p>
              <p className="blog-list__excerpt">{post.excerpt}</p>
            </li>
          ))}
        </ul>
      )}
      <PageWidgets />
    </InfoPage>
  );
}
