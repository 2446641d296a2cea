import { atOrUnder, noFxWarning, vatLine } from './common.js';
import type { CountryRules } from './rules.js';

/** Japan. */
export const japan: CountryRules = {
  code: 'JP',
  currency: 'JPY',
  valuation: { basis: 'CIF', legalSource: 'Customs Tariff Act (関税定率法) Art. 4(1): transaction value + transport and insurance to the port of import' },
  customsTerritory: ['JP'],

  taxes(ctx) {
    // Act on General Rules for National Taxes Arts. 118-119: the taxable value is truncated to JPY 1,000 and the
    // tax to JPY 100; that needs a customs exchange rate (weekly, Customs Act Art. 4-7), which the dataset lacks.
    ctx.warn('Japanese rounding (tax base truncated to JPY 1,000, tax to JPY 100) is not applied: no dated JPY rate; amounts are in USD cents.');
    return vatLine(
      ctx,
      [
        { label: 'customs value', amount: ctx.customsValue },
        { label: 'duty', amount: ctx.duties },
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
    return small ? { covers: ['duty', 'tax'], threshold: 'JPY 10,000 (duty and consumption tax)', note: 'Total taxable value of JPY 10,000 or less: exempt from duty and consumption tax (Customs Tariff Act Art. 14(18)).' } : null;
  },

  deMinimisNote: () => ({ threshold: 'JPY 10,000 (duty and consumption tax)', note: 'Small-value exemption up to JPY 10,000 of taxable value.' }),
};
