import { COUNTRY_INFO } from '../dataset/countries.js';
import { DESTINATIONS } from '../dataset/types.js';

/** The 13 destinations for the pages' select boxes, in the spec's order. */
export const DESTINATION_OPTIONS = DESTINATIONS.map((code) => ({ code, name: COUNTRY_INFO[code].name }));
