import type { FC } from 'hono/jsx';
import { Layout, RateLimitLine, Result, type SignedInUser } from '../layout.js';

export const TranslatePage: FC<{ user: SignedInUser; limit: number; query: Record<string, string> }> = ({ user, limit, query }) => (
  <Layout title="Translate product text" path="/tools/translate" user={user} script="translate.js">
    <h1>Translate product text</h1>
    <p class="lead">Product text in any language → English and Simplified Chinese.</p>
    <form id="tool-form" class="panel" novalidate>
      <div class="field">
        <label for="text">
          Product text <span class="hint">Any language, up to 5,000 characters.</span>
        </label>
        <textarea id="text" name="text" required maxlength={5000} rows={4}>
          {query.text ?? ''}
        </textarea>
      </div>
      <button type="submit">Translate</button>
    </form>
    <RateLimitLine limit={limit} what="translate" />
    <Result />
  </Layout>
);
