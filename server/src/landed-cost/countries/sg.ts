import { atOrUnder, noFxWarning, vatLine } from './common.js';
import type { CountryRules } from './rules.js';

/** Singapore: duty only on liquor, tobacco, motor vehicles and petroleum (the dataset's rule entries). */
export const singapore: CountryRules = {
  code: 'SG',
  currency: 'SGD',
  valuation: { basis: 'CIF', legalSource: 'Customs Act 1960 (Singapore) and Customs (Valuation) Regulations: CIF value' },
  customsTerritory: ['SG'],

  taxes: (ctx) =>
    vatLine(
      ctx,
      [
        { label: 'CIF value', amount: ctx.customsValue },
        { label: 'duty', amount: ctx.duties },
        { label: 'incidental charges into Singapore', amount: ctx.destinationTransport },
      ],
      'Goods and Services Tax Act 1993 s.18: CIF value + customs and excise duties + other charges incidental to delivery into Singapore',
    ),

  taxRelief(ctx) {
    // GST (Imports Relief) Order: imports by air or post of S$400 or less are relieved; low-value goods are
    // taxed at the point of sale by OVR-registered vendors from 2023-01-01.
    if (ctx.mode !== 'air' && ctx.mode !== 'postal' && ctx.mode !== 'courier') return null;
    const small = atOrUnder(ctx, ctx.customsValue, 400, 'SGD');
    if (small === null) {
      noFxWarning(ctx, 'The SGD 400 GST import relief', 'SGD');
      return null;
    }
    return small ? { covers: ['tax'], threshold: 'SGD 400 (GST, air and post)', note: 'Air or postal import of S$400 or less: GST import relief; GST is charged by an OVR-registered vendor at sale.' } : null;
  },

  deMinimisNote: () => ({ threshold: 'SGD 400 (GST, air and post)', note: 'GST relief for air and postal imports up to S$400.' }),
};
