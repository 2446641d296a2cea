import type { TariffStore } from '../dataset/store.js';
import type { Preference, Rate } from '../dataset/types.js';
import { ApiError } from '../lib/errors.js';
import { importVat, type ImportVatResult } from '../tax/import-vat.js';
import { COUNTRY_RULES, type CountryRules, type LineDraft, type Relief, type RuleContext } from './countries/index.js';
import { FxRates, fromUsd, fxFromStore, type FxRate, type FxTable } from './fx.js';
import { PRICE_CONTENTS } from './incoterms.js';
import { normalizeInput, type NormalizedInput, type RawLandedCostInput } from './input.js';
import { Decimal, ZERO, dec, roundCents, sum, usd } from './money.js';
import { evaluateRate, type EvaluatedRate } from './rate-eval.js';
import { preferencesFor, selectTariff, type SelectedTariff } from './tariff-lookup.js';
import type { LandedCostLine, LandedCostResult } from './types.js';
import { customsValue, goodsValue, type ShipmentCosts } from './valuation.js';
import { US_COLUMN_2_ORIGINS } from './countries/us.js';

export interface LandedCostDeps {
  store: TariffStore;
  /** Clock for the default quote date. */
  now?: Date;
  /** Exchange-rate table; default: the dataset's table when it has one. The request's `fxRates` take precedence. */
  fx?: FxTable | null;
}

/** Notes collected during one evaluation (the DDP search runs several and keeps the last). */
class Notes {
  readonly warnings: string[] = [];
  readonly assumptions: string[] = [];
  warn = (m: string) => void (this.warnings.includes(m) || this.warnings.push(m));
  assume = (m: string) => void (this.assumptions.includes(m) || this.assumptions.push(m));
}

interface DutyChoice {
  mfn: EvaluatedRate;
  mfnRate: Rate;
  used: EvaluatedRate;
  usedRate: Rate;
  /** Best preference open to the origin, whether used or not. */
  bestPreference: { pref: Preference; evaluated: EvaluatedRate } | null;
  agreement: string | null;
  column2: boolean;
}

function chooseDuty(input: NormalizedInput, tariff: SelectedTariff, dutiable: Decimal, fx: FxRates | null, notes: Notes): DutyChoice {
  const inputs = { adValoremBase: dutiable, quantity: input.quantity, unit: input.unit, weightKg: input.weightKg, fx };
  // HTSUS General Note 3(b): column 2 origins pay the column 2 rate and no preference.
  const col2 = input.destination === 'US' && US_COLUMN_2_ORIGINS.includes(input.origin) ? tariff.line?.otherRates?.column2 : undefined;
  const mfnRate = col2?.expr ? col2 : tariff.mfn;
  if (!mfnRate.expr) {
    throw new ApiError('tariff_unavailable', `The ${input.destination} rate text '${mfnRate.text}' for ${input.hs} could not be read; no rate is assumed.`, { coverage: tariff.coverage, destination: input.destination, hs: tariff.hs6 });
  }
  const mfn = evaluateRate(mfnRate.expr, inputs);
  let best: DutyChoice['bestPreference'] = null;
  const open: { pref: Preference; evaluated: EvaluatedRate }[] = [];
  if (!col2) {
    for (const pref of preferencesFor(tariff.preferential, input.origin)) {
      if (!pref.rate.expr) continue;
      const evaluated = evaluateRate(pref.rate.expr, inputs);
      if (evaluated.prohibited) continue;
      open.push({ pref, evaluated });
      if (!best || evaluated.amount.lt(best.evaluated.amount)) best = { pref, evaluated };
    }
  }
  const usePref = best !== null && best.evaluated.amount.lt(mfn.amount);
  if (usePref) {
    const same = open.filter((o) => o.pref.agreement !== best!.pref.agreement && o.evaluated.amount.eq(best!.evaluated.amount)).map((o) => o.pref.agreement);
    notes.assume(`Preferential rate under ${best!.pref.agreement} used: the goods are assumed to originate in ${input.origin} under its rules of origin, with valid proof of origin.${same.length ? ` The same rate is open under ${same.join(', ')}.` : ''}`);
  }
  else if (best) notes.warn(`A ${best.pref.agreement} preference (${best.pref.rate.text}) exists for ${input.origin} but is not lower than the ${col2 ? 'column 2' : 'MFN'} rate; the latter is used.`);
  return {
    mfn,
    mfnRate,
    used: usePref ? best!.evaluated : mfn,
    usedRate: usePref ? best!.pref.rate : mfnRate,
    bestPreference: best,
    agreement: usePref ? best!.pref.agreement : null,
    column2: Boolean(col2),
  };
}

/** Rounds a draft into a declared line. */
function declare(d: LineDraft): LandedCostLine {
  const { amount, base, complete, ...rest } = d;
  return { ...rest, baseUsd: base === null ? null : roundCents(base).toNumber(), amountUsd: roundCents(amount).toNumber(), complete: complete ?? true };
}

/** Applies the destination's local-currency rounding to duty, fee and tax amounts where it can. */
function roundLocal(rules: CountryRules, fx: FxRates | null, lines: LineDraft[]): LineDraft[] {
  if (!rules.roundAmount) return lines;
  return lines.map((l) => {
    const r = rules.roundAmount!(l.amount, fx);
    return r === null ? l : { ...l, amount: r };
  });
}

function waive(lines: LineDraft[], relief: Relief): LineDraft[] {
  return lines.map((l) => ({ ...l, amount: ZERO, formula: `waived (${relief.threshold}): ${l.formula}`, legalSource: `${l.legalSource}; relief: ${relief.note}` }));
}

interface Evaluation {
  lines: LineDraft[];
  customsValue: Decimal;
  choice: DutyChoice;
  relief: Relief | null;
  notes: Notes;
  total: Decimal;
  /** The rates this evaluation looked up. */
  fx: FxRates | null;
}

/** Everything for one goods value (the DDP search calls it repeatedly). */
function evaluate(
  input: NormalizedInput,
  rules: CountryRules,
  tariff: SelectedTariff,
  vat: ImportVatResult,
  goods: Decimal,
  costs: ShipmentCosts,
  insuranceGiven: boolean,
  deps: { store: TariffStore; fx: FxRates | null },
  baseNotes: Notes,
): Evaluation {
  const notes = new Notes();
  const fx = deps.fx?.fresh() ?? null;
  baseNotes.warnings.forEach(notes.warn);
  baseNotes.assumptions.forEach(notes.assume);
  const inPrice = PRICE_CONTENTS[input.incoterm];

  let insurance = costs.insurance;
  if (!insuranceGiven) {
    const legal = !inPrice.insurance ? rules.defaultInsurance?.(goods) : null;
    if (legal) {
      insurance = roundCents(legal.amount);
      notes.assume(legal.assumption);
    } else {
      notes.assume(inPrice.insurance ? `insuranceUsd not given: the insurance inside the ${input.incoterm} price is unknown and taken as 0${rules.valuation.basis === 'FOB' ? ', so the customs value may be overstated by it' : ''}.` : 'insuranceUsd not given: insurance taken as 0.');
    }
  }
  const allCosts: ShipmentCosts = { ...costs, insurance };
  const cv = customsValue(goods, allCosts, rules.valuation.basis);
  const dutiable = rules.dutiableValue?.(cv.value, fx) ?? null;
  const dutiableValue = dutiable?.value ?? cv.value;
  const choice = chooseDuty(input, tariff, dutiableValue, fx, notes);
  if (choice.used.prohibited) throw new ApiError('tariff_unavailable', `Import of ${input.hs} into ${input.destination} is prohibited by the tariff.`, { coverage: tariff.coverage, destination: input.destination, hs: tariff.hs6 });
  for (const m of choice.used.missing) notes.warn(`The duty needs ${m}, which is missing: that part is not included, so the duty is a lower bound.`);
  for (const n of choice.used.notes) notes.warn(`Duty: ${n}.`);

  const rateLabel = choice.agreement ? `${choice.agreement} preferential rate` : choice.column2 ? 'column 2 rate' : 'MFN rate';
  const dutyDraft: LineDraft = {
    id: 'duty',
    kind: 'duty',
    label: `Import duty (${rateLabel}${tariff.line ? `, line ${tariff.line.code}` : `, HS ${tariff.hs6}`})`,
    base: dutiableValue,
    rate: choice.usedRate.adValorem,
    rateText: choice.usedRate.text,
    amount: choice.used.amount,
    formula: choice.used.formula + (dutiable ? ` (${dutiable.note})` : ''),
    legalSource: `Customs tariff of ${tariff.country.name}, ${tariff.country.edition}${choice.agreement ? `; ${choice.agreement}` : ''}`,
    sourceUrl: tariff.country.sourceUrl,
    complete: choice.used.complete,
  };

  const ctx: RuleContext = {
    input,
    origin: input.origin,
    date: input.date,
    day: input.day,
    mode: input.transportMode ?? null,
    store: deps.store,
    fx,
    tariff,
    agreement: choice.agreement,
    goods,
    freight: allCosts.freight,
    insurance,
    destinationTransport: allCosts.destinationTransport,
    customsValue: cv.value,
    baseDuty: roundCents(choice.used.amount),
    duties: ZERO,
    fees: ZERO,
    vat,
    warn: notes.warn,
    assume: notes.assume,
  };
  const [dutyLine] = roundLocal(rules, fx, [dutyDraft]);
  ctx.baseDuty = roundCents(dutyLine.amount);
  let dutyLines = [dutyLine, ...roundLocal(rules, fx, rules.additionalDuties?.(ctx) ?? [])];
  ctx.duties = sum(dutyLines.map((l) => roundCents(l.amount)));
  let relief = rules.dutyRelief?.(ctx) ?? null;
  if (relief?.covers.includes('duty')) {
    dutyLines = waive(dutyLines, relief);
    ctx.duties = ZERO;
  }
  let feeLines = roundLocal(rules, fx, rules.fees?.(ctx) ?? []);
  if (relief?.covers.includes('fees')) feeLines = waive(feeLines, relief);
  ctx.fees = sum(feeLines.map((l) => roundCents(l.amount)));
  let taxLines = roundLocal(rules, fx, rules.taxes(ctx));
  const taxRelief = rules.taxRelief?.(ctx, sum(taxLines.map((l) => roundCents(l.amount))));
  if (taxRelief) {
    if (taxRelief.covers.includes('tax')) taxLines = waive(taxLines, taxRelief);
    if (taxRelief.covers.includes('duty')) dutyLines = waive(dutyLines, taxRelief);
    relief = relief ?? taxRelief;
  } else if (relief?.covers.includes('tax')) taxLines = waive(taxLines, relief);

  const transportLines: LineDraft[] = [
    { id: 'freight', kind: 'freight', label: `Freight${inPrice.freight ? ` (included in the ${input.incoterm} price)` : ''}`, base: null, rate: null, rateText: null, amount: allCosts.freight, formula: `freightUsd ${usd(allCosts.freight)}`, legalSource: 'Request' },
    { id: 'insurance', kind: 'insurance', label: `Insurance${inPrice.insurance ? ` (included in the ${input.incoterm} price)` : ''}`, base: null, rate: null, rateText: null, amount: insurance, formula: insuranceGiven ? `insuranceUsd ${usd(insurance)}` : `assumed ${usd(insurance)}`, legalSource: insuranceGiven ? 'Request' : 'Assumption (see assumptions)' },
  ];
  if (inPrice.destinationTransport && !allCosts.destinationTransport.isZero()) {
    transportLines.push({ id: 'inland_transport', kind: 'inland_transport', label: `Transport after the border (included in the ${input.incoterm} price)`, base: null, rate: null, rateText: null, amount: allCosts.destinationTransport, formula: `destinationTransportUsd ${usd(allCosts.destinationTransport)}`, legalSource: 'Request' });
  }
  const goodsLine: LineDraft = {
    id: 'goods',
    kind: 'goods',
    label: 'Goods',
    base: null,
    rate: null,
    rateText: null,
    amount: goods,
    formula: goods.eq(costs.declared) ? `declaredValueUsd ${usd(goods)} (${input.incoterm})` : `declaredValueUsd ${usd(costs.declared)} less what the ${input.incoterm} price includes = ${usd(goods)}`,
    legalSource: `Request; customs value ${cv.formula} = ${usd(cv.value)} (${rules.valuation.legalSource})`,
  };
  const lines = [goodsLine, ...transportLines, ...dutyLines, ...feeLines, ...taxLines];
  return { lines, customsValue: cv.value, choice, relief, notes, total: sum(lines.map((l) => roundCents(l.amount))), fx };
}

/**
 * Landed cost of one shipment: pure, reads tariffs only through the TariffStore.
 * Throws ApiError: 400 invalid_request (field named), 404 unknown_hs / unsupported_destination,
 * 422 tariff_unavailable (with the coverage status) when the destination has no rate for the line.
 */
export function computeLandedCost(raw: RawLandedCostInput, deps: LandedCostDeps): LandedCostResult {
  const { input, assumptions } = normalizeInput(raw, deps.now ?? new Date());
  const rules = COUNTRY_RULES[input.destination];
  const tariff = selectTariff(deps.store, input.destination, input.hs);
  const fx = FxRates.of(deps.fx === undefined ? fxFromStore(deps.store) : deps.fx, input.fxRates);
  const fxBefore = fx?.fresh() ?? null;
  const baseNotes = new Notes();
  assumptions.forEach(baseNotes.assume);
  tariff.warnings.forEach(baseNotes.warn);

  // India's apparel and footwear slab depends on the value per piece, in rupees.
  const inr = input.destination === 'IN' && input.quantity ? fromUsd(dec(input.declaredValueUsd).div(input.quantity), 'INR', fxBefore) : null;
  let vat = importVat(input.destination, input.hs, { region: input.region, date: input.date, unitValueInr: inr?.toNumber() });
  if (vat.rate === null && input.destination === 'EU') {
    vat = importVat('EU', input.hs, { region: 'DE', date: input.date });
    baseNotes.assume('region (EU member state of import) not given: Germany (19 %) assumed for import VAT.');
  }
  vat.notes.forEach((n) => baseNotes.warn(`${vat.name}: ${n}`));

  const inPrice = PRICE_CONTENTS[input.incoterm];
  const insuranceGiven = input.insuranceUsd !== undefined;
  const costs: ShipmentCosts = {
    declared: dec(input.declaredValueUsd),
    freight: dec(input.freightUsd),
    insurance: dec(input.insuranceUsd ?? 0),
    destinationTransport: inPrice.destinationTransport ? dec(input.destinationTransportUsd ?? 0) : ZERO,
  };
  if (input.section232 && input.destination !== 'US') baseNotes.warn('section232 is ignored: Section 232 is a US measure.');
  if (!inPrice.destinationTransport && input.destinationTransportUsd) baseNotes.warn(`destinationTransportUsd is ignored: the ${input.incoterm} price does not include transport after the border.`);
  if (input.incoterm === 'EXW') {
    baseNotes.assume('EXW: origin pickup, loading and export clearance are assumed to be inside freightUsd.');
    // CA (Customs Act s.48(5)(a)(iii)) and AU (Customs Act 1901 s.161(2)) count the costs up to the place of direct
    // shipment or export as part of the value; the US excludes foreign inland freight on through shipments.
    if (rules.valuation.basis === 'FOB' && input.destination !== 'US') baseNotes.warn(`${input.destination}: costs of getting the goods to the place of export are part of the customs value; with EXW they are not in declaredValueUsd, so add them there for an exact value.`);
  }
  if ((input.incoterm === 'DAP' || input.incoterm === 'DPU' || input.incoterm === 'DDP') && input.destinationTransportUsd === undefined) {
    baseNotes.warn(`${input.incoterm}: transport after the border inside the price is unknown (destinationTransportUsd) and taken as 0, so the customs value may be overstated.`);
  }
  const run = (goods: Decimal) => evaluate(input, rules, tariff, vat, goods, costs, insuranceGiven, { store: deps.store, fx }, baseNotes);

  let result: Evaluation;
  if (inPrice.dutiesAndTaxes) {
    result = backSolveDdp(costs, run);
  } else {
    const goods = goodsValue(costs, input.incoterm);
    if (goods.lt(0)) throw new ApiError('invalid_request', `declaredValueUsd ${usd(costs.declared)} is smaller than the freight, insurance and transport its ${input.incoterm} price includes.`, { details: [{ path: 'body.declaredValueUsd', message: 'smaller than the costs its price includes' }] });
    result = run(goods);
  }

  const fxUsed = usedRates([fxBefore, result.fx]);
  for (const r of fxUsed) {
    if (r.date > input.day) result.notes.warn(`The ${r.currency} rate is dated ${r.date}, after the quote date ${input.day}; customs use the rate in force on the date their law names.`);
  }
  const unused = (input.fxRates ?? []).filter((r) => !fxUsed.some((u) => u.currency === r.currency && u.from === 'request'));
  if (unused.length > 0) result.notes.assume(`fxRates not needed for this shipment: ${unused.map((r) => r.currency).join(', ')}.`);
  const declared = result.lines.map(declare);
  const total = (pred: (l: LandedCostLine) => boolean) => sum(declared.filter(pred).map((l) => dec(l.amountUsd))).toNumber();
  const deMinimis = result.relief
    ? { applied: true, threshold: result.relief.threshold, note: result.relief.note }
    : { applied: false, ...rules.deMinimisNote(ruleContextStub(input, tariff, vat, fx?.fresh() ?? null, deps.store)) };
  const best = result.choice.bestPreference;
  return {
    totals: {
      customsValueUsd: roundCents(result.customsValue).toNumber(),
      dutyUsd: total((l) => l.kind === 'duty' || l.kind === 'additional_duty'),
      feesUsd: total((l) => l.kind === 'fee'),
      vatUsd: total((l) => l.id === 'vat'),
      otherTaxesUsd: total((l) => l.kind === 'tax' && l.id !== 'vat'),
      landedCostUsd: total(() => true),
    },
    breakdown: {
      mfnRate: result.choice.mfnRate.adValorem,
      ftaRate: best ? best.pref.rate.adValorem : null,
      vatRate: vat.rate,
      agreement: result.choice.agreement,
      lines: declared,
    },
    tariff: {
      hs: tariff.hs6,
      nationalLine: tariff.line?.code ?? null,
      mfn: tariff.mfn.adValorem,
      mfnText: tariff.mfn.text,
      coverage: tariff.coverage,
      sourceUrl: tariff.country.sourceUrl,
      verifiedAt: tariff.country.verifiedAt,
      edition: tariff.country.edition,
    },
    valuation: { basis: rules.valuation.basis, incoterm: input.incoterm, legalSource: rules.valuation.legalSource },
    deMinimis,
    fx: fxUsed.length > 0 ? { rates: fxUsed } : null,
    quoteDate: input.day,
    assumptions: result.notes.assumptions,
    warnings: result.notes.warnings,
  };
}

/**
 * DDP: the price includes freight, insurance, transport after the border and every import charge.
 * Finds the largest goods value (in cents) whose landed cost does not exceed the price; the cent left
 * over from rounding goes to the goods line so the lines add up to the price exactly.
 */
function backSolveDdp(costs: ShipmentCosts, run: (goods: Decimal) => Evaluation): Evaluation {
  const price = costs.declared;
  const ceiling = price.minus(costs.freight).minus(costs.insurance).minus(costs.destinationTransport);
  if (ceiling.lt(0)) throw new ApiError('invalid_request', 'declaredValueUsd (DDP) is smaller than the freight, insurance and transport it includes.', { details: [{ path: 'body.declaredValueUsd', message: 'smaller than the costs its price includes' }] });
  let lo = 0n;
  let hi = BigInt(ceiling.times(100).floor().toFixed(0));
  let best = run(ZERO);
  if (best.total.gt(price)) throw new ApiError('invalid_request', `declaredValueUsd (DDP) ${usd(price)} does not cover the freight, insurance and minimum charges (${usd(best.total)} for goods of 0).`, { details: [{ path: 'body.declaredValueUsd', message: 'smaller than the costs its price includes' }] });
  while (lo < hi) {
    const mid = (lo + hi + 1n) / 2n;
    const r = run(new Decimal(mid.toString()).div(100));
    if (r.total.lte(price)) lo = mid;
    else hi = mid - 1n;
  }
  best = run(new Decimal(lo.toString()).div(100));
  const rest = price.minus(best.total);
  const goods = best.lines[0];
  best.lines[0] = { ...goods, amount: goods.amount.plus(rest), formula: `DDP price ${usd(price)} less the freight, insurance, duties, fees and taxes it includes = ${usd(goods.amount.plus(rest))}${rest.isZero() ? '' : ` (duties and taxes computed on goods of ${usd(goods.amount)}; ${usd(rest)} rounding remainder)`}` };
  best.notes.assume('DDP: the declared price includes freight, insurance and all import charges; the goods value was back-solved from it.');
  best.total = price;
  return best;
}

/** The rates looked up by any of the views, once per currency. */
function usedRates(views: (FxRates | null)[]): FxRate[] {
  const byCurrency = new Map<string, FxRate>();
  for (const v of views) for (const r of v?.usedRates() ?? []) byCurrency.set(r.currency, r);
  return [...byCurrency.values()].sort((a, b) => a.currency.localeCompare(b.currency));
}

/** A context for text-only hooks (de minimis notes). */
function ruleContextStub(input: NormalizedInput, tariff: SelectedTariff, vat: ImportVatResult, fx: FxRates | null, store: TariffStore): RuleContext {
  return {
    input, origin: input.origin, date: input.date, day: input.day, mode: input.transportMode ?? null, store, fx, tariff, agreement: null,
    goods: ZERO, freight: ZERO, insurance: ZERO, destinationTransport: ZERO, customsValue: ZERO, baseDuty: ZERO, duties: ZERO, fees: ZERO, vat,
    warn: () => undefined, assume: () => undefined,
  };
}
