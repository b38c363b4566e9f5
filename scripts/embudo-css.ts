/**
 * Writes the countdown's part of widgets/embudo.css (between its `countdown-room` markers) from
 * the one room rule in widgets/countdown/countdown.room.ts: `npx tsx scripts/embudo-css.ts`.
 * widgets/countdown/countdown.room.test.ts fails when the file and the rule differ.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { embudoCssRoom } from '../widgets/countdown/countdown.room';

export const BEGIN = '/* countdown-room: begin (written by scripts/embudo-css.ts from widgets/countdown/countdown.room.ts) */';
export const END = '/* countdown-room: end */';

/** `css` with its countdown part replaced by the rule's. */
export function withRoom(css: string): string {
  const from = css.indexOf(BEGIN);
  const to = css.indexOf(END);
  if (from < 0 || to < from) throw new Error('widgets/embudo.css has no countdown-room markers');
  return `${css.slice(0, from + BEGIN.length)}\n${embudoCssRoom()}\n${css.slice(to)}`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const file = 'widgets/embudo.css';
  writeFileSync(file, withRoom(readFileSync(file, 'utf8')));
}
