import { atOrUnder, noFxWarning, vatLine } from './common.js';
import type { CountryRules } from './rules.js';

/** United Kingdom (Great Britain; Northern Ireland follows EU rules for goods at risk and is not modelled). */
export const unitedKingdom: CountryRules = {
  code: 'UK',
  currency: 'GBP',
  valuation: { basis: 'CIF', legalSource: 'Taxation (Cross-border Trade) Act 2018 s.15 and Sch. 2; HMRC Notice 252: price + transport and insurance to the UK border' },
  // Isle of Man is in the UK customs territory (Customs and Excise Agreement 1979).
  customsTerritory: ['GB', 'IM'],

  taxes: (ctx) =>
    vatLine(
      ctx,
      [
        { label: 'customs value', amount: ctx.customsValue },
        { label: 'duty', amount: ctx.duties },
        { label: 'incidental expenses to the first UK destination', amount: ctx.destinationTransport },
      ],
      'VAT Act 1994 s.21(2): customs value + duties + incidental expenses to the first place of destination (HMRC "Working out the VAT value using the customs value")',
    ),

  dutyRelief(ctx) {
    // Low-value consignment relief: no customs duty on consignments not over GBP 135 (excise goods and gifts
    // excepted); VAT on them is charged at the point of sale (VAT Act 1994 s.5A, from 2021-01-01). Abolition
    // announced 2025-11-26, to take effect by March 2029.
    const small = atOrUnder(ctx, ctx.goods, 135, 'GBP');
    if (small === null) {
      noFxWarning(ctx, 'The GBP 135 low-value consignment relief', 'GBP');
      return null;
    }
    return small ? { covers: ['duty'], threshold: 'GBP 135 (duty)', note: 'Consignment not over GBP 135: no customs duty; VAT is charged by the seller or marketplace at the point of sale (VAT Act 1994 s.5A).' } : null;
  },

  deMinimisNote: () => ({ threshold: 'GBP 135 (duty)', note: 'Customs duty relief up to GBP 135 per consignment; import VAT applies above it.' }),
};
