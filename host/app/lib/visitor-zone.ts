/**
 * The zone class times and deadlines are shown in, known in the browser only: undefined on the
 * server and in the first render in the browser (so hydration meets the server's HTML, written in
 * the school's zone), then the visitor's (issue 19): the browser's own zone when it is one of the
 * visitor's country's, else that country's main zone — the rule the pricing block follows, so one
 * page never gives two times for one instant. While the country is not known yet, the browser's.
 */
import { useEffect, useState } from 'react';
import { visitorZone } from '../../../src/data/time-zones';
import type { CountryCode } from '../../../src/data/country-codes';

export function useVisitorZone(country: CountryCode | undefined): string | undefined {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted ? visitorZone(country) : undefined;
}
