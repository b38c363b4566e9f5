/**
 * The visitor's country as Embudo knows it on this page: the page's own (an enrolment path's),
 * else what the widgets' detection already knows without asking (the visitor's choice, the
 * address's `?country=`, this visit's detection kept in the session), then every detection or
 * choice they announce. Undefined until one is known: on the server and in the first render in the
 * browser (hydration meets the server's HTML) unless the page has its own, and on a first page view
 * until a widget has detected it.
 *
 * The header flags it; class times and deadlines are shown in its zone (./visitor-zone), as the
 * pricing block shows them, so one page never gives two times for one instant.
 */
import { useEffect, useState } from 'react';
import { isCountryCode, type CountryCode } from '../../../src/data/country-codes';
import { COUNTRY_DETECTED_EVENT, knownCountry, type CountryDetection } from '../../../src/services/geo';

export function useVisitorCountry(given: string | undefined): CountryCode | undefined {
  const own = given?.toUpperCase();
  const page = isCountryCode(own) ? own : undefined;
  const [code, setCode] = useState<CountryCode | undefined>(page);
  useEffect(() => setCode(page ?? knownCountry()?.countryCode), [page]);
  useEffect(() => {
    const onDetected = (event: Event) => {
      const detail = (event as CustomEvent<CountryDetection>).detail;
      if (detail && isCountryCode(detail.countryCode)) setCode(detail.countryCode);
    };
    window.addEventListener(COUNTRY_DETECTED_EVENT, onDetected);
    return () => window.removeEventListener(COUNTRY_DETECTED_EVENT, onDetected);
  }, []);
  return code;
}
