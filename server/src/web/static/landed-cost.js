// Landed cost: POST /api/landed-cost; totals, the breakdown lines as a table, assumptions and warnings.
import { anyValue, api, dateOnly, h, percent, table, toolForm, usd } from './common.js';

const KNOWN = new Set(['totals', 'breakdown', 'tariff', 'valuation', 'deMinimis', 'fx', 'quoteDate', 'assumptions', 'warnings']);
const TOTALS = [
  ['customsValueUsd', 'Customs value'],
  ['dutyUsd', 'Duties'],
  ['feesUsd', 'Fees'],
  ['vatUsd', 'Import VAT/GST'],
  ['otherTaxesUsd', 'Other taxes'],
  ['landedCostUsd', 'Landed cost'],
];

function list(items, id) {
  return h('ul', { id }, items.map((item) => h('li', {}, typeof item === 'string' ? item : JSON.stringify(item))));
}

function lineRow(line) {
  const rate = line.rateText ?? (line.rate === null || line.rate === undefined ? '' : percent(line.rate, 2));
  const source = line.sourceUrl ? h('a', { href: line.sourceUrl, rel: 'noopener noreferrer', target: '_blank' }, line.legalSource ?? line.sourceUrl) : (line.legalSource ?? '');
  return h(
    'tr',
    { 'data-line': line.id },
    h('td', {}, line.label ?? line.id, line.complete === false ? [' ', h('span', { class: 'badge warn', title: 'A lower bound: part of this line could not be computed' }, 'incomplete')] : null),
    h('td', { class: 'num' }, line.baseUsd === null || line.baseUsd === undefined ? '' : usd(line.baseUsd)),
    h('td', { class: 'num' }, rate),
    h('td', { class: 'num' }, usd(line.amountUsd)),
    h('td', {}, line.formula ?? ''),
    h('td', {}, source, line.effectiveFrom ? ` (from ${line.effectiveFrom}${line.effectiveTo ? ` to ${line.effectiveTo}` : ''})` : ''),
  );
}

toolForm(document.getElementById('tool-form'), {
  run: (values) => api('POST', '/api/landed-cost', values),
  render(data) {
    const totals = data.totals ?? {};
    const breakdown = data.breakdown ?? {};
    const lines = Array.isArray(breakdown.lines) ? breakdown.lines : [];
    const tariff = data.tariff ?? {};
    const warnings = data.warnings ?? [];
    const assumptions = data.assumptions ?? [];
    const extra = Object.entries(data).filter(([k]) => !KNOWN.has(k));
    const otherTotals = Object.entries(totals).filter(([k]) => !TOTALS.some(([known]) => known === k));
    return h(
      'section',
      { class: 'panel', 'aria-labelledby': 'landed-result' },
      h('h2', { id: 'landed-result' }, 'Landed cost ', h('span', { class: 'big', id: 'landed-total' }, usd(totals.landedCostUsd))),
      warnings.length ? h('div', { class: 'notice warn', id: 'warnings' }, h('p', { class: 'title' }, `Warnings (${warnings.length})`), list(warnings)) : null,
      h(
        'div',
        { class: 'table-wrap totals' },
        h(
          'table',
          { id: 'totals' },
          h('caption', { class: 'visually-hidden' }, 'Totals'),
          h(
            'tbody',
            {},
            [...TOTALS.filter(([k]) => k in totals), ...otherTotals.map(([k]) => [k, k])].map(([k, label]) =>
              h('tr', { class: k === 'landedCostUsd' ? 'total' : null }, h('th', { scope: 'row' }, label), h('td', { class: 'num' }, typeof totals[k] === 'number' ? usd(totals[k]) : String(totals[k]))),
            ),
          ),
        ),
      ),
      h('h3', {}, 'Breakdown'),
      lines.length
        ? table(['Line', { label: 'Base', class: 'num' }, { label: 'Rate', class: 'num' }, { label: 'Amount', class: 'num' }, 'How', 'Source'], lines.map(lineRow), { caption: 'Every component of the landed cost' })
        : anyValue(Object.fromEntries(Object.entries(breakdown).filter(([k]) => k !== 'lines'))),
      h(
        'dl',
        { class: 'facts' },
        h('dt', {}, 'MFN rate'),
        h('dd', {}, breakdown.mfnRate === null || breakdown.mfnRate === undefined ? (tariff.mfnText ?? '—') : percent(breakdown.mfnRate, 2)),
        h('dt', {}, 'Preferential rate'),
        h('dd', {}, breakdown.ftaRate === null || breakdown.ftaRate === undefined ? 'none' : `${percent(breakdown.ftaRate, 2)}${breakdown.agreement ? ` (${breakdown.agreement})` : ''}`),
        h('dt', {}, 'VAT/GST rate'),
        h('dd', {}, breakdown.vatRate === null || breakdown.vatRate === undefined ? '—' : percent(breakdown.vatRate, 2)),
        data.valuation ? [h('dt', {}, 'Valuation'), h('dd', {}, `${data.valuation.basis} basis, price read as ${data.valuation.incoterm} (${data.valuation.legalSource})`)] : null,
        data.deMinimis ? [h('dt', {}, 'De minimis'), h('dd', {}, `${data.deMinimis.applied ? 'applied' : 'not applied'}: ${data.deMinimis.note ?? ''}`)] : null,
        tariff.hs ? [h('dt', {}, 'Tariff'), h('dd', {}, `HS ${tariff.hs}${tariff.nationalLine ? `, line ${tariff.nationalLine}` : ''}${tariff.edition ? `, ${tariff.edition}` : ''}${tariff.coverage ? ` (coverage: ${tariff.coverage})` : ''}; edition date ${dateOnly(tariff.verifiedAt)}`)] : null,
        'fx' in data ? [h('dt', {}, 'Exchange rates'), h('dd', {}, data.fx ? `${data.fx.source}, ${data.fx.date}` : 'none in the dataset')] : null,
        data.quoteDate ? [h('dt', {}, 'Quote date'), h('dd', {}, data.quoteDate)] : null,
      ),
      h('h3', {}, 'Assumptions'),
      assumptions.length ? list(assumptions, 'assumptions') : h('p', {}, 'None.'),
      extra.length ? [h('h3', {}, 'More'), anyValue(Object.fromEntries(extra))] : null,
    );
  },
});
