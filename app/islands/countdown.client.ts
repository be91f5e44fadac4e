import { Countdown } from './Countdown.tsx';
import { hydrateIsland } from './react.tsx';

export const mount = hydrateIsland(Countdown);
