// Tariff lookup: GET /api/tariff/{country}/{hs}; the record, then the 13-destination matrix with coverage.
import { anyValue, api, dateOnly, h, percent, table, toolForm } from './common.js';

const COVERAGE = {
  available: ['ok', 'available'],
  partial: ['warn', 'partial'],
  rule: ['ok', 'rule in code'],
  no_data: ['err', 'no data'],
};

function coverageBadge(status) {
  if (!status) return h('span', { class: 'badge' }, 'not reported');
  const [tone, label] = COVERAGE[status] ?? ['', status];
  return h('span', { class: `badge ${tone}`, 'data-coverage': status }, label);
}

/** "10.9 %", or "7.4 % to 10.9 %" when the national lines differ. */
function mfnText(mfn, range) {
  if (range && typeof range === 'object' && range.min !== undefined && range.max !== undefined && range.min !== range.max) {
    return `${percent(range.min)} to ${percent(range.max)}`;
  }
  return mfn === null || mfn === undefined ? 'no data' : percent(mfn);
}

const RECORD_KEYS = new Set(['hs', 'country', 'tariff', 'other_countries']);
const TARIFF_KEYS = new Set(['mfn', 'fta', 'vat', 'sourceUrl', 'verifiedAt', 'coverage', 'mfnRange', 'edition']);

toolForm(document.getElementById('tool-form'), {
  run: ({ country, hs, origin }) => {
    const query = origin ? `?origin=${encodeURIComponent(origin)}` : '';
    return api('GET', `/api/tariff/${encodeURIComponent(country ?? '')}/${encodeURIComponent(hs ?? '')}${query}`);
  },
  render(data) {
    const t = data.tariff ?? {};
    const origin = document.getElementById('origin').value.trim().toUpperCase();
    const coverage = t.coverage ?? data.coverage;
    const matrix = [{ country: data.country?.code, name: data.country?.name, mfn: t.mfn, mfnRange: t.mfnRange, coverage, current: true }, ...(data.other_countries ?? [])];
    const extraTariff = Object.entries(t).filter(([k]) => !TARIFF_KEYS.has(k));
    const extraRecord = Object.entries(data).filter(([k]) => !RECORD_KEYS.has(k));
    return h(
      'section',
      { class: 'panel', 'aria-labelledby': 'tariff-result' },
      h('h2', { id: 'tariff-result' }, `${data.country?.name ?? ''} (${data.country?.code ?? ''}) · HS ${data.hs?.code ?? ''}`),
      h('p', {}, data.hs?.title ?? ''),
      h(
        'dl',
        { class: 'facts', id: 'tariff-facts' },
        h('dt', {}, 'MFN duty'),
        h('dd', { id: 'mfn' }, mfnText(t.mfn, t.mfnRange)),
        h('dt', {}, origin ? `Preferential (origin ${origin})` : 'Best preferential'),
        h('dd', {}, t.fta === null || t.fta === undefined ? 'none' : percent(t.fta)),
        h('dt', {}, 'Import VAT/GST'),
        h('dd', {}, t.vat === null || t.vat === undefined ? 'none or unknown' : percent(t.vat)),
        h('dt', {}, 'Coverage'),
        h('dd', {}, coverageBadge(coverage)),
        h('dt', {}, 'Source'),
        h('dd', {}, t.sourceUrl ? h('a', { href: t.sourceUrl, rel: 'noopener noreferrer', target: '_blank' }, t.sourceUrl) : '—', t.edition ? ` (${t.edition})` : ''),
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
            h('td', { class: 'num' }, mfnText(row.mfn, row.mfnRange)),
            h('td', {}, coverageBadge(row.coverage ?? row.status)),
          ),
        ),
        { caption: 'MFN duty and data coverage of this code in every destination' },
      ),
      extraRecord.length ? [h('h3', {}, 'More'), anyValue(Object.fromEntries(extraRecord))] : null,
    );
  },
});
