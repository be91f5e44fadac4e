import { COUNTDOWN_TARGET } from '../../../shared/static/releaseDate.ts';
import { Countdown } from '../../islands/Countdown.tsx';

/**
 * The SPEC's release countdown with its subscribe box. Its target has passed, so it says the wait
 * is over: it moved from the hero to below the news and guides, where the newsletter still fits.
 */
export function LaunchCountdown() {
  return (
    <div className="mx-auto w-full max-w-xl rounded-2xl border border-gold/25 bg-ink-2/70 p-5 sm:p-7">
      <Countdown targetDate={COUNTDOWN_TARGET} newsletter="countdown-newsletter" />
    </div>
  );
}
