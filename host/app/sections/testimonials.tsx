/**
 * Testimonials (docs/product.md#testimonial-carousels): one carousel per track, Full Stack and Data
 * Science, each with up to four slides (quote and author) and a picker of four 80 px round faces
 * that select their slide; the Full Stack one adds a quote mark and a zoom on hover. A testimonial
 * with a `rating` shows its stars ('4 de 5 estrellas'); one without shows none: the contract's (docs/product.md#testimonial-carousels) five
 * stars are the person's own, never drawn for someone who gave none.
 *
 * Only real testimonials from content/testimonials.json (a testimonial without `track` is Full
 * Stack): a track without any shows no carousel, and with none at all the section is left out.
 *
 * WAI-ARIA APG carousel: a region with `aria-roledescription` "carousel" (Spanish pages: "carrusel",
 * as a role description is read out in the page's language) and a label; the rotation control
 * first in its tab order, then previous / next; slides are groups ("slide" / "diapositiva") named
 * "1 de 4"; the faces below pick a slide (`aria-current` marks the shown one); the slides'
 * live region is off while rotating and polite otherwise; slides out of view are inert. Rotation
 * (embla-carousel-autoplay, every 3 s) pauses while the pointer is over the carousel or focus is in
 * it, stops with the rotation button, and does not start under `prefers-reduced-motion: reduce`
 * (slides then change without animation). Swiping is embla's.
 */
import { useCallback, useEffect, useId, useRef, useState, type FocusEvent } from 'react';
import { useLazyEmbla } from '../lib/use-lazy-embla';
import {
  MAX_RATING,
  testimonialTrack,
  type Testimonial,
  type TestimonialRating,
  type TestimonialTrack,
} from '../../../src/contracts/social-proof';
import { getCountry } from '../../../src/data/countries';
import { SOCIAL_PROOF_COUNTRIES } from '../../../src/data/social-proof-countries';
import { initials } from '../../../src/ui/initials';
import { useContent } from '../content';
import { fill, useCopy, useLang, type Lang } from '../i18n';
import { SectionHead } from '../layout/section-head';

/** docs/product.md#carousels: slides per carousel, autoplay delay, slide speed. */
export const SLIDES_PER_TRACK = 4;
export const AUTOPLAY_DELAY_MS = 3000;
/** Embla's `duration` is not in ms; 20 (default 25) settles a one-slide move in about the contract's (docs/product.md#carousels) 300 ms. */
const EMBLA_DURATION = 20;

/** The tracks in the order they show (the landing is the Full Stack bootcamp's). */
const TRACKS: readonly TestimonialTrack[] = ['fullstack', 'data-science'];

export const COPY = {
  es: {
    eyebrow: 'Testimonios',
    title: 'Lo que cuentan nuestros egresados',
    lead: 'Personas que empezaron desde cero y hoy programan.',
    track: { fullstack: 'Full Stack', 'data-science': 'Data Science' } as Record<TestimonialTrack, string>,
    carousel: 'Testimonios de {track}',
    slide: '{n} de {of}',
    previous: 'Testimonio anterior',
    next: 'Testimonio siguiente',
    pause: 'Detener la rotación automática de testimonios',
    play: 'Iniciar la rotación automática de testimonios',
    picker: 'Elige un testimonio',
    show: 'Ver el testimonio de {name}',
    stars: '{n} de {of} estrellas',
  },
  en: {
    eyebrow: 'Testimonials',
    title: 'What our graduates say',
    lead: 'People who started from zero and write code today.',
    track: { fullstack: 'Full Stack', 'data-science': 'Data Science' } as Record<TestimonialTrack, string>,
    carousel: '{track} testimonials',
    slide: '{n} of {of}',
    previous: 'Previous testimonial',
    next: 'Next testimonial',
    pause: 'Stop automatic testimonial rotation',
    play: 'Start automatic testimonial rotation',
    picker: 'Choose a testimonial',
    show: "Show {name}'s testimonial",
    stars: '{n} out of {of} stars',
  },
};

/** One of six avatar colours (0–5) for the `index`-th face of a row: neighbours never share one. */
export const avatarTone = (index: number, offset = 0): number => (index + offset) % 6;

/** The country's name in `lang` from the site's own tables (no Intl: server and browser must agree). */
function countryName(code: string | undefined, lang: Lang): string | undefined {
  if (!code) return undefined;
  const offered = getCountry(code)?.name[lang];
  const named = {}.hasOwnProperty.call(SOCIAL_PROOF_COUNTRIES, code) ? SOCIAL_PROOF_COUNTRIES[code]![lang === 'en' ? 1 : 0] : undefined;
  return offered ?? named;
}

/** The testimonials of each track, in file order, at most four each (docs/product.md#carousels). */
export function testimonialsByTrack(items: readonly Testimonial[]): Record<TestimonialTrack, Testimonial[]> {
  const out: Record<TestimonialTrack, Testimonial[]> = { fullstack: [], 'data-science': [] };
  for (const item of items) {
    const list = out[testimonialTrack(item)];
    if (list.length < SLIDES_PER_TRACK) list.push(item);
  }
  return out;
}

export function Testimonials() {
  const { testimonials } = useContent();
  const t = useCopy(COPY);
  const titleId = useId();
  const byTrack = testimonialsByTrack(testimonials);
  const tracks = TRACKS.filter((track) => byTrack[track].length > 0);
  if (tracks.length === 0) return null;
  return (
    <section id="testimonios" className="section testimonials" aria-labelledby={titleId}>
      <div className="container">
        <SectionHead id={titleId} eyebrow={t.eyebrow} title={t.title} lead={t.lead} />
        <div className={tracks.length > 1 ? 'testimonials__pair' : 'testimonials__single'}>
          {tracks.map((track) => (
            <TestimonialCarousel key={track} track={track} items={byTrack[track]} />
          ))}
        </div>
      </div>
    </section>
  );
}

/** Whether the visitor asked for less motion (false on the server and until hydrated). */
function useReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const query = matchMedia('(prefers-reduced-motion: reduce)');
    const update = () => setReduced(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return reduced;
}

function TestimonialCarousel({ track, items }: { track: TestimonialTrack; items: readonly Testimonial[] }) {
  const t = useCopy(COPY);
  const lang = useLang();
  const base = useId();
  const fullstack = track === 'fullstack';
  // The second carousel's faces start further along the palette, so the two rows look different.
  const toneOffset = fullstack ? 0 : 3;
  const count = items.length;
  const several = count > 1;

  const [viewportRef, api] = useLazyEmbla(
    { loop: several, duration: EMBLA_DURATION, active: several },
    { delay: AUTOPLAY_DELAY_MS, playOnInit: false, stopOnInteraction: true, stopOnFocusIn: false, stopOnMouseEnter: false },
  );
  const [selected, setSelected] = useState(0);
  const reduced = useReducedMotion();
  // null: the visitor has not pressed the rotation button (rotate unless reduced motion).
  const [chosen, setChosen] = useState<boolean | null>(null);
  const [hover, setHover] = useState(false);
  const [focusWithin, setFocusWithin] = useState(false);
  const playing = several && (chosen ?? !reduced);
  const running = playing && !hover && !focusWithin && api !== undefined;

  useEffect(() => {
    if (!api) return;
    const onSelect = () => setSelected(api.selectedScrollSnap());
    onSelect();
    api.on('select', onSelect).on('reInit', onSelect);
    return () => {
      api.off('select', onSelect).off('reInit', onSelect);
    };
  }, [api]);

  // The autoplay plugin only runs while `running`; a swipe stops it (stopOnInteraction), so it resumes here.
  const runningRef = useRef(running);
  runningRef.current = running;
  useEffect(() => {
    const autoplay = api?.plugins()?.autoplay;
    if (!autoplay) return;
    if (running) autoplay.play(reduced);
    else autoplay.stop();
  }, [api, running, reduced]);
  useEffect(() => {
    if (!api) return;
    const onPointerUp = () => {
      if (runningRef.current) api.plugins()?.autoplay?.play();
    };
    api.on('pointerUp', onPointerUp);
    return () => {
      api.off('pointerUp', onPointerUp);
    };
  }, [api]);

  const go = useCallback((index: number) => api?.scrollTo(index, reduced), [api, reduced]);
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusWithin(false);
  };

  const trackName = t.track[track];
  return (
    <div
      className={`testimonials__carousel testimonials__carousel--${track}`}
      role="region"
      aria-roledescription={lang === 'en' ? 'carousel' : 'carrusel'}
      aria-label={fill(t.carousel, { track: trackName })}
      // Set once embla runs (browser tests wait for it).
      data-ready={api ? '' : undefined}
      onMouseEnter={() => setHover(true)}
      onMouseLeave={() => setHover(false)}
      onFocus={() => setFocusWithin(true)}
      onBlur={onBlur}
    >
      <div className="testimonials__top">
        <h3 className="testimonials__track">{trackName}</h3>
        {several && (
          <div className="testimonials__controls">
            <button
              type="button"
              className="testimonials__control"
              aria-label={playing ? t.pause : t.play}
              onClick={() => setChosen(!playing)}
            >
              {playing ? (
                <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                  <path d="M8 5v14M16 5v14" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
                </svg>
              ) : (
                <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                  <path d="M8 5l11 7-11 7z" fill="currentColor" />
                </svg>
              )}
            </button>
            <button
              type="button"
              className="testimonials__control"
              aria-label={t.previous}
              aria-controls={`${base}slides`}
              onClick={() => api?.scrollPrev(reduced)}
            >
              <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
                <path d="M15 6l-6 6 6 6" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </button>
            <button
              type="button"
              className="testimonials__control"
              aria-label={t.next}
              aria-controls={`${base}slides`}
              onClick={() => api?.scrollNext(reduced)}
            >
              <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
                <path d="M9 6l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </button>
          </div>
        )}
      </div>
      <div className="testimonials__viewport" ref={viewportRef}>
        <div id={`${base}slides`} className="testimonials__slides" aria-live={running ? 'off' : 'polite'}>
          {items.map((item, index) => (
            <div
              key={index}
              id={`${base}s${index}`}
              className="testimonials__slide"
              role="group"
              aria-roledescription={lang === 'en' ? 'slide' : 'diapositiva'}
              aria-label={fill(t.slide, { n: index + 1, of: count })}
              inert={index !== selected}
            >
              <Slide item={item} tone={avatarTone(index, toneOffset)} fullstack={fullstack} lang={lang} />
            </div>
          ))}
        </div>
      </div>
      {several && (
        <div className="testimonials__picker" role="group" aria-label={t.picker}>
          {items.map((item, index) => (
            <button
              key={index}
              type="button"
              className="testimonials__thumb"
              aria-label={fill(t.show, { name: item.name })}
              aria-controls={`${base}s${index}`}
              aria-current={index === selected ? 'true' : undefined}
              onClick={() => go(index)}
            >
              <Face item={item} tone={avatarTone(index, toneOffset)} />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}

const STAR_PATH = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

/**
 * A testimonial's rating as five stars, the given ones filled and the rest outlined (so the count
 * reads without colour), one image named '4 de 5 estrellas' / '4 out of 5 stars'.
 */
export function Stars({ rating }: { rating: TestimonialRating }) {
  const t = useCopy(COPY);
  return (
    <span className="testimonials__stars" role="img" aria-label={fill(t.stars, { n: rating, of: MAX_RATING })}>
      {Array.from({ length: MAX_RATING }, (_, star) => (
        <svg key={star} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path
            d={STAR_PATH}
            fill={star < rating ? 'currentColor' : 'none'}
            stroke="currentColor"
            strokeWidth={star < rating ? 0 : 1.75}
            strokeLinejoin="round"
          />
        </svg>
      ))}
    </span>
  );
}

function Slide({ item, tone, fullstack, lang }: { item: Testimonial; tone: number; fullstack: boolean; lang: Lang }) {
  const country = countryName(item.country, lang);
  return (
    <figure className="testimonials__figure">
      {(fullstack || item.rating !== undefined) && (
        <div className="testimonials__flair">
          {fullstack && (
            <svg className="testimonials__mark" viewBox="0 0 48 36" width="40" height="30" aria-hidden="true" focusable="false">
              <path d="M0 36V20C0 8 6 1 18 0v7c-6 1-9 5-9 11h9v18zm26 0V20C26 8 32 1 44 0v7c-6 1-9 5-9 11h9v18z" fill="currentColor" />
            </svg>
          )}
          {item.rating !== undefined && <Stars rating={item.rating} />}
        </div>
      )}
      <blockquote className="testimonials__quote">
        <p>{item.quote[lang]}</p>
      </blockquote>
      <figcaption className="testimonials__author">
        <span className="testimonials__face-small">
          <Face item={item} tone={tone} />
        </span>
        <span>
          <strong className="testimonials__name">{item.name}</strong>
          {country && <span className="testimonials__country">{country}</span>}
        </span>
      </figcaption>
    </figure>
  );
}

/** The person's photo, or their initials on a colour (decorative: the name is always beside or in the label). */
function Face({ item, tone }: { item: Testimonial; tone: number }) {
  return item.image ? (
    <img className="testimonials__face" src={item.image} alt="" width={80} height={80} loading="lazy" decoding="async" />
  ) : (
    <span className={`testimonials__face testimonials__initials testimonials__initials--${tone}`} aria-hidden="true">
      {initials(item.name)}
    </span>
  );
}
