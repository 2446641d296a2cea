import type { FC } from 'hono/jsx';
import { DEFAULT_CANDIDATES, MAX_CANDIDATES } from '../../classifier/limits.js';
import { Layout, RateLimitLine, Result, type SignedInUser } from '../layout.js';
import { DestinationSelect } from './fields.js';

export const ClassifyPage: FC<{ user: SignedInUser; limit: number; query: Record<string, string> }> = ({ user, limit, query }) => (
  <Layout title="Classify a product" path="/tools/classify" user={user} script="classify.js">
    <h1>Classify a product</h1>
    <p class="lead">A product description in any language → the destination's HS code, with the candidates, a confidence and the reasoning.</p>
    <form id="tool-form" class="panel" novalidate>
      <div class="field">
        <label for="query">
          Product description <span class="hint">Any language, up to 2,000 characters. Material, use and who it is for help.</span>
        </label>
        <textarea id="query" name="query" required maxlength={2000} rows={3}>
          {query.query ?? ''}
        </textarea>
      </div>
      <div class="row">
        <DestinationSelect id="destination" name="destination" label="Destination" selected={query.destination} />
        <div class="field">
          <label for="candidates">
            Candidates <span class="hint">How many to list, 1 to {MAX_CANDIDATES}.</span>
          </label>
          <input id="candidates" name="candidates" type="number" inputmode="numeric" min={1} max={MAX_CANDIDATES} step={1} placeholder={String(DEFAULT_CANDIDATES)} />
        </div>
      </div>
      <button type="submit">Classify</button>
    </form>
    <RateLimitLine limit={limit} what="classify" />
    <Result />
  </Layout>
);
