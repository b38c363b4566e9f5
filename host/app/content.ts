/**
 * The business's content (content/*.json, formats in content/README.md), as the page was rendered
 * with it: the server reads and checks the files at start (a broken file stops it, naming the file
 * and field), renders pages with them, and writes them into the page (`#site-content`) so the
 * browser hydrates with the same. A file still marked `"placeholder": true` is hidden by the
 * section that would show it, or shown with a note that says so.
 */
import { createContext, useContext } from 'react';
import type { Employers, Founders, Schedule, SiteSettings, Team } from '../../src/contracts/site-content';
import type { Blog } from '../../src/contracts/blog';
import type { Testimonial } from '../../src/contracts/social-proof';
import type { PostLang } from './routes';

/** An instalment plan of the pricing (content/pricing.json `cuotas` with `cuotaDolar` / `cuotaSoles`). */
export interface InstalmentPlan {
  readonly count: number;
  readonly amount: number;
  readonly currency: 'USD' | 'PEN';
}

/** Everything the site shows that only the business knows. */
export interface SiteContent {
  /**
   * The full stack bootcamp's instalment plans, from content/pricing.json (the server reads it): the
   * FAQ says what they are, and says there are none when the pricing offers none.
   */
  readonly instalments?: readonly InstalmentPlan[];
  readonly settings: SiteSettings;
  readonly schedule: Schedule;
  readonly team: Team;
  readonly founders: Founders;
  readonly employers: Employers;
  readonly testimonials: readonly Testimonial[];
  /**
   * The blog (content/blog/*.md, rendered by the server at start): the posts' index on the blog's
   * pages and a post's HTML on its page; empty on every other page (the server embeds only what
   * the page shows), and possibly missing in a test's content.
   */
  readonly blog?: Blog;
}

/** The language each blog post of the content is written in (routes.ts reads a post's address in it). */
export const postLangOf =
  (content: SiteContent): PostLang =>
  (slug) =>
    content.blog?.posts.find((post) => post.slug === slug)?.lang;

export const ContentContext = createContext<SiteContent | null>(null);

/** The site's content. */
export function useContent(): SiteContent {
  const content = useContext(ContentContext);
  if (!content) throw new Error('useContent: render inside <App>');
  return content;
}

/** The id of the JSON script element that carries the content into the browser. */
export const CONTENT_ELEMENT_ID = 'site-content';
