import { Decimal, ZERO, pct, roundCents, usd } from '../money.js';
import { atOrUnder, noFxWarning, vatLine } from './common.js';
import type { CountryRules, LineDraft } from './rules.js';

// Chapters and headings bearing consumption tax (Provisional Regulations on Consumption Tax, tax items table):
// alcohol, tobacco, cosmetics, jewellery, fuels, motorcycles, cars, watches, yachts, golf equipment, disposable chopsticks, floorboards, batteries, coatings.
const CONSUMPTION_TAX_HEADINGS = ['2203', '2204', '2205', '2206', '2207', '2208', '24', '3303', '3304', '2710', '7113', '7114', '7116', '8711', '8703', '9101', '9102', '8903', '9506', '4419', '4418', '8506', '8507', '3208', '3209', '3210'];

// Consumption tax items whose ad valorem rate follows from the HS code alone (Provisional Regulations on Consumption
// Tax, State Council Decree 539, Tax Items and Rates Table as amended): "other alcoholic drinks" (grape wine 2204,
// vermouth 2205) 10 %; golf balls and equipment 9506.31-9506.39 10 % (Cai Shui [2006] 33, from 2006-04-01).
// Other items depend on price, engine size or content and are only flagged.
const CONSUMPTION_TAX_AD_VALOREM: { prefixes: string[]; rate: number; item: string }[] = [
  { prefixes: ['2204', '2205'], rate: 0.1, item: 'other alcoholic drinks (wine)' },
  { prefixes: ['950631', '950632', '950639'], rate: 0.1, item: 'golf balls and equipment' },
];

// Countermeasure on goods of US origin: 10 % additional duty from 2025-05-14 (34 % reduced to 10 %, 24 % suspended),
// kept from 2025-11-10 13:01 with the 24 % suspended for one more year (Customs Tariff Commission of the State
// Council announcements of 2025-05-13 and 2025-11-05).
const US_COUNTERMEASURE = { rate: 0.1, from: '2025-05-14', suspensionEnds: '2026-11-10' };

/** China (mainland customs territory; Hong Kong, Macao and Taiwan are separate customs territories). */
export const china: CountryRules = {
  code: 'CN',
  currency: 'CNY',
  valuation: { basis: 'CIF', legalSource: 'Customs Tariff Law of the PRC (2024-12-01); GACC Decree 213 Art. 5: transaction price + transport, related charges and insurance to the place of import' },
  customsTerritory: ['CN'],

  additionalDuties(ctx) {
    if (ctx.origin !== 'US') return [];
    if (ctx.day < US_COUNTERMEASURE.from) {
      ctx.warn('Countermeasure duties on US goods before 2025-05-14 are not computed.');
      return [];
    }
    if (ctx.day >= US_COUNTERMEASURE.suspensionEnds) ctx.warn('The one-year suspension of the further 24 % countermeasure on US goods ran to 2026-11-10; its extension is not confirmed in our sources, so only the 10 % is charged.');
    ctx.warn('Product-specific countermeasures on US goods (2025-02-10: coal, LNG, crude oil, agricultural machinery, large cars) are not modelled.');
    const base = ctx.customsValue;
    const line: LineDraft = {
      id: 'cn_us_countermeasure',
      kind: 'additional_duty',
      label: 'Additional duty on goods of US origin (countermeasure)',
      base,
      rate: US_COUNTERMEASURE.rate,
      rateText: pct(US_COUNTERMEASURE.rate),
      amount: base.times(US_COUNTERMEASURE.rate),
      formula: `${usd(base)} × ${pct(US_COUNTERMEASURE.rate)}`,
      legalSource: 'Customs Tariff Commission of the State Council, announcements of 2025-05-13 and 2025-11-05 (10 % retained, 24 % suspended)',
      effectiveFrom: US_COUNTERMEASURE.from,
    };
    return [line];
  },

  taxes(ctx) {
    const hs6 = ctx.tariff.hs6;
    const lines: LineDraft[] = [];
    const item = CONSUMPTION_TAX_AD_VALOREM.find((c) => c.prefixes.some((p) => hs6.startsWith(p)));
    let ct = ZERO;
    if (item) {
      // Composite taxable price for import consumption tax: (customs value + duty) / (1 - CT rate).
      const base = ctx.customsValue.plus(ctx.duties).div(new Decimal(1).minus(item.rate));
      ct = roundCents(base.times(item.rate));
      lines.push({
        id: 'cn_consumption_tax',
        kind: 'tax',
        label: `Consumption tax (${item.item})`,
        base,
        rate: item.rate,
        rateText: pct(item.rate),
        amount: ct,
        formula: `(customs value ${usd(ctx.customsValue)} + duties ${usd(ctx.duties)}) / (1 - ${pct(item.rate)}) × ${pct(item.rate)}`,
        legalSource: 'Provisional Regulations on Consumption Tax (State Council Decree 539) Art. 9 and Tax Items and Rates Table: composite taxable price on import',
      });
    } else if (CONSUMPTION_TAX_HEADINGS.some((h) => hs6.startsWith(h))) {
      ctx.warn('This product may bear consumption tax, whose item and rate depend on price, size or content and are not in the dataset; when it does, CT = (customs value + duty) / (1 - CT rate) × CT rate and it enters the VAT base. Not computed.');
    }
    lines.push(
      ...vatLine(
        ctx,
        [
          { label: 'customs value', amount: ctx.customsValue },
          { label: 'duties', amount: ctx.duties },
          { label: 'consumption tax', amount: ct },
        ],
        'VAT Law of the PRC (2026-01-01): composite taxable price for imports = customs value + customs duty + consumption tax',
      ),
    );
    return lines;
  },

  taxRelief(ctx, taxes) {
    // Customs Tariff Law (in force 2024-12-01) Art. 32(1): duty of RMB 50 or less per consignment is exempt; import
    // VAT and CT of RMB 50 or less are likewise not collected (landed-cost-rules.md §1.5 [stat]).
    const small = atOrUnder(ctx, ctx.duties.plus(taxes), 50, 'CNY');
    if (small === null) {
      noFxWarning(ctx, 'The RMB 50 small-amount exemption (Customs Tariff Law Art. 32)', 'CNY');
      return null;
    }
    return small ? { covers: ['duty', 'tax'], threshold: 'CNY 50 (duty and import taxes)', note: 'Duty and import taxes of RMB 50 or less per consignment are not collected (Customs Tariff Law Art. 32).' } : null;
  },

  deMinimisNote: () => ({ threshold: 'CNY 50 (tax amount)', note: 'Duty and import-stage taxes of RMB 50 or less per consignment are exempt; cross-border e-commerce retail imports have their own regime (not modelled).' }),
};
