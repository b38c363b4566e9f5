import { boot } from '../../src/element';
import { EmbudoCountdown } from './countdown.element';

boot(import.meta.url, [EmbudoCountdown]);

export { EmbudoCountdown };
