import { EU_MEMBERS } from '../dataset/importers/common.js';

/**
 * The ISO alpha-2 codes an origin stands for when matching agreement partners: GB for UK (the API's name),
 * every member state for EU (agreements list the member states).
 */
export function originCodes(origin: string): string[] {
  const code = origin.trim().toUpperCase();
  if (code === 'UK') return ['GB'];
  if (code === 'EU') return EU_MEMBERS;
  return [code];
}
