import { p, type VocabEntry } from './types.js';

/**
 * Chemicals, third pass (chapters 29, 32, 35, 38): names rulings use for goods the word-part rules of
 * chemistry.ts do not read, and the limits of headings 3004, 3808 and 3822 against chapter 29 and chapter 90.
 */
export const CHEMICALS_3: VocabEntry[] = [
  // Heading 3808 covers herbicides only put up for retail sale or as preparations: technical-grade glyphosate
  // (a separate chemically defined compound, chapter 29 note 1(a)) is a non-halogenated organo-phosphorus
  // derivative, 2931.49 (HS 2022).
  p('293149', 'glyphosate technical, technical glyphosate, glyphosate acid, phosphonomethyl glycine', { w: 1.1 }),
  p('293149', 'glyphosate', { w: 0.9, when: 'technical, cas, purity, intermediate, technical grade' }),
  // 2923: quaternary ammonium salts and hydroxides (not surface-active preparations of 3402).
  p('2923', 'quaternary ammonium salt, quaternary ammonium hydroxide, quaternary ammonium compound', { w: 0.6, unless: 'surface active, surfactant, disinfectant, softener, fabric softener, sanitizer' }),
  // 3503: glues of animal origin (bone, hide, skin glue) with gelatin; not worked bone (9601).
  p('3503', 'animal glue, bone glue, hide glue, skin glue, pearl glue, gelatin glue, rabbit skin glue, isinglass', { w: 1.2 }),
  p('350300', 'animal glue, bone glue, hide glue, skin glue, pearl glue, isinglass', { w: 0.6 }),
  // 3504: other protein substances, including hydrolysed collagen (collagen peptides) and protein isolates.
  // Peptones are protein digests (tryptone, casein digests); milk protein concentrates of more than 85 % protein are
  // 3504 (not 0404); protein hydrolysates and keratin are "other protein substances and their derivatives".
  p('3504', 'tryptone, tryptose, soytone, proteose peptone, casein digest, casein hydrolysate, digest of casein, pancreatic digest, enzymatic digest, milk protein concentrate, milk protein isolate, hydrolyzed wheat protein, hydrolysed wheat protein, hydrolyzed keratin, keratin hydrolysate, hydrolyzed silk, silk peptide, hydrolyzed soy protein, protein hydrolyzate', { w: 1.2 }),
  p('3504', 'collagen peptide, hydrolyzed collagen, collagen hydrolysate, hydrolysed collagen, protein hydrolysate, hydrolyzed protein, pea protein isolate, rice protein isolate', { w: 1, unless: 'capsule, tablet, drink, bar' }),
  // 3507: enzymes and prepared enzymes by name (3507.10 rennet; 3507.90 the others).
  p('3507', 'phytase, xylanase, lactase, invertase, catalase, glucose oxidase, transglutaminase, papain, bromelain, pepsin, trypsin, pancreatin, lysozyme, pullulanase, glucoamylase, beta glucanase, mannanase, hemicellulase, laccase, asparaginase, diastase, alpha amylase, beta amylase, alpha galactosidase, peroxidase, superoxide dismutase, dna polymerase, taq polymerase', { w: 1 }),
  p('350790', 'phytase, xylanase, lactase, invertase, catalase, glucose oxidase, transglutaminase, papain, bromelain, pepsin, trypsin, pancreatin, lysozyme, pullulanase, glucoamylase, beta glucanase, mannanase, hemicellulase, laccase, asparaginase, diastase, alpha amylase, beta amylase, alpha galactosidase, peroxidase, superoxide dismutase, dna polymerase, taq polymerase', { w: 0.6 }),
  // 3506.91: most prepared adhesives traded in bulk are based on polymers of 3901-3913 or on rubber; 3506.10 needs
  // retail packings of 1 kg or less, 3506.99 is left for the few others (silicate, protein-free inorganic adhesives).
  p('350691', 'adhesive, industrial adhesive, construction adhesive, laminating adhesive, bonding agent', { w: 0.5, unless: 'retail, retail sale, tube, stick, glue stick, blister, school glue, super glue, silicate, sodium silicate, dextrin, starch, animal glue, casein' }),
  // 3214.10: painters' fillings and mastics (body filler, wood filler, spackling compound).
  p('3214', 'body filler, car body filler, automotive filler, polyester filler, wood filler, spackling, spackle, spackling compound, joint compound, painters filler, bondo', { w: 1.2 }),
  p('321410', 'body filler, car body filler, automotive filler, polyester filler, wood filler, spackling, spackle, spackling compound, painters filler', { w: 0.6 }),
  // 3214.10 mastics and sealing compounds; 3214.90 non-refractory surfacing preparations for facades, walls, floors.
  p('3214', 'glazing compound, window glazing compound, seam sealer, seam sealant, joint sealant, expansion joint sealant, sealing compound, stucco finish, acrylic stucco, synthetic stucco, textured finish coat, skim coat, wall putty, epoxy grout, surfacing preparation, facade render, acrylic render', { w: 1.2 }),
  p('321410', 'glazing compound, window glazing compound, seam sealer, seam sealant, joint sealant, expansion joint sealant, sealing compound', { w: 0.6 }),
  p('321490', 'stucco finish, acrylic stucco, synthetic stucco, textured finish coat, skim coat, wall putty, epoxy grout, surfacing preparation, facade render, acrylic render', { w: 0.6 }),
  // 2828: hypochlorites (3808.94 only for disinfectants put up for retail sale or as preparations).
  p('2828', 'hypochlorite, sodium hypochlorite, calcium hypochlorite, potassium hypochlorite, sodium chlorite', { w: 1.1 }),
  p('282810', 'calcium hypochlorite', { w: 0.8 }),
  p('282890', 'sodium hypochlorite, potassium hypochlorite, sodium chlorite', { w: 0.8 }),
  // 3401.30: organic surface-active preparations for washing the skin, liquid or cream, put up for retail sale.
  p('340130', 'hand wash, liquid hand soap, liquid soap, body wash, shower gel, face wash, facial cleanser, foaming hand wash', { w: 0.8 }),
  // 3820: anti-freezing preparations (a glycol with additives), not the glycol of 2905.
  p('3820', 'antifreeze preparation, antifreeze coolant, engine coolant, radiator coolant, de icing fluid, deicing fluid, anti freezing preparation', { w: 1.4 }),
  // 3306: 3306.20 is dental floss (yarn) only; whitening products, mouthwashes, denture fixatives and cleansers are
  // "other preparations for oral or dental hygiene" (3306.90).
  p('330620', 'dental floss, floss pick, floss picks, flosser pick, dental tape', { w: 0.6, unless: 'water flosser, oral irrigator' }),
  p('330690', 'teeth whitening strip, whitening strip, teeth whitening gel, whitening gel, whitening pen, teeth whitening kit, tooth whitening, mouthwash, mouth rinse, breath spray, mouth spray, denture cleaner, denture cleansing tablet, denture adhesive, denture fixative', { w: 0.6 }),
  // Chapter 31 notes 2-5: these salts are fertilisers whether or not pure.
  p('310221', 'ammonium sulphate, ammonium sulfate', { w: 1.2 }),
  p('310230', 'ammonium nitrate', { w: 1.1 }),
  p('310250', 'sodium nitrate', { w: 1.1 }),
  p('310210', 'urea, carbamide, urea prill, granular urea, prilled urea', { w: 1, unless: 'formaldehyde, resin, moulding, molding, cream, lotion, hydrogen peroxide' }),
  p('310420', 'potassium chloride, muriate of potash', { w: 1.1 }),
  p('310430', 'potassium sulphate, potassium sulfate, sulphate of potash, sulfate of potash', { w: 1.1 }),
  p('310530', 'diammonium phosphate, diammonium hydrogen phosphate, diammonium hydrogenorthophosphate', { w: 1.2 }),
  p('310540', 'monoammonium phosphate, mono ammonium phosphate, ammonium dihydrogen phosphate, ammonium dihydrogenorthophosphate', { w: 1.2 }),
  // 3208.10 paints and varnishes based on polyesters (alkyds are polyesters) in a non-aqueous medium.
  p('320810', 'alkyd, alkyd resin, polyester', { w: 0.6, when: 'paint, enamel, varnish, lacquer, coating, primer', unless: 'water based, waterborne, aqueous, latex, powder' }),
  // 3302.10 odoriferous mixtures of a kind used in the food or drink industries.
  p('330210', 'beverage industry, drink industry, food industry, beverages, soft drinks, food manufacturing', { w: 0.6, when: 'odoriferous, fragrance, flavor, flavour, flavoring, flavouring, aroma, essence' }),
  // 3206.11: pigments based on titanium dioxide with 80 % or more TiO2 (rutile and anatase pigment grades).
  p('320611', 'rutile, anatase, rutile type, rutile grade, anatase grade', { w: 0.7, when: 'titanium dioxide, tio2, pigment' }),
  // 3822.19: diagnostic reagents on a backing (test strips) other than for malaria, Zika, blood grouping.
  p('382219', 'glucose test strip, blood glucose test strip, blood glucose strip, urine test strip, ketone test strip, ovulation test, pregnancy test, drug test strip, covid test', { w: 1, unless: 'tester, lcd, display, electrode, probe, analyzer, analyser, monitor, sensor, instrument, device, glucometer' }),
];
