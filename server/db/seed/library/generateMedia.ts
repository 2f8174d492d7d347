/**
 * `npx tsx server/db/seed/library/generateMedia.ts`: writes the demo library's shipped files
 * into media/ (served at /media), to be committed. Run it after changing the library's names,
 * types or worlds; nothing runs it at install or start.
 * - thumbnails/<name>.svg for every story world and item (stale ones removed);
 * - films/harbour-lights.<locale>.vtt, the film's captions;
 * - with ffmpeg on the PATH only: films/harbour-lights.webm (a 6 s VP9/Opus film of a
 *   lighthouse at dusk) and sounds/<key>.mp3 (the synthesised clips of sounds.ts). Without it,
 *   the committed files stay as they are.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CONTENT_LOCALES } from '../../../../domain/constants';
import { MEDIA_DIR } from '../../../static';
import { captionsVtt } from './captions';
import { captionsFile, FILM_FILE, soundFile, thumbnailFile } from './media';
import { soundSamples, wavOf } from './sounds';
import { demoThumbnailSpecs, thumbnailSvg } from './thumbnails';
import { SOUNDS } from './types';

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

const BITEXACT = ['-map_metadata', '-1', '-fflags', '+bitexact', '-flags:v', '+bitexact', '-flags:a', '+bitexact'];

/** A lighthouse at dusk: a slowly turning sky, the lamp's beam sweeping, a boat heading home, waves. */
function writeFilm(): void {
  const scene = [
    '[0:v]drawbox=x=0:y=196:w=iw:h=74:color=0x1b4965@1:t=fill',
    'drawbox=x=392:y=70:w=24:h=126:color=0xf4f4f4@1:t=fill',
    'drawbox=x=392:y=100:w=24:h=12:color=0xd1495b@1:t=fill',
    'drawbox=x=392:y=140:w=24:h=12:color=0xd1495b@1:t=fill',
    'drawbox=x=388:y=54:w=32:h=16:color=0xffd166@1:t=fill[bg]',
  ].join(',');
  const moving = [
    `[bg][3:v]overlay=x='404-110-110*sin(t*1.2)':y=58:eval=frame[lit]`,
    `[lit][1:v]overlay=x='10+t*45':y='184+3*sin(t*3)':eval=frame[b1]`,
    `[b1][2:v]overlay=x='34+t*45':y='156+3*sin(t*3)':eval=frame,format=yuv420p[v]`,
    '[4:a]lowpass=f=500,volume=0.7,afade=t=in:d=1,afade=t=out:st=5:d=1[a]',
  ].join(';');
  ffmpeg([
    '-f', 'lavfi', '-i', 'gradients=s=480x270:c0=0x0b2545:c1=0x274c77:c2=0xf4a259:c3=0x8da9c4:n=4:speed=0.008:d=6:r=24:seed=7',
    '-f', 'lavfi', '-i', 'color=c=0xfaf0ca:s=64x18:r=24:d=6',
    '-f', 'lavfi', '-i', 'color=c=0xfaf0ca:s=6x30:r=24:d=6',
    '-f', 'lavfi', '-i', 'color=c=0xffd166@0.55:s=220x10:r=24:d=6',
    '-f', 'lavfi', '-i', 'anoisesrc=color=pink:amplitude=0.25:d=6:r=24000:seed=7',
    '-filter_complex', `${scene};${moving}`,
    '-map', '[v]', '-map', '[a]',
    '-c:v', 'libvpx-vp9', '-b:v', '160k', '-deadline', 'good', '-cpu-used', '4', '-threads', '1',
    '-c:a', 'libopus', '-b:a', '24k', '-ac', '1', '-t', '6', ...BITEXACT,
    join(MEDIA_DIR, FILM_FILE),
  ]);
}

function writeSounds(): void {
  mkdirSync(join(MEDIA_DIR, 'sounds'), { recursive: true });
  for (const key of SOUNDS) {
    const wav = join(tmpdir(), `demo-sound-${key}-${process.pid}.wav`);
    writeFileSync(wav, wavOf(soundSamples(key)));
    try {
      ffmpeg(['-i', wav, '-c:a', 'libmp3lame', '-b:a', '48k', '-ac', '1', ...BITEXACT, join(MEDIA_DIR, soundFile(key))]);
    } finally {
      rmSync(wav, { force: true });
    }
  }
}

const count = writeThumbnails();
mkdirSync(join(MEDIA_DIR, 'films'), { recursive: true });
for (const locale of CONTENT_LOCALES) writeFileSync(join(MEDIA_DIR, captionsFile(locale)), captionsVtt(locale));
console.log(`${count} thumbnails and ${CONTENT_LOCALES.length} caption files written to ${MEDIA_DIR}`);
if (spawnSync('ffmpeg', ['-version']).status === 0) {
  writeFilm();
  writeSounds();
  console.log(`Film ${FILM_FILE} and ${SOUNDS.length} sound clips encoded with ffmpeg.`);
} else {
  console.warn('ffmpeg is not on the PATH: the committed film and sound clips were left as they are.');
}
