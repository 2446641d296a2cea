import type { FC } from 'hono/jsx';
import { Layout, RateLimitLine, Result, type SignedInUser } from '../layout.js';
import { DestinationSelect } from './fields.js';

export const TariffPage: FC<{ user: SignedInUser; limit: number; query: Record<string, string> }> = ({ user, limit, query }) => (
  <Layout title="Tariff lookup" path="/tools/tariff" user={user} script="tariff.js">
    <h1>Tariff lookup</h1>
    <p class="lead">The tariff record of one HS code in one destination, with the other 12 destinations beside it and how complete each one's data is.</p>
    <form id="tool-form" class="panel" novalidate>
      <div class="row">
        <DestinationSelect id="country" name="country" label="Destination" selected={query.country} />
        <div class="field">
          <label for="hs">
            HS code <span class="hint">6 to 10 digits; dots and spaces allowed.</span>
          </label>
          <input id="hs" name="hs" type="text" inputmode="numeric" autocomplete="off" required value={query.hs ?? ''} placeholder="6109.10" />
        </div>
        <div class="field">
          <label for="origin">
            Origin <span class="hint">Optional, 2 letters: picks the preferential rate open to it.</span>
          </label>
          <input id="origin" name="origin" type="text" maxlength={2} autocomplete="off" value={query.origin ?? ''} placeholder="VN" />
        </div>
      </div>
      <button type="submit">Look up</button>
    </form>
    <RateLimitLine limit={limit} what="tariff" />
    <Result />
  </Layout>
);
