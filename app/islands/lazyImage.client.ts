import type { Mount } from '../hydration/marker.ts';
import type { LazyImageProps } from './LazyImage.tsx';

// No value imports from LazyImage.tsx: its JSX would bring React into this React-free chunk.
const IMAGE_LAZY_MARGIN = '50px';

// One observer for all images of the page; each image's reveal waits here until it is near.
const reveals = new WeakMap<Element, () => void>();
let observer: IntersectionObserver | undefined;

/**
 * Loaded and errored states. `decode()` settles for an image that finished (or failed) before this
 * script ran as well as for one still on its way, which load/error listeners added now would miss.
 */
function settle(box: HTMLElement, img: HTMLImageElement): void {
  img.decode().then(
    () => box.classList.add('is-loaded'),
    () => {
      box.classList.add('is-error');
      // The image's optional error callback, as an event a page script may listen to.
      box.dispatchEvent(new CustomEvent('lazyimage:error', { bubbles: true, detail: { src: img.getAttribute('src') } }));
    },
  );
}

export const mount: Mount<Required<LazyImageProps>> = (root, { priority }) => {
  const box = root.querySelector<HTMLElement>('.lazy-image')!;
  const img = box.querySelector<HTMLImageElement>('img.lazy-img')!;
  if (priority) return settle(box, img);
  reveals.set(img, () => {
    img.src = img.dataset.src!;
    settle(box, img);
  });
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const e of entries) {
        if (!e.isIntersecting) continue;
        observer!.unobserve(e.target);
        reveals.get(e.target)?.();
      }
    },
    { rootMargin: IMAGE_LAZY_MARGIN },
  );
  observer.observe(img);
};
