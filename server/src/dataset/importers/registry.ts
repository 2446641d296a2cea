import { auCustomsTariffImporter } from './au-customs-tariff.js';
import { brTipiImporter } from './br-tipi.js';
import { cnCustoms2018Importer } from './cn-customs-2018.js';
import { euCheckDutyRatesImporter } from './eu-checkdutyrates.js';
import { jpCustomsImporter } from './jp-customs.js';
import { krKcsImporter } from './kr-kcs.js';
import { mxTigieImporter } from './mx-tigie.js';
import { chRuleImporter } from './rules-ch.js';
import { sgRuleImporter } from './rules-sg.js';
import type { CountryImporter } from './types.js';
import { ukGlobalTariffImporter } from './uk-global-tariff.js';
import { usHtsImporter } from './us-hts.js';

/**
 * Every importer, in order of preference: for each country the first importer whose required files exist in
 * the data dir is used. A new official file for a country = a new importer placed before the one it supersedes
 * (e.g. a CBSA importer for CA, or a current China schedule before cnCustoms2018Importer). CA and IN have none yet.
 */
export const IMPORTERS: CountryImporter[] = [
  usHtsImporter,
  euCheckDutyRatesImporter,
  ukGlobalTariffImporter,
  jpCustomsImporter,
  krKcsImporter,
  auCustomsTariffImporter,
  cnCustoms2018Importer,
  mxTigieImporter,
  brTipiImporter,
  sgRuleImporter,
  chRuleImporter,
];
