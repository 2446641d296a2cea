import type { CountryImporter } from './types.js';
import { jpCustomsImporter } from './jp-customs.js';
import { usHtsImporter } from './us-hts.js';

/**
 * Every importer, in order of preference: for each country the first importer whose required files exist in
 * the data dir is used. A new official file for a country = a new importer placed before the one it supersedes.
 */
export const IMPORTERS: CountryImporter[] = [usHtsImporter, jpCustomsImporter];
