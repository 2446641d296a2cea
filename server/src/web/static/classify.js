// Classify: POST /api/classify with the session cookie; the best code and its HS path, the candidates with
// titles and scores, the reasoning, and what the query was read as.
import { anyValue, api, h, percent, table, toolForm } from './common.js';

const KNOWN = new Set(['hs', 'confidence', 'reasoning', 'candidates', 'rate_limit', 'detectedLanguage', 'englishText', 'path', 'warnings']);

function pathList(path) {
  const steps = [
    ['Chapter', path.chapter],
    ['Heading', path.heading],
    ['Subheading', path.subheading],
    ['National line', path.national],
  ].filter(([, step]) => step);
  return h('ol', { class: 'hs-path', id: 'hs-path' }, steps.map(([level, step]) => h('li', {}, h('span', { class: 'hint' }, level), h('code', {}, step.code), ' ', step.title)));
}

toolForm(document.getElementById('tool-form'), {
  run: (values) => api('POST', '/api/classify', values),
  render(data) {
    const destination = document.getElementById('destination').value;
    const candidates = data.candidates ?? [];
    const best = Math.max(...candidates.map((c) => c.score ?? 0), 0) || 1;
    const warnings = data.warnings ?? [];
    const extra = Object.entries(data).filter(([k]) => !KNOWN.has(k));
    return h(
      'section',
      { class: 'panel', 'aria-labelledby': 'classify-result' },
      h('h2', { id: 'classify-result' }, 'Result'),
      warnings.length ? h('div', { class: 'notice warn', id: 'warnings' }, h('p', { class: 'title' }, `Warnings (${warnings.length})`), h('ul', {}, warnings.map((w) => h('li', {}, w)))) : null,
      h(
        'div',
        { class: 'result-head' },
        h('span', { class: 'big', id: 'best-hs' }, data.hs),
        h('span', {}, 'Confidence ', h('strong', { id: 'confidence' }, percent(data.confidence, 0))),
        h('a', { href: `/tools/tariff?country=${destination}&hs=${encodeURIComponent(data.hs)}` }, 'Tariff of this code'),
        h('a', { href: `/tools/landed-cost?destination=${destination}&hs=${encodeURIComponent(data.hs)}` }, 'Landed cost'),
      ),
      data.path ? pathList(data.path) : null,
      data.detectedLanguage && data.detectedLanguage !== 'en' ? h('p', {}, `Read as ${data.detectedLanguage}, classified in English as: `, h('q', { lang: 'en' }, data.englishText ?? '')) : null,
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
            h('td', {}, h('a', { href: `/tools/tariff?country=${destination}&hs=${encodeURIComponent(c.hs)}` }, h('code', {}, c.hs))),
            h('td', {}, c.title ?? '—'),
            h('td', { class: 'num' }, h('meter', { class: 'score', min: 0, max: best, value: c.score ?? 0, 'aria-hidden': 'true' }), ' ', percent(c.score, 0)),
          ),
        ),
        { caption: 'Candidate codes, best first' },
      ),
      h('p', { class: 'hint' }, 'Confidence is the calibrated probability that the code is right at 6 digits; scores rank the candidates against each other.'),
      extra.length ? [h('h3', {}, 'More'), anyValue(Object.fromEntries(extra))] : null,
    );
  },
});
