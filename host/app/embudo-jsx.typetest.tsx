/**
 * Type test of the generated React 19 JSX types (dist/types/embudo-react.d.ts, written by
 * `npm run manifest`): `npm run typecheck` compiles it with host/app's config, and every
 * `@ts-expect-error` below fails the run if its line stops being an error. Never imported.
 *
 * A misspelt hyphenated name (`hide-yaer`, `onembudo-tme-up`) is not among them: TypeScript never
 * checks an unknown JSX attribute whose name has a hyphen (the rule that lets `data-*` through),
 * whatever the types say. eslint's embudo/known-attributes rule checks those against the manifest;
 * the disable comments below fail lint (unused directives) if the rule stops reporting them.
 */
/* eslint-disable no-restricted-syntax -- the `onembudo-*` props (site pages listen through a ref) are what this checks */
import { useRef } from 'react';

export function Typed() {
  const ref = useRef<HTMLElementTagNameMap['embudo-countdown']>(null);
  return (
    <>
      <embudo-countdown ref={ref} lang="en" end-at="1798761599000" hide-year size="small" className="c" style={{ color: 'red' }} />
      <embudo-countdown endAt={new Date()} hideYear titlePosition="top" key="k" end-at={1798761599000} onClick={() => ref.current?.endAt} />
      <embudo-pricing price-delay="0" bootcamp="cloud-aws" onembudo-checkout={(e) => e.detail.amount.toFixed()} />
      <embudo-scholarship-modal topic="advisor" ref={(el) => el?.show()} onembudo-lead={(e) => e.detail.lead.email.trim()} />
      {/* @ts-expect-error: camelCase typo of a property */}
      <embudo-countdown hideYaer />
      {/* @ts-expect-error: React 19 would listen for "EmbudoTimeUp", which never fires */}
      <embudo-countdown onEmbudoTimeUp={() => {}} />
      {/* @ts-expect-error: not one of the theme's words */}
      <embudo-countdown theme="blue" />
      {/* @ts-expect-error: Embudo speaks es and en */}
      <embudo-countdown lang="fr" />
      {/* @ts-expect-error: a boolean attribute takes no text */}
      <embudo-countdown hide-year="yes" />
      {/* @ts-expect-error: the event's detail has no such field */}
      <embudo-countdown onembudo-time-up={(e) => e.detail.endsAt} />
      {/* eslint-disable-next-line embudo/known-attributes -- a misspelt attribute: lint's, not tsc's */}
      <embudo-countdown hide-yaer />
      {/* eslint-disable-next-line embudo/known-attributes -- a misspelt event: lint's, not tsc's */}
      <embudo-countdown onembudo-tme-up={() => {}} />
    </>
  );
}

const el = document.querySelector('embudo-countdown')!;
el.endAt = new Date();
export const ms: number | null = el.endAt;
el.addEventListener('embudo-time-up', (e) => e.detail.endAt);
// @ts-expect-error: a date property reads back epoch milliseconds, not a Date
export const date: Date = el.endAt;
