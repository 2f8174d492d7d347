/**
 * `npx tsx server/db/seed/library/generateMedia.ts`: writes the demo library's shipped files
 * into media/ (served at /media), to be committed. Run it after changing the library's names,
 * types or worlds; nothing runs it at install or start.
 * - thumbnails/<name>.svg for every story world and item (stale ones removed);
 * - films/<name>.<locale>.vtt, each film item's captions in every library language (captions.ts;
 *   stale films and captions removed);
 * - with ffmpeg on the PATH only: sounds/<name>.mp3 (each sound clip item's own clip,
 *   synthesised by sounds.ts; stale clips removed) and, with Debian's fonts-dejavu-core for the
 *   title cards too, films/<name>.webm (each film item's own few seconds of VP9/Opus, films.ts).
 *   Without them, the committed files stay as they are.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { CONTENT_LOCALES } from '../../../../domain/constants';
import { MEDIA_DIR } from '../../../static';
import { captionsVtt } from './captions';
import { demoFilms, filmArgs, sceneArgs, TITLE_FONTS } from './films';
import { captionsFile, filmFile, soundFile, thumbnailFile } from './media';
import { demoSounds, soundArgs, soundComment, soundSamples, wavOf } from './sounds';
import { demoThumbnailSpecs, thumbnailSvg } from './thumbnails';

function writeThumbnails(): number {
  const dir = join(MEDIA_DIR, 'thumbnails');
  mkdirSync(dir, { recursive: true });
  const wanted = new Set<string>();
  for (const spec of demoThumbnailSpecs()) {
    const file = thumbnailFile(spec.name);
    if (wanted.has(file)) throw new Error(`Two demo names make the same thumbnail file ${file}`);
    wanted.add(file);
    writeFileSync(join(MEDIA_DIR, file), thumbnailSvg(spec));
  }
  for (const f of readdirSync(dir)) if (!wanted.has(`thumbnails/${f}`)) rmSync(join(dir, f));
  return wanted.size;
}

function ffmpeg(args: string[]): void {
  const run = spawnSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], { stdio: 'inherit' });
  if (run.status !== 0) throw new Error(`ffmpeg failed (${run.status}): ffmpeg ${args.join(' ')}`);
}

/** Each film item's captions in every library language; stale films and captions removed. */
function writeCaptions(): void {
  const dir = join(MEDIA_DIR, 'films');
  mkdirSync(dir, { recursive: true });
  const wanted = new Set<string>();
  for (const film of demoFilms()) {
    wanted.add(filmFile(film.item.name));
    for (const locale of CONTENT_LOCALES) {
      const file = captionsFile(film.item.name, locale);
      wanted.add(file);
      writeFileSync(join(MEDIA_DIR, file), captionsVtt(film, locale));
    }
  }
  for (const f of readdirSync(dir)) if (!wanted.has(`films/${f}`)) rmSync(join(dir, f));
}

/** Each film item's film: its thumbnail's scene drawn large, then filmed (films.ts). */
function writeFilms(): void {
  const work = mkdtempSync(join(tmpdir(), 'demo-films-'));
  try {
    for (const film of demoFilms()) {
      const files = { scene: join(work, 'scene.png'), title: join(work, 'title.txt'), world: join(work, 'world.txt'), out: join(MEDIA_DIR, filmFile(film.item.name)) };
      ffmpeg(sceneArgs(join(MEDIA_DIR, thumbnailFile(film.item.name)), files.scene));
      writeFileSync(files.title, film.item.name);
      writeFileSync(files.world, film.world.name);
      ffmpeg(filmArgs(film, files));
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** Each sound clip item's own clip (sounds.ts); stale clips removed. */
function writeSounds(): number {
  const dir = join(MEDIA_DIR, 'sounds');
  mkdirSync(dir, { recursive: true });
  const wanted = new Set<string>();
  const wav = join(mkdtempSync(join(tmpdir(), 'demo-sounds-')), 'clip.wav');
  try {
    for (const sound of demoSounds()) {
      const file = soundFile(sound.item.name);
      const pcm = wavOf(soundSamples(sound));
      writeFileSync(wav, pcm);
      ffmpeg(soundArgs(wav, soundComment(sound, pcm), join(MEDIA_DIR, file)));
      wanted.add(file);
    }
  } finally {
    rmSync(dirname(wav), { recursive: true, force: true });
  }
  for (const f of readdirSync(dir)) if (!wanted.has(`sounds/${f}`)) rmSync(join(dir, f));
  return wanted.size;
}

const count = writeThumbnails();
const films = demoFilms().length;
writeCaptions();
console.log(`${count} thumbnails and ${films * CONTENT_LOCALES.length} caption files of ${films} films written to ${MEDIA_DIR}`);
if (spawnSync('ffmpeg', ['-version']).status !== 0) {
  console.warn('ffmpeg is not on the PATH: the committed films and sound clips were left as they are.');
} else {
  console.log(`${writeSounds()} sound clips encoded with ffmpeg.`);
  const fonts = Object.values(TITLE_FONTS).filter((font) => !existsSync(font));
  if (fonts.length > 0) console.warn(`No ${fonts.join(', ')} (apt-get install -y fonts-dejavu-core) to draw the title cards: the committed films were left as they are.`);
  else {
    writeFilms();
    console.log(`${films} films encoded with ffmpeg.`);
  }
}
