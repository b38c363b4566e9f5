/**
 * The visitor's time zone, known in the browser only: undefined on the server and in the first
 * render in the browser (so hydration meets the server's HTML, written in the school's zone), then
 * the browser's own zone. Class times and deadlines are converted from then on (issue 19).
 */
import { useEffect, useState } from 'react';
import { browserZone } from '../../../src/data/time-zones';

export function useVisitorZone(): string | undefined {
  const [zone, setZone] = useState<string>();
  useEffect(() => setZone(browserZone()), []);
  return zone;
}
