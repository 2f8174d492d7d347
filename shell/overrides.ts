/**
 * Screens that replace generated ones, by resource name. A `resources/<name>/index.tsx` exporting
 * `ScreenOverrides` is registered here; unnamed screens stay generated.
 */
import type { ScreenOverrides } from './generator/generateScreens';

export const SCREEN_OVERRIDES: Readonly<Record<string, ScreenOverrides>> = {};
