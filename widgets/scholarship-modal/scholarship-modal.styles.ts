import { leadModalStyles } from '../../src/ui/lead-modal';
import { phoneInputStyles } from '../../src/ui/phone-input';

/** Scholarship modal styles (after the element's host reset): the shared lead-modal styles, the phone input, the checkbox, the benefits card (and the masterclass's date card), the links and the button text by screen size. */
export const scholarshipModalStyles =
  leadModalStyles +
  phoneInputStyles +
  '.bn{padding:1em 1.125em;border-radius:var(--r);background:var(--embudo-subtle,#f1f5f9);font-size:.9375em}' +
  '.bn h3{margin:0 0 .625em;font-size:1em}' +
  '.bn p{margin:0}' +
  '.bn p+p{margin-top:.5em}' +
  '.mw{font-weight:700}' +
  'ul{display:grid;gap:.5em;margin:0;padding:0;list-style:none}' +
  'li{display:flex;gap:.5em}' +
  '.secondary{background:none;color:var(--a);box-shadow:inset 0 0 0 2px}' +
  '@media(max-width:40em){.dk{display:none}}' +
  '@media(min-width:40.0625em){.mb{display:none}}';
