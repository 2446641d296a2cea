import type { GlossaryLanguage } from '../types.js';
import type { FunctionWords } from './types.js';

/** Function words per language, space separated. Content vocabulary lives in ./concepts. */
export const FUNCTION_WORDS: Record<GlossaryLanguage | 'en', FunctionWords> = {
  en: {
    drop: 'a an the new hot sale set of 1 pc this these is are',
    conn: 'of',
    preps: { 'made of': 'made of', 'made from': 'made of', 'ideal for': 'ideal for', 'perfect for': 'ideal for', 'suitable for': 'ideal for', 'available in': 'available in', 'up to': 'up to', for: 'for', with: 'with', without: 'without', and: 'and', in: 'in', on: 'on', to: 'to', from: 'from', by: 'by', '&': 'and' },
  },
  es: {
    drop: 'el la los las un una unos unas nuevo nueva al esta este estos estas es está son están ser muy',
    conn: 'de del en',
    preps: { 'hecho de': 'made of', 'hecha de': 'made of', 'fabricado en': 'made of', 'fabricada en': 'made of', 'ideal para': 'ideal for', 'perfecto para': 'ideal for', 'perfecta para': 'ideal for', 'disponible en': 'available in', 'hasta': 'up to', para: 'for', con: 'with', sin: 'without', y: 'and', e: 'and', a: 'to', por: 'by', desde: 'from' },
  },
  fr: {
    drop: "le la les l' un une des du au aux nouveau nouvelle ce cet cette ces est sont très",
    conn: "de d' en",
    preps: { 'fabriqué en': 'made of', 'fabriquée en': 'made of', 'fait en': 'made of', 'idéal pour': 'ideal for', 'idéale pour': 'ideal for', 'parfait pour': 'ideal for', 'disponible en': 'available in', "jusqu'à": 'up to', pour: 'for', avec: 'with', sans: 'without', et: 'and', 'à': 'to', par: 'by', sur: 'on', dans: 'in' },
  },
  de: {
    drop: 'der die das den dem des ein eine einer eines einem einen neu neue neuer dieser diese dieses ist sind sehr',
    conn: 'aus von vom',
    preps: { 'gefertigt aus': 'made of', 'hergestellt aus': 'made of', 'ideal für': 'ideal for', 'perfekt für': 'ideal for', 'erhältlich in': 'available in', 'bis zu': 'up to', 'für': 'for', fuer: 'for', mit: 'with', ohne: 'without', und: 'and', in: 'in', im: 'in', auf: 'on', zum: 'for', zur: 'for' },
  },
  it: {
    drop: "il lo la i gli le un uno una un' l' nuovo nuova questo questa questi queste è sono molto",
    conn: "di del della dello dei delle in d'",
    preps: { 'realizzato in': 'made of', 'realizzata in': 'made of', 'fatto di': 'made of', 'ideale per': 'ideal for', 'perfetto per': 'ideal for', 'disponibile in': 'available in', 'fino a': 'up to', per: 'for', con: 'with', senza: 'without', e: 'and', ed: 'and', a: 'to', su: 'on', da: 'for' },
  },
  pt: {
    drop: 'o a os as um uma uns umas novo nova este esta estes estas é são muito',
    conn: 'de do da dos das em',
    preps: { 'feito de': 'made of', 'feita de': 'made of', 'fabricado em': 'made of', 'ideal para': 'ideal for', 'perfeito para': 'ideal for', 'disponível em': 'available in', 'até': 'up to', para: 'for', com: 'with', sem: 'without', e: 'and', por: 'by', no: 'in', na: 'in' },
  },
  nl: {
    drop: 'de het een nieuw nieuwe deze dit is zijn zeer erg',
    conn: 'van uit',
    preps: { 'gemaakt van': 'made of', 'vervaardigd uit': 'made of', 'ideaal voor': 'ideal for', 'perfect voor': 'ideal for', 'verkrijgbaar in': 'available in', 'tot': 'up to', voor: 'for', met: 'with', zonder: 'without', en: 'and', in: 'in', op: 'on' },
  },
  ja: {
    drop: 'の は が を な 新品 新作 送料無料 製 性 式 入り 付き 対応 に で も この その これ です ます',
    conn: '',
    preps: { と: 'and', や: 'and', 及び: 'and' },
  },
  ko: {
    drop: '신상 신상품 무료배송 정품 포함 이 그 입니다 합니다',
    conn: '',
    preps: { 및: 'and', 와: 'and', 과: 'and' },
    suffixes: '의 은 는 이 가 을 를 에 제 형 용',
  },
  ru: {
    drop: 'новый новая новое новые этот эта это эти является очень',
    conn: 'из',
    preps: { 'изготовлен из': 'made of', 'изготовлена из': 'made of', 'сделан из': 'made of', 'идеально для': 'ideal for', 'подходит для': 'ideal for', 'до': 'up to', для: 'for', с: 'with', со: 'with', без: 'without', и: 'and', в: 'in', на: 'on', от: 'from' },
  },
  vi: {
    drop: 'cái chiếc bộ mới loại hàng này là rất được',
    conn: 'bằng của',
    preps: { 'làm từ': 'made of', 'làm bằng': 'made of', 'lý tưởng cho': 'ideal for', 'phù hợp cho': 'ideal for', 'lên đến': 'up to', cho: 'for', 'dành cho': 'for', với: 'with', có: 'with', không: 'without', và: 'and', trong: 'in' },
  },
  tr: {
    drop: 'bir yeni adet bu çok',
    conn: '',
    preps: { 'için ideal': 'ideal for', 'kadar': 'up to', için: 'for', ile: 'with', ve: 'and', 'ayrıca': 'and' },
    suffixes: 'lar ler lı li lu lü dan den tan ten dır dir',
  },
  pl: {
    drop: 'nowy nowa nowe ten ta to te jest są bardzo',
    conn: 'z ze',
    preps: { 'wykonany z': 'made of', 'wykonana z': 'made of', 'idealny do': 'ideal for', 'idealna do': 'ideal for', dla: 'for', bez: 'without', i: 'and', oraz: 'and', w: 'in', na: 'on', do: 'for' },
  },
  ar: {
    drop: 'جديد جديدة هذا هذه هو هي',
    conn: 'من',
    preps: { 'مصنوع من': 'made of', 'مصنوعة من': 'made of', 'حتى': 'up to', 'لل': 'for', مع: 'with', بدون: 'without', و: 'and', في: 'in', على: 'on' },
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
  'made of': '采用',
  'ideal for': '适合',
  'available in': '可选',
  'up to': '长达',
};

/** Chinese function words: dropped (的, marketing words) or kept as prepositions. */
export const ZH_FUNCTION_WORDS: FunctionWords = {
  drop: '的 款 新款 爆款 正品 包邮 特价 热卖 2024新款 2025新款 一件 个 件 只 套装款',
  conn: '',
  preps: { 适用于: 'for', 用于: 'for', 带: 'with', 附: 'with', 无: 'without', 和: 'and', 及: 'and', 与: 'and' },
};
