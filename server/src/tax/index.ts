export { importVat, type ImportVatResult, type ImportVatOptions } from './import-vat.js';
export { standardRate, SALES_TAX_SOURCE, SALES_TAX_URL } from './standard-rates.js';
export { EU_MEMBER_STATES } from './eu-members.js';
