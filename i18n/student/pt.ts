/**
 * The student app in this language: empty for now, so every text falls back to English
 * (i18next `fallbackLng`); issue 14 translates it.
 */
import type { PartialCatalogue } from '../types';
import type { StudentMessages } from './en';

export const studentPt = {} satisfies PartialCatalogue<StudentMessages>;
