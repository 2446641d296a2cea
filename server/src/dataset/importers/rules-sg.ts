import type { Hs6Entry } from '../types.js';
import { countryShell, isoUtc } from './common.js';
import type { CountryImporter, ImportContext } from './types.js';

/**
 * Singapore has no tariff schedule here; its duty regime is a rule.
 * Legal source: Customs Act 1960 (2020 Revised Edition, in force 2021-12-31) and the Customs (Duties) Order;
 * Singapore Customs, "Duties and Dutiable Goods" (customs.gov.sg): customs and/or excise duty is levied only on
 * four categories of dutiable goods (intoxicating liquors, tobacco products, motor vehicles, petroleum products and
 * biodiesel blends); "all other products are non-dutiable".
 */
export const SG_RULE_EFFECTIVE = '2021-12-31';

/**
 * HS 2022 headings/subheadings of the dutiable categories. Their amounts (e.g. per litre of alcohol, per kg of
 * tobacco, % of value for vehicles) are not in the source data, so these codes have no rate (no_data).
 */
export const SG_DUTIABLE_PREFIXES = [
  '2203', '2204', '2205', '2206', '2207', '2208', // intoxicating liquors
  '2401', '2402', '2403', '2404', // tobacco products
  '8702', '8703', '8704', '8711', // motor vehicles and motorcycles
  '2710', '2711', '3826', // petroleum products and biodiesel blends
];

export const sgRuleImporter: CountryImporter = {
  id: 'rule:SG',
  country: 'SG',
  requires: [],
  import(ctx: ImportContext) {
    const country = countryShell('SG', {
      sourceUrl: 'https://www.customs.gov.sg/businesses/valuation-duties-taxes-and-fees/duties-and-dutiable-goods',
      verifiedAt: isoUtc(SG_RULE_EFFECTIVE),
      edition: 'Rule in code: Customs Act 1960 (2020 Rev. Ed.) and Customs (Duties) Order; duty only on dutiable goods',
      defaultStatus: 'rule',
      notes: [
        'No duty on non-dutiable goods (rule). Liquors, tobacco, motor vehicles and petroleum products are dutiable; their rates are not in the data (no_data).',
      ],
    });
    const free = ctx.rate('Free');
    for (const hs6 of ctx.hs6) {
      const dutiable = SG_DUTIABLE_PREFIXES.some((p) => hs6.startsWith(p));
      const entry: Hs6Entry = dutiable
        ? { hs6, status: 'no_data', mfn: null, mfnRange: null, lines: [], preferential: [], flags: ['sg_dutiable_goods'] }
        : { hs6, status: 'rule', mfn: free, mfnRange: null, lines: [], preferential: [], flags: ['rule:sg_non_dutiable'] };
      country.hs6[hs6] = entry;
    }
    return country;
  },
};
