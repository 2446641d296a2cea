import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { NationalLine, Preference, Rate } from '../types.js';
import { ASEAN, EU_MEMBERS, countryShell, entryFromLines, groupByHs6, isoUtc } from './common.js';
import type { CountryImporter, ImportContext } from './types.js';

const DIR = 'tariffs/kr-kcs-tariff';
const FILE = 'hs.json';

/** Rate columns of the KCS file (see the folder's SOURCE.txt) that are agreements, with their partners. */
export const KR_AGREEMENTS: Record<string, { agreement: string; partners: string[] }> = {
  E1: { agreement: 'APTA', partners: ['BD', 'CN', 'IN', 'LA', 'LK', 'MN'] },
  FCN1: { agreement: 'Korea-China FTA', partners: ['CN'] },
  FRCCN1: { agreement: 'RCEP (CN)', partners: ['CN'] },
  FUS1: { agreement: 'KORUS', partners: ['US'] },
  FEU1: { agreement: 'Korea-EU FTA', partners: EU_MEMBERS },
  FGB1: { agreement: 'Korea-UK FTA', partners: ['GB'] },
  FRCJP1: { agreement: 'RCEP (JP)', partners: ['JP'] },
  FVN1: { agreement: 'Korea-Viet Nam FTA', partners: ['VN'] },
  FAS1: { agreement: 'Korea-ASEAN FTA', partners: ASEAN },
  FRCAS1: { agreement: 'RCEP (ASEAN)', partners: ASEAN },
  FAU1: { agreement: 'Korea-Australia FTA', partners: ['AU'] },
  FRCAU1: { agreement: 'RCEP (AU)', partners: ['AU'] },
  FNZ1: { agreement: 'Korea-New Zealand FTA', partners: ['NZ'] },
  FRCNZ1: { agreement: 'RCEP (NZ)', partners: ['NZ'] },
  FCA1: { agreement: 'Korea-Canada FTA', partners: ['CA'] },
  FIN1: { agreement: 'Korea-India CEPA', partners: ['IN'] },
  FID1: { agreement: 'Korea-Indonesia CEPA', partners: ['ID'] },
  FSG1: { agreement: 'Korea-Singapore FTA', partners: ['SG'] },
  FPH1: { agreement: 'Korea-Philippines FTA', partners: ['PH'] },
  FKH1: { agreement: 'Korea-Cambodia FTA', partners: ['KH'] },
  FTR1: { agreement: 'Korea-Turkey FTA', partners: ['TR'] },
  FCL1: { agreement: 'Korea-Chile FTA', partners: ['CL'] },
  FPE1: { agreement: 'Korea-Peru FTA', partners: ['PE'] },
  FCO1: { agreement: 'Korea-Colombia FTA', partners: ['CO'] },
  FIL1: { agreement: 'Korea-Israel FTA', partners: ['IL'] },
  FEF1: { agreement: 'Korea-EFTA FTA', partners: ['CH', 'IS', 'LI', 'NO'] },
};

interface KcsFile {
  source: string;
  cols: string[];
  codes: { c: string; n: string; e: string; r: (number | null)[]; p?: string }[];
}

/**
 * Korea Customs Service tariff by HSK 10-digit line (rates in percent; null = no such rate).
 * Applied MFN = the WTO concession rate (C) where it is lower than the basic rate (A), else A
 * (Customs Act art. 50 order of application; adjustment and quota tariffs are not in this file).
 */
export const krKcsImporter: CountryImporter = {
  id: DIR,
  country: 'KR',
  requires: [`${DIR}/${FILE}`],
  import(ctx: ImportContext) {
    const file = JSON.parse(readFileSync(path.join(ctx.dataDir, DIR, FILE), 'utf8')) as KcsFile;
    const date = /관세율표\s*(\d{4}-\d{2}-\d{2})/.exec(file.source)?.[1];
    if (!date) throw new Error('KCS edition date not found in the file header');
    const col = (name: string) => file.cols.indexOf(name);
    const [iA, iC] = [col('A'), col('C')];
    const rate = (n: number) => ctx.rate(String(n), { bareNumberIsPercent: true });
    const lines: NationalLine[] = file.codes.map((row) => {
      const basic = row.r[iA] != null ? rate(row.r[iA]!) : null;
      const wto = row.r[iC] != null ? rate(row.r[iC]!) : null;
      const mfn = basic && wto ? (wto.adValorem! < basic.adValorem! ? wto : basic) : (basic ?? wto);
      const preferential: Preference[] = [];
      for (const [column, a] of Object.entries(KR_AGREEMENTS)) {
        const v = row.r[col(column)];
        if (v != null) preferential.push({ agreement: a.agreement, partners: a.partners, rate: rate(v) });
      }
      const otherRates: Record<string, Rate> = {};
      if (basic) otherRates.basic = basic;
      if (wto) otherRates.wto = wto;
      return {
        code: row.c,
        title: row.e || ctx.hs.nodes[row.c.slice(0, 6)]?.title || '',
        localTitle: row.p ? `${row.p} / ${row.n}` : row.n,
        mfn,
        preferential,
        units: [],
        otherRates,
      };
    });
    const country = countryShell('KR', {
      sourceUrl: 'https://unipass.customs.go.kr/',
      verifiedAt: isoUtc(date),
      edition: `Korea Customs Service tariff rates by HSK code ${date} (data.go.kr 15051179)`,
      defaultStatus: 'no_data',
      notes: [
        'Applied MFN = the WTO concession rate where lower than the basic rate. Adjustment (L) and quota (P) tariffs are not in the source.',
        'Attribution: Korea Customs Service (관세청).',
      ],
    });
    for (const [hs6, group] of groupByHs6(lines)) {
      if (!ctx.hs6.has(hs6)) {
        country.notes.push(`KR lines under ${hs6} have no HS 2022 subheading: ${group.map((l) => l.code).join(', ')}`);
        continue;
      }
      country.hs6[hs6] = entryFromLines(hs6, group);
    }
    return country;
  },
};
