import { useEffect, useState } from 'react';
import { usePage } from '../context.tsx';
import { Island } from '../hydration/Island.tsx';
import { newsletterProps, NewsletterView, type NewsletterProps } from './Newsletter.tsx';

export type TimeLeft =
  | { done: true }
  | { done: false; days: number; hours: number; minutes: number; seconds: number };

/** Whole days, hours, minutes and seconds from `now` to `target` (ms); done once the target is not in the future. */
export function timeLeft(target: number, now: number): TimeLeft {
  const ms = target - now;
  if (!(ms > 0)) return { done: true };
  const total = Math.floor(ms / 1000);
  return {
    done: false,
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

export const COUNTDOWN_TICK_MS = 1000;

export type CountdownLabels = {
  days: string;
  hours: string;
  minutes: string;
  seconds: string;
  finished: string;
  finishedText: string;
};

export type CountdownProps = {
  /** ISO 8601 instant. */
  targetDate: string;
  title: string;
  /** Server clock at render (ms): the first client render uses it, so hydration matches. */
  renderedAt: number;
  showSubscription: boolean;
  labels: CountdownLabels;
  newsletter: NewsletterProps | null;
};

export type CountdownViewProps = CountdownProps & { onSubscribe?: (email: string) => Promise<void> };

/**
 * Days, hours, minutes and seconds to `targetDate`, ticking every second; 'the wait is over'
 * once the target is not in the future. The first render uses the server's clock so the
 * hydrated markup matches the streamed one; the real clock takes over in an effect.
 */
export function CountdownView({ targetDate, title, renderedAt, showSubscription, labels, newsletter, onSubscribe }: CountdownViewProps) {
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

/**
 * The countdown to `targetDate` in this page's language; with `newsletter`, its subscribe form (that
 * id) below. `title` and `finishedText` name what it counts down to (the game's release by default).
 */
export function Countdown({ targetDate, newsletter, title, finishedText }: { targetDate: string; newsletter?: string; title?: string; finishedText?: string }) {
  const ctx = usePage();
  const { t } = ctx;
  return (
    <Island
      name="countdown"
      component={CountdownView}
      props={{
        targetDate,
        title: title ?? t('widgets.countdown.title'),
        renderedAt: Date.now(),
        showSubscription: newsletter !== undefined,
        labels: {
          days: t('widgets.countdown.days'),
          hours: t('widgets.countdown.hours'),
          minutes: t('widgets.countdown.minutes'),
          seconds: t('widgets.countdown.seconds'),
          finished: t('widgets.countdown.finished'),
          finishedText: finishedText ?? t('widgets.countdown.finishedText'),
        },
        newsletter: newsletter === undefined ? null : newsletterProps(ctx, newsletter),
      }}
    />
  );
}
