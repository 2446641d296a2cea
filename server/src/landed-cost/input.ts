import countries from 'i18n-iso-countries';
import { DESTINATIONS, type Destination } from '../dataset/types.js';
import { ApiError } from '../lib/errors.js';
import { COUNTRY_RULES } from './countries/index.js';
import type { FxRateInput } from './fx.js';
import { INCOTERMS, MAX_AMOUNT_USD, MAX_FX_RATES, MAX_PER_USD, MAX_QUANTITY, TRANSPORT_MODES, type Incoterm, type LandedCostInput, type TransportMode } from './types.js';

/** A request as it may arrive (before the route's schema or from a direct caller). */
export type RawLandedCostInput = Omit<LandedCostInput, 'destination' | 'incoterm' | 'transportMode'> & {
  destination: string;
  incoterm?: string;
  transportMode?: string;
};

export interface NormalizedInput extends LandedCostInput {
  incoterm: Incoterm;
  transportMode?: TransportMode;
  /** The quote date at 00:00 UTC. */
  date: Date;
  day: string;
}

/** 400 invalid_request in the API's validation shape: one detail naming the body field. */
const bad = (field: string, message: string) => new ApiError('invalid_request', `body.${field}: ${message}`, { details: [{ path: `body.${field}`, message }] });

function amount(field: string, v: unknown, required: boolean): number | undefined {
  if (v === undefined || v === null) {
    if (required) throw bad(field, `${field} is required.`);
    return undefined;
  }
  const max = field.endsWith('Usd') ? MAX_AMOUNT_USD : MAX_QUANTITY;
  if (typeof v !== 'number' || !Number.isFinite(v) || v < 0 || v > max) throw bad(field, `${field} must be a finite number from 0 to ${max.toLocaleString('en-US')}.`);
  return v;
}

/** ISO 4217 codes of current currencies, from ICU/CLDR (the list Node's Intl is built with). */
const ISO_4217 = new Set(Intl.supportedValuesOf('currency'));

/** A calendar date YYYY-MM-DD, or null. */
function calendarDate(v: unknown): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(String(v));
  const d = m ? new Date(Date.UTC(+m[1], +m[2] - 1, +m[3])) : null;
  return d && !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v ? d : null;
}

/** `fxRates`: ISO 4217 codes (not USD, each once), finite rates > 0, calendar dates. */
function fxRates(raw: unknown): FxRateInput[] | undefined {
  if (raw === undefined || raw === null) return undefined;
  if (!Array.isArray(raw) || raw.length > MAX_FX_RATES) throw bad('fxRates', `fxRates must be an array of at most ${MAX_FX_RATES} rates.`);
  const seen = new Set<string>();
  return raw.map((r: Partial<FxRateInput> | null, i) => {
    const field = `fxRates.${i}`;
    if (!r || typeof r !== 'object') throw bad(field, 'each rate is an object { currency, perUsd, date, source? }.');
    const currency = String(r.currency ?? '').trim().toUpperCase();
    if (!/^[A-Z]{3}$/.test(currency) || !ISO_4217.has(currency)) throw bad(`${field}.currency`, `currency must be an ISO 4217 code of a current currency, got '${r.currency}'.`);
    if (currency === 'USD') throw bad(`${field}.currency`, 'USD is the base of every rate (perUsd); give the other currency.');
    if (seen.has(currency)) throw bad(`${field}.currency`, `${currency} is given twice.`);
    seen.add(currency);
    if (typeof r.perUsd !== 'number' || !Number.isFinite(r.perUsd) || r.perUsd <= 0 || r.perUsd > MAX_PER_USD) throw bad(`${field}.perUsd`, `perUsd (units of ${currency} per 1 USD) must be a finite number above 0 and at most ${MAX_PER_USD.toLocaleString('en-US')}.`);
    if (!calendarDate(r.date)) throw bad(`${field}.date`, 'date must be the calendar date of the rate, YYYY-MM-DD.');
    const source = r.source === undefined || r.source === null ? undefined : String(r.source).trim().slice(0, 200) || undefined;
    return { currency, perUsd: r.perUsd, date: r.date!, ...(source ? { source } : {}) };
  });
}

/** `section232`: a heading string and an optional content value. */
function section232(raw: unknown): LandedCostInput['section232'] {
  if (raw === undefined || raw === null) return undefined;
  const r = raw as { heading?: unknown; contentValueUsd?: unknown };
  if (typeof raw !== 'object' || typeof r.heading !== 'string' || !/^9903[.\s]?\d{2}[.\s]?\d{2}$/.test(r.heading.trim())) {
    throw bad('section232.heading', 'section232.heading must be an HTS chapter 99 heading such as 9903.82.02.');
  }
  const contentValueUsd = amount('section232.contentValueUsd', r.contentValueUsd, false);
  return { heading: r.heading.trim(), ...(contentValueUsd === undefined ? {} : { contentValueUsd }) };
}

/**
 * Validates and normalises a request: 400 `invalid_request` naming the field, 404 `unsupported_destination`.
 * The route's zod schema checks shapes first; this repeats the checks so the engine is safe to call directly.
 */
export function normalizeInput(raw: RawLandedCostInput, now: Date): { input: NormalizedInput; assumptions: string[] } {
  const assumptions: string[] = [];
  const hs = String(raw.hs ?? '').replace(/[\s.]/g, '');
  if (!/^\d{6,10}$/.test(hs)) throw bad('hs', 'hs must be 6 to 10 digits (dots and spaces allowed).');

  let dest = String(raw.destination ?? '').trim().toUpperCase();
  if (dest === 'GB') dest = 'UK';
  if (!(DESTINATIONS as readonly string[]).includes(dest)) {
    throw new ApiError('unsupported_destination', `destination '${raw.destination}' is not supported; use one of ${DESTINATIONS.join(', ')}.`, { supported: [...DESTINATIONS] });
  }
  const destination = dest as Destination;

  let origin = String(raw.origin ?? '').trim().toUpperCase();
  if (origin === 'UK') origin = 'GB';
  if (!/^[A-Z]{2}$/.test(origin) || !countries.isValid(origin)) throw bad('origin', `origin must be an ISO 3166-1 alpha-2 country code, got '${raw.origin}'.`);
  const territory = COUNTRY_RULES[destination].customsTerritory;
  if (territory.includes(origin)) {
    throw bad('origin', `origin ${origin} is inside the ${destination} customs territory: goods moving within it are not imports and pay no import duty.`);
  }

  let incoterm: Incoterm = 'FOB';
  if (raw.incoterm === undefined || raw.incoterm === null) assumptions.push('incoterm not given: FOB assumed (the declared value excludes freight and insurance).');
  else {
    const t = String(raw.incoterm).trim().toUpperCase();
    if (!(INCOTERMS as readonly string[]).includes(t)) throw bad('incoterm', `incoterm must be one of ${INCOTERMS.join(', ')} (Incoterms 2020, any case), got '${raw.incoterm}'.`);
    incoterm = t as Incoterm;
  }

  let transportMode: TransportMode | undefined;
  if (raw.transportMode !== undefined && raw.transportMode !== null) {
    const m = String(raw.transportMode).trim().toLowerCase();
    if (!(TRANSPORT_MODES as readonly string[]).includes(m)) throw bad('transportMode', `transportMode must be one of ${TRANSPORT_MODES.join(', ')}.`);
    transportMode = m as TransportMode;
  }

  let date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  if (raw.quoteDate !== undefined && raw.quoteDate !== null) {
    const d = calendarDate(raw.quoteDate);
    if (!d) throw bad('quoteDate', 'quoteDate must be a calendar date YYYY-MM-DD.');
    date = d;
  }

  const input: NormalizedInput = {
    hs,
    destination,
    origin,
    declaredValueUsd: amount('declaredValueUsd', raw.declaredValueUsd, true)!,
    freightUsd: amount('freightUsd', raw.freightUsd, true)!,
    insuranceUsd: amount('insuranceUsd', raw.insuranceUsd, false),
    destinationTransportUsd: amount('destinationTransportUsd', raw.destinationTransportUsd, false),
    quantity: amount('quantity', raw.quantity, false),
    weightKg: amount('weightKg', raw.weightKg, false),
    unit: raw.unit === undefined || raw.unit === null ? undefined : String(raw.unit).slice(0, 32),
    region: raw.region === undefined || raw.region === null ? undefined : String(raw.region).trim().toUpperCase(),
    incoterm,
    transportMode,
    fxRates: fxRates(raw.fxRates),
    section232: section232(raw.section232),
    quoteDate: date.toISOString().slice(0, 10),
    date,
    day: date.toISOString().slice(0, 10),
  };
  return { input, assumptions };
}
