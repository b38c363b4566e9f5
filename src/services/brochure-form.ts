/**
 * The brochure form (docs/product.md#modals modal 2, docs/product.md#validation, docs/product.md#lead-calls enrolment): Nombre and Email only; the submit wants an
 * email containing '@'; the body's `evento` false, `Token`, `landing` 'temario', `source` (the
 * query string) and, as no phone is asked, a number the visitor gave before or the placeholder 'phone'.
 */
import { ENROLMENT_TOKEN, PHONE_PLACEHOLDER } from '../contracts/lead';
import { brochureMessages } from './brochure-form.texts';
import { storedPhone, type LeadFormKind } from './lead-form';
import { pageState } from './page-state';

/** The brochure kind of the shared lead form. */
export const brochureForm: LeadFormKind = {
  kind: 'brochure',
  needsAt: true,
  // With the page state the visitor chose (plan, payment, start month, turno, start date), if any.
  body: () => ({
    evento: false,
    Token: ENROLMENT_TOKEN,
    landing: 'temario',
    source: location.search.slice(0, 2048),
    phone: storedPhone() || PHONE_PLACEHOLDER,
    ...pageState(),
  }),
  // Not i18n's `fill`: its module would bring the countdown's texts into this bundle.
  sent: (lang, name) => (name ? brochureMessages[lang].sent.replace('{name}', () => name) : brochureMessages[lang].sentNoName),
  mailed: (lang, email) => brochureMessages[lang].mailed.replace('{email}', () => email),
};
