/**
 * The zone class times and deadlines are shown in, known in the browser only: undefined on the
 * server and in the first render in the browser (so hydration meets the server's HTML, written in
 * the school's zone), then the visitor's: the browser's own zone when it is one of the
 * visitor's country's, else that country's main zone — the rule the pricing block follows, so one
 * page never gives two times for one instant. The country is the page's (an enrolment path's), else
 * the visitor's (./visitor-country); while it is not known yet, the browser's zone.
 */
import { useEffect, useState } from 'react';
import { visitorZone } from '../../../src/data/time-zones';
import { useRoute } from '../site';
import { useVisitorCountry } from './visitor-country';

export function useVisitorZone(): string | undefined {
  const country = useVisitorCountry(useRoute().params.country);
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted ? visitorZone(country) : undefined;
}
