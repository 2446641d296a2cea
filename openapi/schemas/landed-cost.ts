import { z } from '@hono/zod-openapi';
import { INCOTERMS, MAX_AMOUNT_USD, MAX_FX_RATES, MAX_PER_USD, MAX_QUANTITY, TRANSPORT_MODES } from '../../server/src/landed-cost/types.js';
import { DestinationSchema, HsCodeSchema } from './common.js';

const money = (description: string, example: number) =>
  z
    .number()
    .min(0)
    .max(MAX_AMOUNT_USD)
    .openapi({ description: `${description} USD, finite, 0 to ${MAX_AMOUNT_USD.toLocaleString('en-US')}.`, example });
const out = (description: string, example: number) => z.number().min(0).openapi({ description: `${description} (USD, rounded to cents).`, example });
const rate = (description: string, example: number | null) => z.number().nullable().openapi({ description, example });

export const FxRateInputSchema = z
  .object({
    currency: z.string().length(3).openapi({ description: 'ISO 4217 code of a current currency (case-insensitive), not USD.', example: 'EUR' }),
    perUsd: z.number().positive().max(MAX_PER_USD).openapi({ description: `Units of \`currency\` per 1 USD: finite, above 0, at most ${MAX_PER_USD.toLocaleString('en-US')}.`, example: 0.92 }),
    date: z.iso.date().openapi({ description: 'Date of the rate (YYYY-MM-DD), as published.', example: '2026-11-18' }),
    source: z.string().max(200).optional().openapi({ description: 'Publisher of the rate, echoed in the response (e.g. ECB, HMRC monthly rates, Japan Customs weekly rate, CBIC notification).', example: 'ECB' }),
  })
  .openapi('FxRateInput');

export const FxRateSchema = z
  .object({
    currency: z.string().openapi({ description: 'ISO 4217 code.', example: 'EUR' }),
    perUsd: z.number().openapi({ description: 'Units of `currency` per 1 USD.', example: 0.92 }),
    date: z.string().openapi({ description: 'Date of the rate (ISO date).', example: '2026-11-18' }),
    source: z.string().openapi({ description: 'Publisher of the rate.', example: 'ECB' }),
    from: z.enum(['request', 'dataset']).openapi({ description: 'Where the rate came from: the request’s `fxRates` or the dataset’s table.', example: 'request' }),
  })
  .openapi('FxRate');

export const LandedCostRequestSchema = z
  .object({
    hs: HsCodeSchema.openapi({
      description: 'HS code, 6 to 10 digits (dots and spaces allowed). A national code (8-10 digits) selects that tariff line; with 6 digits the highest national line rate is used and a warning says the rate varies.',
      example: '610910',
    }),
    destination: DestinationSchema,
    origin: z.string().min(2).max(2).openapi({
      description: 'Country of origin, any ISO 3166-1 alpha-2 code (case-insensitive; UK is accepted for GB). An origin inside the destination customs territory (e.g. DE for EU) is 400.',
      example: 'CN',
    }),
    declaredValueUsd: money('Invoice price of the goods under `incoterm`:', 1000),
    freightUsd: money('Main international freight (whether or not the price includes it, see `incoterm`):', 100),
    insuranceUsd: money('Insurance. When absent: 0, or the destination’s legal default (India: 1.125 % of FOB), stated in `assumptions`:', 10).optional(),
    // A string, not an enum: the rule is accepted in any case ('fob' → FOB); the engine answers 400 listing the allowed values.
    incoterm: z.string().optional().openapi({
      description: `Incoterms 2020 rule of the declared price, one of ${INCOTERMS.join(', ')} (case-insensitive, normalised to upper case; anything else is 400 listing them); default FOB (stated in \`assumptions\`). C and D terms: the freight, insurance and transport the price includes are taken out of it; DDP: the goods value is back-solved so the lines add up to the price.`,
      example: 'FOB',
    }),
    quantity: z.number().min(0).max(MAX_QUANTITY).optional().openapi({ description: `Quantity in \`unit\`, for specific duties per item, pair, litre … (0 to ${MAX_QUANTITY.toLocaleString('en-US')}).`, example: 120 }),
    unit: z.string().min(1).max(32).optional().openapi({ description: 'Unit of `quantity`: item (default), pair, dozen, l, hl, m2 …', example: 'item' }),
    weightKg: z.number().min(0).max(MAX_QUANTITY).optional().openapi({ description: 'Gross weight in kg, for duties per kg (and Swiss duties per 100 kg gross). When a duty needs it and it is missing, the duty is a lower bound and a warning says so.', example: 25 }),
    transportMode: z.enum(TRANSPORT_MODES).optional().openapi({ description: 'Mode of transport: US HMF is for ocean only (ocean is assumed when absent, for the US); postal and courier thresholds depend on it.', example: 'ocean' }),
    region: z.string().min(2).max(3).optional().openapi({ description: 'Tax region: the EU member state of import (ISO alpha-2; default DE, stated in `assumptions`), a Canadian province, a Brazilian state.', example: 'DE' }),
    destinationTransportUsd: money('Transport after the border to the named place, included in a CPT/CIP/DAP/DPU/DDP price (out of the customs value, into the VAT base where the law says so):', 0).optional(),
    quoteDate: z.iso.date().optional().openapi({ description: 'Date whose measures apply (YYYY-MM-DD; default today, UTC): dated additional duties, fee tables, VAT rates, de minimis.', example: '2026-11-21' }),
    fxRates: z.array(FxRateInputSchema).max(MAX_FX_RATES).optional().openapi({
      description:
        `Official customs exchange rates the importer must use, as units per 1 USD with their date and publisher (at most ${MAX_FX_RATES}, one per currency). ` +
        'The service has no official rate table, so it never converts on its own: these rates are used for local-currency de minimis thresholds ' +
        '(GBP 135, EUR 150, JPY 10,000, AUD 1,000 …), specific duties stated in EUR, GBP, JPY, KRW, CHF …, and local rounding (JP JPY 1,000 / 100 truncation, ' +
        'IN nearest rupee). Which rate the law requires differs by country (EU: ECB rate of the penultimate Wednesday of the previous month; UK: HMRC monthly rate; ' +
        'JP: weekly customs rate; US: FRBNY rate on the date of exportation; IN: CBIC-notified rate). Without a needed rate that step is skipped and `warnings` say so. ' +
        'The rates used are echoed in `fx`.',
      example: [{ currency: 'GBP', perUsd: 0.76, date: '2026-11-01', source: 'HMRC monthly exchange rates' }],
    }),
    section232: z
      .object({
        heading: z.string().min(8).max(12).openapi({ description: 'HTS chapter 99 heading of the Section 232 measure the goods are entered under (9903.74, .76, .79, .82, .85, .94 …), as on the entry.', example: '9903.82.02' }),
        contentValueUsd: money('Value the Section 232 duty applies to when it is not the whole value: the steel, aluminum or copper content of a derivative article, or the non-U.S. content where the heading says so.', 400).optional(),
      })
      .optional()
      .openapi({
        description:
          'US only. Section 232 duties (steel, aluminum, copper, vehicles and parts, timber and wood products, semiconductors …) cover products listed in annexes that the dataset does not map to tariff lines, ' +
          'so the importer declares the chapter 99 heading. Its rate is read from the HTS edition in the dataset: "+ x %" is added to the line duty; a bare rate such as "15%" is a total that replaces the line duty ' +
          '(the line shows what it adds); "No change" adds nothing. Only vehicles of heading 8702 (HTS 9903.74.02 names the heading) are charged without a declaration. Declared Section 232 goods pay no Section 122 surcharge (9903.03.06).',
        example: { heading: '9903.82.02', contentValueUsd: 400 },
      }),
  })
  .openapi('LandedCostRequest');

export const LandedCostLineSchema = z
  .object({
    id: z.string().openapi({ description: 'Stable id: goods, freight, insurance, inland_transport, duty, us_section_301, us_section_232, us_section_122, cn_us_countermeasure, us_mpf, us_hmf, mx_dta, in_sws, br_afrmm, vat, br_ipi, br_pis, br_cofins.', example: 'duty' }),
    kind: z.enum(['goods', 'freight', 'insurance', 'inland_transport', 'duty', 'additional_duty', 'fee', 'tax']).openapi({ description: 'What the line is; totals add them up by kind.', example: 'duty' }),
    label: z.string().openapi({ description: 'Human label.', example: 'Import duty (MFN rate, HS 610910)' }),
    baseUsd: z.number().nullable().openapi({ description: 'Amount the rate is applied to (USD); null for goods and transport lines.', example: 1110 }),
    rate: rate('Ad valorem rate as a fraction; null when the line has none (specific duty, goods).', 0.12),
    rateText: z.string().nullable().openapi({ description: 'The rate as the source or rule prints it.', example: '12%' }),
    amountUsd: out('Amount of the line', 133.2),
    formula: z.string().openapi({ description: 'How the amount was computed, with the numbers.', example: '1,110.00 × 12 %' }),
    legalSource: z.string().openapi({ description: 'Legal basis or data source of the line.', example: 'Customs tariff of the United Kingdom, UK Global Tariff 2021' }),
    sourceUrl: z.string().optional().openapi({ description: 'Where the rule or rate is published.', example: 'https://www.trade-tariff.service.gov.uk/' }),
    effectiveFrom: z.string().optional().openapi({ description: 'First day the measure applies (ISO date), where it is dated.', example: '2019-09-01' }),
    effectiveTo: z.string().optional().openapi({ description: 'Day the measure stops applying (exclusive, ISO date), where it has an end.', example: '2026-07-24' }),
    complete: z.boolean().openapi({ description: 'False when part of the line could not be computed (e.g. a specific duty without `weightKg`): the amount is then a lower bound.', example: true }),
  })
  .openapi('LandedCostLine');

export const LandedCostResponseSchema = z
  .object({
    totals: z.object({
      customsValueUsd: out('Customs value on the destination’s basis (FOB: US, CA, AU; CIF: the others)', 1110),
      dutyUsd: out('Base duty plus additional duties', 133.2),
      feesUsd: out('Fees and surcharges (US MPF/HMF, MX DTA, IN SWS, BR AFRMM)', 0),
      vatUsd: out('Import VAT/GST (BR: ICMS)', 248.64),
      otherTaxesUsd: out('Other import taxes (BR IPI, PIS, COFINS)', 0),
      landedCostUsd: out('Goods + freight + insurance + duties + fees + taxes; equal to the sum of `breakdown.lines` to the cent', 1491.84),
    }).openapi({ description: 'Totals in USD, each the sum of its lines.' }),
    breakdown: z.object({
      mfnRate: rate('MFN rate of the line as a fraction (column 2 rate for US column 2 origins); null when specific or compound (see `tariff.mfnText`).', 0.12),
      ftaRate: rate('Best preferential rate open to the origin, whether or not lower than MFN; null when none.', null),
      vatRate: rate('Import VAT/GST rate applied; null when it could not be determined.', 0.2),
      agreement: z.string().nullable().openapi({ description: 'Agreement whose preferential rate was used (proof of origin assumed, see `assumptions`); null when MFN was used.', example: null }),
      lines: z.array(LandedCostLineSchema).openapi({ description: 'Every component in order: goods, transport, duties, fees, taxes.' }),
    }).openapi({ description: 'Rates and the line-by-line computation.' }),
    tariff: z.object({
      hs: z.string().openapi({ description: 'HS 2022 subheading used.', example: '610910' }),
      nationalLine: z.string().nullable().openapi({ description: 'National tariff line used, when there is one.', example: null }),
      mfn: rate('MFN rate of the HS6 entry (the highest line rate when lines differ); null when not ad valorem.', 0.12),
      mfnText: z.string().nullable().openapi({ description: 'MFN rate as printed by the source.', example: '12%' }),
      coverage: z.enum(['available', 'partial', 'rule', 'no_data']).openapi({ description: 'How much of the destination tariff the dataset holds for this code.', example: 'available' }),
      sourceUrl: z.string().openapi({ description: 'Official publisher of the tariff.', example: 'https://www.trade-tariff.service.gov.uk/' }),
      verifiedAt: z.string().openapi({ description: 'Edition date of the source (ISO 8601 UTC).', example: '2021-01-01T00:00:00Z' }),
      edition: z.string().openapi({ description: 'Edition of the source.', example: 'UK Global Tariff 2021-01-01' }),
    }).openapi({ description: 'The tariff data used and where it comes from.' }),
    valuation: z.object({
      basis: z.enum(['FOB', 'CIF']).openapi({ description: 'Customs value basis of the destination.', example: 'CIF' }),
      incoterm: z.enum(INCOTERMS).openapi({ description: 'Incoterm the price was read under.', example: 'FOB' }),
      legalSource: z.string().openapi({ description: 'Legal basis of the valuation.', example: 'HMRC Notice 252' }),
    }).openapi({ description: 'How the customs value was derived from the price.' }),
    deMinimis: z.object({
      applied: z.boolean().openapi({ description: 'True when a low-value relief waived some lines (their formulas say so).', example: false }),
      threshold: z.string().nullable().openapi({ description: 'The destination’s threshold; null where there is none.', example: 'GBP 135 (duty)' }),
      note: z.string().openapi({ description: 'What the relief is and its dates.', example: 'Customs duty relief up to GBP 135 per consignment.' }),
    }).openapi({ description: 'Low-value relief of the destination and whether it applied.' }),
    fx: z
      .object({
        rates: z.array(FxRateSchema).openapi({ description: 'Each rate the computation used, with its date and source.' }),
      })
      .nullable()
      .openapi({ description: 'Exchange rates used for local-currency thresholds, specific duties and local rounding; null when none was needed or none was given (then `warnings` say what was not checked).', example: null }),
    quoteDate: z.string().openapi({ description: 'Date whose measures were applied.', example: '2026-11-21' }),
    assumptions: z.array(z.string()).openapi({ description: 'What was assumed for missing inputs (incoterm, insurance, proof of origin, transport mode …).', example: ['incoterm not given: FOB assumed (the declared value excludes freight and insurance).'] }),
    warnings: z.array(z.string()).openapi({ description: 'What may make the figure wrong: rates that vary by line, measures not computed, thresholds not checked.', example: [] }),
  })
  .openapi('LandedCostResponse');

export const TariffUnavailableErrorSchema = z
  .object({
    error: z.literal('tariff_unavailable').openapi({ example: 'tariff_unavailable' }),
    message: z.string().openapi({ description: 'What is missing, for a human.', example: "No IN import duty rate for 610910 in the dataset: coverage is 'no_data'. No rate is assumed." }),
    coverage: z.enum(['available', 'partial', 'rule', 'no_data']).openapi({ description: 'Coverage status of the destination for this code.', example: 'no_data' }),
    destination: z.string().openapi({ example: 'IN' }),
    hs: z.string().openapi({ description: 'HS 2022 subheading asked for.', example: '610910' }),
    edition: z.string().optional().openapi({ description: 'Edition of the destination data, when any is loaded.', example: '' }),
    sourceUrl: z.string().optional().openapi({ description: 'Publisher of the destination tariff.', example: '' }),
    requestId: z.string().openapi({ description: 'Id of this request, also sent as the `x-request-id` header.', example: 'req_5Hq8PzRk2vWnT3aYb' }),
  })
  .openapi('TariffUnavailableError');
