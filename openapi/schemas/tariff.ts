import { z } from '@hono/zod-openapi';
import { DestinationSchema, HsCodeSchema } from './common.js';

export const TariffParamsSchema = z.object({
  country: DestinationSchema.openapi({ param: { name: 'country', in: 'path' } }),
  hs: HsCodeSchema.openapi({ param: { name: 'hs', in: 'path' } }),
});

export const TariffQuerySchema = z.object({
  origin: z
    .string()
    .regex(/^[A-Za-z]{2}$/)
    .optional()
    .openapi({
      param: { name: 'origin', in: 'query' },
      description:
        'ISO 3166-1 alpha-2 origin country (`UK` and `EU` accepted); sets `tariff.fta` to the best preference open to goods of that origin. Without it `tariff.fta` is the lowest preference of any agreement.',
      example: 'VN',
    }),
});

const fraction = (description: string, example: number | null) => z.number().nullable().openapi({ description, example });

export const CoverageStatusSchema = z.enum(['available', 'partial', 'rule', 'no_data']).openapi({
  description:
    '`available`: the schedule has a rate for this code; `partial`: the source is partial, outdated or its HS 2017 code maps to several HS 2022 codes (see `flags`); `rule`: the rate comes from a rule in code (SG non-dutiable goods, CH industrial goods); `no_data`: no rate (never guessed).',
  example: 'available',
});

export const RateExprSchema = z
  .object({
    type: z.enum(['free', 'ad_valorem', 'specific', 'compound', 'max', 'min', 'conditional', 'variable']).openapi({
      description:
        'Kind of duty: `ad_valorem` {rate, on?}; `specific` {amount, currency, per, unit, on?}; `compound` {terms} (sum); `max`/`min` {of} (the higher/lower); `conditional` {cases: [{condition, expr}]} (by season, quota or sub-item); `variable` {component} (an amount the source names but does not state, e.g. the EU agricultural component).',
      example: 'compound',
    }),
  })
  .catchall(z.unknown())
  .openapi('RateExpr', {
    description: 'A rate text parsed into a typed expression. Ad valorem rates are fractions; specific amounts are in the schedule currency.',
    example: { type: 'compound', terms: [{ type: 'specific', amount: 0.044, currency: 'USD', per: 1, unit: 'kg' }, { type: 'ad_valorem', rate: 0.1 }] },
  });

export const RateViewSchema = z
  .object({
    rate: fraction('The rate as a fraction when it is purely ad valorem (free = 0); null for specific, compound or conditional duties (see `text` and `expr`).', 0.165),
    text: z.string().openapi({ description: 'The rate exactly as the official source prints it.', example: '16.5%' }),
    expr: RateExprSchema.nullable().openapi({ description: 'The parsed rate; null only if the parser could not read the text.' }),
  })
  .openapi('Rate');

export const PreferenceSchema = RateViewSchema.extend({
  agreement: z.string().openapi({ description: 'Trade agreement or programme.', example: 'USMCA' }),
  partners: z.array(z.string()).openapi({ description: 'ISO 3166-1 alpha-2 codes of the origins that may claim it (EU member states listed one by one; GB for the UK).', example: ['CA', 'MX'] }),
}).openapi('Preference');

export const NationalLineSchema = z
  .object({
    code: z.string().openapi({ description: 'National tariff line, digits (US HTS 10, JP 9, UK 8/10 in HS 2017, KR 10, CN/AU/MX 8).', example: '6109100012' }),
    title: z.string().openapi({ description: 'English title (for JP, CN, MX, BR the HS 2022 subheading title; see `localTitle`).', example: "Of cotton: Men's or boys': Thermal undershirts (352): Men's (338)" }),
    localTitle: z.string().nullable().openapi({ description: 'Title in the source language (Japanese, Korean, Chinese, Spanish, Portuguese), or null.', example: null }),
    mfn: RateViewSchema.nullable().openapi({ description: 'The line’s applied MFN rate; null without data.' }),
    preferential: z.array(PreferenceSchema).openapi({ description: 'Preferential rates of this line, one per agreement.' }),
    units: z.array(z.string()).openapi({ description: 'Units of quantity as the source prints them.', example: ['doz.', 'kg'] }),
    otherRates: z.record(z.string(), RateViewSchema).openapi({
      description: 'Other named rate columns: US `column2` and unilateral programmes `special:<code>`; JP `general`, `temporary`, `wto`, `gsp`; KR `basic`, `wto`; CN `mfn`, `general`, `provisional`; UK `eu_cet_2020`; BR `ipi` (the IPI excise, not a duty).',
      example: { column2: { rate: 0.9, text: '90%', expr: { type: 'ad_valorem', rate: 0.9 } } },
    }),
    notes: z.array(z.string()).openapi({ description: 'Source footnotes, e.g. US chapter 99 references.', example: ['See 9903.88.15.'] }),
  })
  .openapi('NationalLine');

export const TariffResponseSchema = z
  .object({
    hs: z.object({
      code: z.string().openapi({ description: 'HS 2022 subheading (6 digits).', example: '610910' }),
      title: z.string().openapi({ description: 'HS 2022 title.', example: 'T-shirts, singlets and other vests; of cotton, knitted or crocheted' }),
    }),
    country: z.object({
      code: z.string().openapi({ description: 'Destination code.', example: 'US' }),
      name: z.string().openapi({ description: 'Destination name.', example: 'United States' }),
    }),
    tariff: z.object({
      mfn: fraction(
        'Applied MFN duty as a fraction. When the national lines under the HS6 differ, this is the HIGHEST line rate and `mfnRange` gives the spread; the lines themselves are in `lines`. Null when there is no data or the duty is not ad valorem (see `mfnRate`).',
        0.165,
      ),
      mfnRange: z
        .object({
          min: z.number().openapi({ description: 'Lowest ad valorem MFN across the lines.', example: 0.074 }),
          max: z.number().openapi({ description: 'Highest ad valorem MFN across the lines.', example: 0.109 }),
        })
        .nullable()
        .openapi({ description: 'Present when the national lines have different ad valorem MFN rates; null otherwise.' }),
      mfnRate: RateViewSchema.nullable().openapi({ description: 'The MFN as printed and parsed (specific and compound duties are only here).' }),
      fta: fraction(
        'Best (lowest) ad valorem preferential rate: open to `origin` when given, else the lowest preference of any agreement. Null when no preference applies or is known.',
        0,
      ),
      ftaAgreements: z.array(z.string()).openapi({ description: 'Agreements that give the `fta` rate.', example: ['USMCA'] }),
      vat: fraction('Import VAT/GST rate as a fraction; null when it needs more input (EU member state) or is unknown.', 0),
      status: CoverageStatusSchema,
      sourceUrl: z.url().openapi({ description: 'Official publisher of this destination’s tariff.', example: 'https://hts.usitc.gov/' }),
      verifiedAt: z.iso.datetime().nullable().openapi({ description: 'Edition date of the source (ISO 8601 UTC); null when no schedule is loaded.', example: '2026-06-08T00:00:00.000Z' }),
      edition: z.string().openapi({ description: 'Edition of the source.', example: 'HTS 2026 Revision 10 (effective 2026-06-08)' }),
    }),
    origin: z.string().nullable().openapi({ description: 'The `origin` query parameter as used, or null.', example: 'MX' }),
    lines: z.array(NationalLineSchema).openapi({ description: 'National tariff lines under this HS6 (narrowed when a longer code is requested).' }),
    preferential: z.array(PreferenceSchema).openapi({ description: 'Preferences at HS6 level: per agreement the highest of its line rates (conservative, like `mfn`).' }),
    other_countries: z
      .array(
        z.object({
          country: z.string().openapi({ description: 'Destination code.', example: 'EU' }),
          name: z.string().openapi({ description: 'Destination name.', example: 'European Union' }),
          mfn: fraction('MFN of this HS6 in that destination (highest line rate); null without data or when not ad valorem.', 0.12),
          status: CoverageStatusSchema,
        }),
      )
      .openapi({ description: 'The 12 other destinations, each with its coverage status.' }),
    flags: z.array(z.string()).openapi({ description: 'Caveats on this entry, e.g. `hs2017_split`, `outdated_2018`, `anti_dumping_possible`, `mixed_rate_forms`.', example: [] }),
    notes: z.array(z.string()).openapi({ description: 'Notes for this answer, e.g. why there is no data.', example: [] }),
  })
  .openapi('TariffRecord');
