/**
 * The all-in-one bundle (dist/widgets/embudo.js): every Embudo widget, one script tag.
 * This file is the only place that imports more than one widget folder.
 */
import { boot } from '../src/element';
import { resumeOutbox } from '../src/services/outbox';
import { EmbudoBrochureModal } from './brochure-modal/brochure-modal.element';
import { EmbudoChatButton } from './chat-button/chat-button.element';
import { EmbudoCountdown } from './countdown/countdown.element';
import { EmbudoDeadlineBar } from './deadline-bar/deadline-bar.element';
import { EmbudoScholarshipModal } from './scholarship-modal/scholarship-modal.element';
import { EmbudoSocialProof } from './social-proof/social-proof.element';

boot(import.meta.url, [EmbudoCountdown, EmbudoDeadlineBar, EmbudoScholarshipModal, EmbudoBrochureModal, EmbudoChatButton, EmbudoSocialProof]);
resumeOutbox();

export { EmbudoBrochureModal, EmbudoChatButton, EmbudoCountdown, EmbudoDeadlineBar, EmbudoScholarshipModal, EmbudoSocialProof };
