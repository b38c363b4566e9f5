import { boot } from '../../src/element';
import { EmbudoDeadlineBar } from './deadline-bar.element';

boot(import.meta.url, [EmbudoDeadlineBar]);

export { EmbudoDeadlineBar };
