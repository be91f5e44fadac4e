import { PlatformsPage } from '../pages/PlatformsPage.tsx';
import { pcRequirements, type PcRequirementsData } from '../pages/platforms/requirements.ts';
import { defineRoute, pageOf } from './module.ts';

/** /platforms and /system-requirements: the requirements' one cached list; without it the PC section says so, 503. */
export const platforms = defineRoute<PcRequirementsData>(async ({ lang, data }) => {
  const requirements = pcRequirements(await data.system_requirements.list(), lang);
  return pageOf(requirements);
}, PlatformsPage);
