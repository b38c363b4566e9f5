/**
 * The all-in-one bundle (dist/widgets/embudo.js): every Embudo widget, one script tag.
 * This file is the only place that imports more than one widget folder.
 */
// Preact first, where it was when the base class imported it: the script gzips 20 to 400 B smaller.
import '../src/element/preact-element';
import { boot } from '../src/element';
import { resumeOutbox } from '../src/services/outbox';
import { runQueryActions } from '../src/services/query-actions';
import { toast } from '../src/ui/toaster';
import { EmbudoBrochureModal } from './brochure-modal/brochure-modal.element';
import { EmbudoChatButton } from './chat-button/chat-button.element';
import { EmbudoCountdown } from './countdown/countdown.element';
import { EmbudoDeadlineBar } from './deadline-bar/deadline-bar.element';
import { EmbudoPricing } from './pricing/pricing.element';
import { EmbudoScholarshipModal } from './scholarship-modal/scholarship-modal.element';
import { EmbudoSocialProof } from './social-proof/social-proof.element';

// In-flow widgets first (what the visitor sees where it is), then the floating and hidden ones:
// boot defines them in turn, each widget on the page upgraded in a task of its own after this
// script's (src/element/define-in-turn).
boot(import.meta.url, [
  EmbudoCountdown,
  EmbudoDeadlineBar,
  EmbudoPricing,
  EmbudoScholarshipModal,
  EmbudoBrochureModal,
  EmbudoChatButton,
  EmbudoSocialProof,
]);
resumeOutbox();
// docs/product.md#query-actions query actions (?payment=, ?pay=, ?discount=, ?fbclid=) belong to the Embudo site's pages:
// a page opts in with data-query-actions on this script tag, so a partner's own query string is left alone.
if (document.querySelector('script[data-query-actions]')) void runQueryActions(toast);

export {
  EmbudoBrochureModal,
  EmbudoChatButton,
  EmbudoCountdown,
  EmbudoDeadlineBar,
  EmbudoPricing,
  EmbudoScholarshipModal,
  EmbudoSocialProof,
};
