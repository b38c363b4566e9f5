import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { ContentContext, type SiteContent } from '../content';
import { LangContext, type Lang } from '../i18n';
import { SiteContext } from '../site';
import { resolveRoute } from '../routes';
import { Faq, faqItems } from './faq';

function render(lang: Lang = 'es', bootcamp?: string): string {
  const content = {} as unknown as SiteContent;
  const route = resolveRoute(lang === 'en' ? '/us' : '/');
  return renderToString(
    <ContentContext value={content}>
      <LangContext value={lang}>
        <SiteContext value={{ route, now: Date.parse('2026-06-01T12:00:00Z') }}>
          <Faq {...(bootcamp === undefined ? {} : { bootcamp })} />
        </SiteContext>
      </LangContext>
    </ContentContext>,
  );
}

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

/** The attributes of every header button, in order. */
function headers(html: string): Array<Record<string, string>> {
  return [...html.matchAll(/<h3 class="faq__heading"><button([^>]*)>/g)].map((m) =>
    Object.fromEntries([...m[1]!.matchAll(/([\w-]+)="([^"]*)"/g)].map((a) => [a[1]!, a[2]!])),
  );
}

describe('Faq', () => {
  it('is the #preguntas-frecuentes section with 8–10 questions, none open at start', () => {
    const html = render();
    expect(html).toContain('id="preguntas-frecuentes"');
    const hs = headers(html);
    expect(hs.length).toBeGreaterThanOrEqual(8);
    expect(hs.length).toBeLessThanOrEqual(10);
    for (const h of hs) {
      expect(h['aria-expanded']).toBe('false');
      expect(h.type).toBe('button');
      // Each header controls its panel; each panel is a region labelled by its header, hidden while closed.
      const panel = new RegExp(
        `<div id="${h['aria-controls']!.replace(/[:\\]/g, '\\$&')}" role="region" aria-labelledby="${h.id!.replace(/[:\\]/g, '\\$&')}" class="faq__panel" hidden="">`,
      );
      expect(html).toMatch(panel);
    }
    expect(html.match(/role="region"/g)).toHaveLength(hs.length);
    expect(html.match(/hidden=""/g)).toHaveLength(hs.length);
  });

  it('states the product contract facts: 16 weeks, 70 % scholarship, 30-day guarantee, live and recorded classes', () => {
    const es = text(render('es'));
    expect(es).toContain('16 semanas (4 meses)');
    expect(es).toContain('70 %');
    expect(es).toContain('30 días de garantía');
    expect(es).toContain('grabadas');
    expect(es).toContain('acceso es de por vida');
    const en = text(render('en'));
    expect(en).toContain('16 weeks (4 months)');
    expect(en).toContain('70%');
    expect(en).toContain('30-day satisfaction guarantee');
    expect(en).toContain('recorded');
    expect(en).not.toMatch(/[¿¡]/);
  });

  it('links to the pricing and dates anchors and the refund policy of its language, and offers the scholarship', () => {
    const es = render('es');
    expect(es).toContain('href="#pricing"');
    expect(es).toContain('href="#fechas"');
    expect(es).toContain('href="/politicas-reembolso"');
    expect(es).toContain('data-embudo-open="scholarship"');
    expect(es).toContain('data-open-enrolment=""');
    expect(render('en')).toContain('href="/refund-policies"');
  });

  it('answers the job question with the role of the bootcamp (docs/product.md#job-roles); the landing is fullstack', () => {
    expect(text(render('es'))).toContain('Terminas listo para postular como desarrollador Full Stack Web.');
    expect(text(render('en'))).toContain('You graduate ready to apply as a Full Stack Web developer.');
    expect(text(render('en', 'fullstack-web-apps-completo'))).toContain('apply as a Full Stack Web and Mobile Apps developer.');
    expect(text(render('en', 'frontend-completo'))).toContain('apply as a Frontend with React JS developer.');
    expect(text(render('en', 'backend-completo'))).toContain('apply as a Backend with Python developer.');
    expect(text(render('en', 'cloud-aws'))).toContain('apply as a Cloud AWS developer.');
    expect(text(render('es', 'no-such-slug'))).toContain('postular como desarrollador Full Stack Web.');
  });

  it('Flutter has no role: the answer leaves out the role sentence, keeps the rest', () => {
    for (const lang of ['es', 'en'] as const) {
      const job = faqItems(lang, 'apps-moviles-flutter').find((item) => item.id === 'job')!;
      const answer = text(renderToString(<>{job.answer}</>)).trim();
      expect(answer).not.toMatch(/postular como|apply as/);
      expect(answer).toMatch(/^(El bootcamp incluye garantía de empleabilidad|The bootcamp includes a job placement guarantee)/);
    }
  });

  it('answers the instalment question from the pricing: its plans, or that payment is in one go', () => {
    const plans = [
      { count: 3, amount: 167, currency: 'USD' as const },
      { count: 3, amount: 500, currency: 'PEN' as const },
    ];
    const answer = (lang: Lang, p = plans) =>
      text(renderToString(<>{faqItems(lang, 'fullstack', p).find((i) => i.id === 'payment')!.answer}</>)).trim();
    expect(answer('es')).toMatch(
      /^Sí\. Además del pago único puedes pagar en hasta 3 cuotas de (US\$|USD)\s?167 o de (S\/|PEN)\s?500 en Perú\s?;/,
    );
    expect(answer('en')).toMatch(
      /^Yes\. Besides paying in full, you can pay in up to 3 installments of \$167 or (S\/|PEN)\s?500 in Peru\s?;/,
    );
    // No plan in the pricing: no promise of one.
    expect(answer('es', [])).toMatch(/^Por ahora el pago es único/);
    expect(answer('en', [])).toMatch(/^Payment is in full for now/);
    expect(answer('es', [])).not.toContain('cuotas');
  });
});
