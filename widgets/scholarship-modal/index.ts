import { boot } from '../../src/element';
import { resumeOutbox } from '../../src/services/outbox';
import { EmbudoScholarshipModal } from './scholarship-modal.element';

boot(import.meta.url, [EmbudoScholarshipModal]);
// Leads an earlier page left in the outbox (tab closed mid-send, offline) go out now.
resumeOutbox();

export { EmbudoScholarshipModal };
