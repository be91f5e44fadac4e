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
