// Countdown snippet builder: form → live <embudo-countdown> preview → copy-paste snippet.
// A module script from this origin (no inline code, no innerHTML with user input) so the page
// holds under a strict CSP and nothing a marketer types can become markup.
import { UNITS, DEFAULT_TITLES, UI, ZONES } from './countdown-builder-texts.js';
import {
  wallAt,
  offsetAt,
  zonedToInstant,
  pad,
  formatOffset,
  isoInZone,
  parseLocalInput,
  zoneSupported,
} from './countdown-builder-zones.js';

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
