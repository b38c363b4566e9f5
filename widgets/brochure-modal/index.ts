import { boot } from '../../src/element';
import { EmbudoBrochureModal } from './brochure-modal.element';

boot(import.meta.url, [EmbudoBrochureModal]);

export { EmbudoBrochureModal };
