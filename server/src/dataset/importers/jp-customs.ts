import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { NationalLine, Preference, Rate } from '../types.js';
import { ASEAN, EU_MEMBERS, countryShell, entryFromLines, groupByHs6, isoUtc } from './common.js';
import type { CountryImporter, ImportContext } from './types.js';

const DIR = 'tariffs/jp-customs-tariff';

/** One node of the per-chapter tree scraped from Japan Customs' 実行関税率表. */
interface JpNode {
  level: number;
  stat_code: string;
  hs_code: string;
  desc: string;
  rate: Record<string, string>;
  unit: Record<string, string>;
  children: JpNode[];
}

/**
 * EPA columns → agreement and the partners whose originating goods may claim Japan's rate
 * (Japan Customs, EPA 税率 columns; CPTPP parties in force for Japan incl. the UK from 2024-12-15).
 */
export const JP_AGREEMENTS: Record<string, { agreement: string; partners: string[] }> = {
  EPA_シンガポール: { agreement: 'Japan-Singapore EPA', partners: ['SG'] },
  EPA_メキシコ: { agreement: 'Japan-Mexico EPA', partners: ['MX'] },
  EPA_マレーシア: { agreement: 'Japan-Malaysia EPA', partners: ['MY'] },
  EPA_チリ: { agreement: 'Japan-Chile EPA', partners: ['CL'] },
  EPA_タイ: { agreement: 'Japan-Thailand EPA', partners: ['TH'] },
  EPA_インドネシア: { agreement: 'Japan-Indonesia EPA', partners: ['ID'] },
  EPA_ブルネイ: { agreement: 'Japan-Brunei EPA', partners: ['BN'] },
  EPA_アセアン: { agreement: 'AJCEP', partners: ASEAN },
  EPA_フィリピン: { agreement: 'Japan-Philippines EPA', partners: ['PH'] },
  EPA_スイス: { agreement: 'Japan-Switzerland EPA', partners: ['CH'] },
  EPA_ベトナム: { agreement: 'Japan-Viet Nam EPA', partners: ['VN'] },
  EPA_インド: { agreement: 'Japan-India CEPA', partners: ['IN'] },
  EPA_ペルー: { agreement: 'Japan-Peru EPA', partners: ['PE'] },
  EPA_豪州: { agreement: 'Japan-Australia EPA', partners: ['AU'] },
  EPA_モンゴル: { agreement: 'Japan-Mongolia EPA', partners: ['MN'] },
  EPA_CPTPP: { agreement: 'CPTPP', partners: ['AU', 'BN', 'CA', 'CL', 'GB', 'MX', 'MY', 'NZ', 'PE', 'SG', 'VN'] },
  EPA_欧州連合: { agreement: 'EU-Japan EPA', partners: EU_MEMBERS },
  EPA_英国: { agreement: 'UK-Japan CEPA', partners: ['GB'] },
  EPA_RCEP_アセアン豪州NZ: { agreement: 'RCEP (ASEAN, AU, NZ)', partners: [...ASEAN, 'AU', 'NZ'] },
  EPA_RCEP_中国: { agreement: 'RCEP (CN)', partners: ['CN'] },
  EPA_RCEP_韓国: { agreement: 'RCEP (KR)', partners: ['KR'] },
  EPA_日米貿易協定: { agreement: 'US-Japan Trade Agreement', partners: ['US'] },
};

/** Other named columns kept per line. */
const OTHER_COLUMNS: Record<string, string> = {
  基本: 'general',
  暫定: 'temporary',
  WTO協定: 'wto',
  特恵: 'gsp',
  特別特恵: 'gsp_ldc',
};

/** A rate printed in parentheses (after JP markers) is one that does not apply: 税関 prints "(10.9%)". */
export function isBracketed(text: string): boolean {
  return /^[\s●*※◎]*[(（]/.test(text);
}

/**
 * Japan's applied MFN: the temporary rate (暫定) where present, else the general rate (基本) unless it is bracketed;
 * the WTO rate (WTO協定) replaces either when it is printed without brackets (bracketed = not applied) and is lower
 * (Customs Tariff Act: the conventional rate applies where lower than the statutory one). Free is lower than
 * anything; two ad valorem rates compare by value. When the rates cannot be compared (specific or conditional),
 * the temporary rate stands, and against the general rate the unbracketed WTO rate wins, as the brackets say.
 */
export function appliedJpMfn(cols: { general?: Rate; temporary?: Rate; wto?: Rate }): Rate | null {
  const base = cols.temporary ?? (cols.general && !isBracketed(cols.general.text) ? cols.general : undefined);
  const wto = cols.wto && !isBracketed(cols.wto.text) ? cols.wto : undefined;
  if (base && wto) {
    if (base.adValorem !== null && wto.adValorem !== null) return wto.adValorem < base.adValorem ? wto : base;
    if (base.adValorem === 0) return base;
    if (wto.adValorem === 0) return wto;
    return base === cols.temporary ? base : wto;
  }
  return base ?? wto ?? cols.general ?? null;
}

export const jpCustomsImporter: CountryImporter = {
  id: DIR,
  country: 'JP',
  requires: [`${DIR}/index.json`],
  import(ctx: ImportContext) {
    const dir = path.join(ctx.dataDir, DIR);
    const index = JSON.parse(readFileSync(path.join(dir, 'index.json'), 'utf8')) as { version: string };
    const date = index.version.replace(/_/g, '-');
    const lines: NationalLine[] = [];
    const rate = (text: string) => ctx.rate(text.trim(), { currency: 'JPY' });

    const walk = (node: JpNode, inherited: Record<string, string>, localPath: string[]) => {
      const cols = { ...inherited };
      for (const [k, v] of Object.entries(node.rate ?? {})) if (v && v.trim()) cols[k] = v;
      const desc = node.desc.trim();
      const here = node.level >= 1 && desc ? [...localPath, desc] : localPath;
      if (node.children?.length) {
        for (const child of node.children) walk(child, cols, here);
        return;
      }
      const hs6 = node.stat_code.replace(/\./g, '');
      if (!/^\d{6}$/.test(hs6) || Object.keys(cols).length === 0) return;
      lines.push(toLine(ctx, hs6, node, cols, here, rate));
    };
    const files = readdirSync(dir).filter((f) => /^j_\d+_tariff_data\.json$/.test(f)).sort();
    for (const f of files) {
      for (const node of JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as JpNode[]) walk(node, {}, []);
    }

    const country = countryShell('JP', {
      sourceUrl: 'https://www.customs.go.jp/english/tariff/',
      verifiedAt: isoUtc(date),
      edition: `Japan Customs applied tariff schedule (実行関税率表) ${date}`,
      defaultStatus: 'no_data',
      notes: [
        'Applied MFN = temporary rate where present, else the general rate; the WTO rate replaces either when printed without brackets and lower (free < any rate; ad valorem by value; otherwise the temporary rate stands).',
        'English titles are the HS 2022 subheading titles; the Japanese descriptions are kept as localTitle.',
        'GSP (特恵) and LDC (特別特恵) rates are kept per line in otherRates.',
      ],
    });
    for (const [hs6, group] of groupByHs6(lines)) {
      if (!ctx.hs6.has(hs6)) {
        country.notes.push(`JP lines under ${hs6} have no HS 2022 subheading: ${group.map((l) => l.code).join(', ')}`);
        continue;
      }
      country.hs6[hs6] = entryFromLines(hs6, group);
    }
    return country;
  },
};

function toLine(
  ctx: ImportContext,
  hs6: string,
  node: JpNode,
  cols: Record<string, string>,
  localPath: string[],
  rate: (t: string) => Rate,
): NationalLine {
  const otherRates: Record<string, Rate> = {};
  for (const [col, key] of Object.entries(OTHER_COLUMNS)) if (cols[col]) otherRates[key] = rate(cols[col]);
  const preferential: Preference[] = [];
  for (const [col, a] of Object.entries(JP_AGREEMENTS)) {
    if (cols[col]) preferential.push({ agreement: a.agreement, partners: a.partners, rate: rate(cols[col]) });
  }
  const units = Object.values(node.unit ?? {})
    .map((u) => u.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  return {
    code: hs6 + (node.hs_code || '000'),
    title: ctx.hs.nodes[hs6]?.title ?? '',
    localTitle: localPath.join(' / '),
    mfn: appliedJpMfn({ general: otherRates.general, temporary: otherRates.temporary, wto: otherRates.wto }),
    preferential,
    units,
    otherRates,
  };
}
