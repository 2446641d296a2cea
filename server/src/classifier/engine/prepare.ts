import { normalizeChemicalNames } from '../vocabulary/chemistry.js';
import { gerund } from './machines.js';

/**
 * The description before it is read: what says nothing of the goods is dropped (ruling boilerplate, packing,
 * part numbers, shades of colour), what is said in several ways is folded to one form (seamless tube, soles,
 * sleeves), and a shop's category path gets markers between its segments.
 */

/** Marker put after the first segment of a shop's category path (its department: "Automobiles & Motorcycles"). */
export const DEPARTMENT_END = 'zzdepartmentend';
/** Marker put after each segment of a category path. */
export const SEGMENT_END = 'zzsegmentend';

/**
 * "a light yellow powder", "light blue": a shade of colour, not a lamp (9405). Kept when the word before makes it
 * a light ("night light blue", "LED light green").
 */
const SHADE = /(?<!\b(?:night|led|string|fairy|tail|head|flash|spot|ring|strip|tea|puck|work|book|desk|solar|fill|grow|ceiling|wall|reading|neon|party|christmas|car|fog|signal|indicator|brake|stage|disco|uv|laser|mood|accent|under|running|pendant|lamp|traffic|warning|emergency|bike|bicycle)[\s-])\b(?:light|pale)[\s-]+(?=(?:yellow|yellowish|brown|brownish|blue|bluish|green|greenish|grey|gray|pink|purple|red|reddish|orange|beige|tan|cream|violet|amber|khaki|coffee|gold|golden|straw)\b)/gi;

const SOLE_MATERIALS = 'rubber|plastic|pvc|eva|tpr|pu|leather|tpu|ep|md|crepe|cork';
/**
 * Sole materials ("rubber sole", "outer sole of rubber") are not upper materials: fold them into one token
 * (chapter 64 headings go by the upper, subheadings 6403.5x/6404.20 by a leather outer sole). "Upper and outer
 * sole of leather" names both. "Does not cover the ankle" is the opposite of covering it (6402.91/6403.91).
 */
function foldSoles(text: string): string {
  return text
    .replace(
      new RegExp(`\\buppers? and (?:the )?(?:outer )?(?:out)?soles? (?:made )?(?:of|from) (?:a |an )?(${SOLE_MATERIALS})s?\\b`, 'g'),
      (_m, mat: string) => ` upper of ${mat} sole${mat} `,
    )
    .replace(
      new RegExp(`\\b(?:outer )?(?:out)?soles? (?:made )?(?:of|from) (?:a |an )?(?:molded |moulded |vulcanized |textured )?(${SOLE_MATERIALS})s?\\b`, 'g'),
      (_m, mat: string) => ` sole${mat} `,
    )
    .replace(new RegExp(`\\b(${SOLE_MATERIALS})s? (?:outer )?(?:out)?soles?\\b`, 'g'), (_m, mat: string) => ` sole${mat} `)
    .replace(/\b(?:does not|do not|that does not|not) cover(?:ing|s)? (?:the )?ankles?\b|\bbelow the ankles?\b/g, ' belowankle ');
}

/**
 * Tubes "not welded", "without a seam", "made by piercing a solid billet" are seamless (HS 7304 against 7306; the
 * Explanatory Note to 73.04 describes seamless tubes as pierced, extruded or drawn from solid stock). The negation
 * would otherwise drop "welded" and leave the tube to the welded heading's everyday words.
 */
function foldSeamless(text: string): string {
  return text.replace(
    /\b(?:not|non)[\s-]welded\b|\bwithout (?:a |any )?(?:welds?|seams?|welded seams?)\b|\bno (?:welds?|seams?|welded seams?)\b|\b(?:hot |rotary |cross[\s-]roll )?pierc(?:ed|ing) (?:a |the )?(?:solid )?(?:round )?(?:billets?|bars?|rounds?)\b|\b(?:hot|rotary) pierc(?:ed|ing)\b/g,
    ' seamless ',
  );
}

/**
 * Sleeve styles ("long sleeve", "short-sleeved") describe a garment; folded into one token so that "sleeve"
 * (a product noun of its own: phone sleeve) does not make the garment before it a modifier ("Dress Long Sleeve").
 */
function foldSleeves(text: string): string {
  return text.replace(/\b(long|short|half|cap|puff|bell|lantern|flutter|raglan|batwing|dolman|elbow|3 4|three quarter)\s+sleeve[sd]?\b/g, (_m, kind: string) => ` sleeve${kind.replace(/\s+/g, '')} `);
}

/**
 * GRI 5(b): packing containers presented with the goods and of a kind normally used for packing them are
 * classified with the goods, so "imported in steel drums", "packed in 25 kg bags", "in bulk" say nothing of
 * the product. "Not put up in measured doses …" states an absence (chapter 30 note on medicaments).
 */
const PACKING =
  /\b(?:(?:packed|packaged|imported|shipped|supplied|presented|transported)\s+)?in\s+(?:(?:\d+(?:[.,]\d+)?\s*(?:kg|kilograms?|g|grams?|l|liters?|litres?|ml|lbs?|pounds?|gallons?|gal|tons?|tonnes?|mt)\.?\s+)?(?:(?:steel|plastic|fiber|fibre|paper|polyethylene|hdpe|metal|kraft|multi-?wall|woven|iso|glass|tin|aluminium|aluminum|aerosol|cardboard|retail)\s+)?(?:drums?|bags?|sacks?|totes?|pails?|jerry\s?cans?|tanks?|tank\s+containers?|ibcs?|intermediate\s+bulk\s+containers?|super\s?sacks?|cylinders?|tubes|bottles|jars|cans|tins|cartons|sachets|ampoules|vials|blister\s+packs)|bulk)\b/gi;
/** "net weight 300 g", "net wt. 16 oz", "200 kg per drum": quantities and packing, not nets (5608) or drums (9206). */
const QUANTITY_WORDS = /\b(?:net|gross)\s+(?:weight|wt|content|contents|volume|quantity|qty)\b\.?|\bper\s+(?:drum|bag|sack|pail|tote|carton|case|box)\b/gi;
/** "in 500 ml pump bottles", "in 1 kg jars": retail containers of the goods (GRI 5(b)), not the goods. */
const RETAIL_PACKING = /\b(?:(?:packed|packaged|put up|presented|supplied)\s+)?in\s+\d+(?:[.,]\d+)?\s*(?:ml|milliliters?|l|liters?|litres?|g|grams?|kg|oz|fl\.?\s*oz|lbs?|gallons?)\.?\s+(?:(?:plastic|glass|metal|aluminum|aluminium|tin|pump|spray|squeeze|aerosol|dropper|hdpe|pet)\s+)?(?:bottles?|jars?|cans?|tubes?|sachets?|cartridges?|containers?|pouches?|packets?|boxes?|cartons?|buckets?)\b/gi;
const NOT_PUT_UP = /\bnot\s+put\s+up\s+(?:in|for)\b[^,.;]*/gi;
/**
 * "Part" that does not say the goods are parts (section XVI note 2 applies to parts of machines): a catalogue
 * reference ("part number BV-200", "part no. 123", "P/N") and the workpieces a machine works ("used to mill
 * metal parts", "for stamping automotive parts", "machines plastic parts"): a machine tool that makes parts is
 * a machine tool (headings 8456-8465 by the work done), not a part of 8466.
 */
const PART_REFERENCE = /\b(?:part|item|model|catalog(?:ue)?|serial|article)\s*(?:numbers?|nos?\.?|#)(?=[\s:#\d])|\bp\/n\b/gi;
/** Verbs of working a workpiece (base form); "to mill metal parts", "for stamping automotive parts". */
const WORK_VERBS = (
  'mill machine turn drill cut grind polish form mould mold stamp press punch bend forge cast weld assemble clean wash ' +
  'paint coat plate inspect process test finish deburr produce manufacture make fabricate sort feed handle load unload ' +
  'transport convey dry heat harden temper blast lift hold clamp position shape engrave mark print label pack sew join ' +
  'rivet fasten tap thread bore saw shear hone lap knurl chamfer broach anodize galvanize sand pick place measure'
).split(' ');
// The base form only after "to" ("machine parts", "drill parts", "press parts" are parts of those machines).
const WORK_VERB_FORMS = [...new Set(WORK_VERBS.flatMap((v) => [`to\\s+${v}`, gerund(v), v.endsWith('e') ? v + 'd' : v + 'ed']))].join('|');
const WORKED_PARTS = new RegExp(
  `\\b((?:${WORK_VERB_FORMS})\\s+(?:(?:the|of|small|large|various|precision|metal|metallic|steel|aluminum|aluminium|plastic|plastics|rubber|wood|wooden|automotive|auto|car|vehicle|machined|mechanical|electronic|aircraft|aerospace|industrial|cast|forged|stamped|molded|moulded|sheet|finished|threads|holes|in|on|into|onto|and|or|place|,)\\s+){0,4})parts\\b(?!\\s+of\\b)`,
  'gi',
);

/**
 * Ruling and shipment boilerplate says nothing of what the goods are: "the subject merchandise", "the submitted
 * sample", "identified as style 1234", "you state that", "imported from China" (the origin, not china ware).
 */
const ORIGINS = 'china|the prc|vietnam|viet nam|india|taiwan|korea|south korea|japan|mexico|canada|germany|italy|thailand|indonesia|malaysia|bangladesh|pakistan|turkey|cambodia|the philippines|philippines|sri lanka|brazil|france|spain|the united kingdom|hong kong|the united states|the us|israel|portugal|poland';
const BOILERPLATE = [
  new RegExp(`\\b(?:(?:is|are|will be|to be|being|was|were)\\s+)?(?:manufactured|made|produced|imported|shipped|sourced|assembled|originating|sewn|knit|woven|grown)\\s+(?:in|from)\\s+(?:${ORIGINS})\\b`, 'gi'),
  new RegExp(`\\b(?:country of origin|origin)\\s*(?:is|:)?\\s*(?:${ORIGINS})\\b`, 'gi'),
  /\b(?:the\s+)?(?:subject|submitted|instant)\s+(?:merchandise|sample|samples|item|items|article|articles|product|products)\b/gi,
  /\b(?:the\s+)?(?:merchandise|item|items|article|product)\s+under\s+consideration\b/gi,
  /\b(?:identified|designated|referred to|marketed|sold)\s+as\s+(?:style|model|item|part|article|sku)\s*(?:no\.?|number|#)?\s*[\w.-]*\d[\w.-]*/gi,
  /\b(?:style|model|item|part|article|sku)\s*(?:no\.?|number|#)\s*[\w.-]*\d[\w.-]*/gi,
  /\b(?:described|characterized|characterised|referred to)\s+as\b/gi,
  /\byou (?:state|indicate|have indicated|explain|advise|note)d?(?: that)?\b/gi,
];

/** Drops what says nothing of the goods and marks the category path (before normalisation; case and punctuation intact). */
export function prepareText(text: string): string {
  for (const re of BOILERPLATE) text = text.replace(re, ' ');
  return normalizeChemicalNames(
    text
      .replace(NOT_PUT_UP, ' ')
      .replace(RETAIL_PACKING, ' retail ')
      .replace(PACKING, ' ')
      .replace(QUANTITY_WORDS, ' ')
      .replace(SHADE, '')
      .replace(PART_REFERENCE, ' ')
      .replace(WORKED_PARTS, '$1 workpieces')
      .replace(/(\bCategor(?:y|ies):\s*[^,]+),/i, `$1 ${DEPARTMENT_END},`)
      .replace(/(\bCategor(?:y|ies):)(.*)$/is, (_m, head: string, path: string) => head + path.replace(/,/g, ` ${SEGMENT_END},`)),
  );
}

/** Folds the wordings of soles, sleeves and seamless tube into single tokens (after normalisation). */
export function foldText(normalized: string): string {
  return foldSeamless(foldSleeves(foldSoles(normalized)));
}
