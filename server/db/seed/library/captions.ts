/**
 * Captions of each demo film (media/films/<name>.<locale>.vtt), written from the item's own data:
 * its name while the film's title card shows, then its description sentence by sentence, in the
 * language the item is written in (its captions_url). The library holds an item's text in that
 * one language only, so its files in the other languages name it and its story world in their
 * own words and say which language tells the whole story, rather than carry text in a language
 * the file does not declare. The film lasts as long as its own language's cues (films.ts).
 */
import type { ContentLocale, ItemSeed, WorldSeed } from './types';

export interface FilmStory {
  item: ItemSeed;
  world: WorldSeed;
  /** The language the item is written in. */
  locale: ContentLocale;
}

export interface Cue {
  start: number;
  end: number;
  text: string;
}

/** How long the title card shows (films.ts draws it). */
export const TITLE_SECONDS = 2.5;
/** A comfortable reading pace for a class: a cue stays a second for every 16 characters. */
const CHARS_PER_SECOND = 16;
const MIN_CUE_SECONDS = 2;
/** Two lines of at most this many characters fit a small player. */
const LINE = 42;

const LANGUAGE_NAMES: Readonly<Record<ContentLocale, Readonly<Record<ContentLocale, string>>>> = {
  en: { en: 'English', fi: 'Finnish', es: 'Spanish', pt: 'Portuguese' },
  fi: { en: 'englanniksi', fi: 'suomeksi', es: 'espanjaksi', pt: 'portugaliksi' },
  es: { en: 'inglés', fi: 'finés', es: 'español', pt: 'portugués' },
  pt: { en: 'inglês', fi: 'finlandês', es: 'espanhol', pt: 'português' },
};

type FilmKind = 'video' | '360_video';

const ABOUT: Readonly<Record<ContentLocale, (kind: FilmKind, world: string) => string>> = {
  en: (kind, world) => `${kind === 'video' ? 'A short film' : 'A 360 film'} from the story world “${world}”.`,
  fi: (kind, world) => `${kind === 'video' ? 'Lyhytelokuva' : '360-elokuva'} tarinamaailmasta ”${world}”.`,
  es: (kind, world) => `${kind === 'video' ? 'Un cortometraje' : 'Un vídeo 360'} del mundo de historias «${world}».`,
  pt: (kind, world) => `${kind === 'video' ? 'Uma curta-metragem' : 'Um filme 360'} do mundo de histórias «${world}».`,
};

const WHOLE_STORY: Readonly<Record<ContentLocale, (language: string) => string>> = {
  en: (language) => `The whole story is captioned in ${language}.`,
  fi: (language) => `Koko tarina on tekstitetty ${language}.`,
  es: (language) => `La historia completa está subtitulada en ${language}.`,
  pt: (language) => `A história completa está legendada em ${language}.`,
};

/** The description's sentences ("Dr." and the like do not occur in the library's text). */
export function sentencesOf(text: string): string[] {
  return (text.match(/[^.!?]+(?:[.!?]+["”’')]*|$)/g) ?? []).map((s) => s.trim()).filter((s) => s !== '');
}

/** Words greedily filled into lines of at most LINE characters (a longer word keeps a line to itself). */
function greedyLines(words: readonly string[]): string[] {
  const lines: string[] = [];
  for (const word of words) {
    const last = lines[lines.length - 1];
    if (last !== undefined && last.length + 1 + word.length <= LINE) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** As few lines as greedy filling takes, but of about the same length where they still fit. */
function linesOf(text: string): string[] {
  const words = text.split(/\s+/);
  const greedy = greedyLines(words);
  const even = evenRuns(words, greedy.length);
  return even.every((line) => line.length <= LINE) ? even : greedy;
}

/** Words split into `parts` runs of about the same length. */
function evenRuns(words: readonly string[], parts: number): string[] {
  const total = words.join(' ').length;
  const runs: string[][] = [[]];
  let length = 0;
  for (const word of words) {
    const run = runs[runs.length - 1]!;
    if (run.length > 0 && runs.length < parts && length + word.length / 2 > (total * runs.length) / parts) runs.push([word]);
    else run.push(word);
    length += word.length + 1;
  }
  return runs.map((run) => run.join(' '));
}

/** A sentence as the fewest cues of at most two lines each, of about the same length. */
function blocksOf(sentence: string): string[] {
  const words = sentence.split(/\s+/);
  for (let parts = Math.ceil(linesOf(sentence).length / 2); ; parts++) {
    const blocks = evenRuns(words, parts).map(linesOf);
    if (blocks.every((lines) => lines.length <= 2) || parts >= words.length) return blocks.map((lines) => lines.join('\n'));
  }
}

const halfSeconds = (s: number): number => Math.ceil(s * 2) / 2;

/** The item's name, then its description in cues timed for reading. */
function storyCues(item: ItemSeed): Cue[] {
  const cues: Cue[] = [{ start: 0, end: TITLE_SECONDS, text: item.name }];
  let at = TITLE_SECONDS;
  for (const block of sentencesOf(item.description).flatMap(blocksOf)) {
    const end = at + Math.max(MIN_CUE_SECONDS, halfSeconds(block.replace(/\n/g, ' ').length / CHARS_PER_SECOND));
    cues.push({ start: at, end, text: block });
    at = end;
  }
  return cues;
}

/** How long the film lasts: as long as its story takes to read. */
export const filmSeconds = (film: FilmStory): number => storyCues(film.item).at(-1)!.end;

/** The cues of one caption file of the film. */
export function filmCues(film: FilmStory, locale: ContentLocale): Cue[] {
  if (locale === film.locale) return storyCues(film.item);
  const seconds = filmSeconds(film);
  const middle = halfSeconds((TITLE_SECONDS + seconds) / 2);
  const kind: FilmKind = film.item.type === '360_video' ? '360_video' : 'video';
  return [
    { start: 0, end: TITLE_SECONDS, text: film.item.name },
    { start: TITLE_SECONDS, end: middle, text: linesOf(ABOUT[locale](kind, film.world.name)).join('\n') },
    { start: middle, end: seconds, text: linesOf(WHOLE_STORY[locale](LANGUAGE_NAMES[locale][film.locale])).join('\n') },
  ];
}

const two = (n: number): string => String(n).padStart(2, '0');

function timestamp(seconds: number): string {
  const ms = Math.round(seconds * 1000);
  return `${two(Math.floor(ms / 3_600_000))}:${two(Math.floor(ms / 60_000) % 60)}:${two(Math.floor(ms / 1000) % 60)}.${String(ms % 1000).padStart(3, '0')}`;
}

/** Cue text is not markup: the three characters WebVTT reads as such are escaped. */
const escapeCue = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function captionsVtt(film: FilmStory, locale: ContentLocale): string {
  const cues = filmCues(film, locale).map((cue, i) => `${i + 1}\n${timestamp(cue.start)} --> ${timestamp(cue.end)}\n${escapeCue(cue.text)}`);
  return ['WEBVTT', ...cues].join('\n\n') + '\n';
}
