// Sign-in and sign-up: POST the form as JSON; on success go to the page the user came for.
import { api, errorNotice, formValues, h } from './common.js';

const form = document.getElementById('auth-form');
const result = document.getElementById('result');
const button = form.querySelector('button[type="submit"]');

form.addEventListener('submit', async (event) => {
  event.preventDefault();
  if (button.disabled) return;
  const values = formValues(form);
  values.password = form.elements.password.value; // passwords are not trimmed
  button.disabled = true;
  result.replaceChildren();
  const res = await api('POST', form.dataset.endpoint, values);
  button.disabled = false;
  if (res.ok) {
    location.assign(form.dataset.next || '/dashboard');
    return;
  }
  let notice;
  if (res.status === 401) {
    notice = h('div', { class: 'notice error', role: 'alert', 'data-status': 401 }, h('p', { class: 'title' }, 'The email or the password is wrong.'), h('p', {}, 'Check both and try again.'));
  } else if (res.status === 409) {
    notice = h(
      'div',
      { class: 'notice error', role: 'alert', 'data-status': 409 },
      h('p', { class: 'title' }, 'An account with this email already exists.'),
      h('p', {}, h('a', { href: `/signin?next=${encodeURIComponent(form.dataset.next || '/dashboard')}` }, 'Sign in instead')),
    );
  } else {
    notice = errorNotice(res, { button });
  }
  notice.tabIndex = -1;
  result.replaceChildren(notice);
  notice.focus();
});
