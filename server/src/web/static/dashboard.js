// API keys: create with a copy-once display, list, revoke.
import { api, errorNotice, h } from './common.js';

const form = document.getElementById('create-key');
const newKey = document.getElementById('new-key');
const body = document.getElementById('keys-body');
const status = document.getElementById('keys-status');
const curl = document.getElementById('curl-example');

const utc = (iso) => h('time', { datetime: iso }, `${iso.slice(0, 16).replace('T', ' ')} UTC`);

function row(k) {
  return h(
    'tr',
    { 'data-key-id': k.id, class: k.revokedAt ? 'revoked' : null },
    h('td', {}, k.name),
    h('td', {}, h('code', {}, `${k.start}…`)),
    h('td', {}, utc(k.createdAt)),
    h('td', {}, k.lastUsedAt ? utc(k.lastUsedAt) : 'never'),
    h('td', {}, k.revokedAt ? h('span', { class: 'badge err' }, 'revoked') : h('span', { class: 'badge ok' }, 'active')),
    h('td', {}, k.revokedAt ? null : h('button', { type: 'button', class: 'danger revoke', 'data-key-id': k.id, 'data-key-name': k.name }, 'Revoke', h('span', { class: 'visually-hidden' }, ` ${k.name}`))),
  );
}

async function refresh() {
  const res = await api('GET', '/account/api-keys');
  if (!res.ok) {
    status.replaceChildren(errorNotice(res));
    return;
  }
  body.replaceChildren(...(res.data.keys.length ? res.data.keys.map(row) : [h('tr', { class: 'empty' }, h('td', { colspan: 6 }, 'No keys yet.'))]));
}

form.addEventListener('submit', async (event) => {
  event.preventDefault();
  const button = form.querySelector('button[type="submit"]');
  button.disabled = true;
  const res = await api('POST', '/account/api-keys', { name: form.elements.name.value.trim() });
  button.disabled = false;
  if (!res.ok) {
    const notice = errorNotice(res);
    notice.tabIndex = -1;
    newKey.replaceChildren(notice);
    notice.focus();
    return;
  }
  form.reset();
  showOnce(res.data);
  await refresh();
});

/** The full key, once: selectable, copyable, and gone from the page when dismissed. */
function showOnce(created) {
  const input = h('input', { id: 'new-key-value', type: 'text', readonly: true, value: created.key, 'aria-describedby': 'new-key-warning', spellcheck: 'false', autocomplete: 'off' });
  const copied = h('span', { role: 'status', class: 'hint' });
  const copy = h('button', { type: 'button', id: 'copy-key' }, 'Copy');
  copy.addEventListener('click', async () => {
    input.select();
    try {
      await navigator.clipboard.writeText(created.key);
      copied.textContent = 'Copied to the clipboard.';
    } catch {
      copied.textContent = 'Selected: press Ctrl+C (⌘C) to copy.';
    }
  });
  const done = h('button', { type: 'button', class: 'secondary', id: 'dismiss-key' }, "I've stored it");
  done.addEventListener('click', () => {
    newKey.replaceChildren(h('p', { class: 'rate-limit' }, `Key “${created.name}” created. It will not be shown again.`));
    form.elements.name.focus();
  });
  const box = h(
    'div',
    { class: 'notice ok key-once', tabindex: -1 },
    h('p', { class: 'title' }, `New key “${created.name}”`),
    h('p', { id: 'new-key-warning' }, 'Copy it now and keep it secret: it is shown only this once. If you lose it, revoke it and create another.'),
    h('label', { for: 'new-key-value', class: 'visually-hidden' }, 'Your new API key'),
    input,
    h('div', { class: 'actions' }, copy, done, copied),
    h('p', { class: 'hint' }, 'Try it: ', h('code', {}, `curl -H "Authorization: Bearer ${created.key}" ${curl.dataset.origin}/api/tariff/US/610910`)),
  );
  newKey.replaceChildren(box);
  box.focus();
  input.select();
}

body.addEventListener('click', async (event) => {
  const button = event.target.closest('button.revoke');
  if (!button) return;
  const name = button.dataset.keyName;
  if (!confirm(`Revoke the key “${name}”? Programs using it will get 401 at once. This cannot be undone.`)) return;
  button.disabled = true;
  const res = await api('DELETE', `/account/api-keys/${encodeURIComponent(button.dataset.keyId)}`);
  if (!res.ok) {
    button.disabled = false;
    status.replaceChildren(errorNotice(res));
    return;
  }
  status.replaceChildren(h('p', { class: 'rate-limit', role: 'status' }, `Key “${name}” revoked.`));
  await refresh();
});
