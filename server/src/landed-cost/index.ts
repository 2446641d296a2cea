export { computeLandedCost, type LandedCostDeps } from './engine.js';
export { normalizeInput, type RawLandedCostInput } from './input.js';
export { COUNTRY_RULES } from './countries/index.js';
export { FxRates, type FxRate, type FxRateInput, type FxTable } from './fx.js';
export * from './types.js';
