/**
 * Which image a file is, judged by its first bytes rather than its name or declared type (seed
 * section 5): content pictures and profile photos take JPG or PNG only.
 */

/** The image kind a file's signature shows, or null for anything else. */
export function imageKind(bytes: Buffer): 'jpg' | 'png' | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= png.length && png.every((b, i) => bytes[i] === b)) return 'png';
  return null;
}
