/**
 * The login layout's 43 photos (seed section 2.5) drawn rather than downloaded: each is a small
 * SVG scene (a landscape, a landscape with a stack of books, or a classroom window) chosen and
 * placed by a seeded pseudo-random generator, so the same number always gives the same picture
 * and regenerating changes nothing. They are decorative (the layout marks the panel as
 * presentation), so they carry no <title> for assistive technology to announce.
 */

/** mulberry32: a tiny deterministic generator; good enough for placing hills and trees. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Palette {
  skyTop: string;
  skyBottom: string;
  light: string;
  night: boolean;
  hills: [string, string, string];
  trees: [string, string];
}

const PALETTES: readonly Palette[] = [
  { skyTop: '#7ec8f2', skyBottom: '#e6f6ff', light: '#ffe27a', night: false, hills: ['#a8d5a2', '#7fbf7a', '#4f9a5a'], trees: ['#2f7a45', '#3f8f52'] },
  { skyTop: '#f7a072', skyBottom: '#fde2c4', light: '#fff1b8', night: false, hills: ['#d9b48f', '#b98b6a', '#8c5f48'], trees: ['#6b4b3a', '#a0522d'] },
  { skyTop: '#1d2b53', skyBottom: '#54638f', light: '#f4f1de', night: true, hills: ['#3c4f7a', '#2c3d63', '#1c2a48'], trees: ['#14223b', '#1b2c4a'] },
  { skyTop: '#9ad0ec', skyBottom: '#f2f9fb', light: '#fffbe6', night: false, hills: ['#e8eef2', '#cfdbe3', '#b3c6d3'], trees: ['#5b7f6e', '#6d9484'] },
  { skyTop: '#f6c9d6', skyBottom: '#fff3e8', light: '#ffd56b', night: false, hills: ['#c7e3a5', '#9fcf84', '#6cae63'], trees: ['#e58fa8', '#4e8f4f'] },
  { skyTop: '#5a4e8c', skyBottom: '#f3a683', light: '#ffe8a3', night: false, hills: ['#8e6f9c', '#6c517d', '#47375a'], trees: ['#2e2440', '#3b2e52'] },
  { skyTop: '#64b6ac', skyBottom: '#e0fbfc', light: '#fff3b0', night: false, hills: ['#9bd1a7', '#6fb58a', '#3f8f6b'], trees: ['#2b6e55', '#357f62'] },
  { skyTop: '#0b1d3a', skyBottom: '#27496d', light: '#fdfdf2', night: true, hills: ['#22406a', '#193256', '#10243f'], trees: ['#0b1a30', '#132842'] },
];

const BOOK_COLOURS = ['#e63946', '#f4a261', '#2a9d8f', '#457b9d', '#e9c46a', '#8d5fd3', '#ef476f', '#06d6a0'];
const WALLS = ['#f1e3d3', '#dfe7ec', '#f6efd9', '#e4ead8'];

const W = 800;
const H = 1000;
const r = (n: number): string => String(Math.round(n));

type Rand = () => number;
const between = (rand: Rand, min: number, max: number): number => min + rand() * (max - min);
const pick = <T>(rand: Rand, list: readonly T[]): T => list[Math.floor(rand() * list.length)] as T;

/** A rolling ridge from left to right at about `base`, filled down to the bottom. */
function hill(rand: Rand, base: number, amplitude: number, fill: string): string {
  const segments = 4;
  let d = `M0 ${r(base + between(rand, -amplitude, amplitude))}`;
  for (let i = 1; i <= segments; i++) {
    const x = (i * W) / segments;
    const y = base + between(rand, -amplitude, amplitude);
    d += i === 1 ? ` Q${r(x - W / segments / 2)} ${r(base - amplitude * 1.5)} ${r(x)} ${r(y)}` : ` T${r(x)} ${r(y)}`;
  }
  return `<path d="${d} L${W} ${H} L0 ${H}Z" fill="${fill}"/>`;
}

function tree(rand: Rand, x: number, y: number, palette: Palette): string {
  const size = between(rand, 28, 60);
  const trunk = `<rect x="${r(x - size * 0.08)}" y="${r(y - size * 0.2)}" width="${r(size * 0.16)}" height="${r(size * 0.6)}" fill="#5b3a29"/>`;
  const crown =
    rand() < 0.5
      ? `<circle cx="${r(x)}" cy="${r(y - size * 0.55)}" r="${r(size * 0.5)}" fill="${pick(rand, palette.trees)}"/>`
      : `<path d="M${r(x - size * 0.5)} ${r(y - size * 0.1)} L${r(x)} ${r(y - size * 1.4)} L${r(x + size * 0.5)} ${r(y - size * 0.1)}Z" fill="${pick(rand, palette.trees)}"/>`;
  return trunk + crown;
}

function sky(rand: Rand, palette: Palette): string {
  const lx = between(rand, 120, 680);
  const ly = between(rand, 120, 300);
  let out = `<rect width="${W}" height="${H}" fill="url(#sky)"/><circle cx="${r(lx)}" cy="${r(ly)}" r="150" fill="url(#glow)"/>`;
  if (palette.night) {
    for (let i = 0; i < 24; i++) out += `<circle cx="${r(between(rand, 0, W))}" cy="${r(between(rand, 0, 520))}" r="${between(rand, 1, 3).toFixed(1)}" fill="#fff" opacity="${between(rand, 0.4, 0.9).toFixed(2)}"/>`;
    // A crescent: the moon's left half-circle closed by a flatter arc, so no sky-coloured disc is needed.
    out += `<path d="M${r(lx)} ${r(ly - 46)}A46 46 0 1 0 ${r(lx)} ${r(ly + 46)}A58 58 0 0 1 ${r(lx)} ${r(ly - 46)}Z" fill="${palette.light}"/>`;
  } else {
    out += `<circle cx="${r(lx)}" cy="${r(ly)}" r="56" fill="${palette.light}"/>`;
    for (let i = 0; i < 3; i++) {
      const cx = between(rand, 60, 740);
      const cy = between(rand, 80, 380);
      out += `<g fill="#fff" opacity="0.85"><ellipse cx="${r(cx)}" cy="${r(cy)}" rx="70" ry="22"/><ellipse cx="${r(cx - 30)}" cy="${r(cy - 14)}" rx="36" ry="22"/><ellipse cx="${r(cx + 25)}" cy="${r(cy - 18)}" rx="42" ry="26"/></g>`;
    }
  }
  return out;
}

function landscape(rand: Rand, palette: Palette, withTrees: boolean): string {
  let out = hill(rand, 560, 50, palette.hills[0]) + hill(rand, 690, 45, palette.hills[1]);
  if (withTrees) for (let i = 0; i < 6; i++) out += tree(rand, between(rand, 30, 770), between(rand, 700, 760), palette);
  out += hill(rand, 820, 35, palette.hills[2]);
  if (withTrees) for (let i = 0; i < 4; i++) out += tree(rand, between(rand, 30, 770), between(rand, 850, 930), palette);
  return out;
}

/** A stack of books lying on the nearest hill, spines striped. */
function bookStack(rand: Rand, x: number, bottom: number): string {
  let out = '';
  let y = bottom;
  const count = 3 + Math.floor(rand() * 4);
  for (let i = 0; i < count; i++) {
    const w = between(rand, 170, 260);
    const h = between(rand, 26, 44);
    const left = x - w / 2 + between(rand, -18, 18);
    y -= h;
    out += `<rect x="${r(left)}" y="${r(y)}" width="${r(w)}" height="${r(h)}" rx="4" fill="${pick(rand, BOOK_COLOURS)}"/>`;
    out += `<rect x="${r(left + 14)}" y="${r(y + h * 0.3)}" width="${r(w - 28)}" height="${r(h * 0.12)}" fill="#fff" opacity="0.6"/>`;
  }
  return out;
}

function classroom(rand: Rand, palette: Palette): string {
  const wall = pick(rand, WALLS);
  // The landscape is lifted so its hills and trees show through the window.
  const view = `<g clip-path="url(#window)">${sky(rand, palette)}<g transform="translate(0 -230)">${landscape(rand, palette, true)}</g></g>`;
  let out = `<rect width="${W}" height="${H}" fill="${wall}"/><clipPath id="window"><rect x="110" y="110" width="580" height="500"/></clipPath>${view}`;
  out += `<rect x="110" y="110" width="580" height="500" fill="none" stroke="#fff" stroke-width="18"/><path d="M400 110V610M110 360H690" stroke="#fff" stroke-width="12"/>`;
  out += `<rect x="0" y="830" width="${W}" height="18" fill="#8a5a3b"/><rect x="0" y="848" width="${W}" height="${H - 848}" fill="#b07d57"/>`;
  let x = 60;
  while (x < 740) {
    const w = between(rand, 22, 46);
    const h = between(rand, 90, 150);
    out += `<rect x="${r(x)}" y="${r(830 - h)}" width="${r(w)}" height="${r(h)}" rx="3" fill="${pick(rand, BOOK_COLOURS)}"/>`;
    x += w + between(rand, 2, 8);
    if (rand() < 0.12) x += between(rand, 40, 90);
  }
  return out;
}

/** The SVG text of photo `n` (1-based). */
export function loginPhotoSvg(n: number): string {
  const rand = seededRandom(n * 7919);
  const palette = PALETTES[(n - 1) % PALETTES.length] as Palette;
  const kind = n % 3;
  const defs =
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.skyTop}"/><stop offset="1" stop-color="${palette.skyBottom}"/></linearGradient>` +
    `<radialGradient id="glow"><stop offset="0" stop-color="${palette.light}" stop-opacity="0.6"/><stop offset="1" stop-color="${palette.light}" stop-opacity="0"/></radialGradient></defs>`;
  let body: string;
  if (kind === 0) body = classroom(rand, palette);
  else if (kind === 1) body = sky(rand, palette) + landscape(rand, palette, true);
  else body = sky(rand, palette) + landscape(rand, palette, false) + bookStack(rand, between(rand, 260, 540), between(rand, 900, 950));
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" preserveAspectRatio="xMidYMid slice">${defs}${body}</svg>\n`;
}
