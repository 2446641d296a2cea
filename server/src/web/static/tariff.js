// Tariff lookup: GET /api/tariff/{country}/{hs}; the record, its national lines and preferences, then the
// 13-destination matrix with each destination's coverage status.
import { anyValue, api, dateOnly, h, percent, table, toolForm } from './common.js';

const COVERAGE = {
  available: ['ok', 'available', 'The schedule has a rate for this code.'],
  partial: ['warn', 'partial', 'The source is partial or outdated, or its HS 2017 code maps to several HS 2022 codes.'],
  rule: ['ok', 'rule', 'The rate comes from a rule in code (e.g. SG non-dutiable goods, CH industrial goods).'],
  no_data: ['err', 'no data', 'No rate in the dataset; none is guessed.'],
};

function coverageBadge(status) {
  if (!status) return h('span', { class: 'badge' }, 'not reported');
  const [tone, label, title] = COVERAGE[status] ?? ['', status, ''];
  return h('span', { class: `badge ${tone}`, 'data-coverage': status, title }, label);
}

/** "16.5 %"; "7.4 % to 10.9 %" when the national lines differ; the printed text for specific duties. */
function mfnText(mfn, range, printed) {
  if (range && range.min !== range.max) return `${percent(range.min)} to ${percent(range.max)}`;
  if (mfn !== null && mfn !== undefined) return percent(mfn);
  return printed ?? 'no data';
}

/** The rate as a percentage, with the printed text when it says more ("16.5 %", "4.4¢/kg + 10%"). */
function rateText(view) {
  if (!view) return '—';
  if (view.rate === null || view.rate === undefined) return view.text;
  const shown = percent(view.rate);
  const same = !view.text || view.text.replace(/\s/g, '') === shown.replace(/\s/g, '') || /^free$/i.test(view.text);
  return same ? (view.rate === 0 && /^free$/i.test(view.text ?? '') ? 'Free' : shown) : `${shown} (${view.text})`;
}

/** A line's preferences grouped by rate: "Free: 14 agreements" (hover or focus for the names). */
function preferenceSummary(prefs) {
  if (!prefs || prefs.length === 0) return '—';
  const groups = new Map();
  for (const p of prefs) groups.set(rateText(p), [...(groups.get(rateText(p)) ?? []), p.agreement]);
  return [...groups].map(([rate, agreements]) => h('span', { title: agreements.join(', '), class: 'pref-group' }, `${rate}: ${agreements.length === 1 ? agreements[0] : `${agreements.length} agreements`} `));
}

/** "US-Chile FTA, KORUS, USMCA and 11 more" */
function firstFew(names, n = 3) {
  return names.length <= n + 1 ? names.join(', ') : `${names.slice(0, n).join(', ')} and ${names.length - n} more`;
}

const RECORD_KEYS = new Set(['hs', 'country', 'tariff', 'other_countries', 'origin', 'lines', 'preferential', 'flags', 'notes']);
const TARIFF_KEYS = new Set(['mfn', 'mfnRange', 'mfnRate', 'fta', 'ftaAgreements', 'vat', 'status', 'coverage', 'sourceUrl', 'verifiedAt', 'edition']);

toolForm(document.getElementById('tool-form'), {
  run: ({ country, hs, origin }) => {
    const query = origin ? `?origin=${encodeURIComponent(origin)}` : '';
    return api('GET', `/api/tariff/${encodeURIComponent(country ?? '')}/${encodeURIComponent(hs ?? '')}${query}`);
  },
  render(data) {
    const t = data.tariff ?? {};
    const status = t.status ?? t.coverage;
    const lines = data.lines ?? [];
    const preferential = data.preferential ?? [];
    const matrix = [{ country: data.country?.code, name: data.country?.name, mfn: t.mfn, mfnRange: t.mfnRange, printed: t.mfnRate?.text, status, current: true }, ...(data.other_countries ?? [])];
    const extraTariff = Object.entries(t).filter(([k]) => !TARIFF_KEYS.has(k));
    const extraRecord = Object.entries(data).filter(([k]) => !RECORD_KEYS.has(k));
    return h(
      'section',
      { class: 'panel', 'aria-labelledby': 'tariff-result' },
      h('h2', { id: 'tariff-result' }, `${data.country?.name ?? ''} (${data.country?.code ?? ''}) · HS ${data.hs?.code ?? ''}`),
      h('p', {}, data.hs?.title ?? ''),
      (data.notes ?? []).length || (data.flags ?? []).length
        ? h('div', { class: 'notice warn' }, (data.notes ?? []).map((n) => h('p', {}, n)), (data.flags ?? []).length ? h('p', {}, 'Flags: ', data.flags.map((f) => h('code', {}, `${f} `))) : null)
        : null,
      h(
        'dl',
        { class: 'facts', id: 'tariff-facts' },
        h('dt', {}, 'MFN duty'),
        h('dd', { id: 'mfn' }, mfnText(t.mfn, t.mfnRange, t.mfnRate?.text), t.mfnRange && t.mfnRange.min !== t.mfnRange.max ? h('span', { class: 'hint' }, `The national lines differ; the record's mfn is the highest, ${percent(t.mfn)}.`) : null),
        t.mfnRate?.text ? [h('dt', {}, 'As printed'), h('dd', {}, h('code', {}, t.mfnRate.text))] : null,
        h('dt', {}, data.origin ? `Preferential (origin ${data.origin})` : 'Best preferential (any origin)'),
        h('dd', { id: 'fta' }, t.fta === null || t.fta === undefined ? 'none' : percent(t.fta), (t.ftaAgreements ?? []).length ? ` (${firstFew(t.ftaAgreements)})` : ''),
        h('dt', {}, 'Import VAT/GST'),
        h('dd', {}, t.vat === null || t.vat === undefined ? 'needs more input or unknown' : percent(t.vat)),
        h('dt', {}, 'Coverage'),
        h('dd', { id: 'coverage' }, coverageBadge(status)),
        h('dt', {}, 'Source'),
        h('dd', {}, t.sourceUrl ? h('a', { href: t.sourceUrl, rel: 'noopener noreferrer', target: '_blank' }, t.sourceUrl) : '—', t.edition ? ` · ${t.edition}` : ''),
        h('dt', {}, 'Edition date'),
        h('dd', {}, dateOnly(t.verifiedAt)),
      ),
      extraTariff.length ? anyValue(Object.fromEntries(extraTariff)) : null,
      h('h3', {}, 'All 13 destinations'),
      table(
        ['Destination', { label: 'MFN duty', class: 'num' }, 'Coverage'],
        matrix.map((row) =>
          h(
            'tr',
            { class: row.current ? 'current' : null, 'data-country': row.country },
            h('td', {}, row.current ? h('strong', {}, row.country) : row.country, row.name ? ` · ${row.name}` : '', row.current ? ' (this lookup)' : ''),
            h('td', { class: 'num' }, mfnText(row.mfn, row.mfnRange, row.printed)),
            h('td', {}, coverageBadge(row.status ?? row.coverage)),
          ),
        ),
        { caption: 'MFN duty and data coverage of this code in every destination' },
      ),
      h('p', { class: 'hint' }, 'MFN is the highest national line rate of the subheading; "no data" means the dataset has no rate, not that the duty is zero.'),
      lines.length
        ? h(
            'details',
            { class: 'section', open: lines.length <= 6 },
            h('summary', {}, h('h3', {}, `National lines (${lines.length})`)),
            table(
              ['Line', 'Title', { label: 'MFN', class: 'num' }, 'Preferences', 'Units'],
              lines.map((line) =>
                h(
                  'tr',
                  {},
                  h('td', {}, h('code', {}, line.code)),
                  h('td', {}, line.title, line.localTitle ? h('span', { class: 'hint', lang: 'und' }, line.localTitle) : null),
                  h('td', { class: 'num' }, rateText(line.mfn)),
                  h('td', {}, preferenceSummary(line.preferential)),
                  h('td', {}, (line.units ?? []).join(', ')),
                ),
              ),
              { caption: 'National tariff lines under this subheading' },
            ),
          )
        : null,
      preferential.length
        ? [
            h('h3', {}, `Preferences (${preferential.length})`),
            table(
              ['Agreement', { label: 'Rate', class: 'num' }, 'Origins'],
              preferential.map((p) => h('tr', {}, h('td', {}, p.agreement), h('td', { class: 'num' }, rateText(p)), h('td', {}, (p.partners ?? []).join(', ')))),
              { caption: 'Preferential rates at subheading level' },
            ),
          ]
        : null,
      extraRecord.length ? [h('h3', {}, 'More'), anyValue(Object.fromEntries(extraRecord))] : null,
    );
  },
});
