import { boot } from '../../src/element';
import { EmbudoScholarshipModal } from './scholarship-modal.element';

boot(import.meta.url, [EmbudoScholarshipModal]);

export { EmbudoScholarshipModal };
