import type { WIKI_IMAGE_TYPES } from '@armada/domain';

type ImageType = (typeof WIKI_IMAGE_TYPES)[number];

const startsWith = (bytes: Buffer, prefix: number[], at = 0) => prefix.every((byte, i) => bytes[at + i] === byte);

/** The image type a file's first bytes say it is (not its name or declared type), or null for anything else. */
export function imageTypeOf(bytes: Buffer): ImageType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38])) return 'image/gif';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'image/webp';
  return null;
}
