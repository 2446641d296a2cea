import type { VocabEntry } from './types.js';
import { tokenize } from '../text/tokenize.js';

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
  { code: '2828', pattern: /^(hypochlorite|chlorite|hypobromite)$/, label: 'hypochlorites, chlorites, hypobromites', weight: 0.75 },
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
  // 2906: cyclic alcohols (cyclanic, cyclenic, cycloterpenic, aromatic); "cyclohexanol" is not the acyclic 2905.
  { code: '2906', pattern: /^(cyclo[a-z]*(anol|enol)|menthol|terpineol|borneol|isoborneol|inositol|cholesterol|phytosterol|sterol|phenethyl alcohol|phenylethanol|cinnamyl alcohol)$/, label: 'cyclic alcohol', weight: 0.65 },
  { code: '2907', pattern: /(phenol|cresol|naphthol|resorcinol|hydroquinone|bisphenol)$/, label: 'phenol', weight: 0.65 },
  { code: '2909', pattern: /(methoxy|ethoxy|phenoxy|ether$|oxirane)/, label: 'ether (or ether-phenol, ether-alcohol)', weight: 0.7 },
  { code: '2912', pattern: /(aldehyde|anal$|benzaldehyde)/, label: 'aldehyde', weight: 0.6 },
  { code: '2914', pattern: /(ketone|quinone|anone$|acetophenone)/, label: 'ketone or quinone', weight: 0.6 },
  { code: '2915', pattern: /^((mono|di|tri)?chloroacetic|acetic|formic|propionic|butyric|stearic|palmitic|acetate|formate|propionate|stearate|palmitate|(mono|di|tri)?chloroacetate)$/, label: 'saturated acyclic monocarboxylic acid', weight: 0.7 },
  { code: '2916', pattern: /^(acrylic|methacrylic|oleic|linoleic|benzoic|acrylate|methacrylate|benzoate|oleate)$/, label: 'unsaturated or cyclic monocarboxylic acid', weight: 0.6 },
  { code: '2917', pattern: /^(maleic|fumaric|phthalic|terephthalic|adipic|succinic|oxalic|sebacic|anhydride|phthalate|maleate|adipate|oxalate|succinate)$/, label: 'polycarboxylic acid or anhydride', weight: 0.7 },
  { code: '2918', pattern: /^(citric|lactic|tartaric|salicylic|gluconic|malic|citrate|lactate|tartrate|salicylate|gluconate|hydroxybenzoic)$/, label: 'carboxylic acid with additional oxygen function', weight: 0.7 },
  { code: '2921', pattern: /(amine$|aniline|diamine|toluidine|ethylenediamine)/, label: 'amine-function compound', weight: 0.65 },
  { code: '2922', pattern: /^(amino|amino[a-z]*(ol|oic|ic)|[a-z]*ethanolamine|lysine|glutamate|glutamic|glycine|alanine|tyrosine|serine|threonine|[a-z]*aminophenol|[a-z]*anisidine|[a-z]*phenetidine)$/, label: 'oxygen-function amino compound', weight: 0.65 },
  // 2923: quaternary ammonium salts and hydroxides; lecithins and other phosphoaminolipids.
  { code: '2923', pattern: /^(choline|lecithin|phosphatidylcholine|[a-z]*trimethylammonium|tetra(methyl|ethyl|propyl|butyl)ammonium)$/, label: 'quaternary ammonium salt or lecithin', weight: 0.7 },
  { code: '2924', pattern: /(amide$|anilide|carbamate|ureide|acetamide)/, label: 'carboxyamide-function compound', weight: 0.65 },
  { code: '2926', pattern: /(nitrile$|cyano|acrylonitrile)/, label: 'nitrile-function compound', weight: 0.7 },
  { code: '2927', pattern: /(azobenzen|azoxy|diazo(?!l|n)|diazen(e|yl)|^azo(?!l|n|t)|(phenyl|naphthyl|tolyl)azo|aminoazo|hydroxyazo|azodicarbon|azobis)/, label: 'diazo-, azo- or azoxy-compound', weight: 0.75 },
  { code: '2928', pattern: /(hydrazide|hydrazone|hydrazino|[a-z]{3,}hydrazine|hydrazinyl|[a-z]{3,}hydroxylamine|semicarbazide)/, label: 'organic derivative of hydrazine', weight: 0.7 },
  { code: '2929', pattern: /(isocyanat|carbodiimide)/, label: 'compound with other nitrogen function (isocyanates)', weight: 0.75 },
  { code: '2930', pattern: /(thio|sulfone|sulphone|sulfide|sulphide|mercapto|sulfonyl|dapsone)/, label: 'organo-sulphur compound', weight: 0.65 },
  { code: '2931', pattern: /(silane|siloxane|phosphon|organotin|stannane)/, label: 'other organo-inorganic compound', weight: 0.65 },
  { code: '2932', pattern: /(furan|furf|furyl|fural|pyran|lactone|dioxane|dioxol|coumarin|chroman)/, label: 'heterocyclic compound with oxygen hetero-atoms', weight: 0.7 },
  {
    code: '2933',
    pattern: /(pyridin|pyrimidin|piperazin|piperidin|pyrazol|imidazol|triazin|triazol|tetrazol|pteridin|quinolin|quinazolin|quinoxalin|phthalazin|pyrazin|pyridazin|indol|indazol|azepin|purin|pyrrol|carbazol|acridin|nicotin|picolin|lutidin|hydantoin|icam$|prazole$|dipine$|azepam$|floxacin$|(?<!phene)tidine$|setron$|sartan$|triptan$|azole$|conazole$|[a-z]{3}pril$|pyrrolidon|piperidon|azolam$|racetam$|tinib$|lukast$|pramine$|peridol$|pivacaine$|gliptin$|atadine$|c[iy]clovir$|^hexamethylenetetramine$|^methenamine$|^hexamine$)/,
    label: 'heterocyclic compound with nitrogen hetero-atoms only',
    weight: 0.7,
  },
  { code: '2934', pattern: /(thiazol|thiadiazol|oxadiazol|thiophen|thieno|thienyl|phenothiazin|oxazol|nucleic|benzothiazol|laner$|oxazin|morpholin|thiazin|thiazepin|oxazepin|^(adenosine|guanosine|inosine|uridine|cytidine|thymidine|nucleoside|nucleotide)$|vudine$|citabine$|cytarabine$|misole$)/, label: 'other heterocyclic compound', weight: 0.7 },
  // Active ingredients named by INN: the stem says the structure (WHO INN stems; classification of the examples
  // in the HS 2022 Explanatory Notes and CBP practice).
  { code: '2916', pattern: /^[a-z]*(ibu|flurbi|fenbu)profen$/, label: 'cyclic monocarboxylic acid (profen)', weight: 0.7 },
  { code: '2922', pattern: /^(gabapentin|pregabalin|tramadol|venlafaxine|desvenlafaxine|diclofenac|aceclofenac|salbutamol|albuterol|metoprolol|propranolol|bisoprolol|ambroxol|bromhexine|procaine|benzocaine|levodopa|methyldopa|tapentadol)$/, label: 'oxygen-function amino compound (INN)', weight: 0.75 },
  { code: '2921', pattern: /^(sertraline|amitriptyline|nortriptyline|amantadine|memantine|rasagiline|selegiline|terbinafine|cinacalcet|fingolimod)$/, label: 'amine-function compound (INN)', weight: 0.75 },
  { code: '2924', pattern: /^(lidocaine|lignocaine|prilocaine|paracetamol|acetaminophen|oseltamivir|carisoprodol|atenolol|praziquantel|levetiracetamide)$/, label: 'carboxyamide-function compound (INN)', weight: 0.75 },
  { code: '2925', pattern: /^[a-z]*(formin|guanide)$|^(phenformin|buformin|chlorhexidine)$/, label: 'compound with imine function, biguanide (INN)', weight: 0.75 },
  { code: '2933', pattern: /(quine$|bendazole$|idazole$|conazole$|vastatin$|purinol$|oxacin$|peridone$|piprazole$|clopramide$|zolpidem$|zopiclone$|atorva|mirtazapine$|clozapine$|ondansetron$|risperidone$)/, label: 'heterocyclic compound with nitrogen hetero-atoms only (INN)', weight: 0.75 },
  { code: '2934', pattern: /^(ketoconazole|itraconazole|levofloxacin|ofloxacin|famotidine|nizatidine|olanzapine|quetiapine|paroxetine|duloxetine|tiotropium|ritonavir|rivaroxaban|linezolid|dasatinib|gefitinib|clopidogrel|prasugrel|ticlopidine|levamisole|tizanidine|[a-z]*glitazone)$/, label: 'other heterocyclic compound (INN)', weight: 0.8 },
  { code: '2935', pattern: /^([a-z]*denafil|sumatriptan|naratriptan|rosuvastatin|celecoxib|furosemide|frusemide|hydrochlorothiazide|chlorthalidone|bumetanide|torasemide|glibenclamide|glyburide|glimepiride|gliclazide|glipizide|tamsulosin|sotalol|dofetilide|bosentan)$/, label: 'sulphonamide (INN)', weight: 0.85 },
  { code: '2935', pattern: /(sulfonamide|sulphonamide|sulfa[a-z]+zine|^sulfa(meth|dia|gua|pyr|thi|cet|mer|dox|fur|nil|sal|quin))/, label: 'sulphonamide', weight: 0.8 },
  { code: '2936', pattern: /^(vitamin|provitamin|tocopherol|retinol|ascorbic|riboflavin|thiamine|cobalamin)$/, label: 'vitamin', weight: 0.8 },
  { code: '2937', pattern: /(steroid|estradiol|estrone|estriol|testosterone|cortisone|prednison|prednisolone|progesterone|norethisterone|levonorgestrel|gestodene|insulin|hormone|somatotropin|[a-z]{4,}(asone|olone)$)/, label: 'hormone', weight: 0.7 },
  { code: '2939', pattern: /(caffeine|nicotine|morphine|codeine|ephedrine|quinine|alkaloid|theobromine)/, label: 'alkaloid', weight: 0.8 },
  { code: '2941', pattern: /(mycin$|cillin$|cycline$|cef[a-z]+|antibiotic)/, label: 'antibiotic', weight: 0.75 },
];

/** Chemical names used as material words in product titles ("nitrile gloves", "acrylic paint"). */
const MATERIAL_WORDS = new Set(['nitrile', 'acetate', 'acrylic', 'polyester', 'silicone', 'vinyl', 'epoxy', 'urethane', 'polyurethane', 'methacrylate', 'polyamide', 'acrylate', 'melamine', 'bisphenol', 'phthalate', 'styrene', 'toluene', 'benzene', 'caffeine', 'vitamin', 'hormone', 'antibiotic', 'steroid', 'cyanoacrylate', 'lecithin']);

/**
 * IUPAC substituent and suffix forms of ring names ("imidazol-4-yl", "pyridin-2-amine", "quinolin-8-ol") spelled
 * as the ring the HS titles name ("imidazole ring", "pyridine ring"), the locant and suffix kept apart.
 */
const RING_FORM = /\b([a-z]*(?:pyridin|pyrimidin|piperidin|piperazin|pyrazin|pyridazin|quinolin|quinazolin|imidazol|pyrazol|thiazol|oxazol|triazol|tetrazol|indol|thiophen|morpholin|pyrrolidin|pyrrol|azepin|triazin|purin|carbazol))-(\d+(?:,\d+)*-(?:yl|ylidene|amine|diamine|ol|one|dione|thiol|carboxylic|carbonitrile|carbaldehyde|carboxamide|sulfonic|sulfonamide))\b/gi;
export function normalizeChemicalNames(text: string): string {
  return text.replace(RING_FORM, '$1e $2');
}

/** A name looks chemical when it has a CAS number or a locant ("2-methyl", "4,4'-") or a group word. */
export function looksChemical(text: string): boolean {
  // A monomer is a separate chemically defined compound (chapter 29), not the polymer of chapter 39.
  return /\bCAS\b|\b\d{2,7}-\d{2}-\d\b|\b\d(,\d)*'?-[a-z]|\bmonomers?\b/i.test(text);
}

/**
 * Subheadings read from the chemical name itself (the part of the description before the first comma), HS 2022
 * subheading titles; the first pattern of a heading that matches wins, so specific ones come before residual ones.
 */
const SUBS: Array<[string, RegExp]> = [
  ['282510', /hydrazine|hydroxylamine/],
  ['282810', /calcium hypochlorite/],
  ['282890', /(sodium|potassium|lithium) hypochlorite|chlorite|hypobromite/],
  ['283311', /(disodium|sodium) sulph?fate/],
  ['283329', /(zinc|iron|ferrous|cobalt|manganese|chromium|potassium) sulph?fate/],
  ['284161', /potassium permanganate/],
  // 2901: "2-methyl-2-butene" is a pentene (C5), not a butene isomer of 2901.23.
  ['290124', /butadiene|isoprene/],
  ['290129', /methyl-?\d*-?but-?\d*-?ene|pentene|hexene|heptene|octene|nonene|decene|acetylene|ethyne|propyne|butyne|pentyne|hexyne/],
  // "pent-1-ene", "2,4,4-trimethylpent-1-ene" (diisobutylene, C8) are not butenes.
  ['290129', /\b(pent|hex|hept|oct|non|dec|dodec)-\d+-ene|diisobutylene|triisobutylene|propylene tetramer|tetrapropylene|amylene|dodecene/],
  ['290123', /but-?\d*-?ene|butylene/],
  ['290123', /methylpropene|methylprop-1-ene|isobutene/],
  ['290122', /propene|propylene/],
  ['290121', /^ethylene\b|^ethene/],
  ['290110', /^(n-)?(ethane|propane|butane|isobutane|pentane|isopentane|hexane|heptane|octane|decane)\b/],
  ['290211', /^cyclohexane\b/],
  ['290220', /^benzene\b/],
  ['290230', /^toluene\b/],
  ['290241', /o-xylene|ortho-xylene/],
  ['290242', /m-xylene|meta-xylene/],
  ['290243', /p-xylene|para-xylene/],
  ['290244', /mixed xylene|xylene isomers|^xylenes?\b/],
  ['290250', /^styrene\b/],
  ['290260', /^ethylbenzene/],
  ['290270', /^cumene|isopropylbenzene/],
  ['290311', /^(chloromethane|chloroethane|methyl chloride|ethyl chloride)/],
  ['290312', /dichloromethane|methylene chloride/],
  ['290313', /chloroform|trichloromethane/],
  ['290315', /1,2-dichloroethane|ethylene dichloride/],
  ['290322', /trichloroethylene/],
  ['290323', /tetrachloroethylene|perchloroethylene/],
  ['290511', /methanol|methyl alcohol/],
  ['290512', /propan-?[12]-ol|isopropanol|isopropyl alcohol|propanol/],
  ['290513', /butan-1-ol|n-butanol|n-butyl alcohol/],
  ['290514', /butanol|butan-2-ol/],
  ['290516', /octanol|ethylhexanol|octan-1-ol/],
  ['290531', /ethylene glycol|ethanediol/],
  ['290532', /propylene glycol|propane-1,2-diol/],
  ['290542', /pentaerythritol/],
  ['290543', /mannitol/],
  ['290544', /sorbitol/],
  ['290545', /glycerol|glycerin/],
  ['290611', /menthol/],
  ['290612', /cyclohexanol|methylcyclohexanol|dimethylcyclohexanol/],
  ['290613', /sterol|inositol/],
  ['290621', /benzyl alcohol/],
  ['290711', /^phenol\b/],
  ['290712', /cresol/],
  ['290713', /octylphenol|nonylphenol/],
  ['290715', /naphthol/],
  ['290721', /resorcinol/],
  ['290722', /hydroquinone|quinol\b/],
  ['290723', /bisphenol a|isopropylidenediphenol/],
  ['290949', /phenoxy(ethanol|propanol|[a-z-]*-ol\b)/],
  ['290950', /(methoxy|ethoxy)phenol|guaiacol|eugenol|ether-phenol/],
  ['290930', /anisole|methoxybenzene|phenoxy|diphenyl ether|phenyl ether|anethole/],
  ['290941', /oxydiethanol/],
  ['290943', /(di)?ethylene glycol (mono)?butyl ether|butoxyethanol|butyl (di)?glycol/],
  ['290944', /(di)?ethylene glycol (mono)?(methyl|ethyl|propyl|hexyl) ether|(methoxy|ethoxy)ethanol/],
  ['290919', /tert-butyl ether|mtbe|diisopropyl ether|dibutyl ether/],
  ['290960', /peroxide/],
  ['291211', /formaldehyde|methanal/],
  ['291221', /^benzaldehyde/],
  ['291411', /^acetone|propan-2-one/],
  ['291412', /butanone|methyl ethyl ketone/],
  ['291413', /methylpentan-2-one|methyl isobutyl ketone/],
  ['291422', /cyclohexanone/],
  ['291521', /(?<![a-z])acetic acid/],
  ['291524', /acetic anhydride/],
  ['291531', /ethyl acetate/],
  ['291532', /vinyl acetate/],
  ['291533', /n-butyl acetate|butyl acetate/],
  ['291529', /(sodium|potassium|calcium|zinc|magnesium|ammonium|copper|cobalt) acetate/],
  ['291540', /chloroacetic|chloroacetate/],
  ['291550', /propionic|propionate|propanoic|propanoate/],
  ['291570', /palmitic|stearic|palmitate|stearate/],
  ['291611', /acrylic acid|(sodium|potassium|ammonium) acrylate/],
  ['291613', /methacrylic acid/],
  ['291614', /methacrylate/],
  ['291612', /acrylate/],
  ['291615', /oleic|linoleic|linolenic|oleate/],
  ['291631', /benzoic acid|benzoate/],
  ['291632', /benzoyl peroxide/],
  ['291811', /lactic acid/],
  ['291812', /tartaric acid/],
  ['291814', /citric acid/],
  ['291815', /citrate/],
  ['291816', /gluconic|gluconate/],
  // 2918.21 salicylic acid and its salts; 2918.23 other esters of salicylic acid ("methyl salicylate").
  ['291821', /^salicylic acid|(sodium|potassium|calcium|magnesium|ammonium|choline) salicylate/],
  ['291823', /(methyl|ethyl|phenyl|benzyl|butyl|amyl|isoamyl|hexyl|octyl|homomenthyl|ethylhexyl) salicylate/],
  ['291822', /acetylsalicylic/],
  ['292111', /^(mono|di|tri)?methylamine/],
  ['292119', /^(n,n-)?((mono|di|tri)?(ethyl|propyl|isopropyl|butyl|isobutyl|hexyl|octyl|methyl))+amine/],
  ['292121', /^ethylenediamine/],
  ['292122', /hexamethylenediamine|hexane-1,6-diamine/],
  ['292130', /cyclohexylamine/],
  ['292141', /^aniline/],
  ['292149', /sertraline|amitriptyline|nortriptyline|terbinafine|cinacalcet|rasagiline|selegiline/],
  ['292143', /toluidine/],
  ['292144', /diphenylamine/],
  ['292151', /phenylenediamine|diaminotoluene|toluenediamine/],
  ['292211', /^(mono)?ethanolamine/],
  ['292212', /^diethanolamine/],
  ['292215', /^triethanolamine/],
  ['292217', /methyldiethanolamine|ethyldiethanolamine/],
  ['292241', /lysine/],
  ['292242', /glutamic|glutamate/],
  ['292243', /anthranilic/],
  ['292219', /amino[a-z0-9,-]*(propanol|butanol|ethanol|-ol\b)|amino-[0-9a-z-]*-ol\b/],
  // Amino-acids named systematically: "2-amino-3-methylbutanoic acid" (valine).
  ['292249', /amino-?\d*-?[a-z0-9,()-]*(an|en)oic acid|amino(acetic|propanoic|propionic|butanoic|butyric|pentanoic|hexanoic|caproic) acid/],
  ['292249', /gabapentin|pregabalin|diclofenac|aceclofenac/],
  ['292249', /glycine|alanine|valine|leucine|serine|threonine|proline|amino acid/],
  ['292419', /^(n,n-)?dimethyl(acetamide|formamide)|^acetamide|^acrylamide|formamide/],
  ['292310', /^choline\b|choline (chloride|bitartrate|hydroxide)/],
  ['292320', /lecithin|phosphoaminolipid/],
  ['292910', /isocyanat/],
  ['292990', /carbodiimide|isocyanide|nitroso/],
  ['292610', /^acrylonitrile/],
  ['292620', /cyanoguanidine|dicyandiamide/],
  ['293040', /methionine/],
  ['293030', /thiuram|thiram/],
  ['293020', /thiocarbamate|dithiocarbamate/],
  ['293211', /tetrahydrofuran/],
  ['293212', /^(2-)?furfural\b|^2-furaldehyde|^furan-2-carbaldehyde/],
  ['293213', /^furfuryl alcohol|^tetrahydrofurfuryl alcohol/],
  ['293214', /sucralose/],
  ['293220', /lactone|coumarin|lactide/],
  ['293219', /fur(an|f|yl|al)/],
  ['293399', /bendazole|fluconazole|voriconazole|atorvastatin|valsartan|irbesartan|candesartan|olmesartan|telmisartan|zolpidem|mirtazapine/],
  ['293311', /phenazone|antipyrin/],
  ['293321', /hydantoin/],
  ['293399', /benzimidazol/],
  ['293329', /imidazol/],
  ['293331', /^pyridine\b/],
  ['293332', /^piperidine\b/],
  ['293349', /quinolin/],
  ['293361', /^melamine/],
  ['293369', /triazin|hexamethylenetetramine|methenamine|hexamine/],
  ['293371', /caprolactam|hexanelactam/],
  ['293379', /racetam\b/],
  ['293379', /pyrrolidon|piperidon(?!e hydrochloride)|lactam/],
  ['293329', /metronidazole|tinidazole|ornidazole|secnidazole|miconazole|clotrimazole|econazole|losartan|ondansetron/],
  ['293349', /quine\b|quinolin/],
  ['293359', /floxacin|purinol|imatinib|nilotinib|erlotinib|aciclovir|acyclovir|ganciclovir|tenofovir|abacavir|cetirizine|sildenafil|fluorouracil|trimethoprim|pyrimethamine/],
  ['293339', /pyridin|picolin|piperidin|nicotin|dipine|atadine|peridol|paroxetine|risperidone|fentanyl/],
  ['293359', /pyrimidin|piperazin|uracil|cytosine/],
  ['293399', /indol|benzimidazol|carbazol|triazol|purin|pteridin|acridin|azepin/],
  ['293420', /benzothiazol/],
  ['293410', /thiazol|famotidine|nizatidine|glitazone|ritonavir|dasatinib/],
  ['293430', /phenothiazin/],
  ['293499', /morpholin|thiophen|oxazol|nucleic|oxazin/],
  ['293492', /fentanyl/],
  ['293590', /sulfa|sulpha|sulfonamide|sulphonamide|denafil|triptan|rosuvastatin|celecoxib|furosemide|thiazide|glibenclamide|glimepiride|gliclazide|glipizide|tamsulosin/],
  ['292529', /formin|guanide|chlorhexidine/],
  ['291639', /profen/],
  // Vitamins by number and name (2936.21-.29).
  ['293621', /vitamin a\b|retinol|retinyl/],
  ['293622', /vitamin b1\b|thiamin/],
  ['293623', /vitamin b2|riboflavin/],
  ['293624', /vitamin b5|pantothen|panthenol/],
  ['293625', /vitamin b6|pyridox/],
  ['293626', /vitamin b12|cobalamin/],
  ['293627', /vitamin c\b|ascorb/],
  ['293628', /vitamin e\b|tocopher/],
  ['293629', /vitamin (b3|b7|b9|d|d3|d2|k|k1|k2|h)\b|niacin|nicotinamide|nicotinic acid|biotin|folic|cholecalciferol|ergocalciferol|menadione|phylloquinone/],
  // Hormones (2937.11-.29).
  ['293711', /somatotropin/],
  ['293712', /insulin/],
  ['293722', /dexamethasone|betamethasone|fluocinolone|triamcinolone|clobetasol|fluticasone|mometasone|halobetasol|flumethasone|halogenated corticosteroid/],
  ['293721', /hydrocortisone|cortisone|prednisone|prednisolone/],
  ['293723', /estradiol|estrone|estriol|progesterone|norethisterone|levonorgestrel|gestodene|oestrogen|estrogen|progestogen|progestin/],
  ['293729', /testosterone|steroid/],
  // Alkaloids (2939.11-.80) and antibiotics (2941.10-.90) by name.
  ['293911', /morphine|codeine|thebaine|oxycodone|hydrocodone|buprenorphine|pholcodine/],
  ['293920', /quinine|quinidine|cinchon/],
  ['293930', /caffeine/],
  ['293942', /pseudoephedrine/],
  ['293941', /ephedrine/],
  ['293951', /theophylline|aminophylline/],
  ['293979', /nicotine|atropine|scopolamine|hyoscyamine|hyoscine|colchicine|pilocarpine|berberine|vincristine|vinblastine|galantamine|huperzine|reserpine|sparteine|lobeline|yohimbine|strychnine|brucine|capsaicin|piperine/],
  ['294110', /cillin/],
  ['294120', /streptomycin/],
  ['294130', /tetracycline|cycline/],
  ['294140', /chloramphenicol/],
  ['294150', /erythromycin|azithromycin|clarithromycin|roxithromycin/],
  // Residual subheadings of the heterocycle and nitrile headings when the name says no more.
  ['292690', /./],
  ['293299', /./],
  ['293499', /./],
];

const MIXED_RINGS: ChemRule = { code: '2934', pattern: /$^/, label: 'heterocyclic compound with oxygen and nitrogen rings', weight: 0.7 };

const entryCache = new Map<string, VocabEntry>();
function entryFor(code: string, weight: number): VocabEntry {
  let e = entryCache.get(code);
  if (!e) {
    e = { code, terms: [], weight, when: [], unless: [], kind: 'material' };
    entryCache.set(code, e);
  }
  return e;
}

/** Strength of a head name over a chemical named in a use clause ("used in the production of hexamethylenediamine"). */
const HEAD_BOOST = 1.8;
/** Strength of the subheading a name spells out, relative to its heading evidence. */
const SUB_SHARE = 0.75;

/**
 * Functional-group matches for the lemmas of a chemical name. HS chapter 29 note 3: a compound that could fall
 * in two or more headings goes to the heading placed last in numerical order, so within one name the last
 * heading counts in full and the earlier ones only a little. Names in a use clause count at their product weight.
 */
export type ChemicalMatches = Array<{ entry: VocabEntry; phrase: string; strength: number }> & {
  /** The chapter 29 heading the goods' name falls in by note 3 (the last in numerical order), or ''. */
  headLast: string;
  /** The lemmas of the goods' name (the words before the first comma). */
  headTokens: Set<string>;
  /** Words of the name that name only a group of an earlier heading than `headLast` (note 3). */
  earlierTokens: Set<string>;
  /** The words the title of heading `headLast` uses for the group the name reads as (systematic names rarely do). */
  groupWords: string[];
};

/** Title words of the headings whose groups systematic names spell otherwise ("phenyldiazenyl" is an azo group). */
const GROUP_WORDS: Record<string, string> = {
  '2926': 'nitrile',
  '2927': 'diazo azo',
  '2928': 'hydrazine',
  '2935': 'sulphonamide',
};

export function chemicalMatches(text: string, tokens: string[], productWeight?: number[]): ChemicalMatches {
  const chemical = looksChemical(text);
  const best = new Map<string, { entry: VocabEntry; phrase: string; strength: number }>();
  const add = (code: string, weight: number, phrase: string, strength: number) => {
    const prev = best.get(code);
    if (!prev || strength > prev.strength) best.set(code, { entry: entryFor(code, weight), phrase, strength });
  };
  // Commas inside a name ("N,N-dimethylacetamide", "1,4-dioxane") are locants, not the end of the name.
  const head = text.toLowerCase().split(/,(?!\d|[a-z]'?-|\w'?,)|;| - | used | for /)[0].trim();
  // Word parts of each token: split compound tokens on digits as well ("4methoxyphenol"); "azo" is short.
  const partsOf = (token: string) => token.split(/\d+/).filter((t) => t.length >= 4 || t === 'azo');
  // The goods' name: the words before the first comma of the description (one compound, written in several
  // words: "4-[(4-aminophenyl)azo]benzenesulfonic acid").
  const headCount = tokenize(head).length;
  // The first words of a ruling-style description name the goods ("morpholine, a colorless liquid …",
  // "gamma-butyrolactone, a solvent …").
  // A polymer named by its monomers ("methyl methacrylate copolymer") is of chapter 39, not 29 (chapter 29
  // note 1 covers separate chemically defined compounds): no head weight then, and the groups count half.
  // A preparation named by its active or base ("an antifreeze preparation based on ethylene glycol") is not a
  // separate chemically defined compound either (chapter 29 note 1; chapter 38).
  const polymer = /\b(poly|co-?polymer|polymer|resin|homopolymer|oligomer)|\b(preparation|formulation|based on)\b/.test(head);
  const atHead = (i: number) => !polymer && (i === 0 || (i < headCount && headCount <= 5));
  const found = tokens.map((token, i) => {
    const parts = partsOf(token);
    const named = chemical || atHead(i);
    const list: Array<{ rule: ChemRule; hit: string }> = [];
    if (parts.length === 0) return list;
    for (const rule of RULES) {
      // Outside a chemical-looking description only long systematic names count, never material words
      // ("acrylic nails", "nitrile gloves").
      const hit = parts.find((p) => rule.pattern.test(p) && (chemical || ((atHead(i) || p.length >= 8) && !MATERIAL_WORDS.has(p))));
      if (!hit) continue;
      // Chapter 28 words and short hydrocarbon patterns need a chemical-looking description to count.
      if (!named && (rule.code.startsWith('28') || rule.code === '2901')) continue;
      list.push({ rule, hit });
    }
    return list;
  });
  // Heading 2934 takes heterocyclic compounds other than those with oxygen only (2932) or nitrogen only (2933)
  // hetero-atoms: a name with an oxygen ring and a nitrogen ring ("4-(furan-2-yl)pyridine", a benzodioxolyl
  // piperidine) is one of them.
  if (headCount <= 8) {
    const head8 = found.slice(0, headCount);
    const has = (code: string) => head8.some((list) => list.some((f) => f.rule.code === code));
    if (has('2932') && has('2933') && !has('2934')) {
      const at = head8.findIndex((list) => list.some((f) => f.rule.code === '2933'));
      found[at].push({ rule: MIXED_RINGS, hit: found[at].find((f) => f.rule.code === '2933')!.hit });
    }
  }
  const lastOf = (lists: Array<Array<{ rule: ChemRule }>>) =>
    lists.flat().filter((f) => f.rule.code.startsWith('29')).reduce((m, f) => (f.rule.code > m ? f.rule.code : m), '');
  const headLast = lastOf(found.slice(0, Math.min(headCount, 8)));
  found.forEach((list, i) => {
    const inHead = i < headCount && headCount <= 8;
    // Organic names mentioning an inorganic anion ("hydrochloride") stay in chapter 29.
    const organic = list.some((f) => f.rule.code.startsWith('29')) || (inHead && headLast !== '');
    const last = inHead ? headLast : lastOf([list]);
    const pw = productWeight?.[i] ?? 1;
    const named = chemical || atHead(i);
    for (const { rule, hit } of list) {
      if (organic && rule.code.startsWith('28') && rule.code !== '2825') continue;
      // The goods' name is an organic compound ("phenylhydrazine, an organic derivative of hydrazine"): inorganic
      // words further on describe it, they do not name other goods of chapter 28.
      if (headCount <= 8 && i >= headCount && headLast !== '' && rule.code.startsWith('28')) continue;
      const noteThree = rule.code.startsWith('29') && rule.code !== last ? 0.5 : 1;
      const polymerName = polymer && rule.code.startsWith('29') ? 0.5 : 1;
      const strength = (named ? rule.weight : rule.weight * 0.6) * noteThree * polymerName * pw * (atHead(i) ? HEAD_BOOST : 1);
      add(rule.code, rule.weight, `${hit} (${rule.label})`, strength);
    }
  });
  // Chapter 31 notes 2 to 5: urea, ammonium sulphate and nitrate, sodium nitrate, potassium chloride and sulphate,
  // mono- and diammonium phosphate are fertilisers of chapter 31 whether or not pure (chapter 28 note 1 excluded).
  if (/\b(ammonium sulph?fate|ammonium nitrate|sodium nitrate|potassium chloride|muriate of potash|potassium sulph?fate|diammonium (hydrogen )?(ortho)?phosphate|ammonium dihydrogen (ortho)?phosphate|mono-?ammonium phosphate)\b/.test(head)) {
    for (const code of [...best.keys()]) if (code.startsWith('28')) best.delete(code);
  }
  // Heading 2825 covers hydrazine and hydroxylamine and their inorganic salts ("hydroxylamine sulfate"):
  // the anion word does not move them to 2833.
  if (best.has('2825')) for (const code of [...best.keys()]) if (code.startsWith('28') && code !== '2825') best.delete(code);
  // Subheadings from the name, for the headings it named; when the head is a class ("an acyclic hydrocarbon,
  // unsaturated, 1-pentene"), from a short name in apposition after it.
  const appositions = text
    .toLowerCase()
    .split(/,(?!\d|[a-z]'?-|\w'?,)|;/)
    .slice(1)
    .map((x) => x.trim())
    .filter((x) => x.split(/\s+/).length <= 3 && !/\b(used|for|in|with|of|as|to)\b/.test(x));
  const out = [...best.values()];
  for (const m of [...out]) {
    const sub =
      SUBS.find(([code, re]) => code.startsWith(m.entry.code) && re.test(head)) ??
      SUBS.find(([code, re]) => code.startsWith(m.entry.code) && re.source !== '.' && appositions.some((a) => re.test(a)));
    if (sub) out.push({ entry: entryFor(sub[0], m.entry.weight), phrase: m.phrase, strength: m.strength * SUB_SHARE });
  }
  // A ruling-style description opens with the goods' name and a comma ("glacial acetic acid, 99.8 % purity");
  // a name the subheading titles spell out counts there even when no word-part rule read its heading.
  // Not for a polymer named by its monomer ("composed of polyvinyl acetate"): that is chapter 39 or an adhesive.
  if ((/^[^,]{3,60},/.test(text) || chemical) && !polymer) {
    const named = new Set(out.map((m) => m.entry.code.slice(0, 4)));
    const seen = new Set<string>();
    for (const [code, re] of SUBS) {
      const h = code.slice(0, 4);
      if (named.has(h) || seen.has(h) || re.source === '.' || !re.test(head)) continue;
      seen.add(h);
      out.push({ entry: entryFor(code, 0.6), phrase: `${head} (named in subheading ${code})`, strength: 0.6 });
    }
  }
  const earlierTokens = new Set<string>();
  if (headCount <= 8 && headLast !== '') {
    found.slice(0, headCount).forEach((list, i) => {
      if (list.length > 0 && !list.some((f) => f.rule.code === headLast)) earlierTokens.add(tokens[i]);
    });
  }
  // Non-enumerable, so the list compares as a plain list of matches.
  const hidden = (value: unknown) => ({ value, enumerable: false });
  return Object.defineProperties(out, {
    headLast: hidden(headCount <= 8 ? headLast : ''),
    headTokens: hidden(new Set(tokens.slice(0, Math.min(headCount, 8)))),
    earlierTokens: hidden(earlierTokens),
    groupWords: hidden(headCount <= 8 && GROUP_WORDS[headLast] ? tokenize(GROUP_WORDS[headLast]) : []),
  }) as ChemicalMatches;
}
