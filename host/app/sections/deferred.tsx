/**
 * The landing's sections below the fold, each loaded when the visitor comes near it
 * (../lib/deferred-section.tsx): the first screen (deadline bar, banner, summary cards, pricing)
 * and the dialogs that any button of the page may open stay in the page's own chunk.
 */
import { deferredSection } from '../lib/deferred-section';

export const StartDates = deferredSection('start-dates', () => import('./start-dates').then((m) => m.StartDates));
export const Profiles = deferredSection('profiles', () => import('./profiles').then((m) => m.Profiles));
export const Benefits = deferredSection('benefits', () => import('./benefits').then((m) => m.Benefits));
export const JobTitles = deferredSection('job-titles', () => import('./job-titles').then((m) => m.JobTitles));
export const Curriculum = deferredSection('curriculum', () => import('./curriculum').then((m) => m.Curriculum));
export const Testimonials = deferredSection('testimonials', () => import('./testimonials').then((m) => m.Testimonials));
export const Platform = deferredSection('platform', () => import('./platform').then((m) => m.Platform));
export const FoundersQuote = deferredSection('founders', () => import('./founders').then((m) => m.FoundersQuote));
export const Faq = deferredSection('faq', () => import('./faq').then((m) => () => <m.Faq />));
export const Employers = deferredSection('employers', () => import('./employers').then((m) => m.Employers));
export const Team = deferredSection('team', () => import('./team').then((m) => m.Team));
/** The FAQ for a customer who has just paid (`/payment-success`): the course's questions only. */
export const CustomerFaq = deferredSection('faq', () => import('./faq').then((m) => () => <m.Faq customer />));
