/**
 * The funnel stages of docs/product.md#funnel and the progress each stands for: one table for the tracking adapter
 * (FunnelProgress), the site's report to the server and the server's check of it. Its own module,
 * without the schema interpreter, so widgets that only track do not ship a validator.
 */

/** The funnel stages, in funnel order, and their progress percentages. */
export const FUNNEL_PROGRESS = /* @__PURE__ */ Object.freeze({
  viewed_landing: 10,
  clicked_cta: 30,
  opened_form: 50,
  submitted_form: 70,
  clicked_whatsapp: 85,
  payment_initiated: 95,
  purchase_complete: 100,
} as const);

/** A funnel stage of docs/product.md#funnel. */
export type FunnelStage = keyof typeof FUNNEL_PROGRESS;

/** The stages in funnel order. */
export const FUNNEL_STAGES: readonly FunnelStage[] = [
  'viewed_landing',
  'clicked_cta',
  'opened_form',
  'submitted_form',
  'clicked_whatsapp',
  'payment_initiated',
  'purchase_complete',
];

/** The window event every Embudo script sends when the visitor reaches a stage (`detail.stage`). */
export const FUNNEL_DOM_EVENT = 'embudo-funnel';
