/**
 * The demo films: one per film item (catalogue.ts FILM_TYPES), its story world's scene as the
 * item's thumbnail draws it (thumbnails.ts) panned slowly, a title card with the item's name over
 * its world's name, and a quiet chord in the world's key, lasting as long as its captions take to
 * read (captions.ts). Pure: generateMedia.ts runs ffmpeg with these arguments.
 */
import { type FilmStory, filmSeconds, TITLE_SECONDS } from './captions';
import { FILM_TYPES, itemLocale, LIBRARY_ITEMS, worldNamed } from './catalogue';
import { hashOf, seeded } from './thumbnails';

export function demoFilms(): FilmStory[] {
  return LIBRARY_ITEMS.filter((item) => FILM_TYPES.has(item.type)).map((item) => {
    const world = worldNamed(item.world);
    if (!world) throw new Error(`Demo film "${item.name}" names an unknown story world "${item.world}"`);
    return { item, world, locale: itemLocale(item, world) };
  });
}

/** Debian's fonts-dejavu-core: needed to draw the title cards when generating, never at run time. */
export const TITLE_FONTS = {
  bold: '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
  regular: '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
} as const;

const W = 480;
const H = 270;
/** The scene is drawn larger than the frame, so the frame can travel across it. */
export const SCENE_SIZE = { width: 576, height: 324 } as const;

export interface FilmFiles {
  /** The scene as a picture of SCENE_SIZE. */
  scene: string;
  /** The item's name and its world's name, as text files (drawtext reads them unescaped). */
  title: string;
  world: string;
  out: string;
}

/** A font size at which `text` fits `width` pixels (DejaVu Sans runs under 0.7 em a character). */
const fit = (text: string, largest: number, width = W - 40): number => Math.max(12, Math.min(largest, Math.floor(width / (0.7 * [...text].length))));

/** Where the frame starts and ends on the scene: a different drift for each item. */
function drift(name: string): { x0: number; x1: number; y0: number; y1: number } {
  const r = seeded(hashOf(name));
  const dx = SCENE_SIZE.width - W;
  const dy = SCENE_SIZE.height - H;
  const x0 = r() < 0.5 ? Math.round(r() * dx * 0.25) : Math.round(dx - r() * dx * 0.25);
  const y0 = Math.round(r() * dy);
  return { x0, x1: dx - x0, y0, y1: dy - y0 };
}

function videoGraph(film: FilmStory, files: FilmFiles, seconds: number): string {
  const { x0, x1, y0, y1 } = drift(film.item.name);
  const card = `alpha='if(lt(t,${TITLE_SECONDS - 0.5}),1,max(0,(${TITLE_SECONDS}-t)*2))':expansion=none:fontcolor=white:box=1:boxcolor=black@0.5:boxborderw=8:x=(w-text_w)/2`;
  return [
    `[0:v]crop=w=${W}:h=${H}:x='${x0}+${x1 - x0}*t/${seconds}':y='${y0}+${y1 - y0}*t/${seconds}'`,
    `drawtext=fontfile=${TITLE_FONTS.bold}:textfile=${files.title}:fontsize=${fit(film.item.name, 30)}:y=96:${card}`,
    `drawtext=fontfile=${TITLE_FONTS.regular}:textfile=${files.world}:fontsize=${fit(film.world.name, 16)}:y=150:${card}`,
    `fade=t=in:d=0.4,fade=t=out:st=${seconds - 0.6}:d=0.6,format=yuv420p[v]`,
  ].join(',');
}

/** A soft chord on a note of the world's hue, over a low sea-like hush. */
function audioGraph(film: FilmStory, seconds: number): string {
  const root = Math.round(110 * 2 ** (((film.world.hue * 7) % 12) / 12) * 100) / 100;
  return [
    `aevalsrc='0.2*sin(2*PI*${root}*t)+0.12*sin(3*PI*${root}*t)+0.08*sin(4*PI*${root}*t)':s=24000:d=${seconds}[chord]`,
    `anoisesrc=color=brown:amplitude=0.15:d=${seconds}:r=24000:seed=${hashOf(film.item.name) % 1000},lowpass=f=400[hush]`,
    `[chord][hush]amix=inputs=2,afade=t=in:d=1,afade=t=out:st=${seconds - 1}:d=1[a]`,
  ].join(';');
}

/** Output that depends only on the input: no encoder names, dates or random ids in the file. */
export const BITEXACT = ['-map_metadata', '-1', '-fflags', '+bitexact', '-flags:v', '+bitexact', '-flags:a', '+bitexact'];

/** ffmpeg's arguments for the film: 480×270 VP9 and mono Opus in WebM, small enough to ship. */
export function filmArgs(film: FilmStory, files: FilmFiles): string[] {
  const seconds = filmSeconds(film);
  return [
    '-loop', '1', '-framerate', '15', '-t', String(seconds), '-i', files.scene,
    '-filter_complex', `${videoGraph(film, files, seconds)};${audioGraph(film, seconds)}`,
    '-map', '[v]', '-map', '[a]',
    '-c:v', 'libvpx-vp9', '-crf', '44', '-b:v', '0', '-deadline', 'good', '-cpu-used', '4', '-threads', '1', '-row-mt', '0',
    '-c:a', 'libopus', '-b:a', '10k', '-ac', '1', '-t', String(seconds), ...BITEXACT,
    files.out,
  ];
}

/** ffmpeg's arguments to draw a thumbnail SVG as the film's scene picture. */
export const sceneArgs = (svg: string, png: string): string[] => ['-width', String(SCENE_SIZE.width), '-height', String(SCENE_SIZE.height), '-i', svg, '-frames:v', '1', png];
