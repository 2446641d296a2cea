import type { Destination } from '../../dataset/types.js';
import { australia } from './au.js';
import { brazil } from './br.js';
import { canada } from './ca.js';
import { switzerland } from './ch.js';
import { china } from './cn.js';
import { europeanUnion } from './eu.js';
import { india } from './in.js';
import { japan } from './jp.js';
import { korea } from './kr.js';
import { mexico } from './mx.js';
import type { CountryRules } from './rules.js';
import { singapore } from './sg.js';
import { unitedKingdom } from './uk.js';
import { unitedStates } from './us.js';

/** One module per destination. */
export const COUNTRY_RULES: Record<Destination, CountryRules> = {
  US: unitedStates,
  CN: china,
  EU: europeanUnion,
  UK: unitedKingdom,
  JP: japan,
  KR: korea,
  CA: canada,
  AU: australia,
  IN: india,
  MX: mexico,
  BR: brazil,
  SG: singapore,
  CH: switzerland,
};

export type { CountryRules, LineDraft, RuleContext, Relief } from './rules.js';
