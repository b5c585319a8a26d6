import { createHash } from 'node:crypto';

/** md5 of the processed photo bytes, hex: spots a duplicate upload (spec 001 section 5). */
export function md5Hex(bytes: Uint8Array): string {
  return createHash('md5').update(bytes).digest('hex');
}
