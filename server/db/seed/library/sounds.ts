/**
 * The demo sound clips: one per sound clip item, synthesised as the kind of sound the item names
 * (soundSynths.ts: frost and wind, elephant rumbles, bowed strings, monsoon rain ...). Each is a
 * few seconds of mono samples in [-1, 1], its noise seeded by the item's name, so every run
 * writes the same file. generateMedia.ts encodes them (WAV here, MP3 by ffmpeg) with a comment
 * naming the samples they were made from, which lets a test tell a clip is what the generator
 * makes now without an encoder.
 */
import { createHash } from 'node:crypto';
import { LIBRARY_ITEMS } from './catalogue';
import { BITEXACT } from './films';
import { SAMPLE_RATE, SECONDS } from './soundParts';
import { SYNTHS } from './soundSynths';
import { hashOf, seeded } from './thumbnails';
import type { ItemSeed, SoundKind } from './types';

export interface DemoSound {
  item: ItemSeed;
  kind: SoundKind;
}

export function demoSounds(): DemoSound[] {
  return LIBRARY_ITEMS.filter((item) => item.type === 'sound_clip').map((item) => {
    if (!item.sound) throw new Error(`Demo sound clip "${item.name}" names no kind of sound (ItemSeed.sound)`);
    return { item, kind: item.sound };
  });
}

const fadeInOut = (t: number): number => Math.min(1, t / 0.4, (SECONDS - t) / 0.6);

export function soundSamples(sound: DemoSound): Float32Array {
  const out = new Float32Array(SAMPLE_RATE * SECONDS);
  const synth = SYNTHS[sound.kind](seeded(hashOf(sound.item.name)));
  let peak = 0;
  let power = 0;
  for (let i = 0; i < out.length; i++) {
    const t = i / SAMPLE_RATE;
    out[i] = synth(t) * fadeInOut(t);
    peak = Math.max(peak, Math.abs(out[i]!));
    power += out[i]! ** 2;
  }
  // A comfortable level whatever the synth's range: about as loud as the other clips (an RMS of
  // -16 dBFS), unless its peaks would pass 0.7 first (clicks and drops keep such a clip quieter).
  const rms = Math.sqrt(power / out.length);
  const gain = peak > 0 ? Math.min(0.7 / peak, 0.16 / rms) : 0;
  for (let i = 0; i < out.length; i++) out[i]! *= gain;
  return out;
}

/** 16-bit mono PCM in a RIFF/WAVE container. */
export function wavOf(samples: Float32Array, sampleRate = SAMPLE_RATE): Buffer {
  const data = Buffer.alloc(samples.length * 2);
  samples.forEach((s, i) => data.writeInt16LE(Math.round(Math.max(-1, Math.min(1, s)) * 32767), i * 2));
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

/** The clip's comment (an ID3 tag): its kind of sound and a digest of the WAV it was encoded from. */
export const soundComment = (sound: DemoSound, wav: Buffer): string => `${sound.kind} ${createHash('sha256').update(wav).digest('hex').slice(0, 16)}`;

/** ffmpeg's arguments for the clip: mono MP3 at 48 kb/s, the same bytes on every run. */
export const soundArgs = (wav: string, comment: string, out: string): string[] => [
  '-i', wav, '-c:a', 'libmp3lame', '-b:a', '48k', '-ac', '1', ...BITEXACT, '-metadata', `comment=${comment}`, out,
];
