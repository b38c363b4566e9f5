/**
 * The later part of embudo-chat-button (see ./chat-button.element): what it needs only once it
 * shows. A chunk of the ESM build, loaded on idle after the visitor's first move on the page or at
 * once when the button is due first; inside the standalone scripts (their dynamic import inlined).
 */
import { h } from 'preact';
import { trackChatOpen } from '../../src/services/tracking';
import { claimBottom, isModalOpen, subscribe } from '../../src/ui/layers';
import type { ChatButtonPart } from './chat-button.model';
import { chatButtonStyles } from './chat-button.styles';
import { ChatButtonView } from './chat-button.view';

/** Gives each button on the page its own claim in the layer manager. */
let instances = 0;

/** The part: view, styles, click tracking, layers. */
export const later: ChatButtonPart = {
  styles: chatButtonStyles,
  view: (props) => h(ChatButtonView, props),
  tracked() {
    trackChatOpen();
  },
  /**
   * Claims the bottom-right corner, so the toasts and the social proof keep clear of the button (a
   * hidden button is `display:none`, 0 px, and claims nothing), and steps aside while an Embudo
   * modal is open. Returns the undo.
   */
  join(model, element) {
    const release = claimBottom(`chat-button-${++instances}`, 'right', element);
    const follow = (): void => {
      model.stepAside.value = isModalOpen();
    };
    follow();
    const unsubscribe = subscribe(follow);
    return () => {
      unsubscribe();
      release();
    };
  },
};
