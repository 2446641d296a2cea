import type { FC } from 'hono/jsx';
import { INCOTERMS, TRANSPORT_MODES } from '../../landed-cost/types.js';
import { Layout, RateLimitLine, Result, type SignedInUser } from '../layout.js';
import { DestinationSelect } from './fields.js';

const Money: FC<{ id: string; label: string; hint?: string; required?: boolean; value?: string }> = ({ id, label, hint, required, value }) => (
  <div class="field">
    <label for={id}>
      {label}
      {hint ? <span class="hint">{hint}</span> : null}
    </label>
    <input id={id} name={id} type="number" inputmode="decimal" min={0} step="0.01" required={required} value={value ?? ''} />
  </div>
);

export const LandedCostPage: FC<{ user: SignedInUser; limit: number; query: Record<string, string> }> = ({ user, limit, query }) => (
  <Layout title="Landed cost" path="/tools/landed-cost" user={user} script="landed-cost.js">
    <h1>Landed cost</h1>
    <p class="lead">Customs value, duties, fees and taxes of a shipment, line by line, with what was assumed.</p>
    <form id="tool-form" class="panel" novalidate>
      <div class="row">
        <div class="field">
          <label for="hs">
            HS code <span class="hint">6 to 10 digits.</span>
          </label>
          <input id="hs" name="hs" type="text" inputmode="numeric" autocomplete="off" required value={query.hs ?? ''} placeholder="610910" />
        </div>
        <DestinationSelect id="destination" name="destination" label="Destination" selected={query.destination} />
        <div class="field">
          <label for="origin">
            Origin <span class="hint">Country of origin, 2 letters.</span>
          </label>
          <input id="origin" name="origin" type="text" maxlength={2} autocomplete="off" required value={query.origin ?? ''} placeholder="CN" />
        </div>
      </div>
      <div class="row">
        <Money id="declaredValueUsd" label="Goods value (USD)" hint="Invoice price under the Incoterm." required value={query.declaredValueUsd} />
        <Money id="freightUsd" label="Freight (USD)" hint="Main international freight." required value={query.freightUsd} />
        <Money id="insuranceUsd" label="Insurance (USD)" hint="Optional." value={query.insuranceUsd} />
        <div class="field">
          <label for="incoterm">
            Incoterm <span class="hint">Of the goods price.</span>
          </label>
          <select id="incoterm" name="incoterm">
            <option value="">FOB (default)</option>
            {INCOTERMS.map((term) => (
              <option value={term} selected={term === query.incoterm}>
                {term}
              </option>
            ))}
          </select>
        </div>
      </div>
      <details>
        <summary>More: quantity, weight, transport, region, date</summary>
        <div class="row">
          <div class="field">
            <label for="quantity">
              Quantity <span class="hint">For duties per item, pair, litre…</span>
            </label>
            <input id="quantity" name="quantity" type="number" inputmode="decimal" min={0} step="any" />
          </div>
          <div class="field">
            <label for="unit">
              Unit <span class="hint">item (default), pair, dozen, l…</span>
            </label>
            <input id="unit" name="unit" type="text" maxlength={32} autocomplete="off" />
          </div>
          <div class="field">
            <label for="weightKg">
              Gross weight (kg) <span class="hint">For duties per kg.</span>
            </label>
            <input id="weightKg" name="weightKg" type="number" inputmode="decimal" min={0} step="any" />
          </div>
          <div class="field">
            <label for="transportMode">Transport</label>
            <select id="transportMode" name="transportMode">
              <option value="">not given</option>
              {TRANSPORT_MODES.map((mode) => (
                <option value={mode}>{mode}</option>
              ))}
            </select>
          </div>
          <div class="field">
            <label for="region">
              Region <span class="hint">EU member state, Canadian province, Brazilian state.</span>
            </label>
            <input id="region" name="region" type="text" maxlength={3} autocomplete="off" />
          </div>
          <Money id="destinationTransportUsd" label="Transport after the border (USD)" hint="In a CPT/CIP/DAP/DPU/DDP price." />
          <div class="field">
            <label for="quoteDate">
              Quote date <span class="hint">Default today.</span>
            </label>
            <input id="quoteDate" name="quoteDate" type="date" />
          </div>
        </div>
      </details>
      <p>
        <button type="submit">Compute landed cost</button>
      </p>
    </form>
    <RateLimitLine limit={limit} what="landed-cost" />
    <Result />
  </Layout>
);
