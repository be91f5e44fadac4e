/** SPEC media constants, shared by server markup and client chunks (no JSX here: keeps chunks React-free). */
export const IMAGE_QUALITY = 85;
export const IMAGE_LAZY_MARGIN = '50px';
export const VIDEO_LAZY_MARGIN = '100px';
/**
 * How long a player may stay silent before the video counts as unavailable (video site offline or
 * blocked by a network or an extension: the frame never answers). A player that answers later
 * still takes over.
 */
export const VIDEO_TIMEOUT_MS = 10_000;

/**
 * Supabase Storage public objects go through its image service (resized, quality 85);
 * site files and other hosts are served as they are.
 */
export function imageSrc(src: string, width: number, quality = IMAGE_QUALITY): string {
  const marker = '/storage/v1/object/public/';
  if (!src.includes(marker)) return src;
  return `${src.replace(marker, '/storage/v1/render/image/public/')}?width=${width}&quality=${quality}`;
}
