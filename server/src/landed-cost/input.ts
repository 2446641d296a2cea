import countries from 'i18n-iso-countries';
import { DESTINATIONS, type Destination } from '../dataset/types.js';
import { ApiError } from '../lib/errors.js';
import { COUNTRY_RULES } from './countries/index.js';
import { INCOTERMS, MAX_AMOUNT_USD, MAX_QUANTITY, TRANSPORT_MODES, type Incoterm, type LandedCostInput, type TransportMode } from './types.js';

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
    if (!(INCOTERMS as readonly string[]).includes(t)) throw bad('incoterm', `incoterm must be one of ${INCOTERMS.join(', ')} (Incoterms 2020).`);
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
    const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(String(raw.quoteDate));
    const d = m ? new Date(Date.UTC(+m[1], +m[2] - 1, +m[3])) : null;
    if (!d || Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== raw.quoteDate) throw bad('quoteDate', 'quoteDate must be a calendar date YYYY-MM-DD.');
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
    quoteDate: date.toISOString().slice(0, 10),
    date,
    day: date.toISOString().slice(0, 10),
  };
  return { input, assumptions };
}
