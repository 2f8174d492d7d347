import { RESOURCES } from '../resources';
import { generateScreens, type ResourceScreens } from './generator/generateScreens';
import { SCREEN_OVERRIDES } from './overrides';

/** Every kit resource's screens, generated once at start-up. */
export const RESOURCE_SCREENS: readonly ResourceScreens[] = RESOURCES.map((def) => generateScreens(def, SCREEN_OVERRIDES[def.name]));
