import { z } from '@hono/zod-openapi';

export const CountryCoverageSchema = z
  .object({
    country: z.string().openapi({ description: 'Destination code.', example: 'JP' }),
    name: z.string().openapi({ description: 'Destination name.', example: 'Japan' }),
    edition: z.string().openapi({ description: 'Edition of the source (or the rule in code, or "no schedule available").', example: 'Japan Customs applied tariff schedule (実行関税率表) 2026-07-09' }),
    sourceUrl: z.url().openapi({ description: 'Official publisher of the tariff (or of the rule).', example: 'https://www.customs.go.jp/english/tariff/' }),
    verifiedAt: z.iso.datetime().nullable().openapi({ description: 'Edition date (ISO 8601 UTC); null when no schedule is loaded.', example: '2026-07-09T00:00:00.000Z' }),
    nationalLines: z.number().int().openapi({ description: 'National tariff lines in the dataset.', example: 9653 }),
    hs6WithMfn: z.number().int().openapi({ description: 'HS 2022 subheadings (of `hs6Total`) with an MFN rate of any form.', example: 5610 }),
    hs6WithAdValoremMfn: z.number().int().openapi({ description: 'Subheadings whose MFN is ad valorem (served as a fraction in `tariff.mfn`).', example: 5560 }),
    specificOrCompoundRates: z.number().int().openapi({ description: 'MFN rates (per national line, or per HS6 without lines) that are specific, compound, alternative or conditional.', example: 688 }),
    statuses: z
      .object({
        available: z.number().int().openapi({ description: 'Subheadings with a rate from the schedule.', example: 5610 }),
        partial: z.number().int().openapi({ description: 'Subheadings with partial, outdated or HS 2017-split data.', example: 0 }),
        rule: z.number().int().openapi({ description: 'Subheadings whose rate comes from a rule in code.', example: 0 }),
        no_data: z.number().int().openapi({ description: 'Subheadings without a rate.', example: 3 }),
      })
      .openapi({ description: 'Subheadings per coverage status; they add up to `hs6Total`.' }),
    agreements: z
      .array(
        z.object({
          agreement: z.string().openapi({ description: 'Agreement or programme.', example: 'CPTPP' }),
          partners: z.array(z.string()).openapi({ description: 'Origins that may claim it (ISO alpha-2).', example: ['AU', 'CA', 'GB'] }),
          hs6: z.number().int().openapi({ description: 'Subheadings with a rate under it.', example: 5610 }),
        }),
      )
      .openapi({ description: 'Agreements with preferential rates in the dataset.' }),
    notes: z.array(z.string()).openapi({ description: 'Caveats of the source (partial chapters, rules, licences).', example: ['Applied MFN = temporary rate where present …'] }),
  })
  .openapi('CountryCoverage');

export const CoverageResponseSchema = z
  .object({
    hs6Total: z.number().int().openapi({ description: 'HS 2022 subheadings in the label space.', example: 5613 }),
    builtAt: z.iso.datetime().openapi({ description: 'When the compiled dataset was built.', example: '2026-11-21T15:06:00.000Z' }),
    countries: z.array(CountryCoverageSchema).openapi({ description: 'One entry per destination, all 13.' }),
  })
  .openapi('CoverageReport');
