import type { FC } from 'hono/jsx';
import { PASSWORD_MIN_LENGTH } from '../../../../openapi/schemas/accounts.js';
import { Layout } from '../layout.js';

/** Sign-in and sign-up: one form posting JSON to /auth/login or /auth/signup (auth.js), then to `next`. */
export const AuthPage: FC<{ mode: 'signin' | 'signup'; next: string }> = ({ mode, next }) => {
  const signup = mode === 'signup';
  return (
    <Layout title={signup ? 'Create an account' : 'Sign in'} path={signup ? '/signup' : '/signin'} script="auth.js" narrow next={next}>
      <h1>{signup ? 'Create an account' : 'Sign in'}</h1>
      <p class="lead">
        {signup
          ? 'An account lets you create API keys and use the classify, tariff, landed-cost and translate tools in the browser.'
          : 'Sign in to manage your API keys and use the tools.'}
      </p>
      {/* method=post: without the script the form posts to the JSON endpoint (415) rather than putting the password in a URL. */}
      <form id="auth-form" class="panel" method="post" action={signup ? '/auth/signup' : '/auth/login'} data-endpoint={signup ? '/auth/signup' : '/auth/login'} data-next={next} novalidate>
        <div class="field">
          <label for="email">Email</label>
          <input id="email" name="email" type="email" autocomplete={signup ? 'email' : 'username'} required autofocus />
        </div>
        <div class="field">
          <label for="password">
            Password
            {signup ? <span class="hint" id="password-hint">At least {PASSWORD_MIN_LENGTH} characters.</span> : null}
          </label>
          <input
            id="password"
            name="password"
            type="password"
            autocomplete={signup ? 'new-password' : 'current-password'}
            required
            minlength={signup ? PASSWORD_MIN_LENGTH : 1}
            aria-describedby={signup ? 'password-hint' : undefined}
          />
        </div>
        <div class="actions">
          <button type="submit">{signup ? 'Create account' : 'Sign in'}</button>
          {signup ? (
            <span>
              Have an account? <a href={`/signin?next=${encodeURIComponent(next)}`}>Sign in</a>
            </span>
          ) : (
            <span>
              New here? <a href={`/signup?next=${encodeURIComponent(next)}`}>Create an account</a>
            </span>
          )}
        </div>
      </form>
      <div id="result" aria-live="polite"></div>
    </Layout>
  );
};
