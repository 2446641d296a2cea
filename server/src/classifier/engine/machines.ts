import { tokenize } from '../text/tokenize.js';
import type { Vocabulary } from '../vocabulary/index.js';
import type { VocabEntry } from '../vocabulary/types.js';

/**
 * Machines named by what they do. Chapter 84 classifies machines by their function ("machines for filling
 * bottles", "machinery for making paper bags"), and rulings describe them the same way: "a machine used to mix
 * concrete", "an apparatus for spraying paint". The words after such a head name the function and the material
 * worked, not the product: the product is the machine (section XVI; GRI 1, the heading texts).
 */

/** Nouns that say "a machine" without saying which. */
const MACHINE_HEADS = new Set(['machine', 'machinery', 'apparatus', 'appliance', 'equipment', 'device', 'unit', 'plant', 'installation']);
/** Words between the head and the function ("used to", "designed for", "that is capable of"). */
const LEADS = new Set(['for', 'used', 'to', 'designed', 'intended', 'that', 'which', 'is', 'are', 'be', 'being', 'employed', 'utilized', 'capable', 'of', 'specially', 'solely', 'principally', 'primarily', 'the', 'a', 'an', 'in', 'use', 'suitable']);
/** Words that start a function ("for", "used", "to", "designed"): at least one must stand before it. */
const FUNCTION_MARKERS = new Set(['for', 'used', 'to', 'designed', 'intended', 'capable']);
/** The function and its object end at these. */
const STOPS = new Set(['with', 'by', 'using', 'made', 'from', 'into', 'onto', 'on', 'in', 'at', 'which', 'that', 'consisting', 'comprising', 'powered', 'driven', 'operated', 'having', 'and', 'or', 'while', 'before', 'after', 'such', 'as']);
const SKIP = new Set(['the', 'a', 'an', 'of', 'its', 'their', 'various', 'such']);

/** "mix" → "mixing", "make" → "making", "cut" → "cutting". */
export function gerund(verb: string): string {
  if (verb.endsWith('ing')) return verb;
  if (verb.endsWith('ie')) return verb.slice(0, -2) + 'ying';
  if (verb.endsWith('e') && !verb.endsWith('ee')) return verb.slice(0, -1) + 'ing';
  if (/^[^aeiou]*[aeiou][^aeiouwxy]$/.test(verb)) return verb + verb.at(-1) + 'ing';
  return verb + 'ing';
}

/** "mixing" → "mixer", "cutting" → "cutter", "making" → "maker", "slicing" → "slicer". */
const agent = (ger: string): string => ger.slice(0, -3) + 'er';

export interface FunctionSpan {
  /** Index range in the word list (stopwords kept) of the function clause. */
  start: number;
  end: number;
  /** Vocabulary entries the function names as a machine ("mix concrete" → concrete mixer, 8474). */
  entries: Array<{ entry: VocabEntry; phrase: string }>;
}

const MACHINE_CHAPTERS = /^(84|85|90)/;

/**
 * Finds "<machine> for/used to <verb> <object>" in the words (stopwords kept) and reads the function as the
 * names customs and sellers give such machines: "<object> <verb>ing machine", "<verb>ing machine",
 * "<object> <verb>er". Only entries of chapters 84, 85 and 90 are taken: the function names a machine.
 */
export function machineFunction(words: string[], vocabulary: Vocabulary): FunctionSpan | null {
  for (let i = 0; i < words.length && i < 12; i++) {
    if (!MACHINE_HEADS.has(words[i])) continue;
    let j = i + 1;
    let marked = false;
    let afterTo = false;
    while (j < words.length && LEADS.has(words[j])) {
      if (FUNCTION_MARKERS.has(words[j])) marked = true;
      afterTo = words[j] === 'to';
      j++;
    }
    if (!marked || j >= words.length) continue;
    const start = j;
    // Verbs: "filling and capping", "mix"; a verb is a gerund, or the word right after "to".
    const verbs: string[] = [];
    if (words[j].endsWith('ing') || afterTo) {
      verbs.push(gerund(words[j]));
      j++;
      while (j + 1 < words.length && (words[j] === 'and' || words[j] === 'or') && (words[j + 1].endsWith('ing') || afterTo)) {
        verbs.push(gerund(words[j + 1]));
        j += 2;
      }
    }
    const object: string[] = [];
    while (j < words.length && object.length < 3 && !STOPS.has(words[j])) {
      if (!SKIP.has(words[j])) object.push(words[j]);
      j++;
    }
    const end = j;
    const phrases: string[] = [];
    const last = object.at(-1);
    for (const v of verbs) {
      if (object.length > 1) phrases.push(`${object.join(' ')} ${v} machine`, `${object.join(' ')} ${agent(v)}`);
      if (last) phrases.push(`${last} ${v} machine`, `${last} ${agent(v)}`, `${last} ${v}`);
      phrases.push(`${v} machine`, agent(v));
    }
    if (verbs.length === 0 && last) {
      if (object.length > 1) phrases.push(`${object.join(' ')} machine`);
      phrases.push(`${last} machine`);
    }
    // The most specific name wins: "sand washing machine" (8474), not "washing machine" (8450).
    const entries: FunctionSpan['entries'] = [];
    const seen = new Set<VocabEntry>();
    let found = 0;
    for (const phrase of phrases) {
      const key = tokenize(phrase).join(' ');
      const words = key.split(' ').length;
      if (found > words) break;
      for (const entry of vocabulary.byPhrase.get(key) ?? []) {
        if (!MACHINE_CHAPTERS.test(entry.code) || seen.has(entry)) continue;
        seen.add(entry);
        entries.push({ entry, phrase: key });
        found = words;
      }
    }
    return { start, end, entries };
  }
  return null;
}

/**
 * Section XVI note 2(b): parts suitable for use solely or principally with a particular kind of machine go with
 * that machine, in its own parts subheading or in headings 8409, 8431, 8448, 8466, 8473, 8503. Machine heading →
 * where its parts go (heading texts and the parts subheadings of HS 2022).
 */
export const PARTS_OF: Record<string, string> = {
  '8401': '840140', '8402': '840290', '8403': '840390', '8404': '840490', '8405': '840590', '8406': '840690',
  '8407': '8409', '8408': '8409', '8410': '841090', '8411': '841199', '8412': '841290', '8413': '841391',
  '8414': '841490', '8415': '841590', '8416': '841690', '8417': '841790', '8418': '841899', '8419': '841990',
  '8420': '842099', '8421': '842199', '8422': '842290', '8423': '842390', '8424': '842490',
  '8425': '843110', '8426': '843149', '8427': '843120', '8428': '843139', '8429': '843149', '8430': '843149',
  '8432': '843290', '8433': '843390', '8434': '843490', '8435': '843590', '8436': '843699', '8437': '843790',
  '8438': '843890', '8439': '843999', '8440': '844090', '8441': '844190', '8442': '844240', '8443': '844399',
  '8444': '844820', '8445': '844839', '8446': '844849', '8447': '844859', '8450': '845090', '8451': '845190',
  '8452': '845290', '8453': '845390', '8454': '845490', '8455': '845590',
  '8456': '846693', '8457': '846693', '8458': '846693', '8459': '846693', '8460': '846693', '8461': '846693',
  '8462': '846694', '8463': '846694', '8464': '846691', '8465': '846692', '8467': '846799', '8468': '846890',
  '8470': '847329', '8471': '847330', '8472': '847340', '8474': '847490', '8475': '847590', '8476': '847690',
  '8477': '847790', '8478': '847890', '8479': '847990', '8481': '848190', '8482': '848299', '8483': '848390',
  '8486': '848690', '8501': '8503', '8502': '8503', '8504': '850490', '8508': '850870', '8509': '850990',
  '8510': '851090', '8516': '851690',
  // Chapter 85 parts headings and subheadings (note 2(b) to section XVI, HS 2022 titles): parts of switching and
  // protecting apparatus and of control panels go to 8538, of recorders and players to 8522, of transmitters,
  // receivers, cameras and monitors to 8529; the others to their own heading's parts subheading.
  '8505': '850590', '8507': '850790', '8511': '851190', '8512': '851290', '8513': '851390', '8514': '851490',
  '8515': '851590', '8518': '851890', '8519': '8522', '8521': '8522', '8525': '8529', '8526': '8529', '8527': '8529',
  '8528': '8529', '8530': '853090', '8531': '853190', '8535': '8538', '8536': '8538', '8537': '8538',
  '8539': '853990', '8543': '854390',
};
/**
 * Electronics that shops file under "Accessories & Parts" (speakers, radios, switches, lamps): their parts rule
 * applies only when the description itself says parts, not the category path (measured: the category word cost
 * hscodecomp chapter 85 four HS4 rows).
 */
export const PARTS_SAID_IN_TEXT = new Set(['8505', '8507', '8511', '8512', '8513', '8514', '8515', '8518', '8519', '8521', '8525', '8526', '8527', '8528', '8530', '8531', '8535', '8536', '8537', '8539', '8543']);
