import { p, type VocabEntry } from './types.js';

/**
 * Chemical products of chapters 32, 34, 35 and 38 by the words of the HS 2022 subheading titles, and the
 * names customs rulings use for them. Chapter 29 names are read by word parts in chemistry.ts.
 */
export const CHEMICALS: VocabEntry[] = [
  // 3209: paints and varnishes based on synthetic polymers dispersed or dissolved in an aqueous medium;
  // 3209.10 acrylic or vinyl polymers (3208 takes the non-aqueous ones).
  p('3209', 'aqueous medium, aqueous, water based, waterborne', { w: 0.8, when: 'paint, varnish, lacquer, coating, enamel, primer' }),
  p('320910', 'acrylic, vinyl, acrylic polymer, vinyl polymer', { w: 0.8, when: ['paint, varnish, lacquer, coating, enamel, primer', 'aqueous, water based, waterborne, latex, emulsion'] }),
  // 3214.10: glaziers' putty, grafting putty, resin cements, caulking compounds and other mastics; painters' fillings.
  p('321410', 'sealant, silicone sealant, acrylic sealant, caulk, caulking compound, mastic, glazing putty, glazier putty, glaziers putty, grafting putty, resin cement, painters filling', { w: 0.9 }),
  // 3402.39 (HS 2022): anionic organic surface-active agents other than linear alkylbenzene sulphonic acids (3402.31).
  p('340239', 'lauryl ether sulfate, lauryl sulfate, laureth sulfate, sles, anionic surfactant, anionic surface active agent', { w: 1 }),
  p('340231', 'linear alkylbenzene sulfonic acid, alkylbenzene sulfonate, labsa', { w: 1 }),
  // 3404.90: artificial and prepared waxes other than of poly(oxyethylene) (3404.20).
  p('340490', 'polyethylene wax, pe wax, artificial wax, prepared wax', { w: 1, unless: 'adhesive, glue, hot melt, hotmelt, bonding' }),
  // Chapter 35.
  p('350110', 'casein, acid casein, rennet casein', { w: 1.1, unless: 'caseinate, casein glue, digest, hydrolysate, hydrolyzate, hydrolyzed, hydrolysed, tryptone, peptone' }),
  p('350190', 'caseinate, sodium caseinate, calcium caseinate, casein glue', { w: 1.1 }),
  p('3504', 'peptone, peptones', { w: 1.2 }),
  p('350710', 'rennet, chymosin', { w: 1.1 }),
  p('350790', 'amylase, protease, lipase, cellulase, pectinase, enzyme preparation, prepared enzyme', { w: 1 }),
  // 3808.91-.94 (HS 2022): insecticides, fungicides, herbicides, disinfectants not of subheading notes 1 and 2.
  p('380891', 'insecticide, permethrin, cypermethrin, deltamethrin, pyrethroid, insect spray, mosquito spray, ant killer, roach killer', { w: 0.9 }),
  p('380892', 'fungicide', { w: 0.9 }),
  // Heading 3808 takes pure compounds only put up for retail sale or as preparations: a technical-grade plant
  // growth regulator named by its chemical name stays in chapter 29 (chapter 29 note 1).
  p('380893', 'herbicide, weed killer', { w: 0.9 }),
  p('380893', 'glyphosate', { w: 0.9, unless: 'technical, cas, purity, intermediate, technical grade' }),
  p('380899', 'rodenticide, rat poison, rodent bait, mouse bait, rat bait', { w: 0.9 }),
  p('380894', 'disinfectant, sanitizer', { w: 0.9 }),
  // 3822.19 (HS 2022): diagnostic reagents other than for malaria, Zika, blood grouping.
  p('382219', 'antigen test, rapid antigen test, influenza test, diagnostic test kit, diagnostic reagent', { w: 0.8, unless: 'meter, tester, lcd, display, electrode, probe, analyzer, analyser, monitor, sensor, instrument, device, glucometer' }),
];
