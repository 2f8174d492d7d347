/**
 * One synth per kind of sound a demo sound clip names (ItemSeed.sound): what its item describes,
 * made from the pieces in soundParts.ts. `rnd` is the item's own seeded sequence in [0, 1): it
 * places the scattered events (clicks, drops, crackles) and draws the noise.
 */
import { bell, bowed, cry, decay, events, highpass, lowpass, note, pan, ping, SAMPLE_RATE, scatter, type Synth, TAU } from './soundParts';
import type { SoundKind } from './types';

type Maker = (rnd: () => number) => Synth;

const noiseOf = (rnd: () => number) => (): number => rnd() * 2 - 1;
const between = (rnd: () => number, low: number, high: number): number => low + rnd() * (high - low);

/** Bells ring across the water as the boats come home, over a low wash. */
const harbourBells: Maker = (rnd) => {
  const noise = noiseOf(rnd);
  const strikes: [number, number][] = [[0.1, 392], [1.4, 587], [2.6, 494], [3.9, 392], [4.6, 294]];
  const wash = lowpass(0.02);
  return (t) => strikes.reduce((s, [at, f]) => s + bell(t, at, f), 0) + wash(noise()) * 0.6;
};

/** A harbour at sunrise: gulls crying in twos and threes, water lapping, two far-off bells. */
const harbourDawn: Maker = (rnd) => {
  const noise = noiseOf(rnd);
  const calls = [0.5, 2.5, 4.2].flatMap((at, group) =>
    Array.from({ length: group === 1 ? 2 : 3 }, (_, i) => ({ at: at + i * between(rnd, 0.3, 0.4), high: between(rnd, 1700, 2100), low: between(rnd, 1000, 1250), seconds: between(rnd, 0.22, 0.3), amp: between(rnd, 0.5, 1) })),
  );
  const gulls = events(calls, 0.3, (dt, c) => c.amp * cry(dt, c.high, c.low, c.seconds));
  const water = lowpass(0.03);
  const ripple = highpass(0.5);
  return (t) => {
    const lap = 0.6 + 0.4 * Math.sin((TAU * t) / 1.9);
    return gulls(t) + (bell(t, 1.6, 523) + bell(t, 3.6, 392)) * 0.45 + water(noise()) * lap * 1.6 + ripple(noise()) * lap * 0.03;
  };
};

/** Two long calls that rise and fall, with a slow vibrato, over the deep sea. */
const whaleSong: Maker = (rnd) => {
  const noise = noiseOf(rnd);
  const sea = lowpass(0.01);
  let phase = 0;
  return (t) => {
    const call = t < 2.8 ? t / 2.8 : (t - 3) / 2.8;
    const f = 160 + 260 * Math.sin(Math.PI * Math.max(0, Math.min(1, call))) + 6 * Math.sin(TAU * 5 * t);
    phase += (TAU * f) / SAMPLE_RATE;
    const amp = Math.sin(Math.PI * Math.max(0, Math.min(1, call))) * 0.45;
    return amp * (Math.sin(phase) + 0.3 * Math.sin(2 * phase)) + sea(noise()) * 0.8;
  };
};

/** A reef after dark: snapping shrimp clicking everywhere, low pops, one distant whale call. */
const reefNight: Maker = (rnd) => {
  const noise = noiseOf(rnd);
  const clicks = events(scatter(rnd, 200).map((at) => ({ at, amp: between(rnd, 0.1, 0.45) })), 0.01, (dt, c) => c.amp * noise() * decay(dt, 1400));
  const pops = events(scatter(rnd, 14).map((at) => ({ at, f: between(rnd, 250, 650) })), 0.08, (dt, p) => 0.35 * ping(dt, p.f, 70));
  const crisp = highpass(0.3);
  const sea = lowpass(0.01);
  let phase = 0;
  return (t) => {
    const call = Math.max(0, Math.min(1, (t - 1.4) / 3));
    phase += (TAU * (210 + 110 * Math.sin(Math.PI * call))) / SAMPLE_RATE;
    return crisp(clicks(t)) + pops(t) + 0.1 * Math.sin(Math.PI * call) * Math.sin(phase) + sea(noise()) * 0.9;
  };
};

/** A herd calling across the sanctuary: rumbles around 20 Hz whose overtones carry, and a breeze. */
const elephantRumbles: Maker = (rnd) => {
  const noise = noiseOf(rnd);
  const calls = [{ at: 0.15, seconds: 2.3, f: 22, amp: 1 }, { at: 2.1, seconds: 1.9, f: 18, amp: 0.6 }, { at: 3.8, seconds: 1.9, f: 26, amp: 0.85 }];
  const rumbles = events(calls, 2.3, (dt, r) => {
    if (dt > r.seconds) return 0;
    // The pitch swells by 15 % and falls back; the phase is its integral, so nothing clicks.
    const phase = TAU * r.f * (dt + ((0.15 * r.seconds) / Math.PI) * (1 - Math.cos((Math.PI * dt) / r.seconds)));
    let tone = 0;
    for (let k = 1; k <= 10; k++) tone += Math.sin(k * phase) / k ** 0.8;
    return r.amp * Math.sin((Math.PI * dt) / r.seconds) ** 1.5 * (1 + 0.3 * Math.sin(TAU * 9 * dt)) * tone * 0.3;
  });
  const breeze = lowpass(0.02);
  return (t) => rumbles(t) + breeze(noise()) * 0.5;
};

/** A frosty night on the fell: humming wind, footsteps squeaking in dry snow, ice ticking, distant bells. */
const frostyNight: Maker = (rnd) => {
  const noise = noiseOf(rnd);
  const steps = [0.8, 1.5, 2.2, 2.9, 4.4, 5.1];
  const crackles = events(steps.flatMap((at) => scatter(rnd, 40, at, at + 0.2)).map((at) => ({ at, amp: between(rnd, 0.2, 1) })), 0.006, (dt, c) => c.amp * noise() * decay(dt, 900));
  const squeaks = events(steps.map((at) => ({ at: at + 0.05, f: between(rnd, 1000, 1500) })), 0.12, (dt, s) => 0.12 * ping(dt, s.f, 30));
  const ticks = events(scatter(rnd, 6, 0.3, 5.2).map((at) => ({ at, f: between(rnd, 2500, 4200) })), 0.05, (dt, k) => 0.3 * ping(dt, k.f, 120));
  const snow = highpass(0.35);
  const gust = lowpass(0.04);
  const still = lowpass(0.003);
  return (t) => {
    const x = noise();
    const wind = (gust(x) - still(x)) * (0.6 + 0.25 * Math.sin((TAU * t) / 4.1) + 0.15 * Math.sin((TAU * t) / 1.3 + 1));
    return wind * 2.5 + snow(crackles(t)) * 0.5 + squeaks(t) + ticks(t) + bell(t, 1.2, 659) * 0.22 + bell(t, 3.6, 587) * 0.18;
  };
};

/** Strings in the pocket orchestra: a low long note, short ones climbing, a high long one, down again. */
const bowedStrings: Maker = () => {
  const C3 = 130.81;
  const tune: [number, number, number][] = [[0.15, 0, 1.3], [1.55, 7, 0.3], [1.9, 12, 0.3], [2.25, 16, 0.3], [2.6, 24, 1.2], [3.95, 19, 0.3], [4.3, 16, 0.3], [4.65, 12, 0.75]];
  const notes = tune.map(([at, semitones, seconds]) => ({ at, f: note(C3, semitones), seconds }));
  return events(notes, 1.5, (dt, n) => bowed(dt, n.f, n.seconds));
};

/** The firebird's dance: a shimmering tune rising and falling in eighths at 176 a minute, a plucked bass and a jingle. */
const firebirdDance: Maker = (rnd) => {
  const noise = noiseOf(rnd);
  const eighth = 60 / 176 / 2;
  const tune: [number, number][] = [[0, 1], [3, 1], [7, 1], [10, 1], [12, 1], [15, 1], [19, 1], [24, 2], [22, 1], [19, 1], [15, 1], [12, 1], [10, 1], [7, 2], [5, 1], [9, 1], [12, 1], [17, 1], [21, 1], [24, 1], [27, 3], [24, 1], [19, 1], [15, 1], [12, 1], [7, 1], [0, 2]];
  let beat = 0;
  const melody = tune.map(([semitones, length]) => {
    const at = 0.1 + beat * eighth;
    beat += length;
    return { at, f: note(293.66, semitones), seconds: length * eighth };
  });
  const sung = events(melody, 0.7, (dt, n) => {
    const env = Math.min(1, dt / 0.008) * decay(dt, 2.5) * Math.max(0, Math.min(1, (n.seconds + 0.1 - dt) / 0.1));
    const phase = TAU * n.f * dt;
    return env * (1 + 0.25 * Math.sin(TAU * 11 * dt)) * (Math.sin(phase) + 0.35 * Math.sin(2 * phase) + 0.12 * Math.sin(3 * phase) + 0.2 * decay(dt, 12) * Math.sin(4 * phase)) * 0.3;
  });
  const beats = Array.from({ length: 16 }, (_, i) => ({ at: 0.1 + i * 2 * eighth, f: i % 2 === 0 ? 73.42 : 110 }));
  const bass = events(beats, 0.6, (dt, b) => 0.3 * (ping(dt, b.f, 7) + 0.5 * ping(dt, 2 * b.f, 12)));
  const jingle = events(beats.map((b) => ({ at: b.at + eighth })), 0.1, (dt) => 0.12 * noise() * decay(dt, 45));
  const bright = highpass(0.6);
  return (t) => sung(t) + bass(t) + bright(jingle(t));
};

/** A steel pan calypso phrase at 140 beats a minute. */
const steelPan: Maker = () => {
  const beat = 60 / 140;
  const notes: [number, number][] = [[0, 523], [1, 659], [1.5, 784], [2.5, 659], [3, 698], [4, 880], [4.5, 784], [5.5, 659], [6, 587], [7, 523], [8, 659], [8.5, 587], [9.5, 523], [10, 392], [11, 523]];
  return (t) => notes.reduce((s, [b, f]) => s + pan(t, 0.1 + b * beat, f), 0);
};

/** Heavy monsoon rain: a roar and a hiss, drops drumming on palm leaves, pings on a tin roof. */
const monsoonRain: Maker = (rnd) => {
  const noise = noiseOf(rnd);
  const leaves = events(scatter(rnd, 300).map((at) => ({ at, f: between(rnd, 160, 420), amp: between(rnd, 0.1, 0.35) })), 0.06, (dt, d) => d.amp * (0.6 * ping(dt, d.f, 70) + 0.4 * noise() * decay(dt, 300)));
  const roof = events(scatter(rnd, 70).map((at) => ({ at, f: between(rnd, 1200, 2600), amp: between(rnd, 0.05, 0.18) })), 0.15, (dt, d) => d.amp * (ping(dt, d.f, 25) + 0.5 * ping(dt, d.f * 2.31, 35)));
  const hiss = highpass(0.3);
  const roar = lowpass(0.05);
  return (t) => {
    const x = noise();
    return hiss(x) * (0.25 + 0.06 * Math.sin((TAU * t) / 3.3)) + roar(x) * 0.8 + leaves(t) + roof(t);
  };
};

/** Waves on a rocky shore: each rushes in, breaks and hisses away, over a low surf. */
const waves: Maker = (rnd) => {
  const noise = noiseOf(rnd);
  const breaks = [0.2, 2.2, 4.1].map((at) => ({ at: at + between(rnd, 0, 0.25), amp: between(rnd, 0.7, 1) }));
  const swell = events(breaks, 2.6, (dt, w) => w.amp * (dt < 0.8 ? (dt / 0.8) ** 2 : Math.exp(-(dt - 0.8) * 2)));
  const spray = events(breaks, 2.6, (dt, w) => (dt < 0.7 ? 0 : w.amp * Math.exp(-(dt - 0.7) * 1.5)));
  const rush = lowpass(0.08);
  const hiss = highpass(0.4);
  const surf = lowpass(0.01);
  return (t) => {
    const x = noise();
    return swell(t) * rush(x) * 2.5 + spray(t) * hiss(x) * 0.5 + surf(x) * 0.8;
  };
};

export const SYNTHS: Readonly<Record<SoundKind, Maker>> = {
  'harbour-bells': harbourBells,
  'harbour-dawn': harbourDawn,
  'whale-song': whaleSong,
  'reef-night': reefNight,
  'elephant-rumbles': elephantRumbles,
  'frosty-night': frostyNight,
  'bowed-strings': bowedStrings,
  'firebird-dance': firebirdDance,
  'steel-pan': steelPan,
  'monsoon-rain': monsoonRain,
  waves,
};
