import { h } from 'preact';
import { brochurePath } from '../../src/data/site-links';
import { brochureMessages } from '../../src/services/brochure-form.texts';
import { getConfig } from '../../src/services/config';
import { LeadModal, type LeadModalViewProps } from '../../src/ui/lead-modal';

/**
 * "Descarga el Brochure del Bootcamp Full Stack Developer": Nombre and Email, then the sent state
 * with the brochure itself: a link to the brochure page on the Embudo server (absolute, so it works
 * from a partner's page), in a new tab. No mail is sent, so nothing says one was.
 */
export function BrochureModalView(p: LeadModalViewProps) {
  const b = brochureMessages[p.lang];
  const t = p.model.texts.value;
  return (
    <LeadModal
      {...p}
      title={b.title}
      sentTitle={b.sentTitle}
      submit={b.submit}
      next={
        <a class="button" part="brochure-link" href={getConfig().apiBase + brochurePath(p.lang)} target="_blank" rel="noopener">
          {b.open}
          <span class="visually-hidden"> {t.newTab}</span>
        </a>
      }
    />
  );
}
