import { useEffect, useRef, useState } from 'react';
import { embedUrl } from '../ui/embedUrl.ts';
import { Icon } from '../ui/Icon.tsx';
import { watchUrl } from '../../content/media.ts';
import { VIDEO_LAZY_MARGIN } from './media.ts';
import type { VideoProps } from './types.ts';

type Phase = 'waiting' | 'loading' | 'ready' | 'error';

const YOUTUBE_ORIGIN = 'https://www.youtube-nocookie.com';

/** True when motion or data should be spared: the background trailer then stays a poster. */
function spareMotion(): boolean {
  const saveData = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;
  return saveData || matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * A YouTube frame that becomes active within 100 px of the viewport (or at once when not lazy):
 * pulsing placeholder before, spinner while loading, 'Video unavailable' when the player fails.
 */
export function Video({ videoId, title, autoplay, muted, loop, controls, lazy, background, poster, labels }: VideoProps) {
  const box = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const [phase, setPhase] = useState<Phase>('waiting');

  useEffect(() => {
    if (background && spareMotion()) return;
    if (!lazy) {
      setPhase('loading');
      return;
    }
    const io = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        io.disconnect();
        setPhase('loading');
      },
      { rootMargin: VIDEO_LAZY_MARGIN },
    );
    io.observe(box.current!);
    return () => io.disconnect();
  }, [lazy, background]);

  useEffect(() => {
    // The IFrame API reports player errors (removed or blocked video) by postMessage.
    function onMessage(e: MessageEvent) {
      if (e.origin !== YOUTUBE_ORIGIN || e.source !== frame.current?.contentWindow) return;
      try {
        const data = typeof e.data === 'string' ? JSON.parse(e.data) : e.data;
        if (data?.event === 'onError') setPhase('error');
        if (data?.event === 'onReady') setPhase((p) => (p === 'loading' ? 'ready' : p));
      } catch {
        // Not a player message.
      }
    }
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  function onLoad() {
    frame.current?.contentWindow?.postMessage(JSON.stringify({ event: 'listening', id: videoId, channel: 'widget' }), YOUTUBE_ORIGIN);
    // A background keeps its poster until the player says it is ready (no black or error flash).
    if (!background) setPhase((p) => (p === 'loading' ? 'ready' : p));
  }

  const src = embedUrl(videoId, { autoplay, muted, loop, controls });
  return (
    <div ref={box} className={background ? 'video-bg' : 'video-box'} data-phase={phase}>
      {background && poster && phase !== 'ready' && <img src={poster} alt="" className="video-poster" width={1600} height={900} />}
      {phase === 'waiting' && !background && (
        <div className="video-placeholder">
          <a href={watchUrl(videoId)} target="_blank" rel="noopener noreferrer" className="btn">
            <Icon name="play" /> {labels.watch}
          </a>
        </div>
      )}
      {(phase === 'loading' || phase === 'ready') && (
        <iframe
          ref={frame}
          src={src}
          title={title}
          onLoad={onLoad}
          onError={() => setPhase('error')}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          referrerPolicy="strict-origin-when-cross-origin"
          tabIndex={background ? -1 : undefined}
          aria-hidden={background ? true : undefined}
          className="video-frame"
        />
      )}
      {phase === 'loading' && (
        <div role="status" className="video-overlay">
          <span className="spinner" aria-hidden="true" />
          <span className="sr-only">{labels.loading}</span>
        </div>
      )}
      {phase === 'error' && !background && (
        <div className="video-overlay flex-col gap-2 text-mist">
          <Icon name="videoOff" className="h-10 w-10" />
          <p>{labels.unavailable}</p>
        </div>
      )}
    </div>
  );
}
