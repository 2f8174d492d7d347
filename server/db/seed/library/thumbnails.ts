/**
 * The demo library's thumbnails: 16:9 SVG scenes, one per story world (its motif and hue) and
 * one per item (its world's scene, placed differently). Decorative: the card names the item and
 * its type in text, so the image has no text and no type badge (a film's picture is its
 * player's poster too, where a drawn play badge would look like a second play button that does
 * nothing), and hides itself from assistive technology. Pure and deterministic (a name always draws the same picture), so the
 * committed files in media/thumbnails are exactly what generateMedia.ts writes.
 */
import { LIBRARY_ITEMS, worldNamed } from './catalogue';
import type { Motif } from './types';
import { WORLDS } from './worlds';

const W = 320;
const H = 180;

/** FNV-1a: a stable number from a name, to seed the placement of shapes. */
export function hashOf(text: string): number {
  let h = 0x811c9dc5;
  for (const ch of text) {
    h ^= ch.codePointAt(0)!;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** mulberry32: a small seeded random sequence in [0, 1). */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const n = (v: number): string => String(Math.round(v * 10) / 10);
/** Comma syntax (hsl/hsla): understood by every SVG renderer, old ones included. */
const hsl = (h: number, s: number, l: number, a = 1): string => {
  const hue = Math.round(((h % 360) + 360) % 360);
  return a === 1 ? `hsl(${hue},${s}%,${n(l)}%)` : `hsla(${hue},${s}%,${n(l)}%,${a})`;
};

type Rand = () => number;
type Draw = (hue: number, r: Rand) => string;

const NIGHT: ReadonlySet<Motif> = new Set(['stars', 'aurora']);

/** A wavy band across the picture from height y, amplitude a, filled to the bottom. */
function band(y: number, a: number, phase: number, fill: string): string {
  let d = `M0 ${n(y)}`;
  for (let x = 0; x <= W; x += 40) d += ` Q${n(x + 20)} ${n(y + (Math.sin(x / 40 + phase) > 0 ? -a : a))} ${n(x + 40)} ${n(y)}`;
  return `<path d="${d} V${H} H0 Z" fill="${fill}"/>`;
}

const sun = (x: number, y: number, r: number, fill: string): string => `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${fill}"/>`;

function stars(r: Rand, count: number, maxY: number): string {
  let s = '';
  for (let i = 0; i < count; i++) s += `<circle cx="${n(r() * W)}" cy="${n(r() * maxY)}" r="${n(0.5 + r() * 1.2)}" fill="#fff" opacity="${n(0.5 + r() * 0.5)}"/>`;
  return s;
}

const MOTIF_DRAW: Readonly<Record<Motif, Draw>> = {
  waves: (h, r) =>
    sun(40 + r() * 240, 40 + r() * 30, 16 + r() * 10, hsl(45, 95, 75, 0.9)) +
    band(110 + r() * 10, 8, r() * 6, hsl(h, 60, 45, 0.7)) +
    band(130 + r() * 10, 7, r() * 6, hsl(h + 10, 65, 35, 0.85)) +
    band(152 + r() * 8, 6, r() * 6, hsl(h + 20, 70, 25)),
  bubbles: (h, r) => {
    let s = '';
    for (let i = 0; i < 14; i++) s += `<circle cx="${n(r() * W)}" cy="${n(r() * 150)}" r="${n(3 + r() * 12)}" fill="none" stroke="#fff" stroke-width="1.5" opacity="${n(0.3 + r() * 0.5)}"/>`;
    for (let i = 0; i < 6; i++) {
      const x = 20 + r() * 280;
      s += `<path d="M${n(x)} ${H} q${n(-10 + r() * 20)} -30 0 -${n(40 + r() * 30)}" stroke="${hsl(h + 120, 50, 35)}" stroke-width="5" fill="none" stroke-linecap="round"/>`;
    }
    return s + band(166, 4, r() * 6, hsl(40, 50, 70, 0.8));
  },
  mountains: (h, r) => {
    let s = sun(60 + r() * 200, 35, 12, hsl(50, 90, 85, 0.8));
    for (const [base, light] of [[150, 70], [165, 45], [180, 30]] as const) {
      let x = -40 + r() * 20;
      while (x < W) {
        const w = 80 + r() * 80;
        const top = base - 60 - r() * 50;
        s += `<path d="M${n(x)} ${base} L${n(x + w / 2)} ${n(top)} L${n(x + w)} ${base} Z" fill="${hsl(h, 25, light * 0.6)}"/>`;
        if (light > 60) s += `<path d="M${n(x + w / 2 - 12)} ${n(top + 14)} L${n(x + w / 2)} ${n(top)} L${n(x + w / 2 + 12)} ${n(top + 14)} Z" fill="#fff" opacity="0.85"/>`;
        x += w * 0.7;
      }
    }
    return s + `<rect y="165" width="${W}" height="15" fill="${hsl(h, 30, 15)}"/>`;
  },
  stars: (h, r) => {
    const x = 60 + r() * 200;
    return (
      stars(r, 40, 130) +
      sun(x, 48, 20, hsl(50, 80, 88)) +
      `<circle cx="${n(x + 9)}" cy="42" r="18" fill="url(#bg)"/>` +
      band(150 + r() * 8, 6, r() * 6, hsl(h, 40, 12))
    );
  },
  forest: (h, r) => {
    let s = sun(40 + r() * 240, 40, 14, hsl(55, 90, 80, 0.7));
    for (const [base, light, size] of [[150, 30, 40], [180, 18, 55]] as const) {
      for (let x = -10 + r() * 20; x < W + 10; x += size * (0.55 + r() * 0.3)) {
        const t = size * (0.8 + r() * 0.5);
        s += `<path d="M${n(x - t / 3)} ${base} L${n(x)} ${n(base - t * 1.4)} L${n(x + t / 3)} ${base} Z" fill="${hsl(h + 10, 45, light)}"/>`;
      }
    }
    return s;
  },
  city: (h, r) => {
    let s = sun(40 + r() * 240, 40, 14, hsl(45, 90, 80, 0.6));
    for (let x = 0; x < W; ) {
      const w = 18 + r() * 26;
      const top = 60 + r() * 70;
      s += `<rect x="${n(x)}" y="${n(top)}" width="${n(w - 2)}" height="${n(H - top)}" fill="${hsl(h, 30, 18 + r() * 10)}"/>`;
      for (let wy = top + 8; wy < H - 10; wy += 12)
        if (r() > 0.45) s += `<rect x="${n(x + 5)}" y="${n(wy)}" width="${n(Math.max(3, w - 12))}" height="4" fill="${hsl(50, 90, 75, 0.8)}"/>`;
      x += w;
    }
    return s;
  },
  hills: (h, r) =>
    sun(50 + r() * 220, 45 + r() * 20, 18, hsl(48, 95, 78, 0.85)) +
    band(115 + r() * 10, 14, r() * 6, hsl(h + 20, 45, 55, 0.8)) +
    band(138 + r() * 8, 12, r() * 6, hsl(h + 30, 50, 40, 0.9)) +
    band(160, 8, r() * 6, hsl(h + 40, 55, 28)),
  sun: (h, r) => {
    const x = 90 + r() * 140;
    let s = '';
    for (let i = 0; i < 12; i++) {
      const a = (i / 12) * Math.PI * 2 + r() * 0.1;
      s += `<line x1="${n(x + Math.cos(a) * 36)}" y1="${n(80 + Math.sin(a) * 36)}" x2="${n(x + Math.cos(a) * 58)}" y2="${n(80 + Math.sin(a) * 58)}" stroke="${hsl(50, 95, 80, 0.8)}" stroke-width="4" stroke-linecap="round"/>`;
    }
    return s + sun(x, 80, 28, hsl(48, 100, 70)) + band(150 + r() * 8, 6, r() * 6, hsl(h + 20, 50, 30));
  },
  desert: (h, r) =>
    sun(60 + r() * 200, 50, 22, hsl(45, 100, 85, 0.9)) +
    band(120 + r() * 10, 18, r() * 6, hsl(35, 70, 62)) +
    band(145 + r() * 8, 14, r() * 6, hsl(30, 70, 50)) +
    band(165, 8, r() * 6, hsl(25, 65, 40)),
  aurora: (h, r) => {
    let s = stars(r, 30, 120);
    for (let i = 0; i < 3; i++) {
      const y = 40 + i * 18 + r() * 10;
      s += `<path d="M-10 ${n(y)} C80 ${n(y - 30 + r() * 20)} 160 ${n(y + 30 - r() * 20)} 330 ${n(y - 10)}" stroke="${hsl(h + i * 40, 80, 60, 0.45)}" stroke-width="${n(10 + r() * 10)}" fill="none" stroke-linecap="round"/>`;
    }
    return s + band(150, 8, r() * 6, hsl(h + 60, 30, 15)) + band(165, 5, r() * 6, hsl(h + 60, 20, 90, 0.9));
  },
};

export interface ThumbnailSpec {
  /** The item's own name: places the shapes. */
  name: string;
  motif: Motif;
  hue: number;
}

/** Every story world's and item's thumbnail: an item is drawn in its world's scene. */
export function demoThumbnailSpecs(): ThumbnailSpec[] {
  const worlds = WORLDS.map((w): ThumbnailSpec => ({ name: w.name, motif: w.motif, hue: w.hue }));
  const items = LIBRARY_ITEMS.map((item): ThumbnailSpec => {
    const world = worldNamed(item.world)!;
    return { name: item.name, motif: world.motif, hue: world.hue };
  });
  return [...worlds, ...items];
}

export function thumbnailSvg(spec: ThumbnailSpec): string {
  const r = seeded(hashOf(spec.name));
  const night = NIGHT.has(spec.motif);
  // Night skies stay between deep blue and violet whatever the world's hue.
  const top = night ? hsl(215 + (spec.hue % 50), 55, 12) : hsl(spec.hue, 60, 32);
  const bottom = night ? hsl(245 + (spec.hue % 50), 45, 30) : hsl(spec.hue + 35, 70, 62);
  const scene = MOTIF_DRAW[spec.motif](spec.hue, r);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" aria-hidden="true" focusable="false">` +
    `<defs><linearGradient id="bg" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="${W}" y2="${H}"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>` +
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>${scene}</svg>\n`
  );
}
