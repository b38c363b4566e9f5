import { h } from 'preact';
import { brochureMessages } from '../../src/i18n/brochure-modal';
import { LeadModal, type LeadModalViewProps } from '../../src/ui/lead-modal';

/** "Descarga el Brochure del Bootcamp Full Stack Developer": Nombre and Email, then the sent state. */
export function BrochureModalView(p: LeadModalViewProps) {
  const b = brochureMessages[p.lang];
  return <LeadModal {...p} title={b.title} sentTitle={b.sentTitle} submit={b.submit} />;
}
