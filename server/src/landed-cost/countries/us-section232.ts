import countries from 'i18n-iso-countries';
import type { AdditionalDuties } from '../../dataset/types.js';
import { ApiError } from '../../lib/errors.js';
import { Decimal, pct, usd } from '../money.js';
import type { LineDraft, RuleContext } from './rules.js';

/**
 * US Section 232 (Trade Expansion Act of 1962, 19 U.S.C. 1862) duties, from what the dataset holds:
 * - the chapter 99 headings of HTS 2026 Revision 10 with their rate text (`additionalDuties.chapter99`);
 * - the dated headline rates per programme, with deal-country rates (`additionalDuties.programs`, from the
 *   Budget Lab master_tariff_list.json with its Federal Register sources).
 * The product scope of each programme is set by the annexes in HTSUS chapter 99 U.S. notes 16, 33, 37, 38 and 39,
 * which are not in the dataset: a national line does not say which heading it falls under. So the importer (or
 * broker) declares the heading in `section232.heading`; only where the heading's own text names the goods by
 * HTS heading (9903.74.02: "vehicles classified in HTSUS heading 8702") is it applied without a declaration.
 */

/** Chapter 99 heading groups of Section 232, the U.S. note defining their scope, and the programmes in the dataset. */
const GROUPS: { prefix: string; note: string; programs: string[]; what: string }[] = [
  { prefix: '9903.82.', note: 'U.S. note 16', programs: ['steel', 'aluminum', 'copper'], what: 'steel, aluminum and copper articles and derivatives' },
  { prefix: '9903.85.', note: 'U.S. note 19', programs: ['aluminum'], what: 'aluminum articles and derivatives' },
  { prefix: '9903.94.', note: 'U.S. note 33', programs: ['autos', 'auto_parts'], what: 'passenger vehicles, light trucks and their parts' },
  { prefix: '9903.74.', note: 'U.S. note 38', programs: ['mhd_vehicles', 'mhd_parts', 'buses'], what: 'medium- and heavy-duty vehicles, their parts, and buses' },
  { prefix: '9903.76.', note: 'U.S. note 37', programs: ['softwood_lumber', 'wood_furniture', 'kitchen_cabinets'], what: 'timber, lumber and wood products' },
  { prefix: '9903.79.', note: 'U.S. note 39', programs: ['semiconductors'], what: 'semiconductor articles' },
];

/** Goods named by HTS heading in the heading's own text: applied without a declaration. */
const BY_HEADING_TEXT: { hs4: string; heading: string; program: string }[] = [{ hs4: '8702', heading: '9903.74.02', program: 'buses' }];

/** Chapters and headings where Section 232 may apply (landed-cost-rules.md §1.4 US), for the warning when nothing is declared. */
const LIKELY: { test: (hs6: string) => boolean; programs: string[]; what: string }[] = [
  { test: (h) => h.startsWith('72') || h.startsWith('73'), programs: ['steel'], what: 'steel and derivatives (on the steel content)' },
  { test: (h) => h.startsWith('76'), programs: ['aluminum'], what: 'aluminum and derivatives (on the aluminum content)' },
  { test: (h) => h.startsWith('74'), programs: ['copper'], what: 'copper' },
  { test: (h) => h.startsWith('8703') || h.startsWith('8704'), programs: ['autos'], what: 'passenger vehicles and light trucks' },
  { test: (h) => h.startsWith('8708'), programs: ['auto_parts'], what: 'automobile parts' },
];

export interface Section232Request {
  /** HTS chapter 99 heading the goods are entered under, e.g. '9903.82.02'. */
  heading: string;
  /** Value the duty applies to when it is not the whole value: the metal content (note 16) or the non-U.S. content. */
  contentValueUsd?: number;
}

type Program = AdditionalDuties['programs'][number];

/** 'Germany (Federal Republic of Germany)' → 'DE'; 'Denmark, except Greenland' → 'DK'. */
function iso2(name: string | undefined): string | null {
  if (!name) return null;
  return countries.getAlpha2Code(name, 'en') ?? countries.getAlpha2Code(name.replace(/\s*\(.*\)\s*$/, '').replace(/,.*$/, '').trim(), 'en') ?? null;
}

/** The headline rate of `program` in force on `day` for `origin`: the country's own rate when the dataset has one. */
export function programRate(p: Program, day: string, origin: string): { rate: number; date: string; source: string; country: boolean } | null {
  const inForce = (country: boolean) =>
    p.changes
      .filter((c) => c.date <= day && (country ? iso2(c.country) === origin : !c.country))
      .sort((a, b) => a.date.localeCompare(b.date))
      .pop();
  const own = inForce(true);
  const general = inForce(false);
  if (own && (!general || own.date >= general.date)) return { rate: own.rate, date: own.date, source: own.source, country: true };
  return general ? { rate: general.rate, date: general.date, source: general.source, country: false } : null;
}

/** First date of a programme in the dataset's series. */
const programStart = (p: Program) => p.changes.map((c) => c.date).sort()[0] ?? null;

function headlines(add: AdditionalDuties, names: string[], day: string, origin: string): string {
  return names
    .map((n) => {
      const p = add.programs.find((x) => x.authority === 's232' && x.name === n);
      const r = p ? programRate(p, day, origin) : null;
      // Deal-country rates are totals that include the line duty (their headings print a bare rate, e.g. 9903.94.41 "15%").
      return r ? `${n.replace(/_/g, ' ')} ${pct(r.rate)}${r.country ? ` in all, line duty included (${origin} rate)` : ''} since ${r.date}` : `${n.replace(/_/g, ' ')}: not in force on ${day}`;
    })
    .join('; ');
}

/** Normalises '99038202' or '9903.82.02' to '9903.82.02'; null when it is not a chapter 99 heading. */
export function normalizeHeading(raw: string): string | null {
  const d = raw.replace(/[\s.]/g, '');
  return /^9903\d{4}$/.test(d) ? `${d.slice(0, 4)}.${d.slice(4, 6)}.${d.slice(6, 8)}` : null;
}

/**
 * The Section 232 line for the shipment, or none. `dutiable` is the value in whole dollars; `baseDuty` the line duty.
 * Returns whether Section 232 applies, because Section 232 goods are exempt from the Section 122 surcharge (9903.03.06).
 */
export function section232(ctx: RuleContext, add: AdditionalDuties, dutiable: Decimal): { lines: LineDraft[]; applies: boolean } {
  const declared = ctx.input.section232;
  const hs6 = ctx.tariff.hs6;
  let heading: string | null = null;
  let automatic: (typeof BY_HEADING_TEXT)[number] | undefined;
  if (declared) {
    heading = normalizeHeading(declared.heading);
    const group = heading ? GROUPS.find((g) => heading!.startsWith(g.prefix)) : undefined;
    if (!heading || !group || !add.chapter99[heading]) {
      throw new ApiError('invalid_request', `body.section232.heading: '${declared.heading}' is not a Section 232 heading of ${ctx.tariff.country.edition} (${GROUPS.map((g) => `${g.prefix}xx`).join(', ')}).`, {
        details: [{ path: 'body.section232.heading', message: 'not a Section 232 chapter 99 heading in the dataset' }],
      });
    }
  } else {
    automatic = BY_HEADING_TEXT.find((b) => hs6.startsWith(b.hs4) && add.chapter99[b.heading]);
    if (!automatic) {
      const likely = LIKELY.find((l) => l.test(hs6));
      if (likely) {
        ctx.warn(
          `Section 232 duties on ${likely.what} may apply to this line (${headlines(add, likely.programs, ctx.day, ctx.origin)}). They are not computed: the dataset does not map ` +
            'tariff lines to the Section 232 annexes (HTSUS chapter 99 U.S. notes 16, 33). Give the chapter 99 heading the goods are entered under in section232.heading.',
        );
      }
      return { lines: [], applies: false };
    }
    heading = automatic.heading;
  }

  const group = GROUPS.find((g) => heading!.startsWith(g.prefix))!;
  const ch99 = add.chapter99[heading];
  const programs = automatic ? [automatic.program] : group.programs;
  const starts = programs.map((n) => add.programs.find((p) => p.authority === 's232' && p.name === n)).filter((p): p is Program => Boolean(p)).map(programStart).filter((d): d is string => d !== null).sort();
  const start = starts[0] ?? null;
  // The programme series opens with the 2025-01-01 baseline ("basic" revision) for measures older than it (steel and
  // aluminum since 2018): that date is the start of the data, not of the measure.
  const seriesStart = add.revisions[0]?.effectiveDate ?? null;
  const startIsBaseline = start !== null && start === seriesStart;
  if (start === null || ctx.day < start) {
    ctx.warn(
      startIsBaseline
        ? `Section 232 (${group.what}, HTS ${heading}) rates before ${start}, where the dataset's series begins, are not in the dataset; not charged.`
        : `Section 232 (${group.what}, HTS ${heading}) was not in force on ${ctx.day} according to the dataset (${start ? `from ${start}` : 'no dated rate'}); not charged.`,
    );
    return { lines: [], applies: false };
  }
  const edition = ctx.tariff.country.verifiedAt.slice(0, 10);
  if (edition && ctx.day < edition) {
    ctx.warn(`The Section 232 rate of HTS ${heading} is that of the HTS edition of ${edition}; on ${ctx.day} the headline rates in the dataset were: ${headlines(add, programs, ctx.day, ctx.origin)}.`);
  }
  const source = `Trade Expansion Act of 1962 s.232 (19 U.S.C. 1862); HTSUS heading ${heading} ("${ch99.description.slice(0, 160)}${ch99.description.length > 160 ? '…' : ''}"), scope per chapter 99 ${group.note}`;
  const declaredBy = automatic ? `HTS ${heading} names heading ${automatic.hs4}` : `heading ${heading} declared in section232.heading`;
  if (automatic) ctx.warn(`Section 232 on ${group.what} applied from the text of HTS ${heading}; the exceptions in ${group.note} (e.g. content-based reductions) are not modelled.`);
  else {
    ctx.assume(`Section 232: the goods are entered under HTS ${heading} as declared (scope per ${group.note}, not checked against the line).`);
    // The programme data has deal rates by origin (totals including the line duty): say so when the declared heading is a general one.
    const deals = programs
      .map((n) => add.programs.find((p) => p.authority === 's232' && p.name === n))
      .map((p) => (p ? { name: p.name, r: programRate(p, ctx.day, ctx.origin) } : null))
      .filter((x): x is { name: string; r: NonNullable<ReturnType<typeof programRate>> } => x !== null && x.r !== null && x.r.country);
    if (deals.length > 0 && ch99.rate.expr?.type === 'compound') {
      ctx.warn(`The dataset has a Section 232 rate for goods of ${ctx.origin} (${deals.map((d) => `${d.name.replace(/_/g, ' ')} ${pct(d.r.rate)} in all since ${d.r.date}`).join('; ')}): a country-specific heading may apply instead of HTS ${heading}.`);
    }
  }

  // The value the duty applies to: a declared content value (metal content, non-U.S. content) or the whole value.
  let base = dutiable;
  let baseNote = 'the value';
  const expr = ch99.rate.expr;
  const onTerm = expr?.type === 'compound' ? expr.terms.find((t) => t.type === 'ad_valorem' && t.on !== undefined) : undefined;
  const on = onTerm?.type === 'ad_valorem' ? onTerm.on : undefined;
  if (declared?.contentValueUsd !== undefined) {
    const content = new Decimal(declared.contentValueUsd).toDecimalPlaces(0, Decimal.ROUND_HALF_UP);
    if (content.gt(dutiable)) {
      throw new ApiError('invalid_request', `body.section232.contentValueUsd: ${usd(content)} is more than the customs value ${usd(dutiable)}.`, { details: [{ path: 'body.section232.contentValueUsd', message: 'more than the customs value' }] });
    }
    base = content;
    baseNote = on ? on : 'the declared content value';
  } else if (on) {
    ctx.warn(`HTS ${heading} applies to ${on}; section232.contentValueUsd is not given, so the whole value is used (an upper bound).`);
  } else if (group.prefix === '9903.82.' || group.prefix === '9903.85.') {
    ctx.warn(`For derivative articles the Section 232 metal duty applies to the value of the steel, aluminum or copper content (${group.note}); section232.contentValueUsd is not given, so the whole value is used.`);
  }

  const line = (amount: Decimal, rate: number, formula: string): LineDraft => ({
    id: 'us_section_232',
    kind: 'additional_duty',
    label: `Section 232 (${group.what}), HTS ${heading}`,
    base,
    rate,
    rateText: ch99.rate.text,
    amount,
    formula: `${formula} (${declaredBy})`,
    legalSource: source,
    sourceUrl: 'https://hts.usitc.gov/',
    ...(startIsBaseline ? {} : { effectiveFrom: start }),
    complete: true,
  });

  if (expr?.type === 'compound') {
    const extra = expr.terms.filter((t) => !(t.type === 'variable' && t.component === 'base_duty'));
    if (extra.length === 1 && extra[0].type === 'ad_valorem') {
      const r = extra[0].rate;
      return { lines: [line(base.times(r), r, `${usd(base)} (${baseNote}) × ${pct(r)}, on top of the line duty`)], applies: true };
    }
  }
  if (expr?.type === 'ad_valorem') {
    // A rate printed instead of "the duty provided in the applicable subheading + x%" replaces the column 1 duty
    // (e.g. 9903.82.10, 9903.94.41 "15%", paired with a "No change" heading for lines whose column 1 rate is higher):
    // the Section 232 line is what it adds to the line duty.
    const r = expr.rate;
    const total = base.times(r);
    const extra = Decimal.max(total.minus(ctx.baseDuty), 0);
    return { lines: [line(extra, r, `${pct(r)} of ${usd(base)} = ${usd(total)} in all, less the line duty ${usd(ctx.baseDuty)}`)], applies: true };
  }
  if (expr?.type === 'variable' && expr.component === 'base_duty') {
    ctx.assume(`HTS ${heading} ("${ch99.rate.text}"): no Section 232 duty on top of the line duty.`);
    return { lines: [], applies: true };
  }
  ctx.warn(`The rate of HTS ${heading} ('${ch99.rate.text}') could not be read; Section 232 not included.`);
  return { lines: [], applies: true };
}
