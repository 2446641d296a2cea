import { fromUsd, toUsd, type FxRates } from '../fx.js';
import { Decimal } from '../money.js';
import { atOrUnder, noFxWarning, vatLine } from './common.js';
import type { CountryRules } from './rules.js';

// Act on General Rules for National Taxes Art. 118(1): a tax base is truncated to JPY 1,000; Art. 119(1): the tax
// amount is truncated to JPY 100 (applied to customs duty by Customs Act Art. 13-4 and to import consumption tax).
// They need a JPY rate (customs weekly rates, Customs Act Art. 4-7); without one the amounts stay in USD cents.
function truncateJpy(amountUsd: Decimal, step: number, fx: FxRates | null): Decimal | null {
  const jpy = fromUsd(amountUsd, 'JPY', fx);
  if (jpy === null) return null;
  return toUsd(jpy.div(step).floor().times(step), 'JPY', fx);
}

// FY2026 Tax Reform Outline (December 2025): the consumption tax exemption for low-value cross-border mail order ends
// from 2028-04-01 (landed-cost-rules.md §1.5 [src: skadvisory.jp; vatabout]).
const JCT_EXEMPTION_ENDS = '2028-04-01';

/** Japan. */
export const japan: CountryRules = {
  code: 'JP',
  currency: 'JPY',
  valuation: { basis: 'CIF', legalSource: 'Customs Tariff Act (関税定率法) Art. 4(1): transaction value + transport and insurance to the port of import' },
  customsTerritory: ['JP'],

  dutiableValue(customsValue, fx) {
    const value = truncateJpy(customsValue, 1000, fx);
    return value === null ? null : { value, note: 'value truncated to JPY 1,000 (Act on General Rules for National Taxes Art. 118)' };
  },

  roundAmount: (amount, fx) => truncateJpy(amount, 100, fx),

  taxes(ctx) {
    const base = ctx.customsValue.plus(ctx.duties);
    const truncated = truncateJpy(base, 1000, ctx.fx);
    if (truncated === null) ctx.warn('Japanese rounding (tax base truncated to JPY 1,000, tax to JPY 100) is not applied: no JPY rate (give the weekly customs rate in fxRates); amounts are in USD cents.');
    return vatLine(
      ctx,
      [
        { label: 'customs value', amount: ctx.customsValue },
        { label: 'duty', amount: ctx.duties },
        ...(truncated === null ? [] : [{ label: 'truncation to JPY 1,000', amount: truncated.minus(base) }]),
      ],
      'Consumption Tax Act Art. 28(4): customs value + customs duty + individual consumption taxes (liquor, tobacco …)',
    );
  },

  dutyRelief(ctx) {
    // Customs Tariff Act Art. 14(18) and the Act on Collection of Internal Consumption Tax on Imported Goods
    // Art. 13(1)(i): consignments with a total taxable value of JPY 10,000 or less are exempt from duty and
    // consumption tax (some goods excluded). The consumption-tax exemption ends on 2028-04-01 (FY2026 tax reform).
    const small = atOrUnder(ctx, ctx.customsValue, 10000, 'JPY');
    if (small === null) {
      noFxWarning(ctx, 'The JPY 10,000 small-value exemption', 'JPY');
      return null;
    }
    if (!small) return null;
    if (ctx.day >= JCT_EXEMPTION_ENDS) {
      // The reform ends the exemption for cross-border mail order; whether a shipment is mail order is not in the request.
      ctx.warn(`From ${JCT_EXEMPTION_ENDS} the import consumption tax exemption for consignments of JPY 10,000 or less ends for cross-border mail order (FY2026 tax reform); consumption tax is charged here, though other small consignments may still be exempt.`);
      return { covers: ['duty'], threshold: 'JPY 10,000 (duty)', note: `Total taxable value of JPY 10,000 or less: exempt from duty (Customs Tariff Act Art. 14(18)); consumption tax is due from ${JCT_EXEMPTION_ENDS} for cross-border mail order.` };
    }
    return { covers: ['duty', 'tax'], threshold: 'JPY 10,000 (duty and consumption tax)', note: 'Total taxable value of JPY 10,000 or less: exempt from duty and consumption tax (Customs Tariff Act Art. 14(18)).' };
  },

  deMinimisNote: () => ({ threshold: 'JPY 10,000 (duty and consumption tax)', note: 'Small-value exemption up to JPY 10,000 of taxable value.' }),
};
