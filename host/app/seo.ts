/**
 * What a shared link and a search engine read of a page, beside its title and canonical (head.ts):
 * the Open Graph type and locales, the preview card (og-card.ts), the JSON-LD, and the sitemap's
 * list of pages. Everything here is built from the same content and the same functions the page
 * renders with (the FAQ's items, the published schedule, the post's front matter), so what the
 * structured data says cannot disagree with what the page shows. Server side only (entry-server).
 */
import { createElement, Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type {
  BlogPosting,
  BreadcrumbList,
  Course,
  CourseInstance,
  EducationalOrganization,
  Event,
  FAQPage,
  ImageObject,
  Offer,
  Thing,
  WithContext,
} from 'schema-dts';
import { formatPostDate } from '../../src/contracts/blog';
import { BOOTCAMP_SLUGS, DEFAULT_BOOTCAMP, isBootcampSlug, type BootcampSlug } from '../../src/contracts/bootcamp';
import type { Cohort } from '../../src/contracts/site-content';
import { publishedSchedule } from '../../src/data/cohorts';
import { bootcampName } from '../../src/data/bootcamps';
import { WEEKDAY_LONG_DATE, formatDay } from '../../src/data/date-time';
import type { SiteContent } from './content';
import { META, type Head } from './head';
import { fill, type Lang } from './i18n';
import { masterclassText, nextMasterclass } from './lib/masterclass-date';
import { STARTS_SHOWN } from './lib/starts';
import { ogCard as makeCard, shortHash, type CardNode, type CardText, type OgCard } from './og-card';
import { canonicalPath, canonicalTwins, paths, resolveRoute, ROUTES, type PageId, type ResolvedRoute } from './routes';
import { faqItems } from './sections/faq';

/** What the server knows beside the content: the public origin and each bootcamp's price in USD. */
export interface SeoOptions {
  /** `https://embudo.dev`: absolute addresses in the JSON-LD. */
  readonly origin: string;
  /** The price a visitor in the US pays (content/pricing.json `prices.USD.price_view_final`), by bootcamp. */
  readonly pricesUSD?: Readonly<Partial<Record<string, number>>>;
}

/** The page's preview and structured data. */
export interface Seo {
  readonly type: 'website' | 'article';
  readonly siteName: string;
  /** `es_LA`, `en_US`. */
  readonly locale: string;
  readonly localeAlternates: readonly string[];
  readonly card: OgCard;
  readonly jsonLd: ReadonlyArray<WithContext<Thing>>;
}

/** Open Graph locales: the Spanish pages are written for Latin America, the English ones for the US. */
export const OG_LOCALE: Readonly<Record<Lang, string>> = { es: 'es_LA', en: 'en_US' };

export const COPY = {
  es: {
    landing: 'Bootcamp online en vivo',
    enrol: 'Inscripción',
    enrolTitle: 'Inscríbete en {name}',
    masterclass: 'Masterclass gratuita',
    noDate: 'La fecha de la próxima masterclass se anunciará pronto.',
    guide: 'Guía gratuita',
    quiz: 'Quiz',
    blog: 'Blog',
    next: 'Próximo inicio: {date}',
    minutes: '{n} min de lectura',
    home: 'Inicio',
    demo: 'Contenido de demostración',
  },
  en: {
    landing: 'Live online bootcamp',
    enrol: 'Enrollment',
    enrolTitle: 'Enroll in {name}',
    masterclass: 'Free masterclass',
    noDate: 'The date of the next masterclass will be announced soon.',
    guide: 'Free guide',
    quiz: 'Quiz',
    blog: 'Blog',
    next: 'Next start: {date}',
    minutes: '{n} min read',
    home: 'Home',
    demo: 'Demo content',
  },
} as const;

/** The starts a page offers for a bootcamp (the start-date cards and the pricing read the same). */
function cohortsOf(content: SiteContent, now: number, bootcamp: BootcampSlug): readonly Cohort[] {
  return publishedSchedule(content.schedule, now, STARTS_SHOWN).bootcamps[bootcamp]?.cohorts ?? [];
}

/** The card of a page type in a language (`post` is a blog post's slug). */
function card(
  content: SiteContent,
  now: number,
  kind: 'landing' | 'enrol' | 'masterclass' | 'guide' | 'guideUs' | 'quiz' | 'post',
  lang: Lang,
  key?: string,
): OgCard {
  const t = COPY[lang];
  const brand = content.settings.brand;
  const ogCard = (text: CardText) => makeCard(content.settings.demo ? { ...text, demo: COPY[text.lang].demo } : text);
  const nextStart = (bootcamp: BootcampSlug) => {
    const first = cohortsOf(content, now, bootcamp)[0];
    return first ? fill(t.next, { date: formatDay(first.start, WEEKDAY_LONG_DATE, lang) }) : undefined;
  };
  switch (kind) {
    case 'enrol': {
      const slug = isBootcampSlug(key) ? key : DEFAULT_BOOTCAMP;
      return ogCard({
        name: `enrol-${slug}-${lang}`,
        lang,
        brand,
        label: t.enrol,
        title: fill(t.enrolTitle, { name: bootcampName(slug, lang) }),
        detail: nextStart(slug),
      });
    }
    case 'masterclass': {
      const next = nextMasterclass(content.schedule.masterclasses, now);
      return ogCard({
        name: `masterclass-${lang}`,
        lang,
        brand,
        label: t.masterclass,
        title: META.masterclass.title[lang],
        detail: next ? masterclassText(next, lang) : t.noDate,
      });
    }
    case 'guide':
      return ogCard({
        name: `guide-${lang}`,
        lang,
        brand,
        label: t.guide,
        title: META.guide.title[lang],
        detail: META.guide.description[lang],
      });
    case 'guideUs':
      return ogCard({
        name: `guide-us-${lang}`,
        lang,
        brand,
        label: t.guide,
        title: META.guideUs.title[lang],
        detail: META.guideUs.description[lang],
      });
    case 'quiz':
      return ogCard({
        name: `quiz-${lang}`,
        lang,
        brand,
        label: t.quiz,
        title: META.quiz.title[lang],
        detail: META.quiz.description[lang],
      });
    case 'post': {
      const post = content.blog?.posts.find((p) => p.slug === key);
      if (post) {
        const own = COPY[post.lang];
        return ogCard({
          name: `post-${post.slug}`,
          lang: post.lang,
          brand,
          label: own.blog,
          title: post.title,
          detail: `${formatPostDate(post.date, post.lang)} · ${fill(own.minutes, { n: post.readingMinutes })}`,
        });
      }
      return card(content, now, 'landing', lang);
    }
    default:
      return ogCard({
        name: `landing-${lang}`,
        lang,
        brand,
        label: t.landing,
        title: META.landing.title[lang],
        detail: nextStart(DEFAULT_BOOTCAMP),
      });
  }
}

/** The card of a route: its page type's, the landing's for pages without one of their own. */
function cardOf(route: ResolvedRoute, content: SiteContent, now: number): OgCard {
  switch (route.page) {
    case 'enrolment':
      return card(content, now, 'enrol', route.lang, route.params.bootcamp);
    case 'masterclass':
    case 'masterclassClass':
      return card(content, now, 'masterclass', route.lang);
    case 'guide':
      return card(content, now, 'guide', route.lang);
    case 'guideUs':
      return card(content, now, 'guideUs', route.lang);
    case 'quiz':
      return card(content, now, 'quiz', route.lang);
    case 'blogPost':
      return card(content, now, 'post', route.lang, route.params.slug);
    default:
      return card(content, now, 'landing', route.lang);
  }
}

/** The school's mark, square, for `logo` and the publisher of posts (a search engine wants a picture, not SVG). */
export function logoCard(): OgCard {
  const tree: CardNode = {
    type: 'div',
    props: {
      style: { width: 512, height: 512, display: 'flex', backgroundColor: '#ffffff' },
      children: {
        type: 'svg',
        props: {
          width: 512,
          height: 512,
          viewBox: '0 0 32 32',
          children: [
            { type: 'rect', props: { width: 32, height: 32, rx: 8, fill: '#4338ca' } },
            { type: 'path', props: { d: 'M8 9h16l-6 8v6l-4 2v-8z', fill: '#ffffff' } },
          ],
        },
      },
    },
  };
  return { name: 'logo', lang: 'es', alt: 'Embudo', tree, path: `/og/logo.${shortHash(JSON.stringify(tree))}.png` };
}

/** Every card the site can name at `now` (the server draws one when its address is asked for). */
export function ogCards(content: SiteContent, now: number): OgCard[] {
  const cards: OgCard[] = [logoCard()];
  for (const lang of ['es', 'en'] as const) {
    cards.push(
      card(content, now, 'landing', lang),
      card(content, now, 'masterclass', lang),
      card(content, now, 'guide', lang),
      card(content, now, 'quiz', lang),
    );
    for (const slug of BOOTCAMP_SLUGS) cards.push(card(content, now, 'enrol', lang, slug));
  }
  cards.push(card(content, now, 'guideUs', 'en'));
  for (const post of content.blog?.posts ?? []) cards.push(card(content, now, 'post', post.lang, post.slug));
  return cards;
}

/** A React answer as plain text: what the FAQ shows, without its markup. */
function plainText(node: Parameters<typeof createElement>[2]): string {
  const html = renderToStaticMarkup(createElement(Fragment, null, node));
  return html
    .replace(/<\/p>\s*<p>/g, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#\d+|#x[0-9a-f]+|amp|lt|gt|quot|nbsp);/gi, (entity: string, code: string) => {
      const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', nbsp: ' ' };
      if (code.startsWith('#x') || code.startsWith('#X')) return String.fromCodePoint(parseInt(code.slice(2), 16));
      if (code.startsWith('#')) return String.fromCodePoint(Number(code.slice(1)));
      return named[code.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

const WEEKDAY_URL = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
} as const;

/** The page's preview and JSON-LD. `head` is the page's (its canonical and title); `status` its answer. */
export function seoFor(route: ResolvedRoute, head: Head, content: SiteContent, now: number, options: SeoOptions): Seo {
  const lang = route.lang;
  const t = COPY[lang];
  const abs = (href: string) => `${options.origin}${href}`;
  const twins = canonicalTwins(route);
  const other: Lang = lang === 'es' ? 'en' : 'es';
  const shown = card(content, now, 'landing', lang);
  const pageCard = head.robots ? shown : cardOf(route, content, now);
  const org: EducationalOrganization = {
    '@type': 'EducationalOrganization',
    '@id': abs('/#organization'),
    name: content.settings.brand,
    url: abs(paths.home(lang)),
    logo: { '@type': 'ImageObject', url: abs(logoCard().path), width: '512', height: '512' },
    email: content.settings.email,
    sameAs: Object.values(content.settings.social),
  };
  const orgRef = { '@id': abs('/#organization') } as EducationalOrganization;
  const image: ImageObject = { '@type': 'ImageObject', url: abs(pageCard.path), width: '1200', height: '630' };
  const jsonLd: Array<WithContext<Thing>> = [];
  const add = <T extends Thing>(thing: T) => jsonLd.push({ '@context': 'https://schema.org', ...(thing as object) } as WithContext<Thing>);

  const course = (bootcamp: BootcampSlug, description: string): Course => {
    const schedule = content.schedule.bootcamps[bootcamp];
    const instances: CourseInstance[] = cohortsOf(content, now, bootcamp).map((cohort) => {
      const window = schedule?.turnos[cohort.turno];
      return {
        '@type': 'CourseInstance',
        courseMode: 'online',
        startDate: cohort.start,
        endDate: cohort.end,
        inLanguage: head.lang,
        courseSchedule: {
          '@type': 'Schedule',
          startDate: cohort.start,
          endDate: cohort.end,
          repeatFrequency: 'P1W',
          byDay: cohort.days.map((d) => `https://schema.org/${WEEKDAY_URL[d]}`) as never,
          ...(window ? { startTime: window.start, endTime: window.end } : {}),
          scheduleTimezone: content.schedule.timeZone,
        },
      };
    });
    const price = options.pricesUSD?.[bootcamp];
    const offer: Offer | undefined =
      price === undefined
        ? undefined
        : {
            '@type': 'Offer',
            category: 'Paid',
            price: String(price),
            priceCurrency: 'USD',
            url: abs(canonicalPath(resolveRoute(paths.enrol(lang, bootcamp)))),
          };
    return {
      '@type': 'Course',
      name: bootcampName(bootcamp, lang),
      description,
      // The language the page offers the course in (the site states no other).
      inLanguage: head.lang,
      provider: orgRef,
      ...(instances.length ? { hasCourseInstance: instances } : {}),
      ...(offer ? { offers: offer } : {}),
    };
  };

  const crumbs = (items: Array<{ name: string; href: string }>): BreadcrumbList => ({
    '@type': 'BreadcrumbList',
    itemListElement: [{ name: t.home, href: paths.home(lang) }, ...items].map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: abs(item.href),
    })),
  });
  const screenTitle = head.title.replace(/ \| [^|]+$/, '');

  if (!head.robots) {
    if (route.page === 'landing' || route.page === 'landingV2') {
      add(org);
      add(course(DEFAULT_BOOTCAMP, head.description));
      if (route.page === 'landing') {
        const faq: FAQPage = {
          '@type': 'FAQPage',
          mainEntity: faqItems(lang, DEFAULT_BOOTCAMP, content.instalments ?? []).map((item) => ({
            '@type': 'Question',
            name: item.question,
            acceptedAnswer: { '@type': 'Answer', text: plainText(item.answer) },
          })),
        };
        add(faq);
      }
    } else {
      if (route.page === 'enrolment' && isBootcampSlug(route.params.bootcamp)) {
        add(org);
        add(course(route.params.bootcamp, head.description));
      }
      if (route.page === 'masterclass') {
        const next = nextMasterclass(content.schedule.masterclasses, now);
        if (next) {
          const event: Event = {
            '@type': 'Event',
            name: META.masterclass.title[lang],
            description: head.description,
            startDate: next,
            eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
            eventStatus: 'https://schema.org/EventScheduled',
            location: { '@type': 'VirtualLocation', url: abs(head.canonical) },
            image: abs(pageCard.path),
            isAccessibleForFree: true,
            inLanguage: head.lang,
            organizer: { '@type': 'EducationalOrganization', name: content.settings.brand, url: abs(paths.home(lang)) },
            offers: {
              '@type': 'Offer',
              price: '0',
              priceCurrency: 'USD',
              url: abs(head.canonical),
              availability: 'https://schema.org/InStock',
            },
          };
          add(event);
        }
      }
      if (route.page === 'blogPost') {
        const post = content.blog?.posts.find((p) => p.slug === route.params.slug);
        if (post) {
          const posting: BlogPosting = {
            '@type': 'BlogPosting',
            headline: post.title,
            description: post.excerpt,
            datePublished: post.date,
            dateModified: post.date,
            inLanguage: post.lang === 'en' ? 'en-US' : 'es',
            mainEntityOfPage: abs(head.canonical),
            image,
            // The posts name no writer: the school signs them.
            author: { '@type': 'Organization', name: content.settings.brand, url: abs(paths.home(post.lang)) },
            publisher: {
              '@type': 'Organization',
              name: content.settings.brand,
              logo: { '@type': 'ImageObject', url: abs(logoCard().path) },
            },
          };
          add(posting);
          add(
            crumbs([
              { name: t.blog, href: paths.blog(lang) },
              { name: post.title, href: head.canonical },
            ]),
          );
        }
      } else {
        add(crumbs([{ name: screenTitle, href: head.canonical }]));
      }
    }
  }

  return {
    type: route.page === 'blogPost' && !head.robots ? 'article' : 'website',
    siteName: content.settings.brand,
    locale: OG_LOCALE[lang],
    localeAlternates: twins[other] !== undefined ? [OG_LOCALE[other]] : [],
    card: pageCard,
    jsonLd,
  };
}

/** One page of the sitemap: its canonical path, its language twins (`hreflang` → path) and its date. */
export interface SitemapEntry {
  readonly path: string;
  readonly alternates: ReadonlyArray<{ readonly hreflang: string; readonly href: string }>;
  /** `YYYY-MM-DD` where the content dates the page (a post); else the server's content date. */
  readonly lastmod?: string;
}

/**
 * Screens the loop over fixed paths skips: the landing's A/B variant (an alias of the landing), the
 * class behind the masterclass registration (no index), and the screens with parameters, listed
 * one by one after it (each bootcamp's enrolment, each post).
 */
const UNLISTED: ReadonlySet<PageId> = new Set(['landingV2', 'masterclassClass', 'blogPost', 'enrolment']);

/**
 * Every indexable canonical address of both languages, from the route table (routes.ts): each
 * screen's first path in each language it has, each bootcamp's enrolment page, each blog post.
 */
export function sitemapEntries(content: SiteContent, headOf: (route: ResolvedRoute) => Head): SitemapEntry[] {
  const seen = new Set<string>();
  const entries: SitemapEntry[] = [];
  const addRoute = (route: ResolvedRoute, lastmod?: string) => {
    const head = headOf(route);
    if (head.robots || seen.has(head.canonical)) return;
    seen.add(head.canonical);
    entries.push({ path: head.canonical, alternates: head.alternates, ...(lastmod ? { lastmod } : {}) });
  };
  const postLang = (slug: string) => content.blog?.posts.find((p) => p.slug === slug)?.lang;
  for (const [page, defs] of Object.entries(ROUTES) as Array<[PageId, ReadonlyArray<{ path: string; lang?: Lang }>]>) {
    if (UNLISTED.has(page)) continue;
    const first = defs[0]!;
    for (const lang of first.lang ? [first.lang] : (['es', 'en'] as const)) {
      const route = resolveRoute(first.path, first.lang ? '' : `?lang=${lang}`);
      const twins = canonicalTwins(route);
      for (const href of Object.values(twins)) {
        const url = new URL(href, 'http://site.invalid');
        addRoute(resolveRoute(url.pathname, url.search));
      }
    }
  }
  for (const slug of BOOTCAMP_SLUGS) {
    for (const lang of ['es', 'en'] as const) {
      const url = new URL(paths.enrol(lang, slug), 'http://site.invalid');
      addRoute(resolveRoute(url.pathname, url.search));
    }
  }
  for (const post of content.blog?.posts ?? []) addRoute(resolveRoute(`/blog/${post.slug}`, '', postLang), post.date);
  return entries;
}
