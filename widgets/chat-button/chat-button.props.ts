import { attr } from '../../src/element';

/** The chat button's attributes, declared once: parsing, defaults, properties and the manifest come from here. */
export const chatButtonProps = {
  /** Milliseconds from the element's connection to its first appearance (docs/product.md#chat-button: 36000; the landing uses 5000). Also the wait after each auto-hide and after a hover. */
  delay: attr.number(36000, 0, 86400000),
  /** Milliseconds the button stays shown when nobody clicks it. */
  hideAfter: attr.number(8000, 1000, 86400000),
  /** Milliseconds without mouse, key, scroll or touch activity after a click before the button resets. */
  idleReset: attr.number(30000, 1000, 86400000),
  /** Milliseconds from that reset to the button showing again. */
  reappear: attr.number(5000, 0, 86400000),
  /** The chat number for this button, with its country code, 8 to 15 digits (e.g. "+51 987 654 321"); default: the page config (`data-chat-phone`), else Embudo's. */
  phone: attr.string(),
  /** The text prefilled in the chat; default: the general greeting in the widget's language. */
  message: attr.string(),
};
