import { boot } from '../../src/element';
import { resumeLeadsLater } from '../../src/services/outbox-resume';
import { EmbudoCountdown } from './countdown.element';

boot(import.meta.url, [EmbudoCountdown]);
resumeLeadsLater(import.meta.url);

export { EmbudoCountdown };
