/**
 * Texts that read the same as English in another language, by language ('*': in every one):
 * brand and product names, language names (each written in its own language), "OK". The
 * catalogue test and the browser test accept these as translated (issue 14).
 */
import { OWN_LANGUAGE_NAMES } from './languageNames';

export const SAME_AS_ENGLISH: Readonly<Record<string, readonly string[]>> = {
  '*': [
    'OK', 'Education platform', '© {{year}} Education platform', 'Google', 'Microsoft', 'MyLogin', 'CCGL', 'Zoom', 'Intercom', 'CSV', 'URL', 'ID',
    'Facebook', 'X', 'X (Twitter)', 'LinkedIn', 'Instagram', 'YouTube', ...Object.values(OWN_LANGUAGE_NAMES),
    // A place on the quiz leaderboard: a number and a name.
    '{{rank}}. {{name}}',
  ],
  // The calendar's agenda view: the word is the same.
  fi: ['Indonesia', 'Singapore', '{{count}} min', 'Agenda'],
  pt: ['Webinar', 'Webinars', 'Portugal', 'Hong Kong', '{{count}} min', 'Latitude', 'Longitude', 'Agenda'],
  sv: ['Information', 'Quiz'],
  // Country names and words Spanish shares with English.
  es: ['No', 'Plan', 'Inspector', 'Portugal', 'Hong Kong', 'India', 'Indonesia', '{{count}} min', 'Agenda'],
};
