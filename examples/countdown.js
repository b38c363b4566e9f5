// The landing page's own logic: a plain deferred script (no inline code, so a strict
// `script-src 'self'` CSP holds). It runs before /widgets/countdown.js (both are deferred, in
// document order), so the countdowns start with the right end-at and no event is missed.
(function () {
  'use strict';

  function pad(n) {
    return String(n).padStart(2, '0');
  }

  /** A local Date as ISO 8601 with the visitor's UTC offset for that instant, e.g. 2026-11-29T23:59:59-05:00. */
  function isoWithOffset(date) {
    var offset = -date.getTimezoneOffset(); // minutes east of UTC, DST included for that date
    var sign = offset < 0 ? '-' : '+';
    var abs = Math.abs(offset);
    return (
      date.getFullYear() +
      '-' +
      pad(date.getMonth() + 1) +
      '-' +
      pad(date.getDate()) +
      'T' +
      pad(date.getHours()) +
      ':' +
      pad(date.getMinutes()) +
      ':' +
      pad(date.getSeconds()) +
      sign +
      pad(Math.floor(abs / 60)) +
      ':' +
      pad(abs % 60)
    );
  }

  /** The coming Sunday at 23:59:59 in the visitor's time zone (today, if today is Sunday and it is not over). */
  function nextSundayEnd(now) {
    var end = new Date(now.getFullYear(), now.getMonth(), now.getDate() + ((7 - now.getDay()) % 7), 23, 59, 59);
    if (end.getTime() <= now.getTime()) end.setDate(end.getDate() + 7);
    return end;
  }

  /** The English bonus is held 15 minutes from the visitor's first view in this tab (storage may throw: then per view). */
  function bonusHoldEnd(now) {
    var key = 'condor-bonus-hold-until';
    var holdMs = 15 * 60 * 1000;
    try {
      var saved = Number(sessionStorage.getItem(key));
      if (saved > 0) return new Date(saved);
      sessionStorage.setItem(key, String(now.getTime() + holdMs));
    } catch (e) {
      // Private mode or storage blocked: the hold simply restarts on reload.
    }
    return new Date(now.getTime() + holdMs);
  }

  var now = new Date();
  var offer = document.getElementById('oferta-countdown');
  var bonus = document.getElementById('bonus-countdown');
  if (offer) offer.setAttribute('end-at', isoWithOffset(nextSundayEnd(now)));
  if (bonus) bonus.setAttribute('end-at', isoWithOffset(bonusHoldEnd(now)));

  // embudo-time-up bubbles and is composed: one listener on the document hears every countdown.
  var log = document.getElementById('event-log');
  document.addEventListener('embudo-time-up', function (event) {
    var target = event.target;
    var id = target && target.id ? '#' + target.id : 'embudo-countdown';
    var endAt = event.detail && event.detail.endAt;
    console.info('[landing] embudo-time-up from ' + id + ', end-at ' + new Date(endAt).toISOString());
    if (log) log.textContent = 'Fin de la cuenta regresiva ' + id + ' (' + new Date(endAt).toLocaleString() + ').';
  });
})();
