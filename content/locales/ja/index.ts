import { bosses } from './bosses.ts';
import { glossary } from './glossary.ts';
import { items } from './items.ts';
import { trailers } from './trailers.ts';
import { zones } from './zones.ts';

export const encyclopaedia = { glossary, bosses, zones, items, trailers };
