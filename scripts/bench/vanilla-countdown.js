// The bench's reference: a careful hand-written vanilla countdown, the kind a marketer's
// developer would write without a framework. Every `.vcd[data-end-at]` element becomes four units
// (days, hours, minutes, seconds; two digits each). One timer for the whole page, aligned to the
// wall-clock second like Embudo's shared ticker, and a span's text is written only when it changes.
(function () {
  'use strict';

  var TITLES = ['Días', 'Horas', 'Minutos', 'Segundos'];
  var SIZES = [86400, 3600, 60, 1];

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
    return { endAt: endAt, spans: spans, shown: ['', '', '', ''] };
  });

  var timer;

  function render(now) {
    for (var i = 0; i < countdowns.length; i++) {
      var c = countdowns[i];
      var left = Math.max(0, Math.ceil((c.endAt - now) / 1000));
      for (var u = 0; u < 4; u++) {
        var text = pad(Math.floor(left / SIZES[u]));
        left %= SIZES[u];
        if (c.shown[u] !== text) {
          c.shown[u] = text;
          c.spans[u].textContent = text;
        }
      }
    }
  }

  function tick() {
    render(Date.now());
    timer = setTimeout(tick, 1000 - (Date.now() % 1000) + 2);
  }

  tick();
  window.__vanillaCountdownStop = function () {
    clearTimeout(timer);
  };
})();
