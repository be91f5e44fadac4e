import { useEffect, useState } from 'react';
import { COUNTDOWN_TICK_MS, timeLeft } from './countdownMath.ts';
import { NewsletterView } from './Newsletter.tsx';
import type { CountdownProps } from './types.ts';

export type CountdownComponentProps = CountdownProps & { onSubscribe?: (email: string) => Promise<void> };

/**
 * Days, hours, minutes and seconds to `targetDate`, ticking every second; 'the wait is over'
 * once the target is not in the future. The first render uses the server's clock so the
 * hydrated markup matches the streamed one; the real clock takes over in an effect.
 */
export function Countdown({ targetDate, title, renderedAt, showSubscription, labels, newsletter, onSubscribe }: CountdownComponentProps) {
  const target = Date.parse(targetDate);
  const [now, setNow] = useState(renderedAt);
  const left = timeLeft(target, now);

  useEffect(() => {
    setNow(Date.now());
    if (Date.now() >= target) return;
    const timer = setInterval(() => {
      const t = Date.now();
      setNow(t);
      if (t >= target) clearInterval(timer);
    }, COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, [target]);

  const units = left.done
    ? []
    : ([['days', left.days], ['hours', left.hours], ['minutes', left.minutes], ['seconds', left.seconds]] as const);

  return (
    <div className="countdown space-y-5" data-state={left.done ? 'finished' : 'running'}>
      <h2 className="font-display text-2xl text-gold">{title}</h2>
      {left.done ? (
        <div className="space-y-1">
          <p className="font-display text-3xl text-silk sm:text-4xl">{labels.finished}</p>
          <p className="text-mist">{labels.finishedText}</p>
        </div>
      ) : (
        <ol className="grid grid-cols-4 gap-2 sm:gap-4" role="timer" aria-live="off">
          {units.map(([unit, value]) => (
            <li key={unit} className="rounded-lg border border-white/10 bg-ink/70 px-2 py-3 text-center">
              <span className="block font-display text-3xl tabular-nums text-silk sm:text-5xl">{String(value).padStart(2, '0')}</span>
              <span className="text-xs uppercase tracking-widest text-mist">{labels[unit]}</span>
            </li>
          ))}
        </ol>
      )}
      {showSubscription && newsletter && <NewsletterView {...newsletter} onSubscribe={onSubscribe} />}
    </div>
  );
}
