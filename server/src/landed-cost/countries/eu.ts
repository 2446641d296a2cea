import { EU_MEMBER_STATES } from '../../tax/eu-members.js';
import { describeRate, toUsd } from '../fx.js';
import { Decimal, usd } from '../money.js';
import { atOrUnder, noFxWarning, under, vatLine } from './common.js';
import type { CountryRules } from './rules.js';

// Low-value e-commerce parcels (intrinsic value under EUR 150): a flat EUR 3 customs duty per tariff subheading
// (item category) in the parcel replaces the Reg. 1186/2009 Art. 23 relief, from 2026-07-01 until the customs data
// hub takes over (Council agreement of 2025-11-13, approved 2026-02-11; interim to 2028-07-01).
const FLAT_DUTY = {
  from: '2026-07-01',
  to: '2028-07-01',
  source: 'Council of the EU, interim flat duty on low-value consignments (agreed 2025-11-13, approved 2026-02-11), replacing Reg. (EC) 1186/2009 Art. 23',
  note: 'Parcel under EUR 150: the tariff duty is replaced by a flat EUR 3 per tariff subheading (2026-07-01 to 2028-07-01); import VAT is due.',
};

/** European Union (customs union; import VAT at the member state's rate). */
export const europeanUnion: CountryRules = {
  code: 'EU',
  currency: 'EUR',
  valuation: { basis: 'CIF', legalSource: 'Union Customs Code (Reg. (EU) 952/2013) Arts. 70-71: transaction value + transport and insurance to the place of entry into the Union' },
  // Monaco is in the Union customs territory (UCC Art. 4(2)).
  customsTerritory: [...EU_MEMBER_STATES, 'MC'],

  taxes: (ctx) =>
    vatLine(
      ctx,
      [
        { label: 'customs value', amount: ctx.customsValue },
        { label: 'duties', amount: ctx.duties },
        { label: 'other import charges', amount: ctx.fees },
        { label: 'transport to the first place of destination', amount: ctx.destinationTransport },
      ],
      'VAT Directive 2006/112/EC Arts. 85-86: customs value + duties and charges due on importation + incidental expenses to the first place of destination',
    ),

  dutyRelief(ctx) {
    const small = under(ctx, ctx.goods, 150, 'EUR');
    if (ctx.day >= FLAT_DUTY.from && ctx.day < FLAT_DUTY.to) {
      if (small === null) noFxWarning(ctx, 'The EUR 150 low-value parcel rule (flat EUR 3 duty per tariff subheading from 2026-07-01)', 'EUR');
      return small ? { covers: ['duty'], threshold: 'EUR 150 (flat EUR 3 duty per tariff subheading)', note: FLAT_DUTY.note } : null;
    }
    if (ctx.day >= FLAT_DUTY.to) return null;
    const relief = atOrUnder(ctx, ctx.goods, 150, 'EUR');
    if (relief === null) {
      noFxWarning(ctx, 'The EUR 150 duty relief (Reg. 1186/2009 Art. 23)', 'EUR');
      return null;
    }
    return relief ? { covers: ['duty'], threshold: 'EUR 150 (duty)', note: 'Intrinsic value not over EUR 150: duty relief, Reg. (EC) 1186/2009 Art. 23; import VAT is still due (no VAT exemption since 2021-07-01).' } : null;
  },

  fees(ctx) {
    // The flat duty that replaces the tariff duty for parcels under EUR 150 (one tariff subheading per request).
    if (ctx.day < FLAT_DUTY.from || ctx.day >= FLAT_DUTY.to || under(ctx, ctx.goods, 150, 'EUR') !== true) return [];
    const amount = toUsd(new Decimal(3), 'EUR', ctx.fx)!;
    return [
      {
        id: 'eu_flat_duty',
        kind: 'additional_duty',
        label: 'Flat customs duty on a low-value parcel (EUR 3 per tariff subheading)',
        base: null,
        rate: null,
        rateText: 'EUR 3 per item category',
        amount,
        formula: `EUR 3 = ${usd(amount)} at ${describeRate(ctx.fx!.rate('EUR')!)}`,
        legalSource: FLAT_DUTY.source,
        effectiveFrom: FLAT_DUTY.from,
        effectiveTo: FLAT_DUTY.to,
      },
    ];
  },

  deMinimisNote: (ctx) =>
    ctx.day >= FLAT_DUTY.from
      ? { threshold: 'EUR 150 (flat EUR 3 duty per item category)', note: 'Parcels under EUR 150 pay a flat EUR 3 duty per tariff subheading instead of the tariff duty (2026-07-01 to 2028-07-01); no import VAT exemption since 2021-07-01.' }
      : { threshold: 'EUR 150 (duty)', note: 'Duty relief up to EUR 150 (Reg. 1186/2009 Art. 23); no import VAT exemption since 2021-07-01.' },
};
