/**
 * The pieces the demo sound clips are built from (soundSynths.ts): struck bells, steel pan notes,
 * bowed notes, bird-like cries, filtered noise and scattered events. Every piece is a function of
 * time (seconds) giving a sample around [-1, 1]; the noise comes from the clip's own seeded
 * sequence, so a clip is the same on every run.
 */
export const SAMPLE_RATE = 22_050;
export const SECONDS = 6;

/** One sample at time t; called for every sample in order, so a synth may keep filter state. */
export type Synth = (t: number) => number;

export const TAU = 2 * Math.PI;

/** A struck bell: inharmonic partials that die away. */
export function bell(t: number, start: number, f: number): number {
  const dt = t - start;
  if (dt < 0) return 0;
  const partials: [number, number][] = [[1, 1], [2.76, 0.5], [5.4, 0.25], [0.5, 0.3]];
  return partials.reduce((sum, [ratio, amp]) => sum + amp * Math.sin(TAU * f * ratio * dt) * Math.exp(-dt * (1.2 + ratio * 0.6)), 0) * 0.35;
}

/** A steel pan note: bright attack, quick decay, octave and twelfth partials. */
export function pan(t: number, start: number, f: number): number {
  const dt = t - start;
  if (dt < 0 || dt > 1.2) return 0;
  const env = Math.min(1, dt * 200) * Math.exp(-dt * 4);
  return env * (Math.sin(TAU * f * dt) + 0.4 * Math.sin(2 * TAU * f * dt) + 0.15 * Math.sin(3 * TAU * f * dt)) * 0.4;
}

/** A bowed note `dt` seconds after the bow starts: a sawtooth-like tone, its vibrato growing in. */
export function bowed(dt: number, f: number, seconds: number): number {
  if (dt < 0 || dt > seconds + 0.15) return 0;
  // The phase of f·(1 + 0.006·sin(2π·5.5·t)), integrated, so the pitch wavers without a click.
  const phase = TAU * f * (dt + (0.006 * (1 - Math.cos(TAU * 5.5 * dt))) / (TAU * 5.5));
  const env = Math.min(1, dt / 0.09) * (dt > seconds ? 1 - (dt - seconds) / 0.15 : 1);
  let tone = 0;
  for (let k = 1; k <= 8; k++) tone += Math.sin(k * phase) / k;
  return env * tone * 0.35;
}

/** A gull-like cry: a bright call sliding down from `high` to `low` hertz over `seconds`. */
export function cry(dt: number, high: number, low: number, seconds: number): number {
  if (dt < 0 || dt > seconds) return 0;
  const slide = (high - low) / seconds;
  const phase = TAU * (high * dt - (slide * dt * dt) / 2);
  const env = Math.sin((Math.PI * dt) / seconds) ** 0.6 * (1 + 0.3 * Math.sin(TAU * 70 * dt));
  return env * (Math.sin(phase) + 0.45 * Math.sin(2 * phase) + 0.2 * Math.sin(3 * phase)) * 0.3;
}

/** A one-pole low-pass filter, its state kept between calls. */
export function lowpass(alpha: number): (x: number) => number {
  let y = 0;
  return (x) => (y += alpha * (x - y));
}

/** What a low-pass filter takes away: the bright part of a sound. */
export function highpass(alpha: number): (x: number) => number {
  const low = lowpass(alpha);
  return (x) => x - low(x);
}

/** `count` moments between `from` and `to` seconds, in order. */
export function scatter(rnd: () => number, count: number, from = 0, to = SECONDS): number[] {
  return Array.from({ length: count }, () => from + rnd() * (to - from)).sort((a, b) => a - b);
}

/**
 * Many short sounds: `play(dt, event)` for each event that started at most `length` seconds ago.
 * Events are in order of `at`, and t only grows, so only the events still sounding are visited.
 */
export function events<E extends { at: number }>(list: readonly E[], length: number, play: (dt: number, event: E) => number): Synth {
  let first = 0;
  return (t) => {
    while (first < list.length && t - list[first]!.at > length) first++;
    let sum = 0;
    for (let i = first; i < list.length && list[i]!.at <= t; i++) sum += play(t - list[i]!.at, list[i]!);
    return sum;
  };
}

/** A click or tick: a burst of noise, or a short high ping, dying within milliseconds. */
export const decay = (dt: number, rate: number): number => Math.exp(-dt * rate);
export const ping = (dt: number, f: number, rate: number): number => Math.sin(TAU * f * dt) * decay(dt, rate);

/** An equal-tempered pitch `semitones` above (or below) `base` hertz. */
export const note = (base: number, semitones: number): number => base * 2 ** (semitones / 12);
