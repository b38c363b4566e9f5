/** Each screen's page module, loaded on first use (one chunk per page). */
import { lazyPage, type LazyPage } from '../lib/lazy-page';
import type { PageId } from '../routes';

export const PAGES: Readonly<Record<PageId, LazyPage>> = {
  landing: lazyPage(() => import('./landing')),
  landingV2: lazyPage(() => import('./landing-v2')),
  links: lazyPage(() => import('./links')),
  guideUs: lazyPage(() => import('./guide-us')),
  guide: lazyPage(() => import('./guide')),
  quiz: lazyPage(() => import('./quiz')),
  masterclass: lazyPage(() => import('./masterclass')),
  masterclassClass: lazyPage(() => import('./masterclass-class')),
  vsl: lazyPage(() => import('./vsl')),
  blog: lazyPage(() => import('./blog')),
  blogPost: lazyPage(() => import('./blog-post')),
  testimonials: lazyPage(() => import('./testimonials')),
  enrolment: lazyPage(() => import('./enrolment')),
  privacy: lazyPage(() => import('./privacy')),
  refund: lazyPage(() => import('./refund')),
  brochure: lazyPage(() => import('./brochure')),
  profile: lazyPage(() => import('./profile')),
  notFound: lazyPage(() => import('./not-found')),
};
