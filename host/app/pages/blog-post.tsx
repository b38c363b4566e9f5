/**
 * A blog post (`/blog/{slug}`): its title (the page's title too), date, reading time, the body the
 * server rendered from Markdown at start (escaped: no raw HTML from the file passes through; its
 * links to the site in the page's language) and the scholarship call to action. A post is in the
 * language it is written in at its own address, in the other with `?lang=`. An unknown slug answers the 404 page with a 404 status.
 */
import { formatPostDate } from '../../../src/contracts/blog';
import { useContent } from '../content';
import { InfoPage } from '../layout/info-page';
import { fill, useCopy, useLang, type Lang } from '../i18n';
import { pageStatus } from '../lib/page-status';
import { PageWidgets } from '../lib/page-widgets';
import { paths, siteHref } from '../routes';
import { useRoute } from '../site';
import NotFound from './not-found';

export const COPY = {
  es: {
    eyebrow: 'Blog',
    minutes: '{n} min de lectura',
    ctaTitle: '¿Quieres aprender a programar con acompañamiento?',
    ctaText: 'Bootcamp Full Stack de 16 semanas, en vivo, con un mentor asignado. Beca parcial del 70%.',
    cta: 'Solicita tu Beca Parcial',
    back: 'Todos los artículos',
  },
  en: {
    eyebrow: 'Blog',
    minutes: '{n} min read',
    ctaTitle: 'Want to learn to code with support?',
    ctaText: 'A 16-week live Full Stack bootcamp with an assigned mentor. 70% partial scholarship.',
    cta: 'Apply for a Partial Scholarship',
    back: 'All articles',
  },
};

/**
 * The post's links to the site's own pages, in the page's language (a Spanish post read in English
 * links the English quiz). The server wrote each as `<a href="…">` with the address escaped.
 */
export function postLinksIn(html: string, lang: Lang): string {
  const unescape = (text: string) => text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
  const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return html.replace(/<a href="(\/[^"]*)"/g, (_, href: string) => `<a href="${escape(siteHref(unescape(href), lang))}"`);
}

export default function BlogPost() {
  const t = useCopy(COPY);
  const lang = useLang();
  const slug = useRoute().params.slug ?? '';
  const blog = useContent().blog;
  const post = blog?.posts.find((p) => p.slug === slug);
  const html = post ? blog?.html[post.slug] : undefined;
  if (!post || html === undefined) {
    pageStatus.report(404);
    return <NotFound />;
  }
  pageStatus.report(undefined, post.title);
  const postLang = post.lang === 'en' ? 'en-US' : 'es';
  return (
    <InfoPage
      eyebrow={t.eyebrow}
      title={post.title}
      lead={
        <span className="blog-meta">
          <time dateTime={post.date}>{formatPostDate(post.date, lang)}</time>
          <span aria-hidden="true"> · </span>
          {fill(t.minutes, { n: post.readingMinutes })}
        </span>
      }
    >
      {/* The server rendered this from the business's Markdown, escaping any raw HTML and unsafe link. */}
      <article
        className="post"
        lang={post.lang === lang ? undefined : postLang}
        dangerouslySetInnerHTML={{ __html: postLinksIn(html, lang) }}
      />
      <aside className="card post__cta" aria-labelledby="post-cta">
        <h2 id="post-cta">{t.ctaTitle}</h2>
        <p>{t.ctaText}</p>
        <button type="button" className="btn" data-embudo-open="scholarship">
          {t.cta}
        </button>
      </aside>
      <p>
        <a href={paths.blog(lang)}>← {t.back}</a>
      </p>
      <PageWidgets />
    </InfoPage>
  );
}
