import { boot } from '../../src/element';
import { resumeLeadsLater } from '../../src/services/outbox-resume';
import { EmbudoPricing } from './pricing.element';

boot(import.meta.url, [EmbudoPricing]);
// Leads an earlier page left in the outbox go out, on pages that carry only this widget too.
resumeLeadsLater(import.meta.url);

export { EmbudoPricing };
