// Translate: POST /api/translate; English and Simplified Chinese side by side.
import { anyValue, api, h, toolForm } from './common.js';

const KNOWN = new Set(['en', 'zh']);

toolForm(document.getElementById('tool-form'), {
  run: (values) => api('POST', '/api/translate', values),
  render(data) {
    const extra = Object.entries(data).filter(([k]) => !KNOWN.has(k));
    return h(
      'section',
      { class: 'panel', 'aria-labelledby': 'translate-result' },
      h('h2', { id: 'translate-result' }, 'Translation'),
      h(
        'div',
        { class: 'two-col' },
        h('div', {}, h('h3', {}, 'English'), h('p', { class: 'translation', lang: 'en', id: 'text-en' }, data.en ?? '—')),
        h('div', {}, h('h3', {}, 'Simplified Chinese'), h('p', { class: 'translation', lang: 'zh-Hans', id: 'text-zh' }, data.zh ?? '—')),
      ),
      extra.length ? [h('h3', {}, 'More'), anyValue(Object.fromEntries(extra))] : null,
    );
  },
});
