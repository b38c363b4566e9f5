// Preact first, where it was when the base class imported it: the script gzips 20 to 400 B smaller.
import '../../src/element/preact-element';
import { boot } from '../../src/element';
import { resumeLeadsLater } from '../../src/services/outbox-resume';
import { EmbudoChatButton } from './chat-button.element';

boot(import.meta.url, [EmbudoChatButton]);
// Leads an earlier page left in the outbox go out, on pages that carry only this widget too.
resumeLeadsLater(import.meta.url);

export { EmbudoChatButton };
