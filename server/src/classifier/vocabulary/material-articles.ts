import { tokenize } from '../text/tokenize.js';
import type { VocabEntry } from './types.js';

/**
 * Articles the nomenclature names only by their material: a holder, hook, tray or ornament is "other articles
 * of plastics" (3926), "of iron or steel" (7326), "of wood" (4421) … unless a heading names the article
 * itself (GRI 1; the specific heading's vocabulary outweighs these). Household and kitchen articles and
 * ornaments have their own headings per material (3924 / 7323 / 4419 …, 3926.40 / 8306 / 4420 …).
 */
interface MaterialHeadings {
  materials: string;
  general: string;
  household?: string;
  ornament?: string;
}

const MATERIALS: MaterialHeadings[] = [
  { materials: 'plastic, acrylic, pvc, abs, pp, pe, pet, resin, epoxy, eva, tpu, tpr, polycarbonate, polypropylene, polyethylene, polystyrene, melamine, silicone, nylon plastic, fauxleather, pu', general: '3926', household: '3924', ornament: '392640' },
  { materials: 'rubber, latex, neoprene', general: '4016', household: '4016', ornament: '4016' },
  { materials: 'stainless steel, steel, iron, cast iron, carbon steel, galvanized, wrought iron, metal wire, iron wire', general: '7326', household: '7323', ornament: '8306' },
  { materials: 'aluminum, aluminum alloy', general: '7616', household: '7615', ornament: '8306' },
  { materials: 'copper, brass, bronze, red copper', general: '7419', household: '7418', ornament: '8306' },
  { materials: 'zinc, zinc alloy', general: '7907', household: '7907', ornament: '8306' },
  { materials: 'tin, pewter', general: '8007', ornament: '8306' },
  { materials: 'wood, wooden, bamboo, pine, oak, walnut, beech, mdf, plywood, solid wood', general: '4421', household: '4419', ornament: '4420' },
  { materials: 'glass, tempered glass, borosilicate, crystal glass', general: '7020', household: '7013', ornament: '7013' },
  // Household articles of porcelain or china are 6911; 6912 is ceramic household ware other than porcelain (HS 2022 titles).
  { materials: 'porcelain, bone china, fine china', general: '6914', household: '6911', ornament: '6913' },
  { materials: 'ceramic, stoneware, earthenware, clay', general: '6914', household: '6912', ornament: '6913' },
  { materials: 'marble, granite, natural stone, slate, quartz stone', general: '6802', household: '6802', ornament: '6802' },
  { materials: 'paper, cardboard, kraft, paperboard', general: '4823', household: '4823', ornament: '4823' },
  { materials: 'leather, genuine leather, cowhide', general: '4205', household: '4205', ornament: '4205' },
  { materials: 'fabric, cloth, felt, canvas, cotton, polyester, linen, textile, nonwoven, oxford cloth', general: '6307', household: '6307', ornament: '6307' },
  { materials: 'rattan, wicker, straw, seagrass, willow', general: '4602', household: '4602', ornament: '4602' },
];

/** Evidence for 3926 when plastics is named but no article noun the HS names only by material. */
const UNNAMED_ARTICLE = 0.4;

/** Nouns for articles that the HS names only through their material. */
const GENERIC_ARTICLES = new Set(
  tokenize(
    'holder stand hook clip cover box organizer organiser rack tray container sign plate tag keychain keyring accessory ' +
      'protector cap lid strap handle knob bracket mount frame sheet mat pad shell housing case spacer plug stopper stick ' +
      'rod tube bar badge craft ornament decoration decor figurine statue statuette sculpture hanger basket bin bucket ' +
      'jar dish bowl cup plate tray coaster dispenser caddy stencil ruler buckle ring wheel cushion insert divider label ' +
      'mug teapot saucer platter tumbler pitcher jug kettle pot pan colander ladle vase planter stake peg',
  ),
);
/** Tableware and kitchenware nouns: household articles of their material whatever else is said. */
const TABLEWARE = new Set(tokenize('cup mug bowl plate dish tray jar teapot saucer platter tumbler pitcher jug kettle pot pan colander ladle'));
const HOUSEHOLD_CUES = new Set(tokenize('kitchen household home bathroom dining table food toilet sink lunch drink drinking tableware kitchenware storage fridge pantry cooking baking'));
const ORNAMENT_CUES = new Set(tokenize('ornament decoration decor decorative figurine statue statuette sculpture craft art gift'));

const compiled = MATERIALS.map((m) => ({
  ...m,
  keys: m.materials
    .split(',')
    .map((x) => tokenize(x.trim()).join(' '))
    .filter(Boolean),
}));

const entries = new Map<string, VocabEntry>();
function entryFor(code: string): VocabEntry {
  let e = entries.get(code);
  if (!e) {
    e = { code, terms: [], weight: 0.7, when: [], unless: [], kind: 'material' };
    entries.set(code, e);
  }
  return e;
}

/**
 * Evidence for the material's residual heading when the query names a generic article and a material.
 * `productWeight` gives each token's weight as product evidence (lower after "for", in material spans …).
 */
export function materialArticleMatches(
  tokens: string[],
  features: Set<string>,
  productWeight: number[],
): Array<{ entry: VocabEntry; phrase: string; strength: number }> {
  let article = -1;
  let weight = 0;
  tokens.forEach((t, i) => {
    if (GENERIC_ARTICLES.has(t) && productWeight[i] > weight) {
      article = i;
      weight = productWeight[i];
    }
  });
  if (article < 0) {
    // No generic article noun ("a speculum of polypropylene", "a molded plastic crusher"): an article said to be of
    // plastics keeps "other articles of plastics" (3926) as a weak candidate, for when no heading names the article
    // (GRI 1, chapter 39 note 2). Plastics only: measured, the other materials' residual headings did not pay.
    const plastics = compiled[0];
    const material = plastics.keys.find((k) => features.has(k));
    const household = tokens.some((t) => HOUSEHOLD_CUES.has(t));
    return material ? [{ entry: entryFor((household && plastics.household) || plastics.general), phrase: `article of ${material}`, strength: UNNAMED_ARTICLE }] : [];
  }
  const household = tokens.some((t) => HOUSEHOLD_CUES.has(t)) || TABLEWARE.has(tokens[article]);
  const ornament = tokens.some((t) => ORNAMENT_CUES.has(t));
  const out: Array<{ entry: VocabEntry; phrase: string; strength: number }> = [];
  for (const m of compiled) {
    const material = m.keys.find((k) => features.has(k));
    if (!material) continue;
    const code = (ornament && m.ornament) || (household && m.household) || m.general;
    out.push({ entry: entryFor(code), phrase: `${tokens[article]} of ${material}`, strength: 0.7 * weight });
  }
  // Several materials named: each is weaker (the principal material decides, GRI 3(b)).
  if (out.length > 1) for (const o of out) o.strength *= 0.7;
  return out;
}
