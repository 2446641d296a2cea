// Shared helpers of the dashboard pages: calling the API with the session cookie, showing errors and the
// remaining rate limit, and building DOM nodes without innerHTML (every value from the API is text).

/** h('td', { class: 'num' }, 'text', node, …): an element with attributes and children; null/false children are skipped. */
export function h(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs ?? {})) {
    if (value === null || value === undefined || value === false) continue;
    if (name.startsWith('on') && typeof value === 'function') node.addEventListener(name.slice(2), value);
    else node.setAttribute(name, value === true ? '' : String(value));
  }
  for (const child of children.flat(Infinity)) {
    if (child === null || child === undefined || child === false) continue;
    node.append(child instanceof Node ? child : String(child));
  }
  return node;
}

/**
 * Calls the service with the session cookie. Never throws: a network failure comes back as status 0.
 * Returns { status, ok, data, rateLimit: { limit, remaining, reset } | null, retryAfter, ms }.
 */
export async function api(method, path, body) {
  const started = performance.now();
  const init = { method, credentials: 'same-origin', headers: { accept: 'application/json' } };
  if (body !== undefined) {
    init.headers['content-type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  let res;
  try {
    res = await fetch(path, init);
  } catch (err) {
    return { status: 0, ok: false, data: { error: 'network', message: `Could not reach the service (${err.message}).` }, rateLimit: null, retryAfter: null, ms: 0 };
  }
  const text = await res.text();
  let data = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = { error: 'bad_response', message: `The service answered ${res.status} with something that is not JSON.` };
  }
  const header = (name) => (res.headers.has(name) ? Number(res.headers.get(name)) : null);
  const limit = header('ratelimit-limit');
  return {
    status: res.status,
    ok: res.ok,
    data,
    rateLimit: limit === null ? null : { limit, remaining: header('ratelimit-remaining'), reset: header('ratelimit-reset') },
    retryAfter: header('retry-after'),
    requestId: res.headers.get('x-request-id'),
    ms: Math.round(performance.now() - started),
  };
}

const clock = (date) => date.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });

/** "N of L requests left this minute; the window resets in S s", from the RateLimit-* headers. */
export function showRateLimit(target, res) {
  if (!target || !res.rateLimit) return;
  const { limit, remaining, reset } = res.rateLimit;
  target.replaceChildren(
    h('strong', {}, `${remaining} of ${limit}`),
    ` requests left this minute for your account`,
    reset !== null ? ` (window resets in ${reset} s, at ${clock(new Date(Date.now() + reset * 1000))}).` : '.',
  );
  target.dataset.remaining = String(remaining);
}

/**
 * A clear message for a failed call: what happened, what to do, and the request id to quote.
 * A 429 also disables `button` until the window resets, counting down.
 */
export function errorNotice(res, { button } = {}) {
  const data = res.data ?? {};
  const code = data.error ?? `http_${res.status}`;
  const lines = [];
  let title;
  let tone = 'error';
  switch (res.status) {
    case 429: {
      const seconds = data.retry_after ?? res.retryAfter ?? 60;
      const at = data.reset_at ? new Date(data.reset_at) : new Date(Date.now() + seconds * 1000);
      title = 'Rate limit reached';
      tone = 'warn';
      lines.push(data.message ?? 'Too many requests.');
      const wait = h('p', { class: 'countdown' }, `Try again in ${seconds} s (at ${clock(at)}).`);
      lines.push(wait);
      countdown(wait, at, button);
      break;
    }
    case 501:
      title = 'Not available yet';
      tone = 'warn';
      lines.push(data.message ?? 'This engine is not available yet.');
      lines.push('The service answered 501 not_implemented: this part of the service is still being built. Nothing is wrong with your input.');
      break;
    case 401:
      title = 'Not signed in';
      lines.push(data.message ?? 'Your session has ended.');
      lines.push(h('a', { href: `/signin?next=${encodeURIComponent(location.pathname + location.search)}` }, 'Sign in again'));
      break;
    case 400:
      title = 'Please check the form';
      lines.push(data.message && !data.details ? data.message : 'Some fields were not accepted:');
      if (Array.isArray(data.details)) lines.push(h('ul', {}, data.details.map((d) => h('li', {}, fieldName(d.path), ': ', d.message))));
      break;
    case 404:
      title = code === 'unknown_hs' ? 'Unknown HS code' : code === 'unsupported_destination' ? 'Unsupported destination' : 'Not found';
      lines.push(data.message ?? 'Not found.');
      if (Array.isArray(data.supported)) lines.push(`Supported: ${data.supported.join(', ')}.`);
      break;
    case 422:
      title = code === 'tariff_unavailable' ? 'No tariff data for this code' : 'Cannot compute this';
      lines.push(data.message ?? 'The service cannot answer this request.');
      if (data.coverage) lines.push(`Data coverage: ${data.coverage.replace('_', ' ')}${data.edition ? ` (${data.edition})` : ''}.`);
      if (data.sourceUrl) lines.push(h('p', {}, 'The official tariff: ', h('a', { href: data.sourceUrl, rel: 'noopener noreferrer', target: '_blank' }, data.sourceUrl)));
      break;
    case 0:
      title = 'Network error';
      lines.push(data.message);
      break;
    default:
      title = res.status >= 500 ? 'The service failed' : 'Request refused';
      lines.push(data.message ?? `HTTP ${res.status}.`);
  }
  return h(
    'div',
    { class: `notice ${tone}`, role: 'alert', 'data-status': res.status, 'data-code': code },
    h('p', { class: 'title' }, `${title} (${res.status || 'no answer'} ${code})`),
    lines.map((line) => (line instanceof Node ? line : h('p', {}, line))),
    data.requestId || res.requestId ? h('p', { class: 'meta' }, `Request id: ${data.requestId ?? res.requestId}`) : null,
  );
}

/**
 * "Password" for `body.password` when the page has a field of that name (which is then marked invalid),
 * else the path itself.
 */
function fieldName(path) {
  const name = String(path).split('.').pop();
  const field = name ? document.querySelector(`form [name="${CSS.escape(name)}"]`) : null;
  const label = field?.id ? document.querySelector(`label[for="${CSS.escape(field.id)}"]`) : null;
  if (!field || !label) return h('code', {}, path);
  field.setAttribute('aria-invalid', 'true');
  field.addEventListener('input', () => field.removeAttribute('aria-invalid'), { once: true });
  return h('strong', {}, label.firstChild?.textContent?.trim() || name);
}

function countdown(node, at, button) {
  if (button) button.disabled = true;
  const tick = () => {
    const left = Math.ceil((at.getTime() - Date.now()) / 1000);
    if (left <= 0) {
      node.textContent = 'You can try again now.';
      if (button) button.disabled = false;
      return;
    }
    node.textContent = `Try again in ${left} s (at ${clock(at)}).`;
    setTimeout(tick, 1000);
  };
  setTimeout(tick, 1000);
}

/**
 * Wires a tool form: on submit, `run(values)` is called with the form's values; it returns the API answer
 * and a function rendering a success. Shows busy state, errors, the rate limit and the time taken, and
 * moves focus to the outcome so keyboard and screen-reader users land on it.
 */
export function toolForm(form, { run, render }) {
  const result = document.getElementById('result');
  const rate = document.getElementById('rate-limit');
  const button = form.querySelector('button[type="submit"]');
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (button.disabled) return;
    button.disabled = true;
    form.setAttribute('aria-busy', 'true');
    result.replaceChildren(h('p', { class: 'rate-limit' }, 'Working…'));
    const res = await run(formValues(form));
    form.removeAttribute('aria-busy');
    button.disabled = false;
    showRateLimit(rate, res);
    let outcome;
    if (res.ok) {
      outcome = h('div', { class: 'outcome', 'data-status': res.status }, render(res.data), rawJson(res.data), h('p', { class: 'meta rate-limit' }, `Answered in ${res.ms} ms.`));
    } else {
      outcome = errorNotice(res, { button });
    }
    outcome.tabIndex = -1;
    result.replaceChildren(outcome);
    outcome.focus();
  });
}

/** The form's fields as an object: numbers for type=number, empty fields left out. */
export function formValues(form) {
  const values = {};
  for (const field of form.elements) {
    if (!field.name || field.disabled) continue;
    const raw = field.value.trim();
    if (raw === '') continue;
    values[field.name] = field.type === 'number' ? Number(raw) : raw;
  }
  return values;
}

export function rawJson(data) {
  return h('details', { class: 'raw' }, h('summary', {}, 'Raw JSON response'), h('pre', {}, JSON.stringify(data, null, 2)));
}

export function table(headers, rows, { caption } = {}) {
  return h(
    'div',
    { class: 'table-wrap' },
    h(
      'table',
      {},
      caption ? h('caption', { class: 'visually-hidden' }, caption) : null,
      h('thead', {}, h('tr', {}, headers.map((head) => (typeof head === 'string' ? h('th', { scope: 'col' }, head) : h('th', { scope: 'col', class: head.class }, head.label))))),
      h('tbody', {}, rows),
    ),
  );
}

export const percent = (fraction, digits = 1) => (fraction === null || fraction === undefined ? '—' : `${(fraction * 100).toFixed(digits).replace(/\.0+$/, '')} %`);
export const usd = (value) => (value === null || value === undefined ? '—' : value.toLocaleString('en-US', { style: 'currency', currency: 'USD' }));
export const dateOnly = (iso) => (iso ? String(iso).slice(0, 10) : '—');

/** A readable rendering of any JSON value, for fields the page does not know yet. */
export function anyValue(value) {
  if (value === null || value === undefined) return '—';
  if (Array.isArray(value)) {
    if (value.length === 0) return '(none)';
    if (value.every((v) => v && typeof v === 'object' && !Array.isArray(v))) {
      const keys = [...new Set(value.flatMap((v) => Object.keys(v)))];
      return table(keys, value.map((v) => h('tr', {}, keys.map((k) => h('td', {}, scalar(v[k]))))));
    }
    return h('ul', {}, value.map((v) => h('li', {}, anyValue(v))));
  }
  if (typeof value === 'object') {
    return h('dl', { class: 'facts' }, Object.entries(value).map(([k, v]) => [h('dt', {}, k), h('dd', {}, anyValue(v))]));
  }
  return String(value);
}

function scalar(value) {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

// Signed-in pages: the header's sign-out button.
const signOut = document.getElementById('sign-out');
if (signOut) {
  signOut.addEventListener('click', async () => {
    signOut.disabled = true;
    await api('POST', '/auth/logout');
    location.assign('/signin');
  });
}
