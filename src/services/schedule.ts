import { signal, type ReadonlySignal } from '@preact/signals-core';
import type { Schedule } from '../contracts/site-content';
import { isTimeZone } from '../contracts/zone-format';
import { getConfig } from './config';

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Whether the answer reads as a schedule (the server validated it; a stray answer shows no time rather than a wrong one). */
function usable(v: Partial<Schedule> | null): v is Schedule {
  try {
    return (
      isTimeZone(v!.timeZone) &&
      Object.values(v!.bootcamps!).every(
        (b) => Object.values(b!.turnos).every((w) => HHMM.test(w!.start) && HHMM.test(w!.end)) && Array.isArray(b!.cohorts),
      )
    );
  } catch {
    return false;
  }
}

const loaded = signal<Schedule | null | undefined>(undefined);
let asked = false;

/**
 * The class schedule (`GET {apiBase}/api/schedule`: content/schedule.json as the server validated
 * it), loaded once per page on first use: undefined while it loads, null when it failed (the
 * widgets then show no class time: never a wrong one).
 */
export function schedule(): ReadonlySignal<Schedule | null | undefined> {
  if (!asked) {
    asked = true;
    fetch(`${getConfig().apiBase}/api/schedule`)
      .then((res) => (res.ok ? res.json() : null))
      .then((v: Partial<Schedule> | null) => (loaded.value = usable(v) ? v : null))
      .catch(() => (loaded.value = null));
  }
  return loaded;
}

/** Forgets the load (tests). */
export function resetScheduleForTests(): void {
  asked = false;
  loaded.value = undefined;
}
