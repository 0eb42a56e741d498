import { TRUNCATE } from './constants.js';

/** Cuts text to `max` characters and marks the cut with '...' (spec §3). */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

export const truncateProductName = (name: string) => truncate(name, TRUNCATE.productName);
export const truncateProductDescription = (des: string) => truncate(des, TRUNCATE.productDescription);
