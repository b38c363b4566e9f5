// Countdown snippet builder: form → live <embudo-countdown> preview → copy-paste snippet.
// A plain deferred script (no inline code, no innerHTML with user input) so the page holds
// under a strict CSP and nothing a marketer types can become markup.
(function () {
  'use strict';

  var UNITS = ['year', 'month', 'day', 'hour', 'minute', 'second'];

  /** The widget's default unit titles per counter language (placeholders of the title inputs). */
  var DEFAULT_TITLES = {
    es: { year: 'Años', month: 'Meses', day: 'Días', hour: 'Horas', minute: 'Minutos', second: 'Segundos' },
    en: { year: 'Years', month: 'Months', day: 'Days', hour: 'Hours', minute: 'Minutes', second: 'Seconds' },
  };

  /** The builder's own interface texts. Spanish is also in the HTML, for a page without script. */
  var UI = {
    es: {
      pageTitle: 'Generador de cuenta regresiva — Embudo',
      title: 'Generador de cuenta regresiva',
      intro: 'Elige cuándo termina y cómo se ve, revisa la vista previa y copia el código en tu página.',
      switchTo: 'English',
      switchToLabel: 'Switch the builder to English',
      switchToLang: 'en',
      whenLegend: '¿Cuándo termina?',
      endLabel: 'Fecha y hora de fin',
      endHelp: 'La hora es la del reloj en la zona horaria elegida.',
      zoneLabel: 'Zona horaria',
      isoLabel: 'Instante (ISO 8601):',
      lookLegend: 'Aspecto',
      themeLegend: 'Tema',
      themeLight: 'Claro',
      themeDark: 'Oscuro',
      sizeLabel: 'Tamaño',
      sizeLarge: 'Grande',
      sizeMedium: 'Mediano',
      sizeSmall: 'Pequeño',
      sizeExtraSmall: 'Muy pequeño',
      sizeHelp:
        'En una línea, 4 unidades miden 208 px (muy pequeño), 238 (pequeño), 316 (mediano) y 418 (grande). El tamaño es el máximo: en una columna más estrecha el contador se reduce con ella; con 4 unidades, mediano y grande siguen en una línea desde 298 px y, más estrecha, pasan a dos filas. Con embudo.css la página guarda su altura exacta a cualquier ancho: nada se mueve al aparecer.',
      titlePosLegend: 'Títulos de las unidades',
      titleBottom: 'Debajo de los números',
      titleTop: 'Encima de los números',
      unitsLegend: 'Unidades',
      unitsHelp: 'El tiempo de una unidad oculta se suma a la siguiente que se muestra. Deja un título vacío para usar el predeterminado.',
      colUnit: 'Unidad',
      colHide: 'Ocultar',
      colTitle: 'Título propio',
      units: { year: 'Años', month: 'Meses', day: 'Días', hour: 'Horas', minute: 'Minutos', second: 'Segundos' },
      endLegend: 'Al terminar',
      endTextLabel: 'Texto final',
      endTextHelp: 'Se muestra cuando el tiempo llega a cero. Si lo dejas vacío, el contador se queda en 00.',
      endAtZero: 'Mostrar 00 en lugar del texto final',
      langLegend: 'Idioma del contador',
      previewTitle: 'Vista previa',
      snippetTitle: 'Código para tu página',
      snippetHelp:
        'Pega la hoja de estilos y la etiqueta script una sola vez por página (en el head) y la etiqueta embudo-countdown donde quieras ver el contador. La hoja embudo.css le guarda al contador su lugar antes de que cargue el script: el texto de tu página no salta (funciona también con una CSP estricta).',
      copy: 'Copiar código',
      copied: 'Código copiado al portapapeles.',
      copySelected: 'El código está seleccionado: pulsa Ctrl+C (⌘+C en Mac) para copiarlo.',
      footer:
        'El contador funciona en cualquier página, también con una Content-Security-Policy estricta; no cambia los estilos de tu página.',
      zoneGroups: { yours: 'Tu zona', latam: 'Latinoamérica', us: 'Estados Unidos', europe: 'Europa', other: 'Otras' },
      browserZone: 'zona de este navegador',
      localTime: 'En tu hora local: {time}.',
      missingDate: 'Elige una fecha y hora de fin.',
      pastDate: 'Esa fecha ya pasó: el contador mostrará el final en cuanto cargue.',
      gap: 'Las {wall} no existen en {zone} ese día (cambio de horario de verano): se usa {used}.',
      ambiguous: 'Las {wall} ocurren dos veces en {zone} ese día (fin del horario de verano): se usa la primera ({offset}).',
      timeUp: 'La vista previa llegó a cero (evento embudo-time-up).',
      noManifest:
        'No se pudo leer /widgets/manifest.json, así que el código va sin el atributo integrity (SRI). Funciona igual; agrégalo cuando el manifiesto esté publicado.',
      pinLabel: 'Fijar esta versión con integrity (SRI)',
      pinNote:
        'Con integrity, el navegador solo ejecuta esta versión exacta de countdown.js: cuando Embudo publique otra, el contador dejará de verse hasta que pegues el código nuevo. Sin integrity, recibe las actualizaciones solo.',
    },
    en: {
      pageTitle: 'Countdown builder — Embudo',
      title: 'Countdown builder',
      intro: 'Choose when it ends and how it looks, check the preview and copy the code into your page.',
      switchTo: 'Español',
      switchToLabel: 'Cambiar el generador a español',
      switchToLang: 'es',
      whenLegend: 'When does it end?',
      endLabel: 'End date and time',
      endHelp: 'Wall-clock time in the chosen time zone.',
      zoneLabel: 'Time zone',
      isoLabel: 'Instant (ISO 8601):',
      lookLegend: 'Look',
      themeLegend: 'Theme',
      themeLight: 'Light',
      themeDark: 'Dark',
      sizeLabel: 'Size',
      sizeLarge: 'Large',
      sizeMedium: 'Medium',
      sizeSmall: 'Small',
      sizeExtraSmall: 'Extra small',
      sizeHelp:
        'On one line, 4 units take 208 px (extra small), 238 (small), 316 (medium) and 418 (large). The size is the largest: in a narrower column the countdown shrinks with it; with 4 units, medium and large stay on one line from 298 px and, narrower, take two rows. On a phone too, with embudo.css the page keeps its exact height at any width: nothing moves as it appears.',
      titlePosLegend: 'Unit titles',
      titleBottom: 'Below the digits',
      titleTop: 'Above the digits',
      unitsLegend: 'Units',
      unitsHelp: 'A hidden unit’s time is added to the next shown unit. Leave a title empty to use the default.',
      colUnit: 'Unit',
      colHide: 'Hide',
      colTitle: 'Custom title',
      units: { year: 'Years', month: 'Months', day: 'Days', hour: 'Hours', minute: 'Minutes', second: 'Seconds' },
      endLegend: 'When time is up',
      endTextLabel: 'End text',
      endTextHelp: 'Shown when the time reaches zero. Left empty, the countdown stays at 00.',
      endAtZero: 'Show 00 instead of the end text',
      langLegend: 'Countdown language',
      previewTitle: 'Preview',
      snippetTitle: 'Code for your page',
      snippetHelp:
        "Paste the stylesheet and the script tag once per page (in the head) and the embudo-countdown tag wherever the countdown should appear. The embudo.css stylesheet keeps the countdown's room before the script loads, so your page's text does not jump (it works under a strict CSP too).",
      copy: 'Copy code',
      copied: 'Code copied to the clipboard.',
      copySelected: 'The code is selected: press Ctrl+C (⌘+C on a Mac) to copy it.',
      footer: 'The countdown works on any page, under a strict Content-Security-Policy too; it does not change your page’s styles.',
      zoneGroups: { yours: 'Your zone', latam: 'Latin America', us: 'United States', europe: 'Europe', other: 'Other' },
      browserZone: 'this browser’s zone',
      localTime: 'In your local time: {time}.',
      missingDate: 'Choose an end date and time.',
      pastDate: 'That date is in the past: the countdown will show its end as soon as it loads.',
      gap: '{wall} does not exist in {zone} that day (daylight-saving change): {used} is used.',
      ambiguous: '{wall} happens twice in {zone} that day (end of daylight saving): the first one ({offset}) is used.',
      timeUp: 'The preview reached zero (embudo-time-up event).',
      noManifest:
        'Could not read /widgets/manifest.json, so the code has no integrity (SRI) attribute. It works the same; add it once the manifest is published.',
      pinLabel: 'Pin this version with integrity (SRI)',
      pinNote:
        'With integrity, the browser runs only this exact version of countdown.js: when Embudo publishes a new one, the countdown stops showing until you paste the new code. Without integrity, it gets updates by itself.',
    },
  };

  /** Common zones for the audience (Latin America and the US first); the browser's own is added when missing. */
  var ZONES = [
    [
      'latam',
      [
        ['America/Lima', 'Lima (Perú)'],
        ['America/Mexico_City', 'Ciudad de México'],
        ['America/Bogota', 'Bogotá (Colombia)'],
        ['America/Santiago', 'Santiago (Chile)'],
        ['America/Argentina/Buenos_Aires', 'Buenos Aires (Argentina)'],
        ['America/Guayaquil', 'Guayaquil (Ecuador)'],
        ['America/Caracas', 'Caracas (Venezuela)'],
        ['America/La_Paz', 'La Paz (Bolivia)'],
        ['America/Asuncion', 'Asunción (Paraguay)'],
        ['America/Montevideo', 'Montevideo (Uruguay)'],
        ['America/Guatemala', 'Guatemala'],
        ['America/Costa_Rica', 'San José (Costa Rica)'],
        ['America/El_Salvador', 'San Salvador'],
        ['America/Tegucigalpa', 'Tegucigalpa (Honduras)'],
        ['America/Managua', 'Managua (Nicaragua)'],
        ['America/Panama', 'Panamá'],
        ['America/Santo_Domingo', 'Santo Domingo'],
        ['America/Puerto_Rico', 'San Juan (Puerto Rico)'],
        ['America/Sao_Paulo', 'São Paulo (Brasil)'],
      ],
    ],
    [
      'us',
      [
        ['America/New_York', 'New York / Miami'],
        ['America/Chicago', 'Chicago'],
        ['America/Denver', 'Denver'],
        ['America/Phoenix', 'Phoenix'],
        ['America/Los_Angeles', 'Los Angeles'],
      ],
    ],
    [
      'europe',
      [
        ['Europe/Madrid', 'Madrid'],
        ['Europe/London', 'London'],
      ],
    ],
    ['other', [['UTC', 'UTC']]],
  ];

  // ---------------------------------------------------------------------------------------------
  // Time zones: wall time in a zone ↔ instant, DST included, with nothing but Intl.

  var partsFormatters = {};
  var offsetFormatters = {};

  function partsFormatter(zone) {
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
  function wallAt(instant, zone) {
    var out = {};
    partsFormatter(zone)
      .formatToParts(new Date(instant))
      .forEach(function (p) {
        if (p.type !== 'literal') out[p.type] = Number(p.value);
      });
    return { year: out.year, month: out.month, day: out.day, hour: out.hour % 24, minute: out.minute, second: out.second };
  }

  function wallToUtcMs(w) {
    return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  }

  /** The zone's UTC offset in minutes at `instant` ("longOffset" where supported, else from the wall fields). */
  function offsetAt(instant, zone) {
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
  function zonedToInstant(wall, zone) {
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

  function pad(n) {
    return String(n).padStart(2, '0');
  }

  function formatOffset(minutes) {
    var sign = minutes < 0 ? '-' : '+';
    var abs = Math.abs(minutes);
    return sign + pad(Math.floor(abs / 60)) + ':' + pad(abs % 60);
  }

  /** ISO 8601 with the zone's offset for that instant, e.g. 2026-12-31T23:59:59-05:00. */
  function isoInZone(instant, zone) {
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
  function parseLocalInput(value) {
    var m = /^(\d{4,})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?$/.exec(value);
    if (!m) return null;
    return { year: +m[1], month: +m[2], day: +m[3], hour: +m[4], minute: +m[5], second: +(m[6] || 0) };
  }

  function zoneSupported(zone) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
      return true;
    } catch (e) {
      return false;
    }
  }

  // ---------------------------------------------------------------------------------------------
  // Snippet text.

  /** Escapes a value for a double-quoted HTML attribute in the snippet. */
  function escapeAttr(value) {
    return String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  }

  /** [name, value|true][] → ` name="value" flag` text. */
  function attrText(attrs) {
    return attrs
      .map(function (a) {
        return a[1] === true ? ' ' + a[0] : ' ' + a[0] + '="' + escapeAttr(a[1]) + '"';
      })
      .join('');
  }

  // ---------------------------------------------------------------------------------------------
  // The page.

  var $ = function (id) {
    return document.getElementById(id);
  };
  var form = $('builder');
  var endInput = $('end-local');
  var zoneSelect = $('zone');
  var isoOutput = $('iso');
  var isoLocal = $('iso-local');
  var endWarning = $('end-warning');
  var sizeSelect = $('size');
  var endText = $('end-text');
  var endAtZero = $('end-at-zero');
  var preview = $('preview');
  var previewStage = $('preview-stage');
  var previewStatus = $('preview-status');
  var snippetCode = $('snippet');
  var snippetBox = $('snippet-box');
  var copyButton = $('copy');
  var copyStatus = $('copy-status');
  var integrityNote = $('integrity-note');
  var pinInput = $('pin');
  var uiLangButton = $('ui-lang');
  var unitRows = $('unit-rows');

  var uiLang = 'es';
  var integrity = null; // sha384-… from the manifest, when it loads
  var cssIntegrity = null; // embudo.css's, from the same manifest
  var manifestFailed = false;
  var browserZone = (function () {
    try {
      var z = Intl.DateTimeFormat().resolvedOptions().timeZone;
      return z && zoneSupported(z) ? z : 'UTC';
    } catch (e) {
      return 'UTC';
    }
  })();

  function t(key) {
    return UI[uiLang][key];
  }

  function fill(template, values) {
    return template.replace(/\{(\w+)\}/g, function (_, k) {
      return values[k];
    });
  }

  function radioValue(name) {
    var checked = form.querySelector('input[name="' + name + '"]:checked');
    return checked ? checked.value : '';
  }

  function buildZoneOptions() {
    var known = {};
    ZONES.forEach(function (g) {
      g[1].forEach(function (z) {
        known[z[0]] = true;
      });
    });
    var groups = known[browserZone] ? ZONES : [['yours', [[browserZone, browserZone.replace(/_/g, ' ')]]]].concat(ZONES);
    groups.forEach(function (g) {
      var group = document.createElement('optgroup');
      group.dataset.group = g[0];
      g[1].forEach(function (z) {
        if (!zoneSupported(z[0])) return;
        var option = document.createElement('option');
        option.value = z[0];
        option.dataset.city = z[1];
        group.appendChild(option);
      });
      if (group.children.length) zoneSelect.appendChild(group);
    });
    zoneSelect.value = browserZone;
    labelZoneOptions();
  }

  /** Option text: city, zone id and its offset at the chosen instant (offsets differ across DST). */
  function labelZoneOptions(instant) {
    var at = instant === undefined ? Date.now() : instant;
    Array.prototype.forEach.call(zoneSelect.querySelectorAll('optgroup'), function (group) {
      group.label = t('zoneGroups')[group.dataset.group] || group.dataset.group;
    });
    Array.prototype.forEach.call(zoneSelect.options, function (option) {
      var mark = option.value === browserZone ? ' — ' + t('browserZone') : '';
      option.textContent = option.dataset.city + ' · UTC' + formatOffset(offsetAt(at, option.value)) + mark;
    });
  }

  function buildUnitRows() {
    UNITS.forEach(function (unit) {
      var row = document.createElement('tr');
      var head = document.createElement('th');
      head.scope = 'row';
      head.id = 'unit-' + unit;
      var hideCell = document.createElement('td');
      var hide = document.createElement('input');
      hide.type = 'checkbox';
      hide.id = 'hide-' + unit;
      hide.name = 'hide-' + unit;
      hide.setAttribute('aria-labelledby', 'col-hide unit-' + unit);
      // Most landing pages count days, hours, minutes and seconds.
      hide.checked = unit === 'year' || unit === 'month';
      hideCell.appendChild(hide);
      var titleCell = document.createElement('td');
      var title = document.createElement('input');
      title.type = 'text';
      title.id = 'title-' + unit;
      title.name = 'title-' + unit;
      title.maxLength = 40;
      title.autocomplete = 'off';
      title.setAttribute('aria-labelledby', 'col-title unit-' + unit);
      titleCell.appendChild(title);
      row.append(head, hideCell, titleCell);
      unitRows.appendChild(row);
    });
  }

  function applyUiLanguage() {
    document.documentElement.lang = uiLang;
    document.title = t('pageTitle');
    Array.prototype.forEach.call(document.querySelectorAll('[data-i18n]'), function (el) {
      el.textContent = t(el.getAttribute('data-i18n'));
    });
    UNITS.forEach(function (unit) {
      $('unit-' + unit).textContent = t('units')[unit];
    });
    uiLangButton.textContent = t('switchTo');
    uiLangButton.lang = t('switchToLang');
    uiLangButton.setAttribute('aria-label', t('switchToLabel'));
    copyStatus.textContent = '';
    update();
  }

  /** Collects the form into the countdown's attributes, in the order the snippet shows them. */
  function readOptions() {
    var lang = radioValue('lang') === 'en' ? 'en' : 'es';
    var wall = parseLocalInput(endInput.value);
    var zone = zoneSelect.value || browserZone;
    var resolved = wall ? zonedToInstant(wall, zone) : null;
    var attrs = [];
    if (resolved) attrs.push(['end-at', isoInZone(resolved.instant, zone)]);
    attrs.push(['theme', radioValue('theme') || 'light']);
    attrs.push(['size', sizeSelect.value]);
    UNITS.forEach(function (unit) {
      if ($('hide-' + unit).checked) attrs.push(['hide-' + unit, true]);
    });
    if (radioValue('title-position') === 'top') attrs.push(['title-position', 'top']);
    UNITS.forEach(function (unit) {
      var title = $('title-' + unit).value.trim();
      if (title) attrs.push(['title-' + unit, title]);
    });
    var text = endText.value.trim();
    if (text) attrs.push(['end-text', text]);
    if (endAtZero.checked) attrs.push(['end-at-zero', true]);
    attrs.push(['lang', lang]);
    return { lang: lang, wall: wall, zone: zone, resolved: resolved, attrs: attrs };
  }

  var CONTROLLED = ['end-at', 'theme', 'size', 'title-position', 'end-text', 'end-at-zero', 'lang'].concat(
    UNITS.map(function (u) {
      return 'hide-' + u;
    }),
    UNITS.map(function (u) {
      return 'title-' + u;
    }),
  );

  /** Mirrors the options onto the preview element: set what is chosen, remove what is not. */
  function updatePreview(o) {
    var wanted = {};
    o.attrs.forEach(function (a) {
      wanted[a[0]] = a[1] === true ? '' : a[1];
    });
    CONTROLLED.forEach(function (name) {
      // Keep the last valid end-at while the date field is being edited or is empty.
      if (name === 'end-at' && !(name in wanted)) return;
      if (name in wanted) {
        if (preview.getAttribute(name) !== wanted[name]) preview.setAttribute(name, wanted[name]);
      } else if (preview.hasAttribute(name)) {
        preview.removeAttribute(name);
      }
    });
    previewStage.classList.toggle('preview-dark', wanted.theme === 'dark');
  }

  function updateEndInfo(o) {
    endWarning.hidden = true;
    endWarning.textContent = '';
    isoLocal.textContent = '';
    if (!o.resolved) {
      isoOutput.textContent = '—';
      endWarning.textContent = t('missingDate');
      endWarning.hidden = false;
      endInput.setAttribute('aria-invalid', 'true');
      return;
    }
    endInput.removeAttribute('aria-invalid');
    var instant = o.resolved.instant;
    var iso = isoInZone(instant, o.zone);
    isoOutput.textContent = iso;
    var localTime = new Date(instant).toLocaleString(uiLang === 'en' ? 'en-US' : 'es', { dateStyle: 'full', timeStyle: 'long' });
    isoLocal.textContent = fill(t('localTime'), { time: localTime });
    var notes = [];
    var wallText = pad(o.wall.hour) + ':' + pad(o.wall.minute) + ':' + pad(o.wall.second);
    if (o.resolved.kind === 'gap') notes.push(fill(t('gap'), { wall: wallText, zone: o.zone, used: iso.slice(11, 19) }));
    if (o.resolved.kind === 'ambiguous') notes.push(fill(t('ambiguous'), { wall: wallText, zone: o.zone, offset: iso.slice(19) }));
    if (instant <= Date.now()) notes.push(t('pastDate'));
    if (notes.length) {
      endWarning.textContent = notes.join(' ');
      endWarning.hidden = false;
    }
    labelZoneOptions(instant);
  }

  function updateSnippet(o) {
    var src = location.origin + '/widgets/countdown.js';
    var script = '<script src="' + escapeAttr(src) + '"';
    var pinned = integrity && pinInput.checked;
    if (pinned) script += ' integrity="' + escapeAttr(integrity) + '" crossorigin="anonymous"';
    script += ' defer></' + 'script>';
    // embudo.css keeps the countdown's room until the script has run: no layout shift.
    var link = '<link rel="stylesheet" href="' + escapeAttr(location.origin + '/widgets/embudo.css') + '"';
    if (pinned && cssIntegrity) link += ' integrity="' + escapeAttr(cssIntegrity) + '" crossorigin="anonymous"';
    link += '>';
    var tag = '<embudo-countdown' + attrText(o.attrs) + '></embudo-countdown>';
    snippetCode.textContent = link + '\n' + script + '\n' + tag;
    // SRI pins a URL whose file changes with each release: say what that means, next to the choice.
    var note = manifestFailed ? t('noManifest') : pinned ? t('pinNote') : '';
    pinInput.disabled = !integrity;
    integrityNote.hidden = !note;
    integrityNote.textContent = note;
  }

  function updateTitlePlaceholders(lang) {
    UNITS.forEach(function (unit) {
      $('title-' + unit).placeholder = DEFAULT_TITLES[lang][unit];
    });
  }

  function update() {
    var o = readOptions();
    updateTitlePlaceholders(o.lang);
    updateEndInfo(o);
    updatePreview(o);
    updateSnippet(o);
  }

  /** A week from now at 23:59:59 in the browser's zone, as the input's value. */
  function defaultEnd() {
    var w = wallAt(Date.now() + 7 * 86400000, browserZone);
    return w.year + '-' + pad(w.month) + '-' + pad(w.day) + 'T23:59:59';
  }

  function loadManifest() {
    fetch('/widgets/manifest.json', { cache: 'no-cache' })
      .then(function (res) {
        if (!res.ok) throw new Error('HTTP ' + res.status);
        return res.json();
      })
      .then(function (manifest) {
        var files = (manifest && manifest.files) || [];
        var entry = files.filter(function (f) {
          return f && f.file === 'countdown.js';
        })[0];
        if (!entry || typeof entry.integrity !== 'string' || !/^sha(256|384|512)-[A-Za-z0-9+/=]+$/.test(entry.integrity)) {
          throw new Error('countdown.js has no integrity in the manifest');
        }
        integrity = entry.integrity;
        var css = files.filter(function (f) {
          return f && f.file === 'embudo.css';
        })[0];
        cssIntegrity =
          css && typeof css.integrity === 'string' && /^sha(256|384|512)-[A-Za-z0-9+/=]+$/.test(css.integrity) ? css.integrity : null;
        manifestFailed = false;
      })
      .catch(function (error) {
        console.warn('[countdown-builder] manifest not available, snippet without integrity:', error);
        integrity = null;
        cssIntegrity = null;
        manifestFailed = true;
      })
      .then(update);
  }

  function copySnippet() {
    var text = snippetCode.textContent;
    var selectIt = function () {
      var range = document.createRange();
      range.selectNodeContents(snippetCode);
      var selection = window.getSelection();
      selection.removeAllRanges();
      selection.addRange(range);
      return selection;
    };
    var fallback = function () {
      var selection = selectIt();
      var ok = false;
      try {
        ok = document.execCommand('copy');
      } catch (e) {
        ok = false;
      }
      if (ok) selection.removeAllRanges();
      else snippetBox.focus();
      copyStatus.textContent = ok ? t('copied') : t('copySelected');
    };
    if (navigator.clipboard && window.isSecureContext) {
      navigator.clipboard.writeText(text).then(function () {
        copyStatus.textContent = t('copied');
      }, fallback);
    } else {
      fallback();
    }
  }

  // Wire up.
  buildZoneOptions();
  buildUnitRows();
  endInput.value = defaultEnd();
  form.addEventListener('input', function () {
    // Cleared first: a past end-at makes the preview fire embudo-time-up during update().
    copyStatus.textContent = '';
    previewStatus.textContent = '';
    update();
  });
  form.addEventListener('change', update);
  form.addEventListener('submit', function (e) {
    e.preventDefault();
  });
  copyButton.addEventListener('click', copySnippet);
  pinInput.addEventListener('change', update);
  uiLangButton.addEventListener('click', function () {
    uiLang = uiLang === 'es' ? 'en' : 'es';
    applyUiLanguage();
  });
  preview.addEventListener('embudo-time-up', function () {
    previewStatus.textContent = t('timeUp');
  });

  applyUiLanguage();
  loadManifest();
})();
