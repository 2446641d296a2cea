import type { CountryDataset, Destination } from './types.js';

/** Names and schedule currencies of the 13 destinations (EU = the customs union). */
export const COUNTRY_INFO: Record<Destination, { name: string; currency: string }> = {
  US: { name: 'United States', currency: 'USD' },
  CN: { name: 'China', currency: 'CNY' },
  EU: { name: 'European Union', currency: 'EUR' },
  UK: { name: 'United Kingdom', currency: 'GBP' },
  JP: { name: 'Japan', currency: 'JPY' },
  KR: { name: 'South Korea', currency: 'KRW' },
  CA: { name: 'Canada', currency: 'CAD' },
  AU: { name: 'Australia', currency: 'AUD' },
  IN: { name: 'India', currency: 'INR' },
  MX: { name: 'Mexico', currency: 'MXN' },
  BR: { name: 'Brazil', currency: 'BRL' },
  SG: { name: 'Singapore', currency: 'SGD' },
  CH: { name: 'Switzerland', currency: 'CHF' },
};

/**
 * Official publishers of each tariff, used as `sourceUrl` when no schedule is loaded for the country,
 * so that a no_data record still says where the authoritative schedule lives.
 */
export const OFFICIAL_PUBLISHER: Record<Destination, string> = {
  US: 'https://hts.usitc.gov/',
  CN: 'http://www.customs.gov.cn/',
  EU: 'https://ec.europa.eu/taxation_customs/dds2/taric/',
  UK: 'https://www.trade-tariff.service.gov.uk/',
  JP: 'https://www.customs.go.jp/english/tariff/',
  KR: 'https://unipass.customs.go.kr/',
  CA: 'https://www.cbsa-asfc.gc.ca/trade-commerce/tariff-tarif/',
  AU: 'https://www.abf.gov.au/importing-exporting-and-manufacturing/tariff-classification',
  IN: 'https://www.cbic.gov.in/',
  MX: 'https://www.snice.gob.mx/',
  BR: 'https://www.gov.br/mdic/pt-br/assuntos/camex/se-camex/strat/tarifas/vigentes',
  SG: 'https://www.customs.gov.sg/',
  CH: 'https://www.bazg.admin.ch/',
};

/** A country with no schedule in ../shared/data: every code is no_data, no rate, no date. */
export function emptyCountry(country: Destination, note: string): CountryDataset {
  return {
    country,
    name: COUNTRY_INFO[country].name,
    sourceUrl: OFFICIAL_PUBLISHER[country],
    verifiedAt: '',
    edition: 'no schedule available',
    currency: COUNTRY_INFO[country].currency,
    defaultStatus: 'no_data',
    hs6: {},
    notes: [note],
  };
}
