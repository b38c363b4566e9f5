import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import type { ReactNode } from 'react';
import { ContentContext, type SiteContent } from '../content';
import { LangContext, type Lang } from '../i18n';
import { SiteContext } from '../site';
import { resolveRoute } from '../routes';
import { Team } from './team';
import { FoundersQuote } from './founders';
import { Employers } from './employers';

/** Team, founders and employers: the business's own people and logos, hidden until filled. */
function render(node: ReactNode, content: Partial<SiteContent>, lang: Lang = 'es'): string {
  return renderToString(
    <ContentContext value={content as SiteContent}>
      <LangContext value={lang}>
        <SiteContext value={{ route: resolveRoute(lang === 'en' ? '/us' : '/'), now: 0 }}>{node}</SiteContext>
      </LangContext>
    </ContentContext>,
  );
}

const member = (name: string, image?: string) => ({
  name,
  designation: { es: 'FULL STACK DEVELOPER', en: 'FULL STACK DEVELOPER' },
  ...(image ? { image } : {}),
});

describe('Team', () => {
  it('hidden while a placeholder or empty', () => {
    expect(render(<Team />, { team: { placeholder: true, members: [member('Ana')] } })).toBe('');
    expect(render(<Team />, { team: { members: [] } })).toBe('');
  });
  it('each member: photo (sized, lazy) or initials, name, upper-case title', () => {
    const html = render(<Team />, { team: { members: [member('Ana Pérez', '/img/team/ana.webp'), member('Luis Gómez')] } });
    expect(html).toContain('<img class="team__photo" src="/img/team/ana.webp" alt="" width="160" height="160" loading="lazy"');
    expect(html).toContain('aria-hidden="true">LG</span>');
    expect(html).toContain('<h3 class="team__name">Ana Pérez</h3>');
    expect(html).toContain('FULL STACK DEVELOPER');
  });
});

describe('FoundersQuote', () => {
  const founders = {
    quote: { es: 'Creemos en aprender haciendo.', en: 'We believe in learning by doing.' },
    names: 'Ana y Luis',
    image: '/img/founders.webp',
  };
  it('hidden while a placeholder', () => {
    expect(render(<FoundersQuote />, { founders: { ...founders, placeholder: true } })).toBe('');
  });
  it('the quote in the page language, the names, the photo with its alt', () => {
    const html = render(<FoundersQuote />, { founders }, 'en');
    expect(html).toContain('We believe in learning by doing.');
    expect(html).toContain('Ana y Luis');
    expect(html).toContain('alt="Photo of Ana y Luis" width="240" height="240" loading="lazy"');
  });
});

describe('Employers', () => {
  it('hidden while a placeholder or empty', () => {
    expect(
      render(<Employers />, {
        employers: { placeholder: true, employers: [{ name: 'Acme', logo: '/img/employers/acme.svg', width: 120, height: 40 }] },
      }),
    ).toBe('');
    expect(render(<Employers />, { employers: { employers: [] } })).toBe('');
  });
  it('each logo at its own size, lazy, named by its alt', () => {
    const html = render(<Employers />, {
      employers: { employers: [{ name: 'Acme', logo: '/img/employers/acme.svg', width: 120, height: 40 }] },
    });
    expect(html).toContain('<img class="employers__logo" src="/img/employers/acme.svg" alt="Acme" width="120" height="40" loading="lazy"');
  });
});
