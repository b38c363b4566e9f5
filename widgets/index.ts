/**
 * The all-in-one bundle (dist/widgets/embudo.js): every Embudo widget, one script tag.
 * This file is the only place that imports more than one widget folder.
 */
import { boot } from '../src/element';
import { EmbudoCountdown } from './countdown/countdown.element';
import { EmbudoDeadlineBar } from './deadline-bar/deadline-bar.element';

boot(import.meta.url, [EmbudoCountdown, EmbudoDeadlineBar]);

export { EmbudoCountdown, EmbudoDeadlineBar };
