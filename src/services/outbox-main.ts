/**
 * Entry of dist/widgets/outbox.js: loaded by resumeLeadsLater on pages without a form widget, it
 * reads the page's Embudo configuration (data-api on the widget's script tag) and sends the
 * leads waiting in the outbox.
 */
import { initConfig } from './config';
import { resumeOutbox } from './outbox';

initConfig(import.meta.url);
resumeOutbox();
