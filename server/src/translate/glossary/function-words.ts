import type { GlossaryLanguage } from '../types.js';
import type { FunctionWords } from './types.js';

/** Function words per language, space separated. Content vocabulary lives in ./concepts. */
export const FUNCTION_WORDS: Record<GlossaryLanguage | 'en', FunctionWords> = {
  en: {
    drop: 'a an the new hot sale set of 1 pc',
    conn: 'of',
    preps: { for: 'for', with: 'with', without: 'without', and: 'and', in: 'in', on: 'on', to: 'to', from: 'from', by: 'by', '&': 'and' },
  },
  es: {
    drop: 'el la los las un una unos unas nuevo nueva al',
    conn: 'de del en',
    preps: { para: 'for', con: 'with', sin: 'without', y: 'and', e: 'and', a: 'to', por: 'by', desde: 'from' },
  },
  fr: {
    drop: "le la les l' un une des du au aux nouveau nouvelle",
    conn: "de d' en",
    preps: { pour: 'for', avec: 'with', sans: 'without', et: 'and', 'à': 'to', par: 'by', sur: 'on', dans: 'in' },
  },
  de: {
    drop: 'der die das den dem des ein eine einer eines einem einen neu neue neuer',
    conn: 'aus von vom',
    preps: { 'für': 'for', fuer: 'for', mit: 'with', ohne: 'without', und: 'and', in: 'in', im: 'in', auf: 'on', zum: 'for', zur: 'for' },
  },
  it: {
    drop: "il lo la i gli le un uno una un' l' nuovo nuova",
    conn: "di del della dello dei delle in d'",
    preps: { per: 'for', con: 'with', senza: 'without', e: 'and', ed: 'and', a: 'to', su: 'on', da: 'for' },
  },
  pt: {
    drop: 'o a os as um uma uns umas novo nova',
    conn: 'de do da dos das em',
    preps: { para: 'for', com: 'with', sem: 'without', e: 'and', por: 'by', no: 'in', na: 'in' },
  },
  nl: {
    drop: 'de het een nieuw nieuwe',
    conn: 'van uit',
    preps: { voor: 'for', met: 'with', zonder: 'without', en: 'and', in: 'in', op: 'on' },
  },
  ja: {
    drop: 'の は が を な 新品 新作 送料無料 製 性 式 入り 付き 対応',
    conn: '',
    preps: { と: 'and', や: 'and', 及び: 'and' },
  },
  ko: {
    drop: '신상 신상품 무료배송 정품 포함',
    conn: '',
    preps: { 및: 'and', 와: 'and', 과: 'and' },
    suffixes: '의 은 는 이 가 을 를 에 제 형 용',
  },
  ru: {
    drop: 'новый новая новое новые',
    conn: 'из',
    preps: { для: 'for', с: 'with', со: 'with', без: 'without', и: 'and', в: 'in', на: 'on', от: 'from' },
  },
  vi: {
    drop: 'cái chiếc bộ mới loại hàng',
    conn: 'bằng của',
    preps: { cho: 'for', 'dành cho': 'for', với: 'with', có: 'with', không: 'without', và: 'and', trong: 'in' },
  },
  tr: {
    drop: 'bir yeni adet',
    conn: '',
    preps: { için: 'for', ile: 'with', ve: 'and', 'ayrıca': 'and' },
    suffixes: 'lar ler lı li lu lü dan den tan ten dır dir',
  },
  pl: {
    drop: 'nowy nowa nowe',
    conn: 'z ze',
    preps: { dla: 'for', bez: 'without', i: 'and', oraz: 'and', w: 'in', na: 'on', do: 'for' },
  },
  ar: {
    drop: 'جديد جديدة',
    conn: 'من',
    preps: { 'لل': 'for', مع: 'with', بدون: 'without', و: 'and', في: 'in', على: 'on' },
    prefixes: 'وال بال لل ال و ب ل ف',
  },
};

/** Chinese for the kept prepositions when rendering a Chinese text. */
export const PREP_ZH: Record<FunctionWords['preps'][string], string> = {
  for: '适用于',
  with: '带',
  without: '无',
  and: '和',
  in: '',
  on: '',
  to: '',
  from: '',
  by: '',
};

/** Chinese function words: dropped (的, marketing words) or kept as prepositions. */
export const ZH_FUNCTION_WORDS: FunctionWords = {
  drop: '的 款 新款 爆款 正品 包邮 特价 热卖 2024新款 2025新款 一件 个 件 只 套装款',
  conn: '',
  preps: { 适用于: 'for', 用于: 'for', 带: 'with', 附: 'with', 无: 'without', 和: 'and', 及: 'and', 与: 'and' },
};
