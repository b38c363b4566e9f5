import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { SiteSettings, SiteStats } from '../../../src/contracts/site-content';
import site from '../../../content/site.json';
import { ContentContext, type SiteContent } from '../content';
import { LangContext, type Lang } from '../i18n';
import { resolveRoute } from '../routes';
import { SiteContext } from '../site';
import { Benefits } from './benefits';
import { Profiles } from './profiles';
import { SummaryCards } from './summary-cards';

/**
 * The business's figures (content/site.json `stats` and `certificateYear`) as the landing writes
 * them: the shipped values read exactly as the page read before they moved to content/, and other
 * values follow the file, each in the page's language. (scripts/site-figures.test.ts checks that no
 * section writes a figure itself, and that the certificate picture shows the file's year.)
 */

const SHIPPED = site as unknown as SiteSettings;

function render(Section: () => React.ReactNode, lang: Lang, settings: SiteSettings = SHIPPED): string {
  const content = { settings } as unknown as SiteContent;
  return renderToString(
    <ContentContext value={content}>
      <LangContext value={lang}>
        <SiteContext value={{ route: resolveRoute(lang === 'en' ? '/us' : '/'), now: Date.parse('2026-06-01T12:00:00Z') }}>
          <Section />
        </SiteContext>
      </LangContext>
    </ContentContext>,
  );
}

/** The band's figures, label → value, as a visitor reads them (NBSP as a space). */
function band(html: string): Record<string, string> {
  return Object.fromEntries(
    [...html.matchAll(/<dt class="benefits__stat-label">([^<]*)<\/dt><dd class="benefits__stat-value">([^<]*)<\/dd>/g)].map((m) => [
      m[1]!,
      m[2]!.replace(/\u00a0/g, ' '),
    ]),
  );
}

const withStats = (stats: Partial<SiteStats>, certificateYear = SHIPPED.certificateYear): SiteSettings => ({
  ...SHIPPED,
  stats: { ...SHIPPED.stats, ...stats },
  certificateYear,
});

describe('the landing figures from content/site.json', () => {
  it('ships docs/product.md#stats: 500K+ vacancies, 85 % employability, +500 % ROI, 4.9/5, 2,847 graduates, 2,500–8,000 USD a month; certificate 2026', () => {
    expect(SHIPPED.stats).toEqual({
      vacancies: 500_000,
      employability: 85,
      roi: 500,
      rating: 4.9,
      graduates: 2847,
      monthlySalaryUSD: { min: 2500, max: 8000 },
    });
    expect(SHIPPED.certificateYear).toBe(2026);
  });

  it('the benefits band reads as before in each language', () => {
    expect(band(render(Benefits, 'es'))).toEqual({
      'vacantes tech por cubrir': '+500 mil',
      'de empleabilidad': '85 %',
      'de retorno de la inversión': '+500 %',
      'valoración de los alumnos': '4,9/5',
      egresados: '2.847',
      'salario mensual (USD)': '2.500–8.000',
    });
    expect(band(render(Benefits, 'en'))).toEqual({
      'open tech jobs': '500K+',
      employability: '85%',
      'return on investment': '+500%',
      'student rating': '4.9/5',
      graduates: '2,847',
      'monthly salary (USD)': '2,500–8,000',
    });
  });

  it('the band follows the file', () => {
    const settings = withStats({
      vacancies: 1_200_000,
      employability: 90,
      roi: 350,
      rating: 5,
      graduates: 12_345,
      monthlySalaryUSD: { min: 1800, max: 12_000 },
    });
    expect(Object.values(band(render(Benefits, 'es', settings)))).toEqual(['+1,2 M', '90 %', '+350 %', '5,0/5', '12.345', '1.800–12.000']);
    expect(Object.values(band(render(Benefits, 'en', settings)))).toEqual(['1.2M+', '90%', '+350%', '5.0/5', '12,345', '1,800–12,000']);
  });

  it("the 'earn more' profile names the salary range of the file", () => {
    expect(render(Profiles, 'es')).toContain('Accedes a roles tech con salarios de 2.500 a 8.000 USD al mes.');
    expect(render(Profiles, 'en')).toContain('You reach tech roles paying 2,500 to 8,000 USD a month.');
    const settings = withStats({ monthlySalaryUSD: { min: 3000, max: 9500 } });
    expect(render(Profiles, 'es', settings)).toContain('salarios de 3.000 a 9.500 USD al mes.');
    expect(render(Profiles, 'en', settings)).toContain('paying 3,000 to 9,500 USD a month.');
  });

  it("the certificate's name (title, dialog and image text) carries the year of the file", () => {
    const es = render(SummaryCards, 'es');
    expect(es.match(/Certificado Oficial Full Stack Developer 2026/g)).toHaveLength(4);
    expect(render(SummaryCards, 'en').match(/Official Full Stack Developer Certificate 2026/g)).toHaveLength(4);
    const later = render(SummaryCards, 'es', withStats({}, 2027));
    expect(later.match(/Certificado Oficial Full Stack Developer 2027/g)).toHaveLength(4);
    expect(later).not.toContain('2026');
  });
});
