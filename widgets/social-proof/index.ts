import { boot } from '../../src/element';
import { EmbudoSocialProof } from './social-proof.element';

boot(import.meta.url, [EmbudoSocialProof]);

export { EmbudoSocialProof };
