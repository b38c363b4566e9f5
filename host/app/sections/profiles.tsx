/**
 * Who the bootcamp is for (docs/product.md#landing-sections, anchor #profile): five profiles — career change, beginner,
 * boost your CV, lead projects, earn more (with the salary range of content/site.json) — in a
 * carousel that turns every 3 s (docs/product.md#carousels "profiles 3 s"). WAI-ARIA APG carousel: a rotation button first, previous/next and a slide picker, each
 * slide a labelled group; rotation pauses while the pointer is over it or focus is inside it, stops
 * when the visitor drags or picks, and never starts by itself under reduced motion.
 */
import { useCallback, useEffect, useState } from 'react';
import { useLazyEmbla } from '../lib/use-lazy-embla';
import { useContent } from '../content';
import { fill, useCopy, useLang, wholeNumbers } from '../i18n';
import { SectionHead } from '../layout/section-head';

export const COPY = {
  es: {
    eyebrow: 'Para quién es',
    title: '¿Este bootcamp es para ti?',
    lead: 'Estudiantes de perfiles muy distintos, sin experiencia previa y sin límite de edad, con un objetivo en común: trabajar en tecnología.',
    carousel: 'Perfiles de estudiantes',
    slide: '{n} de {of}',
    prev: 'Perfil anterior',
    next: 'Perfil siguiente',
    pick: 'Ver perfil: {title}',
    pause: 'Pausar el carrusel',
    play: 'Reanudar el carrusel',
    /** The five profiles; `{min}`–`{max}`: the monthly range of the roles graduates reach (content/site.json). */
    profiles: [
      {
        img: 'career-change',
        title: 'Quieres cambiar de carrera',
        text: 'Vienes de otro sector y buscas un trabajo con futuro, remoto y mejor pagado.',
      },
      {
        img: 'beginner',
        title: 'Empiezas desde cero',
        text: 'Nunca has programado: empezamos por lo básico, paso a paso y con un mentor a tu lado.',
      },
      {
        img: 'boost-cv',
        title: 'Quieres potenciar tu CV',
        text: 'Sumas proyectos reales y un certificado verificable a tu perfil profesional.',
      },
      {
        img: 'lead-projects',
        title: 'Quieres liderar proyectos',
        text: 'Entiendes cómo se construye un producto digital de punta a punta y hablas el idioma de los equipos técnicos.',
      },
      {
        img: 'earn-more',
        title: 'Quieres ganar más',
        text: 'Accedes a roles tech con salarios de {min} a {max} USD al mes.',
      },
    ],
  },
  en: {
    eyebrow: "Who it's for",
    title: 'Is this bootcamp for you?',
    lead: 'Students from very different backgrounds, with no prior experience and no age limit, share one goal: working in tech.',
    carousel: 'Student profiles',
    slide: '{n} of {of}',
    prev: 'Previous profile',
    next: 'Next profile',
    pick: 'Show profile: {title}',
    pause: 'Pause the carousel',
    play: 'Resume the carousel',
    profiles: [
      {
        img: 'career-change',
        title: 'You want a career change',
        text: 'You come from another field and want a job with a future: remote and better paid.',
      },
      {
        img: 'beginner',
        title: "You're starting from zero",
        text: "You've never coded: we start with the basics, step by step, with a mentor by your side.",
      },
      {
        img: 'boost-cv',
        title: 'You want to boost your CV',
        text: 'You add real projects and a verifiable certificate to your professional profile.',
      },
      {
        img: 'lead-projects',
        title: 'You want to lead projects',
        text: 'You learn how a digital product is built end to end and speak the language of tech teams.',
      },
      { img: 'earn-more', title: 'You want to earn more', text: 'You reach tech roles paying {min} to {max} USD a month.' },
    ],
  },
} as const;

/** docs/product.md#carousels: the profiles carousel turns every 3 s. */
const DELAY_MS = 3000;

export function Profiles() {
  const t = useCopy(COPY);
  const lang = useLang();
  const { min, max } = useContent().settings.stats.monthlySalaryUSD;
  const profiles = t.profiles;
  const salary = { min: wholeNumbers(lang).format(min), max: wholeNumbers(lang).format(max) };
  const count = profiles.length;
  const [emblaRef, emblaApi] = useLazyEmbla(
    { loop: true, align: 'start' },
    { delay: DELAY_MS, playOnInit: false, stopOnInteraction: true, stopOnFocusIn: false, stopOnMouseEnter: false },
  );
  const [selected, setSelected] = useState(0);
  // Rotation: on unless the visitor stopped it (or prefers reduced motion); paused while hovered or focused.
  const [stopped, setStopped] = useState(true);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // Under reduced motion nothing turns by itself and the buttons jump instead of sliding.
  const [reduced, setReduced] = useState(false);
  const playing = !stopped && !hovered && !focused;

  useEffect(() => {
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)');
    setReduced(reduce.matches);
    setStopped(reduce.matches);
  }, []);

  useEffect(() => {
    if (!emblaApi) return undefined;
    const onSelect = () => setSelected(emblaApi.selectedScrollSnap());
    const onPointerDown = () => setStopped(true);
    onSelect();
    emblaApi.on('select', onSelect).on('reInit', onSelect).on('pointerDown', onPointerDown);
    return () => {
      emblaApi.off('select', onSelect).off('reInit', onSelect).off('pointerDown', onPointerDown);
    };
  }, [emblaApi]);

  useEffect(() => {
    const autoplay = emblaApi?.plugins()?.autoplay;
    if (!autoplay) return;
    if (playing) autoplay.play();
    else autoplay.stop();
  }, [emblaApi, playing]);

  const prev = useCallback(() => emblaApi?.scrollPrev(reduced), [emblaApi, reduced]);
  const next = useCallback(() => emblaApi?.scrollNext(reduced), [emblaApi, reduced]);
  const pick = useCallback(
    (i: number) => {
      setStopped(true);
      emblaApi?.scrollTo(i, reduced);
    },
    [emblaApi, reduced],
  );

  return (
    <section id="profile" className="section profiles" aria-labelledby="profile-title">
      <div className="container">
        <SectionHead id="profile-title" eyebrow={t.eyebrow} title={t.title} lead={t.lead} />

        <div
          className="profiles__carousel"
          role="region"
          aria-roledescription="carousel"
          aria-label={t.carousel}
          onMouseEnter={() => setHovered(true)}
          onMouseLeave={() => setHovered(false)}
          onFocus={() => setFocused(true)}
          onBlur={(e) => {
            if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
          }}
        >
          <div className="profiles__controls">
            <button
              type="button"
              className="profiles__control profiles__rotation"
              onClick={() => setStopped((s) => !s)}
              aria-label={stopped ? t.play : t.pause}
            >
              {stopped ? <PlayIcon /> : <PauseIcon />}
            </button>
            <button type="button" className="profiles__control" onClick={prev} aria-label={t.prev} aria-controls="profiles-slides">
              <ArrowIcon dir="prev" />
            </button>
            <button type="button" className="profiles__control" onClick={next} aria-label={t.next} aria-controls="profiles-slides">
              <ArrowIcon dir="next" />
            </button>
          </div>

          <div className="profiles__viewport" ref={emblaRef}>
            <div id="profiles-slides" className="profiles__track" aria-live={playing ? 'off' : 'polite'}>
              {profiles.map((p, i) => (
                <div
                  key={p.img}
                  className="profiles__slide"
                  role="group"
                  aria-roledescription="slide"
                  aria-label={fill(t.slide, { n: i + 1, of: count })}
                >
                  <article className="card profiles__card">
                    <img className="profiles__img" src={`/img/profiles/${p.img}.svg`} width="320" height="200" alt="" loading="lazy" />
                    <h3 className="profiles__title">{p.title}</h3>
                    <p className="profiles__text">{fill(p.text, salary)}</p>
                  </article>
                </div>
              ))}
            </div>
          </div>

          <div className="profiles__dots">
            {profiles.map((p, i) => (
              <button
                key={p.img}
                type="button"
                className="profiles__dot"
                aria-label={fill(t.pick, { title: p.title })}
                aria-current={i === selected ? 'true' : undefined}
                aria-controls="profiles-slides"
                onClick={() => pick(i)}
              />
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}

function ArrowIcon({ dir }: { dir: 'prev' | 'next' }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d={dir === 'prev' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} />
    </svg>
  );
}

function PauseIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d="M9 6v12M15 6v12" />
    </svg>
  );
}

function PlayIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d="M8 5.5v13l10.5-6.5z" className="profiles__fill" />
    </svg>
  );
}
