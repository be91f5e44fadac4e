import { CountdownView } from './Countdown.tsx';
import { hydrateIsland } from '../hydration/hydrateIsland.tsx';

export const mount = hydrateIsland(CountdownView);
