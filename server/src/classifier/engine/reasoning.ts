import type { Destination } from '../../dataset/types.js';
import type { LabelIndex } from '../labels/labelIndex.js';
import type { QueryAnalysis } from './analyze.js';
import type { NationalChoice } from './national.js';
import type { Ranking, SubheadingScore } from './rank.js';

/** Reasoning assembled from the evidence that decided each level (no fixed template text per product). */
export interface ReasoningInput {
  analysis: QueryAnalysis;
  ranking: Ranking;
  best: SubheadingScore;
  national: NationalChoice | null;
  index: LabelIndex;
  destination: Destination;
  confidence: number;
}

const dotted = (code: string) => (code.length <= 4 ? code : `${code.slice(0, 4)}.${code.slice(4, 6)}${code.length > 6 ? '.' + code.slice(6) : ''}`);

const ATTRIBUTE_WORDS: Record<string, string> = {
  '@men': "men's or boys'",
  '@women': "women's or girls'",
  '@infant': "babies'",
  '@knit': 'knitted or crocheted',
  '@woven': 'woven (not knitted)',
  '@nofabric': 'fabric construction not stated',
};

const FIBRE_NAMES: Record<string, string> = {
  silk: 'silk',
  wool: 'wool',
  finehair: 'fine animal hair',
  cotton: 'cotton',
  flax: 'flax (linen)',
  vegetable: 'vegetable textile fibres',
  synthetic: 'synthetic fibres',
  artificial: 'artificial fibres',
  manmade: 'man-made fibres',
};

export function buildReasoning(input: ReasoningInput): string {
  const { analysis, ranking, best, national, index, destination } = input;
  const parts: string[] = [];
  const heading = ranking.headings.find((h) => h.code === best.heading)!;
  const headingTitle = index.node(best.heading)?.title ?? '';

  if (heading.hits.length > 0) {
    const said = [...new Set(heading.hits.map((h) => `"${h.phrase}"`))].join(', ');
    const conditions = [...new Set(heading.hits.flatMap((h) => h.entry.when.flat()).filter((w) => w.startsWith('@') && analysis.features.has(w)))]
      .map((a) => ATTRIBUTE_WORDS[a])
      .filter(Boolean);
    parts.push(
      `Heading ${best.heading} (${headingTitle}): the description names ${said}` +
        (conditions.length ? `, classified as ${conditions.join(', ')}` : '') +
        '.',
    );
  } else {
    const doc = index.headings.get(best.heading);
    const words = doc ? [...analysis.weights.keys()].filter((t) => doc.terms.has(t)) : [];
    parts.push(
      `Heading ${best.heading} (${headingTitle}): no product word of the vocabulary matched; the heading text shares ` +
        (words.length ? words.map((w) => `"${w}"`).join(', ') : 'few words') +
        ' with the description.',
    );
  }

  const subTitle = index.node(best.code)?.title ?? '';
  const siblings = index.children.get(best.heading) ?? [];
  if (siblings.length <= 1) {
    parts.push(`Subheading ${dotted(best.code)} (${subTitle}) is the heading's only subheading.`);
  } else if (best.quantitiesMet.length > 0) {
    parts.push(`Subheading ${dotted(best.code)} (${subTitle}): the stated quantities fall within its limits (${best.quantitiesMet.join(', ')}).`);
  } else if (best.hits.length > 0) {
    parts.push(`Subheading ${dotted(best.code)} (${subTitle}): named directly by "${best.hits[0].phrase}".`);
  } else {
    // The words that distinguish the chosen subheading from its siblings: in its own title but not in all of theirs.
    const distinguishing = best.matchedWords.filter((w) =>
      siblings.some((s) => s !== best.code && index.subheadings.get(s)?.terms.get(w) !== 1),
    );
    if (distinguishing.length > 0) {
      parts.push(`Subheading ${dotted(best.code)} (${subTitle}) chosen by ${distinguishing.map((w) => `"${w}"`).join(', ')}.`);
    } else {
      parts.push(
        `Subheading ${dotted(best.code)} (${subTitle}): the description names no attribute that selects another subheading, so the ${best.residual ? 'residual' : 'closest'} one applies.`,
      );
    }
  }
  const chief = analysis.chief;
  if (chief?.mixed && /^(5\d|6[0-3])/.test(best.code)) {
    parts.push(
      `Of ${FIBRE_NAMES[chief.group]}: the textile material that ${chief.by === 'percent' ? 'predominates by weight' : 'the description names first'} (Section XI note 2, subheading note 2); the other fibres named do not decide.`,
    );
  }
  if (best.assumed.length > 0) parts.push(`Assumed ${best.assumed.join(', ')}: the most traded fibre for such goods.`);
  if ((best.code.startsWith('61') || best.code.startsWith('62')) && !analysis.features.has('@gendered')) {
    parts.push("No gender stated: chapters 61/62 note 9 treats garments not identifiable as men's or boys' as women's or girls'.");
  }

  if (national) {
    const why =
      national.reason === 'matched'
        ? `its title matches ${national.matchedWords.map((w) => `"${w}"`).join(', ')}`
        : national.reason === 'residual'
          ? 'no other line of the subheading is described, so the residual "Other" line applies'
          : national.reason === 'only'
            ? 'it is the only national line under this subheading'
            : 'it is the first national line under this subheading';
    parts.push(`${destination} national line ${national.code} (${national.title}): ${why}.`);
  } else {
    parts.push(`The ${destination} data has no national lines under ${dotted(best.code)}; the code is given at 6 digits.`);
  }

  const runnerUp = ranking.subheadings.find((s) => s.code !== best.code);
  if (runnerUp) {
    parts.push(`Next candidate: ${dotted(runnerUp.code)} (${index.node(runnerUp.code)?.title ?? ''}).`);
  }
  return parts.join(' ');
}
