import type { Context } from 'hono';
import type { FC } from 'hono/jsx';
import type { JSX } from 'hono/jsx/jsx-runtime';
import { secureHeaders } from 'hono/secure-headers';
import { keyInfo } from '../auth/api-keys.js';
import { findUserById } from '../auth/users.js';
import { sessionToken } from '../accounts/session-cookie.js';
import type { RateLimitBucket } from '../rate-limit/limits.js';
import type { App, AppEnv } from '../services.js';
import type { UserRecord } from '../storage/db.js';
import { registerStaticAssets } from './assets.js';
import { AuthPage } from './pages/auth.js';
import { ClassifyPage } from './pages/classify.js';
import { DashboardPage } from './pages/dashboard.js';
import { LandedCostPage } from './pages/landed-cost.js';
import { TariffPage } from './pages/tariff.js';
import { TranslatePage } from './pages/translate.js';

/**
 * Pages: scripts and styles only from this origin, no inline code, no framing. Scripts reach only this
 * origin's endpoints (connect-src), so a page can never send the session's data elsewhere.
 */
const pageHeaders = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'"],
    imgSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  },
  referrerPolicy: 'same-origin',
});

type ToolPage = FC<{ user: { email: string }; limit: number; query: Record<string, string> }>;
const TOOLS: Array<{ path: string; bucket: RateLimitBucket; page: ToolPage }> = [
  { path: '/tools/classify', bucket: 'classify', page: ClassifyPage },
  { path: '/tools/landed-cost', bucket: 'landed-cost', page: LandedCostPage },
  { path: '/tools/tariff', bucket: 'tariff', page: TariffPage },
  { path: '/tools/translate', bucket: 'translate', page: TranslatePage },
];

/** The signed-in user of the session cookie, if any. */
function signedInUser(c: Context<AppEnv>): UserRecord | undefined {
  const token = sessionToken(c);
  const session = token ? c.get('services').sessions.lookup(token) : null;
  return session ? findUserById(c.get('services').db, session.userId) : undefined;
}

/**
 * A local path to return to after sign-in; anything else (another site, `//host`, `/\thost`, which browsers
 * read as `//host`) becomes the dashboard. Parsed the way a browser would, then checked to stay on this origin.
 */
export function safeNext(raw: string | undefined): string {
  if (!raw || !raw.startsWith('/')) return '/dashboard';
  const base = 'http://same-origin.invalid';
  try {
    const url = new URL(raw, base);
    return url.origin === base ? `${url.pathname}${url.search}${url.hash}` : '/dashboard';
  } catch {
    return '/dashboard';
  }
}

async function page(c: Context<AppEnv>, element: JSX.Element): Promise<Response> {
  c.header('cache-control', 'no-store'); // per-user pages
  return c.html(`<!doctype html>${await element.toString()}`);
}

function toSignIn(c: Context<AppEnv>): Response {
  const url = new URL(c.req.url);
  return c.redirect(`/signin?next=${encodeURIComponent(url.pathname + url.search)}`, 302);
}

export function registerWebPages(app: App): void {
  registerStaticAssets(app);

  app.get('/', (c) => c.redirect(signedInUser(c) ? '/dashboard' : '/signin', 302));

  for (const mode of ['signin', 'signup'] as const) {
    app.get(`/${mode}`, pageHeaders, (c) => {
      const next = safeNext(c.req.query('next'));
      if (signedInUser(c)) return c.redirect(next, 302);
      return page(c, <AuthPage mode={mode} next={next} />);
    });
  }

  app.get('/dashboard', pageHeaders, (c) => {
    const user = signedInUser(c);
    if (!user) return toSignIn(c);
    const keys = c.get('services').keys.list(user.id).map(keyInfo).reverse();
    return page(c, <DashboardPage user={user} keys={keys} origin={new URL(c.req.url).origin} />);
  });

  for (const tool of TOOLS) {
    app.get(tool.path, pageHeaders, (c) => {
      const user = signedInUser(c);
      if (!user) return toSignIn(c);
      const Page = tool.page;
      return page(c, <Page user={user} limit={c.get('services').config.rateLimits[tool.bucket].session} query={c.req.query()} />);
    });
  }
}
