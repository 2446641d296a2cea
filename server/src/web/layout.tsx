import type { Child, FC } from 'hono/jsx';
import { assetUrl } from './assets.js';

export interface SignedInUser {
  email: string;
}

const NAV = [
  { href: '/dashboard', label: 'API keys' },
  { href: '/tools/classify', label: 'Classify' },
  { href: '/tools/landed-cost', label: 'Landed cost' },
  { href: '/tools/tariff', label: 'Tariff lookup' },
  { href: '/tools/translate', label: 'Translate' },
  { href: '/docs', label: 'API docs' },
];

/**
 * Every page: a skip link, the header (navigation and sign-out when signed in), the page's one script module.
 * `next`: on the sign-in pages, where to go afterwards; the header's account links keep it.
 */
export const Layout: FC<{ title: string; path: string; user?: SignedInUser; script: string; narrow?: boolean; next?: string; children: Child }> = ({ title, path, user, script, narrow, next, children }) => {
  const keepNext = next && next !== '/dashboard' ? `?next=${encodeURIComponent(next)}` : '';
  return (
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{`${title} · Tariff Information Service`}</title>
        <link rel="stylesheet" href={assetUrl('app.css')} />
        <script type="module" src={assetUrl(script)}></script>
      </head>
      <body>
        <a class="skip-link" href="#main">
          Skip to content
        </a>
        <header class="site">
          <div class="bar">
            <a class="brand" href={user ? '/dashboard' : '/signin'}>
              Tariff Information Service
            </a>
            {user ? (
              <>
                <nav aria-label="Main">
                  <ul>
                    {NAV.map((item) => (
                      <li>
                        <a href={item.href} aria-current={item.href === path ? 'page' : undefined}>
                          {item.label}
                        </a>
                      </li>
                    ))}
                  </ul>
                </nav>
                <div class="who">
                  <span>{user.email}</span>
                  <button type="button" id="sign-out" class="secondary">
                    Sign out
                  </button>
                </div>
              </>
            ) : (
              <nav aria-label="Account">
                <ul>
                  <li>
                    <a href={`/signin${keepNext}`} aria-current={path === '/signin' ? 'page' : undefined}>
                      Sign in
                    </a>
                  </li>
                  <li>
                    <a href={`/signup${keepNext}`} aria-current={path === '/signup' ? 'page' : undefined}>
                      Create an account
                    </a>
                  </li>
                  <li>
                    <a href="/docs">API docs</a>
                  </li>
                </ul>
              </nav>
            )}
          </div>
        </header>
        <main id="main" class={narrow ? 'narrow' : undefined} tabindex={-1}>
          {children}
        </main>
      </body>
    </html>
  );
};

/** The rate-limit line of a tool page, filled from the RateLimit-* headers after each call. */
export const RateLimitLine: FC<{ limit: number; what: string }> = ({ limit, what }) => (
  <p id="rate-limit" class="rate-limit" aria-live="polite">
    Your account may make <strong>{limit}</strong> {what} requests per minute from these pages (API keys have their own, higher limit).
  </p>
);

export const Result: FC = () => <section id="result" aria-live="polite" aria-label="Result"></section>;
