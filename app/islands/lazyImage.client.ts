import { IMAGE_LAZY_MARGIN } from './media.ts';
import type { LazyImageProps, Mount } from './types.ts';

let observer: IntersectionObserver | undefined;

function reveal(img: HTMLImageElement): void {
  if (!img.getAttribute('src')) img.src = img.dataset.src!;
}

/** One observer for all images of the page; handlers for the loaded and errored states. */
export const mount: Mount<LazyImageProps> = (root, { priority }) => {
  const box = root.querySelector<HTMLElement>('.lazy-image')!;
  const img = box.querySelector<HTMLImageElement>('img.lazy-img')!;
  const loaded = () => box.classList.add('is-loaded');
  img.addEventListener('load', loaded, { once: true });
  img.addEventListener('error', () => {
    box.classList.add('is-error');
    // The optional error callback of the SPEC, as an event a page script may listen to.
    box.dispatchEvent(new CustomEvent('lazyimage:error', { bubbles: true, detail: { src: img.dataset.src } }));
  }, { once: true });
  if (img.complete && img.naturalWidth > 0) loaded();
  if (priority) return reveal(img);
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const e of entries) {
        if (!e.isIntersecting) continue;
        observer!.unobserve(e.target);
        reveal(e.target as HTMLImageElement);
      }
    },
    { rootMargin: IMAGE_LAZY_MARGIN },
  );
  observer.observe(img);
};
