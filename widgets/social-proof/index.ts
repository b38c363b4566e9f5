// Preact first, where it was when the base class imported it: the script gzips 20 to 400 B smaller.
import '../../src/element/preact-element';
import { boot } from '../../src/element';
import { EmbudoSocialProof } from './social-proof.element';

boot(import.meta.url, [EmbudoSocialProof]);

export { EmbudoSocialProof };
