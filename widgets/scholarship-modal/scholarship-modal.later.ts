/**
 * The heavy part of embudo-scholarship-modal, loaded on idle or at the first open (see the element's
 * JSDoc): the lead form model, this widget's view of it and the dialog's styles. Loading it also
 * sends the leads an earlier page left in the outbox (tab closed mid-send, offline) and reports a
 * `?fbclid=` visit to the CRM (docs/product.md#states and docs/product.md#crm-call; the element loads it at once on such pages).
 */
import { postFbclid } from '../../src/services/crm';
import { LeadForm } from '../../src/services/lead-form';
import { scholarshipForm } from '../../src/services/scholarship-form';
import { resumeOutbox } from '../../src/services/outbox';
import type { LeadModalParts } from '../../src/ui/lead-modal-element';
import { scholarshipModalStyles } from './scholarship-modal.styles';
import { ScholarshipModalView } from './scholarship-modal.view';
import { toaster } from '../../src/ui/toaster';

/** What the element needs from this chunk. */
export const later: LeadModalParts = {
  LeadForm,
  form: scholarshipForm,
  view: ScholarshipModalView,
  styles: scholarshipModalStyles,
  toaster,
};

resumeOutbox();
// Once per page, never throws.
void postFbclid();
