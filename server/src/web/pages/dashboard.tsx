import type { FC } from 'hono/jsx';
import type { ApiKeyInfo } from '../../auth/api-keys.js';
import { Layout, type SignedInUser } from '../layout.js';

/** API keys: create (shown once), list, revoke. The table is rendered here and kept up to date by dashboard.js. */
export const DashboardPage: FC<{ user: SignedInUser; keys: ApiKeyInfo[]; origin: string }> = ({ user, keys, origin }) => (
  <Layout title="API keys" path="/dashboard" user={user} script="dashboard.js">
    <h1>API keys</h1>
    <p class="lead">
      Send a key as <code>Authorization: Bearer tis_…</code> to call the API from your own software. A key is shown once, when you create it; the service keeps only its hash.
    </p>

    <section class="panel" aria-labelledby="create-heading">
      <h2 id="create-heading">Create a key</h2>
      <form id="create-key" novalidate>
        <div class="field">
          <label for="key-name">
            Name <span class="hint">To recognise the key later, e.g. where it is used. 1 to 64 characters.</span>
          </label>
          <input id="key-name" name="name" type="text" maxlength={64} required autocomplete="off" />
        </div>
        <button type="submit">Create key</button>
      </form>
      <div id="new-key" aria-live="polite"></div>
    </section>

    <section aria-labelledby="keys-heading">
      <h2 id="keys-heading">Your keys</h2>
      <div id="keys-status" aria-live="polite"></div>
      <div class="table-wrap">
        <table id="keys-table">
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Key</th>
              <th scope="col">Created</th>
              <th scope="col">Last used</th>
              <th scope="col">Status</th>
              <th scope="col">
                <span class="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody id="keys-body">
            {keys.length === 0 ? (
              <tr class="empty">
                <td colspan={6}>No keys yet.</td>
              </tr>
            ) : (
              keys.map((k) => (
                <tr data-key-id={k.id} class={k.revokedAt ? 'revoked' : undefined}>
                  <td>{k.name}</td>
                  <td>
                    <code>{k.start}…</code>
                  </td>
                  <td>
                    <time datetime={k.createdAt}>{k.createdAt.slice(0, 16).replace('T', ' ')} UTC</time>
                  </td>
                  <td>{k.lastUsedAt ? <time datetime={k.lastUsedAt}>{k.lastUsedAt.slice(0, 16).replace('T', ' ')} UTC</time> : 'never'}</td>
                  <td>{k.revokedAt ? <span class="badge err">revoked</span> : <span class="badge ok">active</span>}</td>
                  <td>
                    {k.revokedAt ? null : (
                      <button type="button" class="danger revoke" data-key-id={k.id} data-key-name={k.name}>
                        Revoke<span class="visually-hidden"> {k.name}</span>
                      </button>
                    )}
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </section>

    <section aria-labelledby="try-heading">
      <h2 id="try-heading">Try it from a terminal</h2>
      <pre class="panel mono" id="curl-example" data-origin={origin}>{`curl -H "Authorization: Bearer tis_…" ${origin}/api/tariff/US/610910`}</pre>
    </section>
  </Layout>
);
