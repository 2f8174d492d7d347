/** Captions of the demo film (media/films/harbour-lights.webm, 6 s) in each library language, as WebVTT. */
import type { ContentLocale } from './types';

const CUES: Readonly<Record<ContentLocale, readonly [string, string, string]>> = {
  en: ['The sun sets over the harbour.', 'Grace lights the lamp at the top of the tower.', 'Out at sea, a small boat turns for home.'],
  fi: ['Aurinko laskee sataman ylle.', 'Grace sytyttää lampun tornin huipulla.', 'Merellä pieni vene kääntyy kotia kohti.'],
  es: ['El sol se pone sobre el puerto.', 'Grace enciende la lámpara en lo alto de la torre.', 'En el mar, un pequeño barco vuelve a casa.'],
  pt: ['O sol põe-se sobre o porto.', 'A Grace acende a lâmpada no alto da torre.', 'No mar, um pequeno barco volta para casa.'],
};

const TIMES = ['00:00:00.000 --> 00:00:02.000', '00:00:02.000 --> 00:00:04.000', '00:00:04.000 --> 00:00:06.000'];

export function captionsVtt(locale: ContentLocale): string {
  return ['WEBVTT', ...CUES[locale].map((text, i) => `${i + 1}\n${TIMES[i]}\n${text}`)].join('\n\n') + '\n';
}
