import { useEffect, useRef, useState } from 'react';
import { usePage } from '../context.tsx';
import { Island } from '../hydration/Island.tsx';
import { Icon } from '../ui/Icon.tsx';
import { watchUrl } from '../../shared/media.ts';

export type VideoEmbedProps = {
  videoId: string;
  title: string;
  autoplay: boolean;
  muted: boolean;
  loop: boolean;
  controls: boolean;
  lazy: boolean;
  /** Full-bleed looping background: no controls, covers its box, poster under reduced motion. */
  background: boolean;
  poster: string | null;
  labels: { loading: string; unavailable: string; watch: string };
};

export interface EmbedOptions {
  autoplay?: boolean;
  muted?: boolean;
  loop?: boolean;
  controls?: boolean;
}

/** The product's defaults: autoplay off, muted on, loop on, controls off. */
export const EMBED_DEFAULTS: Required<EmbedOptions> = { autoplay: false, muted: true, loop: true, controls: false };

const flag = (on: boolean) => (on ? '1' : '0');

/**
 * The privacy-enhanced YouTube embed address: hidden info, no related videos from other channels,
 * modest branding, inline playback, the IFrame API enabled; `playlist` = id so `loop` works.
 */
export function embedUrl(videoId: string, options: EmbedOptions = {}): string {
  const o = { ...EMBED_DEFAULTS, ...options };
  const params = new URLSearchParams({
    autoplay: flag(o.autoplay),
    mute: flag(o.muted),
    loop: flag(o.loop),
    controls: flag(o.controls),
    showinfo: '0',
    rel: '0',
    modestbranding: '1',
    playsinline: '1',
    enablejsapi: '1',
  });
  if (o.loop) params.set('playlist', videoId);
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?${params}`;
}

export const VIDEO_LAZY_MARGIN = '100px';
/**
 * How long a player may stay silent before the video counts as unavailable (video site offline or
 * blocked by a network or an extension: the frame never answers). A player that answers later
 * still takes over.
 */
export const VIDEO_TIMEOUT_MS = 10_000;

/** `stalled`: the player has not answered in time (shown as unavailable, recovers if it answers). */
type Phase = 'waiting' | 'loading' | 'ready' | 'stalled' | 'error';

const YOUTUBE_ORIGIN = 'https://www.youtube-nocookie.com';
/**
 * The IFrame API's handshake: the page repeats 'listening' until the player starts talking (its
 * script may not be up when the frame loads); backing off, so a frame that never answers is not
 * messaged four times a second forever.
 */
const LISTEN_FIRST_MS = 250;
const LISTEN_MAX_MS = 4000;

/** True when motion or data should be spared: the background trailer then stays a poster. */
function spareMotion(): boolean {
  const saveData = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;
  return saveData || matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * A YouTube frame that becomes active within 100 px of the viewport (or at once when not lazy):
 * pulsing placeholder before, spinner until the player is ready, 'Video unavailable' (over the
 * poster, if any) when the player fails or stays silent for VIDEO_TIMEOUT_MS.
 */
export function VideoEmbedView({ videoId, title, autoplay, muted, loop, controls, lazy, background, poster, labels }: VideoEmbedProps) {
  const box = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const [phase, setPhase] = useState<Phase>('waiting');
  const [loaded, setLoaded] = useState(false);
  const [heard, setHeard] = useState(false);

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
    // The IFrame API reports readiness and player errors (removed or blocked video) by postMessage.
    function onMessage(e: MessageEvent) {
      if (e.origin !== YOUTUBE_ORIGIN || e.source !== frame.current?.contentWindow) return;
      setHeard(true);
      try {
        const data = typeof e.data === 'string' ? JSON.parse(e.data) : e.data;
        if (data?.event === 'onError') setPhase('error');
        if (data?.event === 'onReady') setPhase((p) => (p === 'loading' || p === 'stalled' ? 'ready' : p));
      } catch {
        // Not a player message.
      }
    }
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  useEffect(() => {
    if (!loaded || heard) return;
    let delay = LISTEN_FIRST_MS;
    let timer: ReturnType<typeof setTimeout>;
    const listen = () => {
      frame.current?.contentWindow?.postMessage(JSON.stringify({ event: 'listening', id: videoId, channel: 'widget' }), YOUTUBE_ORIGIN);
      timer = setTimeout(listen, delay);
      delay = Math.min(delay * 2, LISTEN_MAX_MS);
    };
    listen();
    return () => clearTimeout(timer);
  }, [loaded, heard, videoId]);

  useEffect(() => {
    if (phase !== 'loading') return;
    const timeout = setTimeout(() => setPhase('stalled'), VIDEO_TIMEOUT_MS);
    return () => clearTimeout(timeout);
  }, [phase]);

  const failed = phase === 'error' || phase === 'stalled';
  const src = embedUrl(videoId, { autoplay, muted, loop, controls });
  return (
    <div ref={box} className={background ? 'video-bg' : 'video-box'} data-phase={phase}>
      {/* A background keeps its poster until the player is ready (no black or error flash). */}
      {poster && (background ? phase !== 'ready' : failed) && <img src={poster} alt="" className="video-poster" width={1600} height={900} />}
      {phase === 'waiting' && !background && (
        <div className="video-placeholder">
          <a href={watchUrl(videoId)} target="_blank" rel="noopener noreferrer" className="btn">
            <Icon name="play" /> {labels.watch}
          </a>
        </div>
      )}
      {(phase === 'loading' || phase === 'ready' || phase === 'stalled') && (
        <iframe
          ref={frame}
          src={src}
          title={title}
          onLoad={() => setLoaded(true)}
          onError={() => setPhase('error')}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          referrerPolicy="strict-origin-when-cross-origin"
          tabIndex={background ? -1 : undefined}
          aria-hidden={background ? true : undefined}
          hidden={phase === 'stalled'}
          className="video-frame"
        />
      )}
      {phase === 'loading' && (
        <div role="status" className="video-overlay">
          <span className="spinner" aria-hidden="true" />
          <span className="sr-only">{labels.loading}</span>
        </div>
      )}
      {failed && !background && (
        <div role="status" className="video-overlay video-unavailable">
          <p className="flex flex-col items-center gap-2 rounded-lg bg-ink/90 px-4 py-3 text-mist">
            <Icon name="videoOff" className="h-10 w-10" />
            {labels.unavailable}
          </p>
        </div>
      )}
    </div>
  );
}

type Options = EmbedOptions & {
  videoId: string;
  title: string;
  /** Default true: the frame loads within 100 px of the viewport. */
  lazy?: boolean;
  /** Default false; the home hero's trailer is one. */
  background?: boolean;
  /** Shown with 'Video unavailable' when the player fails or the video site cannot be reached. */
  poster?: string;
};

/** An embedded trailer (video island), by default with the player's controls shown and no loop. */
export function VideoEmbed({ videoId, title, lazy = true, background = false, poster, ...options }: Options) {
  const { t } = usePage();
  const o = { ...EMBED_DEFAULTS, controls: true, loop: false, ...options };
  const labels = { loading: t('common.loading'), unavailable: t('widgets.video.unavailable'), watch: t('widgets.video.watch') };
  return <Island name="video" component={VideoEmbedView} props={{ videoId, title, ...o, lazy, background, poster: poster ?? null, labels }} />;
}
