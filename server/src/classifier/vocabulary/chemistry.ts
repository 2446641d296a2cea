import type { VocabEntry } from './types.js';

/**
 * Chemical names carry their own classification: chapter 29 is ordered by functional group (HS chapter 29
 * note 3: a compound with several groups goes to the heading that comes last in numerical order), and
 * chapter 28 by anion. These word-part rules read the group from the name, e.g. "methoxyphenol" → ether
 * (2909), "2-methyl-2-butene" → acyclic hydrocarbon (2901), "piroxicam" (-icam, an N-heterocycle) → 2933.
 */
interface ChemRule {
  code: string;
  /** Tested against each lemma of the query. */
  pattern: RegExp;
  label: string;
  weight: number;
}

const RULES: ChemRule[] = [
  // Chapter 28: inorganic, by anion or element compound (only when no carbon-chain word is present, see below).
  { code: '2825', pattern: /^hydrazine$|^hydroxylamine$/, label: 'hydrazine or hydroxylamine (inorganic salts)', weight: 0.8 },
  { code: '2833', pattern: /^(sulfate|sulphate|persulfate|alum)$/, label: 'sulphates', weight: 0.7 },
  { code: '2827', pattern: /^(chloride|bromide|iodide|oxychloride)$/, label: 'chlorides, bromides, iodides', weight: 0.6 },
  { code: '2834', pattern: /^(nitrate|nitrite)$/, label: 'nitrites and nitrates', weight: 0.7 },
  { code: '2835', pattern: /^(phosphate|phosphinate|phosphonate|polyphosphate)$/, label: 'phosphates', weight: 0.6 },
  { code: '2836', pattern: /^carbonate$/, label: 'carbonates', weight: 0.7 },
  { code: '2841', pattern: /^(manganate|permanganate|chromate|dichromate|molybdate|tungstate)$/, label: 'salts of oxometallic acids', weight: 0.7 },
  // Chapter 29, in the order of the headings (the later heading wins when several groups appear).
  { code: '2901', pattern: /^(\d*)(meth|eth|prop|but|pent|hex|hept|oct|non|dec)(yl)?[a-z]*(ene|yne|ane|adiene)$/, label: 'acyclic hydrocarbon', weight: 0.55 },
  { code: '2902', pattern: /(benzene|toluene|xylene|styrene|naphthalene|anthracene|fluorene|cyclohex|cumene|biphenyl|phenanthrene)/, label: 'cyclic hydrocarbon', weight: 0.7 },
  { code: '2903', pattern: /^(chloro|fluoro|bromo|iodo|dichloro|trichloro|tetrafluoro)[a-z]*(ane|ene|methane|ethane|ethylene)$/, label: 'halogenated hydrocarbon', weight: 0.7 },
  { code: '2905', pattern: /^[a-z]*(anol|glycol|glycerol|sorbitol|mannitol|xylitol)$/, label: 'acyclic alcohol', weight: 0.6 },
  { code: '2907', pattern: /(phenol|cresol|naphthol|resorcinol|hydroquinone|bisphenol)$/, label: 'phenol', weight: 0.65 },
  { code: '2909', pattern: /(methoxy|ethoxy|phenoxy|ether$|oxirane)/, label: 'ether (or ether-phenol, ether-alcohol)', weight: 0.7 },
  { code: '2912', pattern: /(aldehyde|anal$|benzaldehyde)/, label: 'aldehyde', weight: 0.6 },
  { code: '2914', pattern: /(ketone|quinone|anone$|acetophenone)/, label: 'ketone or quinone', weight: 0.6 },
  { code: '2915', pattern: /^(acetic|formic|propionic|butyric|stearic|palmitic|acetate|formate|propionate|stearate|palmitate)$/, label: 'saturated acyclic monocarboxylic acid', weight: 0.7 },
  { code: '2916', pattern: /^(acrylic|methacrylic|oleic|linoleic|benzoic|acrylate|methacrylate|benzoate|oleate)$/, label: 'unsaturated or cyclic monocarboxylic acid', weight: 0.6 },
  { code: '2917', pattern: /^(maleic|fumaric|phthalic|terephthalic|adipic|succinic|oxalic|sebacic|anhydride|phthalate|maleate|adipate|oxalate|succinate)$/, label: 'polycarboxylic acid or anhydride', weight: 0.7 },
  { code: '2918', pattern: /^(citric|lactic|tartaric|salicylic|gluconic|malic|citrate|lactate|tartrate|salicylate|gluconate|hydroxybenzoic)$/, label: 'carboxylic acid with additional oxygen function', weight: 0.7 },
  { code: '2921', pattern: /(amine$|aniline|diamine|toluidine|ethylenediamine)/, label: 'amine-function compound', weight: 0.65 },
  { code: '2922', pattern: /^(amino[a-z]*|ethanolamine|lysine|glutamate|glycine|alanine|tyrosine|aminophenol)$/, label: 'oxygen-function amino compound', weight: 0.65 },
  { code: '2924', pattern: /(amide$|anilide|carbamate|ureide|acetamide)/, label: 'carboxyamide-function compound', weight: 0.65 },
  { code: '2926', pattern: /(nitrile$|cyano|acrylonitrile)/, label: 'nitrile-function compound', weight: 0.7 },
  // 2927: diazo-, azo- or azoxy-compounds (azodicarbonamide, azobisisobutyronitrile); not azoles (2933).
  { code: '2927', pattern: /^(azo|diazo|azoxy)(?!le)[a-z]{3,}/, label: 'diazo-, azo- or azoxy-compound', weight: 0.75 },
  { code: '2928', pattern: /(hydrazide|hydrazone|hydrazino)/, label: 'organic derivative of hydrazine', weight: 0.7 },
  { code: '2930', pattern: /(thio|sulfone|sulphone|sulfide|sulphide|mercapto|sulfonyl|dapsone)/, label: 'organo-sulphur compound', weight: 0.65 },
  { code: '2931', pattern: /(silane|siloxane|phosphon|organotin|stannane)/, label: 'other organo-inorganic compound', weight: 0.65 },
  { code: '2932', pattern: /(furan|pyran|lactone|dioxane|dioxol|coumarin|chroman)/, label: 'heterocyclic compound with oxygen hetero-atoms', weight: 0.7 },
  {
    code: '2933',
    pattern: /(pyridin|pyrimidin|piperazin|piperidin|pyrazol|imidazol|triazin|triazol|pteridin|quinolin|indol|azepin|purin|pyrrol|carbazol|morpholin|acridin|icam$|prazole$|dipine$|azepam$|floxacin$|tidine$|setron$|sartan$|triptan$|azole$|conazole$)/,
    label: 'heterocyclic compound with nitrogen hetero-atoms only',
    weight: 0.7,
  },
  { code: '2934', pattern: /(thiazol|thiophen|phenothiazin|oxazol|nucleic|benzothiazol|laner$|oxazin)/, label: 'other heterocyclic compound', weight: 0.7 },
  { code: '2935', pattern: /(sulfonamide|sulphonamide|sulfa[a-z]+zine)/, label: 'sulphonamide', weight: 0.8 },
  { code: '2936', pattern: /^(vitamin|provitamin|tocopherol|retinol|ascorbic|riboflavin|thiamine|cobalamin)$/, label: 'vitamin', weight: 0.8 },
  { code: '2937', pattern: /(steroid|estradiol|testosterone|cortisone|prednisolone|insulin|hormone)/, label: 'hormone', weight: 0.7 },
  { code: '2939', pattern: /(caffeine|nicotine|morphine|codeine|ephedrine|quinine|alkaloid|theobromine)/, label: 'alkaloid', weight: 0.8 },
  { code: '2941', pattern: /(mycin$|cillin$|cycline$|cef[a-z]+|antibiotic)/, label: 'antibiotic', weight: 0.75 },
];

/** Chemical names used as material words in product titles ("nitrile gloves", "acrylic paint"). */
const MATERIAL_WORDS = new Set(['nitrile', 'acetate', 'acrylic', 'polyester', 'silicone', 'vinyl', 'epoxy', 'urethane', 'polyurethane', 'methacrylate', 'polyamide', 'acrylate', 'melamine', 'bisphenol', 'phthalate', 'styrene', 'toluene', 'benzene', 'caffeine', 'vitamin', 'hormone', 'antibiotic', 'steroid']);

/** A name looks chemical when it has a CAS number or a locant ("2-methyl", "4,4'-") or a group word. */
export function looksChemical(text: string): boolean {
  return /\bCAS\b|\b\d{2,7}-\d{2}-\d\b|\b\d(,\d)*'?-[a-z]/i.test(text);
}

const entryCache = new Map<string, VocabEntry>();
function entryFor(rule: ChemRule): VocabEntry {
  let e = entryCache.get(rule.code);
  if (!e) {
    e = { code: rule.code, terms: [], weight: rule.weight, when: [], unless: [], kind: 'material' };
    entryCache.set(rule.code, e);
  }
  return e;
}

/** Functional-group matches for the lemmas of a chemical name; the highest heading number wins ties (note 3). */
export function chemicalMatches(text: string, tokens: string[]): Array<{ entry: VocabEntry; phrase: string; strength: number }> {
  const chemical = looksChemical(text);
  const out: Array<{ entry: VocabEntry; phrase: string; strength: number }> = [];
  // Word parts of the name: split compound tokens on digits as well ("4methoxyphenol").
  const parts = tokens.flatMap((t) => t.split(/\d+/)).filter((t) => t.length >= 4);
  for (const rule of RULES) {
    // Outside a chemical-looking description only long systematic names count, never material words.
    const hit = parts.find((p) => rule.pattern.test(p) && (chemical || (p.length >= 8 && !MATERIAL_WORDS.has(p))));
    if (!hit) continue;
    // Chapter 28 words and short hydrocarbon patterns need a chemical-looking description to count.
    if (!chemical && (rule.code.startsWith('28') || rule.code === '2901')) continue;
    // Later headings (note 3) get a small edge so the last group named in the tariff order wins.
    const order = rule.code.startsWith('29') ? (Number(rule.code) - 2900) / 400 : 0;
    out.push({ entry: entryFor(rule), phrase: `${hit} (${rule.label})`, strength: (chemical ? rule.weight : rule.weight * 0.6) + order });
  }
  // Organic names mentioning an inorganic anion ("hydrochloride") stay in chapter 29.
  if (out.some((m) => m.entry.code.startsWith('29'))) return out.filter((m) => !m.entry.code.startsWith('28') || m.entry.code === '2825');
  return out;
}
