/**
 * The demo sound clips, synthesised: bells, whale calls, sea and rain, a steel pan tune. Each is
 * a few seconds of mono samples in [-1, 1], from a seeded noise source so every run writes the
 * same file. generateMedia.ts encodes them (WAV here, MP3 by ffmpeg).
 */
import { seeded } from './thumbnails';
import type { SoundKey } from './types';

export const SAMPLE_RATE = 22_050;
const SECONDS = 6;

type Synth = (t: number, noise: () => number) => number;

/** A struck bell: inharmonic partials that die away. */
function bell(t: number, start: number, f: number): number {
  const dt = t - start;
  if (dt < 0) return 0;
  const partials: [number, number][] = [[1, 1], [2.76, 0.5], [5.4, 0.25], [0.5, 0.3]];
  return partials.reduce((sum, [ratio, amp]) => sum + amp * Math.sin(2 * Math.PI * f * ratio * dt) * Math.exp(-dt * (1.2 + ratio * 0.6)), 0) * 0.35;
}

/** A steel pan note: bright attack, quick decay, octave and twelfth partials. */
function pan(t: number, start: number, f: number): number {
  const dt = t - start;
  if (dt < 0 || dt > 1.2) return 0;
  const env = Math.min(1, dt * 200) * Math.exp(-dt * 4);
  return env * (Math.sin(2 * Math.PI * f * dt) + 0.4 * Math.sin(4 * Math.PI * f * dt) + 0.15 * Math.sin(6 * Math.PI * f * dt)) * 0.4;
}

/** Filtered noise: a one-pole low-pass kept between calls. */
function lowpass(alpha: number): (x: number) => number {
  let y = 0;
  return (x) => (y += alpha * (x - y));
}

const fadeInOut = (t: number): number => Math.min(1, t / 0.4, (SECONDS - t) / 0.6);

function synthFor(key: SoundKey): Synth {
  switch (key) {
    case 'harbour-bells': {
      const strikes: [number, number][] = [[0.1, 392], [1.4, 587], [2.6, 494], [3.9, 392], [4.6, 294]];
      const wash = lowpass(0.02);
      return (t, noise) => strikes.reduce((s, [at, f]) => s + bell(t, at, f), 0) + wash(noise()) * 0.6;
    }
    case 'whale-song': {
      const sea = lowpass(0.01);
      let phase = 0;
      return (t, noise) => {
        // Two calls that rise and fall, with a slow vibrato.
        const call = t < 2.8 ? t / 2.8 : (t - 3) / 2.8;
        const f = 160 + 260 * Math.sin(Math.PI * Math.max(0, Math.min(1, call))) + 6 * Math.sin(2 * Math.PI * 5 * t);
        phase += (2 * Math.PI * f) / SAMPLE_RATE;
        const amp = Math.sin(Math.PI * Math.max(0, Math.min(1, call))) * 0.45;
        return amp * (Math.sin(phase) + 0.3 * Math.sin(2 * phase)) + sea(noise()) * 0.8;
      };
    }
    case 'sea-and-rain': {
      const surf = lowpass(0.05);
      const hiss = lowpass(0.6);
      return (t, noise) => {
        const swell = 0.35 + 0.3 * Math.sin(2 * Math.PI * (t / 3));
        return surf(noise()) * swell * 2.2 + hiss(noise()) * 0.08;
      };
    }
    case 'steel-pan': {
      // A short calypso phrase at 140 beats a minute.
      const beat = 60 / 140;
      const notes: [number, number][] = [[0, 523], [1, 659], [1.5, 784], [2.5, 659], [3, 698], [4, 880], [4.5, 784], [5.5, 659], [6, 587], [7, 523], [8, 659], [8.5, 587], [9.5, 523], [10, 392], [11, 523]];
      return (t) => notes.reduce((s, [b, f]) => s + pan(t, 0.1 + b * beat, f), 0);
    }
  }
}

export function soundSamples(key: SoundKey): Float32Array {
  const out = new Float32Array(SAMPLE_RATE * SECONDS);
  const rnd = seeded(key.length * 7919);
  const noise = (): number => rnd() * 2 - 1;
  const synth = synthFor(key);
  let peak = 0;
  for (let i = 0; i < out.length; i++) {
    const t = i / SAMPLE_RATE;
    out[i] = synth(t, noise) * fadeInOut(t);
    peak = Math.max(peak, Math.abs(out[i]!));
  }
  // Normalised to a comfortable level, whatever the synth's range.
  const gain = peak > 0 ? 0.7 / peak : 0;
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
