import type { TisClient } from '@tariff-info/sdk';
import { pct, table, usd } from './format.js';

/** npm run example -- landed-cost [hs] [destination] [origin] [declaredValueUsd] [freightUsd] */
export async function landedCost(client: TisClient, [hs = '610910', destination = 'UK', origin = 'CN', value = '10000', freight = '850']: string[]): Promise<void> {
  const result = await client.landedCost({ hs, destination, origin, declaredValueUsd: Number(value), freightUsd: Number(freight) });
  console.log(`Landed cost of HS ${result.tariff.hs} from ${origin} into ${destination}, declared ${usd(Number(value))} + freight ${usd(Number(freight))}`);
  console.log(
    table(
      result.breakdown.lines.map((l) => ({
        line: l.label,
        base: usd(l.baseUsd),
        rate: l.rateText ?? pct(l.rate),
        amount: usd(l.amountUsd),
        source: l.legalSource.length > 70 ? `${l.legalSource.slice(0, 69)}…` : l.legalSource,
      })),
    ),
  );
  const t = result.totals;
  console.log(`customs value ${usd(t.customsValueUsd)} | duty ${usd(t.dutyUsd)} | fees ${usd(t.feesUsd)} | VAT ${usd(t.vatUsd)} | other taxes ${usd(t.otherTaxesUsd)} | landed cost ${usd(t.landedCostUsd)}`);
  for (const warning of result.warnings) console.log(`warning: ${typeof warning === 'string' ? warning : JSON.stringify(warning)}`);
}
