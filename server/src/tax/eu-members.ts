/**
 * The 27 EU member states (ISO 3166-1 alpha-2), the EU customs and VAT territory since 2020-02-01
 * (UK withdrawal). TEU Art. 52, TFEU Art. 355; Monaco is in the customs territory through France
 * (Union Customs Code Art. 4), so goods of Monaco origin are Union goods for customs.
 */
export const EU_MEMBER_STATES = [
  'AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE',
  'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE',
] as const;
