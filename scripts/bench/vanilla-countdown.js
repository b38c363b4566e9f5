// The bench's reference: a careful hand-written vanilla countdown, the kind a marketer's
// developer would write without a framework. Every `.vcd[data-end-at]` element becomes four units
// (days, hours, minutes, seconds; two digits each). One timer for the whole page, aligned to the
// wall-clock second like Embudo's shared ticker, and a span's text is written only when it changes.
// It does the same visual work as embudo-countdown: a changed unit plays the same flip (same
// keyframes, one reused Animation per span), skipped off screen and under prefers-reduced-motion,
// so "per tick" compares like with like with and without motion.
(function () {
  'use strict';

  var TITLES = ['Días', 'Horas', 'Minutos', 'Segundos'];
  var SIZES = [86400, 3600, 60, 1];
  var KEYFRAMES = [
    { transform: 'perspective(10em) rotateX(80deg)', opacity: 0.35 },
    { transform: 'perspective(10em) rotateX(0deg)', opacity: 1 },
  ];
  var reducedMotion = matchMedia('(prefers-reduced-motion: reduce)');

  function pad(n) {
    return n < 10 ? '0' + n : String(n);
  }

  var countdowns = Array.prototype.map.call(document.querySelectorAll('.vcd[data-end-at]'), function (el) {
    var endAt = Date.parse(el.getAttribute('data-end-at'));
    var spans = TITLES.map(function (title) {
      var unit = document.createElement('span');
      unit.className = 'vcd-unit';
      var digits = document.createElement('span');
      digits.className = 'vcd-digits';
      var label = document.createElement('span');
      label.className = 'vcd-title';
      label.textContent = title;
      unit.append(digits, label);
      el.appendChild(unit);
      return digits;
    });
    return { el: el, endAt: endAt, spans: spans, shown: ['', '', '', ''], flips: [], visible: true };
  });

  var observer = new IntersectionObserver(function (entries) {
    entries.forEach(function (entry) {
      entry.target.__vcd.visible = entry.isIntersecting;
    });
  });
  countdowns.forEach(function (c) {
    c.el.__vcd = c;
    observer.observe(c.el);
  });

  function flip(c, u) {
    if (!c.visible || reducedMotion.matches) return;
    var running = c.flips[u];
    if (running) {
      running.currentTime = 0;
      running.play();
    } else {
      c.flips[u] = c.spans[u].animate(KEYFRAMES, { duration: 380, easing: 'cubic-bezier(.2,.7,.3,1)' });
    }
  }

  var timer;

  function render(now, first) {
    for (var i = 0; i < countdowns.length; i++) {
      var c = countdowns[i];
      var left = Math.max(0, Math.ceil((c.endAt - now) / 1000));
      for (var u = 0; u < 4; u++) {
        var text = pad(Math.floor(left / SIZES[u]));
        left %= SIZES[u];
        if (c.shown[u] !== text) {
          c.shown[u] = text;
          c.spans[u].textContent = text;
          if (!first) flip(c, u);
        }
      }
    }
  }

  function tick(first) {
    render(Date.now(), first === true);
    timer = setTimeout(tick, 1000 - (Date.now() % 1000) + 2);
  }

  tick(true);
  window.__vanillaCountdownStop = function () {
    clearTimeout(timer);
  };
})();
