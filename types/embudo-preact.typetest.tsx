/**
 * Type test of the generated Preact JSX types (dist/types/embudo-preact.d.ts, written by
 * `npm run manifest`): `npm run typecheck` compiles it as a Preact app would (types/tsconfig.typetest.json), and every
 * `@ts-expect-error` below fails the run if its line stops being an error. Never imported.
 * Misspelt hyphenated names are eslint's to catch (see host/app/embudo-jsx.typetest.tsx).
 */
import { useRef } from 'preact/hooks';

export function Typed() {
  const ref = useRef<HTMLElementTagNameMap['embudo-countdown']>(null);
  return (
    <>
      <embudo-countdown
        ref={ref}
        lang="es"
        class="c"
        end-at={Date.now()}
        hide-year
        titlePosition="top"
        onembudo-time-up={(e) => e.detail.endAt}
      />
      <embudo-chat-button delay="0" hideAfter={8000} phone="+51 987 654 321" />
      {/* @ts-expect-error: camelCase typo of a property */}
      <embudo-countdown hideYaer />
      {/* @ts-expect-error: Preact keeps the event name's case; onEmbudoTimeUp listens for nothing */}
      <embudo-countdown onEmbudoTimeUp={() => {}} />
      {/* @ts-expect-error: not one of the sizes */}
      <embudo-countdown size="huge" />
      {/* @ts-expect-error: the event's detail has no such field */}
      <embudo-countdown onembudo-time-up={(e) => e.detail.endsAt} />
      {/* eslint-disable-next-line embudo/known-attributes -- a misspelt attribute: lint's, not tsc's */}
      <embudo-countdown hide-yaer />
      {/* eslint-disable-next-line embudo/known-attributes -- a misspelt event: lint's, not tsc's */}
      <embudo-countdown onembudo-tme-up={() => {}} />
    </>
  );
}
