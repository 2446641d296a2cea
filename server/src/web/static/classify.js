// Classify: POST /api/classify with the session cookie; the best code, candidates and reasoning.
import { anyValue, api, h, percent, table, toolForm } from './common.js';

const KNOWN = new Set(['hs', 'confidence', 'reasoning', 'candidates', 'rate_limit']);

toolForm(document.getElementById('tool-form'), {
  run: (values) => api('POST', '/api/classify', values),
  render(data) {
    const destination = document.getElementById('destination').value;
    const candidates = data.candidates ?? [];
    const best = Math.max(...candidates.map((c) => c.score ?? 0), 0) || 1;
    const extra = Object.entries(data).filter(([k]) => !KNOWN.has(k));
    return h(
      'section',
      { class: 'panel', 'aria-labelledby': 'classify-result' },
      h('h2', { id: 'classify-result' }, 'Result'),
      h(
        'div',
        { class: 'result-head' },
        h('span', { class: 'big', id: 'best-hs' }, data.hs),
        h('span', {}, 'Confidence ', h('strong', { id: 'confidence' }, percent(data.confidence, 0))),
        h('a', { href: `/tools/tariff?country=${destination}&hs=${encodeURIComponent(data.hs)}` }, 'Tariff of this code'),
        h('a', { href: `/tools/landed-cost?destination=${destination}&hs=${encodeURIComponent(data.hs)}` }, 'Landed cost'),
      ),
      h('h3', {}, 'Reasoning'),
      h('p', { id: 'reasoning' }, data.reasoning ?? '—'),
      h('h3', {}, `Candidates (${candidates.length})`),
      table(
        ['#', 'HS code', 'Title', { label: 'Score', class: 'num' }],
        candidates.map((c, i) =>
          h(
            'tr',
            { class: c.hs === data.hs ? 'current' : null },
            h('td', {}, String(i + 1)),
            h('td', {}, h('code', {}, c.hs)),
            h('td', {}, c.title ?? '—'),
            h('td', { class: 'num' }, h('meter', { class: 'score', min: 0, max: best, value: c.score ?? 0, 'aria-hidden': 'true' }), ' ', percent(c.score, 0)),
          ),
        ),
        { caption: 'Candidate codes, best first' },
      ),
      extra.length ? [h('h3', {}, 'More'), anyValue(Object.fromEntries(extra))] : null,
    );
  },
});
