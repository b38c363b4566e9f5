import { boot } from '../../src/element';
import { resumeOutbox } from '../../src/services/outbox';
import { EmbudoBrochureModal } from './brochure-modal.element';

boot(import.meta.url, [EmbudoBrochureModal]);
// Leads an earlier page left in the outbox (tab closed mid-send, offline) go out now.
resumeOutbox();

export { EmbudoBrochureModal };
