import type { Concept } from '../types.js';
import { APPAREL } from './apparel.js';
import { ATTRIBUTES } from './attributes.js';
import { CONSUMABLES } from './consumables.js';
import { DESCRIPTION } from './description.js';
import { DESCRIPTORS } from './descriptors.js';
import { ELECTRONICS } from './electronics.js';
import { HOUSEHOLD } from './household.js';
import { MATERIALS } from './materials.js';
import { MORE_PRODUCTS } from './more-products.js';
import { PARTS } from './parts.js';

/**
 * All concepts. Where two concepts share a surface form, the earlier one keeps it, so multi-word and more
 * specific products come before materials and modifiers within each file, and product files come first.
 */
export const CONCEPTS: Concept[] = [...ELECTRONICS, ...MORE_PRODUCTS, ...HOUSEHOLD, ...APPAREL, ...PARTS, ...CONSUMABLES, ...MATERIALS, ...ATTRIBUTES, ...DESCRIPTORS, ...DESCRIPTION];
