import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import type { Testimonial } from '../../../src/contracts/social-proof';
import { ContentContext, type SiteContent } from '../content';
import { LangContext, type Lang } from '../i18n';
import { SiteContext } from '../site';
import { resolveRoute } from '../routes';
import FIXTURE_JSON from '../../../tests/fixtures/content/testimonials.json';
import { initials } from '../../../src/ui/initials';
import { Testimonials, avatarTone, testimonialsByTrack } from './testimonials';

const FIXTURE = FIXTURE_JSON as Testimonial[];

function render(testimonials: readonly Testimonial[], lang: Lang = 'es'): string {
  const content = { testimonials } as unknown as SiteContent;
  const route = resolveRoute(lang === 'en' ? '/us' : '/');
  return renderToString(
    <ContentContext value={content}>
      <LangContext value={lang}>
        <SiteContext value={{ route, now: Date.parse('2026-06-01T12:00:00Z') }}>
          <Testimonials />
        </SiteContext>
      </LangContext>
    </ContentContext>,
  );
}

/** The carousel regions of the page, each as its HTML. */
const carousels = (html: string) => html.split('class="testimonials__carousel ').slice(1);

describe('Testimonials', () => {
  it('renders nothing without testimonials (no invented people)', () => {
    expect(render([])).toBe('');
  });

  it('two carousels of four slides from the fixture (a fifth Full Stack one is left out), Full Stack first', () => {
    const html = render(FIXTURE);
    const [fullstack, data] = carousels(html);
    expect(carousels(html)).toHaveLength(2);
    expect(fullstack).toMatch(/^testimonials__carousel--fullstack"/);
    expect(data).toMatch(/^testimonials__carousel--data-science"/);
    for (const c of [fullstack!, data!]) {
      expect(c.match(/role="group" aria-roledescription="diapositiva"/g)).toHaveLength(4);
      expect(c.match(/class="testimonials__thumb"/g)).toHaveLength(4);
    }
    expect(html).not.toContain('Extra');
    // Tomás has no track: he is Full Stack.
    expect(fullstack).toContain('Tomás');
    expect(data).toContain('Camila');
    expect(data).not.toContain('Tomás');
  });

  it('APG carousel ARIA: labelled region, slides "n de 4", only the shown slide reachable, rotation and step buttons', () => {
    const html = render(FIXTURE);
    const [fullstack] = carousels(html);
    expect(fullstack).toContain('role="region" aria-roledescription="carrusel" aria-label="Testimonios de Full Stack"');
    expect(html).toContain('aria-label="Testimonios de Data Science"');
    for (const n of [1, 2, 3, 4]) expect(fullstack).toContain(`aria-label="${n} de 4"`);
    // Slide 1 is shown; the other three are inert until selected.
    expect(fullstack!.match(/class="testimonials__slide" role="group"[^>]*>/g)!.map((tag) => tag.includes('inert=""'))).toEqual([
      false,
      true,
      true,
      true,
    ]);
    expect(fullstack).toContain('aria-label="Detener la rotación automática de testimonios"');
    expect(fullstack).toContain('aria-label="Testimonio anterior"');
    expect(fullstack).toContain('aria-label="Testimonio siguiente"');
    expect(fullstack).toContain('role="group" aria-label="Elige un testimonio"');
    expect(fullstack).toContain('aria-label="Ver el testimonio de Valeria"');
    expect(fullstack!.match(/aria-current="true"/g)).toHaveLength(1);
    // The rotation control comes first in the carousel's tab order.
    expect(fullstack!.indexOf('rotación automática')).toBeLessThan(fullstack!.indexOf('Testimonio anterior'));
    // Rotating (until hydrated and settled) the slides are not a live region.
    expect(fullstack).toMatch(/class="testimonials__slides" aria-live="(off|polite)"/);
  });

  it('English: carousel / slide, "1 of 4", English quotes and countries', () => {
    const html = render(FIXTURE, 'en');
    expect(html).toContain('aria-roledescription="carousel" aria-label="Full Stack testimonials"');
    expect(html).toContain('aria-roledescription="slide" aria-label="1 of 4"');
    expect(html).toContain('I started without knowing how to code');
    expect(html).toContain('Peru');
    expect(html).toContain('aria-label="5 out of 5 stars"');
    expect(html).toContain('aria-label="4 out of 5 stars"');
  });

  it('Full Stack adds the quote mark; stars only where the file gives a rating, in either track', () => {
    const [fullstack, data] = carousels(render(FIXTURE));
    // Valeria 5, Tomás 5, Lucía 4, Diego none; Camila 5, the other three none.
    expect(fullstack!.match(/aria-label="\d de 5 estrellas"/g)).toEqual([
      'aria-label="5 de 5 estrellas"',
      'aria-label="5 de 5 estrellas"',
      'aria-label="4 de 5 estrellas"',
    ]);
    expect(fullstack).toContain('testimonials__mark');
    expect(data!.match(/aria-label="\d de 5 estrellas"/g)).toEqual(['aria-label="5 de 5 estrellas"']);
    expect(data).not.toContain('testimonials__mark');
    // Four stars: four filled, one outlined, all inside the one labelled image.
    const four = /<span class="testimonials__stars" role="img" aria-label="4 de 5 estrellas">(.*?)<\/span>/.exec(fullstack!)![1]!;
    expect(four.match(/fill="currentColor"/g)).toHaveLength(4);
    expect(four.match(/fill="none"/g)).toHaveLength(1);
  });

  it('no rating, no stars: nothing invented', () => {
    const unrated = FIXTURE.map(({ rating: _rating, ...rest }) => rest);
    expect(render(unrated)).not.toContain('estrellas');
  });

  it('one track only: one carousel; a single testimonial has no controls', () => {
    const dataOnly = FIXTURE.filter((t) => t.track === 'data-science');
    expect(carousels(render(dataOnly))).toHaveLength(1);
    const one = render([FIXTURE[0]!]);
    expect(carousels(one)).toHaveLength(1);
    expect(one).toContain('aria-label="1 de 1"');
    expect(one).not.toContain('testimonials__control');
    expect(one).not.toContain('testimonials__thumb');
  });

  it('faces: the photo when given (80 px, alt empty beside the name), else initials', () => {
    const withImage = FIXTURE.map((t, i) => (i === 0 ? { ...t, image: '/img/testimonials/valeria.webp' } : t));
    const html = render(withImage);
    expect(html).toContain(
      '<img class="testimonials__face" src="/img/testimonials/valeria.webp" alt="" width="80" height="80" loading="lazy"',
    );
    expect(html).toContain(`testimonials__initials--${avatarTone(1)}" aria-hidden="true">T</span>`);
    expect(html).toContain(`testimonials__initials--${avatarTone(0, 3)}" aria-hidden="true">C</span>`);
    expect(initials('María José')).toBe('MJ');
    expect(initials(' Ana ')).toBe('A');
  });

  it('groups by track in file order, at most four each', () => {
    const grouped = testimonialsByTrack(FIXTURE);
    expect(grouped.fullstack.map((t) => t.name)).toEqual(['Valeria', 'Tomás', 'Lucía', 'Diego']);
    expect(grouped['data-science'].map((t) => t.name)).toEqual(['Camila', 'Andrés', 'Sofía', 'Mateo']);
  });
});
