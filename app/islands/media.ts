/** SPEC media constants, shared by server markup and client chunks (no JSX here: keeps chunks React-free). */
export const IMAGE_QUALITY = 85;
export const IMAGE_LAZY_MARGIN = '50px';
export const VIDEO_LAZY_MARGIN = '100px';

/**
 * Supabase Storage public objects go through its image service (resized, quality 85);
 * site files and other hosts are served as they are.
 */
export function imageSrc(src: string, width: number, quality = IMAGE_QUALITY): string {
  const marker = '/storage/v1/object/public/';
  if (!src.includes(marker)) return src;
  return `${src.replace(marker, '/storage/v1/render/image/public/')}?width=${width}&quality=${quality}`;
}
