import type { Hs6Entry } from '../types.js';
import { countryShell, isoUtc } from './common.js';
import type { CountryImporter, ImportContext } from './types.js';

/**
 * Switzerland abolished customs duties on industrial products: Customs Tariff Act (Zolltarifgesetz, SR 632.10),
 * amendment of 1 October 2021 (BBl 2021 2330), in force 1 January 2024 (Federal Council decision of 2 February 2022;
 * WTO notification of 7 March 2024). It covers chapters 25-97 except some goods of chapters 35 and 38 that Switzerland
 * treats as agricultural (albumins, dextrins/modified starches, acid oils …). Agricultural duties (chapters 01-24 and
 * those exceptions) are specific, in CHF per 100 kg gross, and are not in the source data.
 */
export const CH_RULE_EFFECTIVE = '2024-01-01';

/** Chapter 35/38 goods that remain agricultural (WTO Agreement on Agriculture, Annex 1, in HS 2022). */
export const CH_AGRICULTURAL_EXCEPTIONS = ['3501', '3502', '3503', '3504', '3505', '380910', '3823', '382460'];

export const chRuleImporter: CountryImporter = {
  id: 'rule:CH',
  country: 'CH',
  requires: [],
  import(ctx: ImportContext) {
    const country = countryShell('CH', {
      sourceUrl: 'https://www.bazg.admin.ch/bazg/en/home/topics/aufhebung_industriezoelle.html',
      verifiedAt: isoUtc(CH_RULE_EFFECTIVE),
      edition: 'Rule in code: industrial tariffs abolished from 2024-01-01 (Customs Tariff Act amendment of 2021-10-01, BBl 2021 2330)',
      defaultStatus: 'no_data',
      notes: [
        'Chapters 25-97: no duty since 2024-01-01 (rule), except the agricultural goods of chapters 35 and 38.',
        'Agricultural duties (chapters 01-24 and those exceptions) are specific CHF per 100 kg gross and are not in the data (no_data).',
      ],
    });
    const free = ctx.rate('Free');
    for (const hs6 of ctx.hs6) {
      const chapter = Number(hs6.slice(0, 2));
      if (chapter < 25 || chapter > 97) continue; // agricultural: no data (defaultStatus)
      const agricultural = CH_AGRICULTURAL_EXCEPTIONS.some((p) => hs6.startsWith(p));
      const entry: Hs6Entry = agricultural
        ? { hs6, status: 'no_data', mfn: null, mfnRange: null, lines: [], preferential: [], flags: ['ch_agricultural_exception'] }
        : { hs6, status: 'rule', mfn: free, mfnRange: null, lines: [], preferential: [], flags: ['rule:ch_industrial_tariff_abolished'] };
      country.hs6[hs6] = entry;
    }
    return country;
  },
};
