// Translate: POST /api/translate; English and Simplified Chinese side by side, with what was recognised.
import { anyValue, api, h, percent, toolForm } from './common.js';

const KNOWN = new Set(['en', 'zh', 'detectedLanguage', 'provider', 'coverage', 'warnings']);

toolForm(document.getElementById('tool-form'), {
  run: (values) => api('POST', '/api/translate', values),
  render(data) {
    const extra = Object.entries(data).filter(([k]) => !KNOWN.has(k));
    const warnings = data.warnings ?? [];
    return h(
      'section',
      { class: 'panel', 'aria-labelledby': 'translate-result' },
      h('h2', { id: 'translate-result' }, 'Translation'),
      warnings.length ? h('div', { class: 'notice warn', id: 'warnings' }, h('p', { class: 'title' }, `Warnings (${warnings.length})`), h('ul', {}, warnings.map((w) => h('li', {}, w)))) : null,
      h(
        'div',
        { class: 'two-col' },
        h('div', {}, h('h3', {}, 'English'), h('p', { class: 'translation', lang: 'en', id: 'text-en' }, data.en ?? '—')),
        h('div', {}, h('h3', {}, 'Simplified Chinese'), h('p', { class: 'translation', lang: 'zh-Hans', id: 'text-zh' }, data.zh ?? '—')),
      ),
      h(
        'dl',
        { class: 'facts' },
        data.detectedLanguage ? [h('dt', {}, 'Detected language'), h('dd', { id: 'detected' }, data.detectedLanguage)] : null,
        data.coverage !== undefined ? [h('dt', {}, 'Words recognised'), h('dd', {}, percent(data.coverage, 0))] : null,
        data.provider ? [h('dt', {}, 'Translator'), h('dd', {}, data.provider === 'embedded' ? 'embedded (product glossary and CC-CEDICT)' : data.provider)] : null,
      ),
      extra.length ? [h('h3', {}, 'More'), anyValue(Object.fromEntries(extra))] : null,
    );
  },
});
