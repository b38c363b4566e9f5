// Wall time in a time zone ↔ instant, DST included, with nothing but Intl: the countdown
// builder's own (examples/countdown-builder.js), so the page needs no library.

const partsFormatters = {};
const offsetFormatters = {};

export function partsFormatter(zone) {
  return (partsFormatters[zone] =
    partsFormatters[zone] ||
    new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    }));
}

/** The wall-clock fields of `instant` (epoch ms) in `zone`. */
export function wallAt(instant, zone) {
  var out = {};
  partsFormatter(zone)
    .formatToParts(new Date(instant))
    .forEach(function (p) {
      if (p.type !== 'literal') out[p.type] = Number(p.value);
    });
  return { year: out.year, month: out.month, day: out.day, hour: out.hour % 24, minute: out.minute, second: out.second };
}

export function wallToUtcMs(w) {
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
}

/** The zone's UTC offset in minutes at `instant` ("longOffset" where supported, else from the wall fields). */
export function offsetAt(instant, zone) {
  try {
    var f = (offsetFormatters[zone] =
      offsetFormatters[zone] || new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' }));
    var name = f.formatToParts(new Date(instant)).filter(function (p) {
      return p.type === 'timeZoneName';
    })[0];
    var m = name && /^GMT(?:([+-])(\d{1,2})(?::(\d{2}))?)?$/.exec(name.value);
    if (m) return m[1] ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3] || 0)) : 0;
  } catch (e) {
    // Older engines: no longOffset. Fall through to the arithmetic below.
  }
  var whole = Math.floor(instant / 1000) * 1000;
  return Math.round((wallToUtcMs(wallAt(whole, zone)) - whole) / 60000);
}

/**
 * The instant a wall time names in a zone. Like Temporal's "compatible" disambiguation: a time
 * skipped by a spring-forward gap moves later by the gap; a time repeated at fall-back takes the
 * earlier instant.
 */
export function zonedToInstant(wall, zone) {
  var asUtc = wallToUtcMs(wall);
  var day = 86400000;
  var before = offsetAt(asUtc - day, zone);
  var after = offsetAt(asUtc + day, zone);
  var candidates = [before, after]
    .filter(function (o, i, all) {
      return all.indexOf(o) === i;
    })
    .map(function (o) {
      return asUtc - o * 60000;
    })
    .filter(function (t) {
      return offsetAt(t, zone) * 60000 === asUtc - t;
    })
    .sort(function (a, b) {
      return a - b;
    });
  if (candidates.length === 0) return { instant: asUtc - before * 60000, kind: 'gap' };
  return { instant: candidates[0], kind: candidates.length > 1 ? 'ambiguous' : 'ok' };
}

export function pad(n) {
  return String(n).padStart(2, '0');
}

export function formatOffset(minutes) {
  var sign = minutes < 0 ? '-' : '+';
  var abs = Math.abs(minutes);
  return sign + pad(Math.floor(abs / 60)) + ':' + pad(abs % 60);
}

/** ISO 8601 with the zone's offset for that instant, e.g. 2026-12-31T23:59:59-05:00. */
export function isoInZone(instant, zone) {
  var w = wallAt(instant, zone);
  return (
    String(w.year).padStart(4, '0') +
    '-' +
    pad(w.month) +
    '-' +
    pad(w.day) +
    'T' +
    pad(w.hour) +
    ':' +
    pad(w.minute) +
    ':' +
    pad(w.second) +
    formatOffset(offsetAt(instant, zone))
  );
}

/** "YYYY-MM-DDTHH:mm" or "YYYY-MM-DDTHH:mm:ss" from a datetime-local input, or null. */
export function parseLocalInput(value) {
  var m = /^(\d{4,})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?$/.exec(value);
  if (!m) return null;
  return { year: +m[1], month: +m[2], day: +m[3], hour: +m[4], minute: +m[5], second: +(m[6] || 0) };
}

export function zoneSupported(zone) {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch (e) {
    return false;
  }
}
