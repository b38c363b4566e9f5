import { boot } from '../../src/element';
import { resumeLeadsLater } from '../../src/services/outbox-resume';
import { EmbudoDeadlineBar } from './deadline-bar.element';

boot(import.meta.url, [EmbudoDeadlineBar]);
resumeLeadsLater(import.meta.url);

export { EmbudoDeadlineBar };
