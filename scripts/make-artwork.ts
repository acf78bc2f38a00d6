/*
 * Paints the site's original artwork: SVG scenes of Northrend (mountains, auroras, frost, runes,
 * citadels) rendered with sharp into JPEG files with the names the spec and the news presets use,
 * plus WebP and AVIF siblings (and half-size variants) that the pages serve through <picture>.
 *
 *   node scripts/make-artwork.ts             paint everything again (the favicons and the logo too)
 *   node scripts/make-artwork.ts qol-mount   paint only the pictures named (also: og-default, logo)
 *   node scripts/make-artwork.ts --siblings  keep the .jpg files as they are (an operator dropped in
 *                                            their own) and derive the .webp/.avif files from them
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import sharp from 'sharp';

const root = path.resolve(import.meta.dirname, '..');
const publicDir = path.join(root, 'web/public');
const imagesDir = path.join(publicDir, 'assets/images');

/* ---------- small drawing kit ---------- */

type Rand = () => number;

/** A seeded generator, so the same script always paints the same pictures. */
function seeded(seed: number): Rand {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const f = (n: number) => n.toFixed(1);

interface RidgeOptions {
  width: number;
  height: number;
  base: number;
  amplitude: number;
  detail?: number;
  roughness?: number;
  peaks?: Array<{ x: number; rise: number; spread: number }>;
}

/** A mountain ridge by midpoint displacement, with optional hand-placed peaks, closed at the bottom. */
function ridge(rand: Rand, o: RidgeOptions): string {
  let ys = [o.base + (rand() - 0.5) * o.amplitude, o.base + (rand() - 0.5) * o.amplitude];
  let disp = o.amplitude;
  for (let i = 0; i < (o.detail ?? 8); i++) {
    const next: number[] = [];
    for (let j = 0; j < ys.length - 1; j++)
      next.push(ys[j]!, (ys[j]! + ys[j + 1]!) / 2 + (rand() - 0.5) * disp);
    next.push(ys[ys.length - 1]!);
    ys = next;
    disp *= o.roughness ?? 0.55;
  }
  const step = o.width / (ys.length - 1);
  const points = ys.map((y, i) => {
    const x = i * step;
    let lift = 0;
    for (const p of o.peaks ?? []) lift += Math.max(0, p.rise * (1 - Math.abs(x - p.x) / p.spread));
    return `L${f(x)},${f(y - lift)}`;
  });
  return `M0,${o.height} ${points.join(' ')} L${o.width},${o.height} Z`;
}

/** Stars: many tiny points, a few bright ones with a soft halo. */
function stars(rand: Rand, width: number, top: number, count: number): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const x = rand() * width;
    const y = rand() * top * (0.3 + 0.7 * rand());
    const r = rand() < 0.08 ? 1.6 + rand() : 0.5 + rand() * 0.9;
    out += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="#e8f4ff" opacity="${(0.35 + rand() * 0.6).toFixed(2)}"/>`;
  }
  return out;
}

/** Falling snow, in two depths. */
function snow(rand: Rand, width: number, height: number, count: number, opacity = 0.8): string {
  let near = '';
  let far = '';
  for (let i = 0; i < count; i++) {
    const x = rand() * width;
    const y = rand() * height;
    if (rand() < 0.25) near += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(2.2 + rand() * 2.5)}"/>`;
    else far += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(0.7 + rand() * 1.3)}"/>`;
  }
  return `<g fill="#e8f4ff" opacity="${opacity * 0.7}">${far}</g><g fill="#e8f4ff" opacity="${opacity}" filter="url(#soft)">${near}</g>`;
}

/** One aurora ribbon: a wavy band filled with a vertical glow, blurred. */
function aurora(
  rand: Rand,
  width: number,
  y: number,
  thickness: number,
  gradientId: string,
  opacity: number,
): string {
  const n = 6;
  const top: string[] = [];
  const bottom: string[] = [];
  const offsets = Array.from({ length: n + 1 }, () => (rand() - 0.5) * thickness * 1.6);
  for (let i = 0; i <= n; i++) {
    const x = (i / n) * width * 1.2 - width * 0.1;
    top.push(`${f(x)},${f(y + offsets[i]!)}`);
    bottom.push(`${f(x)},${f(y + offsets[i]! + thickness * (0.7 + rand() * 0.6))}`);
  }
  const curve = (pts: string[]) =>
    pts
      .map((p, i) => {
        if (i === 0) return `M${p}`;
        const [x0, y0] = pts[i - 1]!.split(',').map(Number) as [number, number];
        const [x1, y1] = p.split(',').map(Number) as [number, number];
        const mx = (x0 + x1) / 2;
        return `C${f(mx)},${f(y0)} ${f(mx)},${f(y1)} ${f(x1)},${f(y1)}`;
      })
      .join(' ');
  const back = [...bottom].reverse();
  const d = `${curve(top)} L${back[0]} ${curve(back).slice(1 + back[0]!.length)} Z`;
  return `<path d="${d}" fill="url(#${gradientId})" opacity="${opacity}" filter="url(#glow)"/>`;
}

/** A frozen citadel of spires on a rock, with a few lit windows. */
function citadel(rand: Rand, cx: number, baseY: number, scale: number, fill: string): string {
  const spires = [
    { dx: 0, w: 26, h: 330 },
    { dx: -48, w: 18, h: 230 },
    { dx: 48, w: 18, h: 245 },
    { dx: -92, w: 14, h: 160 },
    { dx: 94, w: 14, h: 170 },
    { dx: -130, w: 11, h: 110 },
    { dx: 134, w: 11, h: 118 },
    { dx: -22, w: 12, h: 270 },
    { dx: 24, w: 12, h: 262 },
  ];
  let d = '';
  for (const s of spires) {
    const x = cx + s.dx * scale;
    const w = s.w * scale;
    const h = s.h * scale;
    const tip = w * 3.2;
    d += `M${f(x - w / 2)},${f(baseY)} L${f(x - w / 2)},${f(baseY - h)} L${f(x)},${f(baseY - h - tip)} L${f(x + w / 2)},${f(baseY - h)} L${f(x + w / 2)},${f(baseY)} Z `;
    // Spikes reaching out from the spire, as the Scourge builds them.
    const spikeY = baseY - h * 0.62;
    d += `M${f(x - w / 2)},${f(spikeY)} L${f(x - w * 1.6)},${f(spikeY - w * 1.4)} L${f(x - w / 2)},${f(spikeY - w * 0.6)} Z `;
    d += `M${f(x + w / 2)},${f(spikeY)} L${f(x + w * 1.6)},${f(spikeY - w * 1.4)} L${f(x + w / 2)},${f(spikeY - w * 0.6)} Z `;
  }
  // The rock the citadel stands on.
  d += `M${f(cx - 260 * scale)},${f(baseY + 70 * scale)} Q${f(cx - 150 * scale)},${f(baseY - 26 * scale)} ${f(cx)},${f(baseY - 12 * scale)} Q${f(cx + 150 * scale)},${f(baseY - 26 * scale)} ${f(cx + 260 * scale)},${f(baseY + 70 * scale)} Z`;
  let windows = '';
  for (let i = 0; i < 14; i++) {
    const s = spires[Math.floor(rand() * spires.length)]!;
    const x = cx + s.dx * scale + (rand() - 0.5) * s.w * scale * 0.4;
    const y = baseY - s.h * scale * (0.2 + rand() * 0.6);
    windows += `<rect x="${f(x - 1.2 * scale)}" y="${f(y)}" width="${f(2.4 * scale)}" height="${f(5 * scale)}" fill="#8fd3ff" opacity="${(0.5 + rand() * 0.5).toFixed(2)}"/>`;
  }
  return `<path d="${d}" fill="${fill}"/>${windows}`;
}

/** A pine tree as stacked triangles. */
function pine(x: number, baseY: number, h: number, fill: string): string {
  const w = h * 0.42;
  let d = `M${f(x - h * 0.03)},${f(baseY)} L${f(x - h * 0.03)},${f(baseY - h * 0.15)} L${f(x + h * 0.03)},${f(baseY - h * 0.15)} L${f(x + h * 0.03)},${f(baseY)} Z `;
  for (let i = 0; i < 4; i++) {
    const top = baseY - h + i * h * 0.2;
    const bottom = baseY - h * 0.1 - (3 - i) * h * 0.12;
    const half = (w / 2) * (0.45 + i * 0.2);
    d += `M${f(x)},${f(top)} L${f(x + half)},${f(bottom)} L${f(x - half)},${f(bottom)} Z `;
  }
  return `<path d="${d}" fill="${fill}"/>`;
}

/** A rune circle: rings with tick marks and angular glyphs around them. */
function runeCircle(cx: number, cy: number, r: number, color: string, opacity = 1): string {
  let glyphs = '';
  for (let i = 0; i < 24; i++) {
    const a = (i / 24) * Math.PI * 2;
    const x = cx + Math.cos(a) * r * 0.89;
    const y = cy + Math.sin(a) * r * 0.89;
    const deg = (a * 180) / Math.PI + 90;
    const k = r * 0.045;
    const shapes = [
      `M${-k},${k} L0,${-k} L${k},${k}`,
      `M${-k},${-k} L${k},${k} M${k},${-k} L0,0`,
      `M0,${-k} L0,${k} M${-k},0 L${k},${-k}`,
      `M${-k},${-k} L${k},${-k} L${-k},${k} L${k},${k}`,
    ];
    glyphs += `<path transform="translate(${f(x)},${f(y)}) rotate(${f(deg)})" d="${shapes[i % 4]}"/>`;
  }
  return `<g fill="none" stroke="${color}" opacity="${opacity}" stroke-linecap="round">
    <circle cx="${cx}" cy="${cy}" r="${r}" stroke-width="${f(r * 0.012)}"/>
    <circle cx="${cx}" cy="${cy}" r="${f(r * 0.78)}" stroke-width="${f(r * 0.008)}"/>
    <g stroke-width="${f(r * 0.012)}">${glyphs}</g>
  </g>`;
}

/** The realm's crest: a six-armed frost star inside a rune ring, in gold and ice. */
function crest(cx: number, cy: number, r: number): string {
  let arms = '';
  for (let i = 0; i < 6; i++) {
    const deg = i * 60;
    arms += `<g transform="rotate(${deg} ${cx} ${cy})">
      <path d="M${cx},${f(cy - r * 0.08)} L${f(cx + r * 0.07)},${f(cy - r * 0.3)} L${cx},${f(cy - r * 0.66)} L${f(cx - r * 0.07)},${f(cy - r * 0.3)} Z" fill="url(#crestIce)"/>
      <path d="M${cx},${f(cy - r * 0.42)} L${f(cx + r * 0.13)},${f(cy - r * 0.55)} M${cx},${f(cy - r * 0.42)} L${f(cx - r * 0.13)},${f(cy - r * 0.55)}" stroke="#cfe6fb" stroke-width="${f(r * 0.035)}" stroke-linecap="round"/>
    </g>`;
  }
  return `<g>
    <circle cx="${cx}" cy="${cy}" r="${f(r * 0.96)}" fill="url(#crestBg)"/>
    <circle cx="${cx}" cy="${cy}" r="${f(r * 0.93)}" fill="none" stroke="url(#crestGold)" stroke-width="${f(r * 0.07)}"/>
    <circle cx="${cx}" cy="${cy}" r="${f(r * 0.8)}" fill="none" stroke="#e5c060" stroke-width="${f(r * 0.015)}" opacity="0.8"/>
    ${runeCircle(cx, cy, r * 0.87, '#e5c060', 0.55)}
    ${arms}
    <circle cx="${cx}" cy="${cy}" r="${f(r * 0.11)}" fill="#e8f4ff"/>
    <circle cx="${cx}" cy="${cy}" r="${f(r * 0.06)}" fill="#8fd3ff"/>
  </g>`;
}

const crestDefs = `
  <radialGradient id="crestBg" cx="50%" cy="45%" r="60%"><stop offset="0" stop-color="#1b2942"/><stop offset="1" stop-color="#060a12"/></radialGradient>
  <linearGradient id="crestGold" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f3d98b"/><stop offset="0.5" stop-color="#c99a2e"/><stop offset="1" stop-color="#f3d98b"/></linearGradient>
  <linearGradient id="crestIce" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#e8f4ff"/><stop offset="1" stop-color="#6cb2e8"/></linearGradient>`;

/** Defs every scene shares: soft blur, glow, aurora gradients, a vignette. */
function commonDefs(): string {
  return `
  <filter id="soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="1.6"/></filter>
  <filter id="glow" x="-20%" y="-60%" width="140%" height="220%"><feGaussianBlur stdDeviation="18"/></filter>
  <filter id="haze" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="40"/></filter>
  <filter id="halo" x="-100%" y="-100%" width="300%" height="300%"><feGaussianBlur stdDeviation="8"/></filter>
  <linearGradient id="auroraGreen" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3fe0c5" stop-opacity="0"/><stop offset="0.45" stop-color="#4cf0c0" stop-opacity="0.9"/><stop offset="1" stop-color="#2a9fd6" stop-opacity="0"/></linearGradient>
  <linearGradient id="auroraViolet" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8a6cf0" stop-opacity="0"/><stop offset="0.5" stop-color="#9b7cff" stop-opacity="0.8"/><stop offset="1" stop-color="#3f93d6" stop-opacity="0"/></linearGradient>
  <linearGradient id="auroraRed" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ff3b3b" stop-opacity="0"/><stop offset="0.5" stop-color="#d1203a" stop-opacity="0.85"/><stop offset="1" stop-color="#6b1a8a" stop-opacity="0"/></linearGradient>
  <radialGradient id="vignette" cx="50%" cy="50%" r="75%"><stop offset="0.55" stop-color="#060a12" stop-opacity="0"/><stop offset="1" stop-color="#060a12" stop-opacity="0.85"/></radialGradient>
  ${crestDefs}`;
}

function svg(width: number, height: number, defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${commonDefs()}${defs}</defs>${body}</svg>`;
}

function skyGradient(id: string, stops: string[]): string {
  const s = stops
    .map((c, i) => `<stop offset="${(i / (stops.length - 1)).toFixed(2)}" stop-color="${c}"/>`)
    .join('');
  return `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${s}</linearGradient>`;
}

function mountainGradient(id: string, top: number, bottom: number, peak: string, foot: string): string {
  return `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="0" y1="${top}" x2="0" y2="${bottom}"><stop offset="0" stop-color="${peak}"/><stop offset="0.35" stop-color="${foot}"/><stop offset="1" stop-color="${foot}"/></linearGradient>`;
}

/* ---------- the scenes ---------- */

/** Northrend at night: aurora, moon, layered peaks, the frozen citadel, snow. The home page hero. */
function northrendScene(width: number, height: number, seed = 7): string {
  const r = seeded(seed);
  const s = height / 1080;
  const defs = `${skyGradient('sky', ['#03060d', '#0a1830', '#143056', '#1d4670'])}
    ${mountainGradient('m1', 430 * s, 900 * s, '#c4dcf2', '#1b2942')}
    ${mountainGradient('m2', 560 * s, 1000 * s, '#8fb4d8', '#121c2f')}
    ${mountainGradient('m3', 700 * s, 1080 * s, '#40607f', '#0b1220')}
    <radialGradient id="moon" cx="50%" cy="50%" r="50%"><stop offset="0" stop-color="#f4fbff"/><stop offset="0.7" stop-color="#cfe6fb"/><stop offset="1" stop-color="#9ccbf0"/></radialGradient>
    <linearGradient id="fog" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#9ccbf0" stop-opacity="0"/><stop offset="0.6" stop-color="#9ccbf0" stop-opacity="0.22"/><stop offset="1" stop-color="#9ccbf0" stop-opacity="0"/></linearGradient>
    <linearGradient id="ground" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0b1220"/><stop offset="1" stop-color="#060a12"/></linearGradient>`;
  const body = `
    <rect width="${width}" height="${height}" fill="url(#sky)"/>
    ${stars(r, width, 620 * s, Math.round(260 * (width / 1920)))}
    <circle cx="${f(width * 0.78)}" cy="${f(210 * s)}" r="${f(140 * s)}" fill="#8fd3ff" opacity="0.25" filter="url(#haze)"/>
    <circle cx="${f(width * 0.78)}" cy="${f(210 * s)}" r="${f(58 * s)}" fill="url(#moon)"/>
    ${aurora(r, width, 150 * s, 150 * s, 'auroraGreen', 0.75)}
    ${aurora(r, width, 260 * s, 110 * s, 'auroraViolet', 0.5)}
    ${aurora(r, width, 90 * s, 90 * s, 'auroraGreen', 0.45)}
    <path d="${ridge(r, {
      width,
      height,
      base: 640 * s,
      amplitude: 200 * s,
      peaks: [
        { x: width * 0.18, rise: 160 * s, spread: 260 * s },
        { x: width * 0.62, rise: 120 * s, spread: 240 * s },
      ],
    })}" fill="url(#m1)"/>
    <ellipse cx="${f(width * 0.5)}" cy="${f(520 * s)}" rx="${f(260 * s)}" ry="${f(200 * s)}" fill="#3f93d6" opacity="0.28" filter="url(#haze)"/>
    ${citadel(r, width * 0.5, 700 * s, 1.3 * s, '#0a1322')}
    <rect y="${f(560 * s)}" width="${width}" height="${f(260 * s)}" fill="url(#fog)"/>
    <path d="${ridge(r, { width, height, base: 800 * s, amplitude: 160 * s, peaks: [{ x: width * 0.88, rise: 180 * s, spread: 300 * s }] })}" fill="url(#m2)"/>
    <path d="${ridge(r, { width, height, base: 940 * s, amplitude: 110 * s, roughness: 0.5 })}" fill="url(#m3)"/>
    ${[0.04, 0.08, 0.11, 0.9, 0.94, 0.97].map((x, i) => pine(width * x, height + 10 * s, (170 + (i % 3) * 50) * s, '#050910')).join('')}
    <rect y="${f(height - 70 * s)}" width="${width}" height="${f(70 * s)}" fill="url(#ground)"/>
    ${snow(r, width, height, Math.round(220 * (width / 1920)), 0.7)}
    <rect width="${width}" height="${height}" fill="url(#vignette)"/>`;
  return svg(width, height, defs, body);
}

/** Specless: a constellation skill tree of lit and unlit nodes above a frozen range. */
function speclessScene(width: number, height: number): string {
  const r = seeded(11);
  const defs = `${skyGradient('sky', ['#050a16', '#0d1d3a', '#12305a'])}
    ${mountainGradient('m1', 560, 800, '#4f7aa6', '#0b1220')}
    <radialGradient id="nodeLit" cx="50%" cy="50%" r="50%"><stop offset="0" stop-color="#fff6d8"/><stop offset="0.5" stop-color="#f3d98b"/><stop offset="1" stop-color="#c99a2e"/></radialGradient>
    <radialGradient id="nodeFrost" cx="50%" cy="50%" r="50%"><stop offset="0" stop-color="#e8f4ff"/><stop offset="0.6" stop-color="#8fd3ff"/><stop offset="1" stop-color="#3f93d6"/></radialGradient>`;
  const cols = [230, 420, 600, 780, 970];
  const rows = [130, 250, 370, 490];
  const nodes: Array<{ x: number; y: number; lit: boolean; big: boolean }> = [];
  for (const y of rows)
    for (const x of cols)
      if (r() < 0.82)
        nodes.push({ x: x + (r() - 0.5) * 40, y: y + (r() - 0.5) * 30, lit: r() < 0.45, big: r() < 0.2 });
  let lines = '';
  for (const a of nodes)
    for (const b of nodes) {
      const dx = b.x - a.x;
      const dy = b.y - a.y;
      if ((dy > 60 && dy < 160 && Math.abs(dx) < 220) || (Math.abs(dy) < 40 && dx > 100 && dx < 220)) {
        if (r() < 0.55) continue;
        const lit = a.lit && b.lit;
        lines += `<line x1="${f(a.x)}" y1="${f(a.y)}" x2="${f(b.x)}" y2="${f(b.y)}" stroke="${lit ? '#f3d98b' : '#6cb2e8'}" stroke-width="${lit ? 3 : 1.6}" opacity="${lit ? 0.9 : 0.45}"/>`;
      }
    }
  let dots = '';
  for (const n of nodes) {
    const rad = n.big ? 26 : 17;
    dots += `<circle cx="${f(n.x)}" cy="${f(n.y)}" r="${rad * 1.9}" fill="${n.lit ? '#f3d98b' : '#3f93d6'}" opacity="${n.lit ? 0.45 : 0.25}" filter="url(#halo)"/>`;
    dots += `<circle cx="${f(n.x)}" cy="${f(n.y)}" r="${rad}" fill="#0b1220" stroke="${n.lit ? '#f3d98b' : '#6cb2e8'}" stroke-width="3"/>`;
    dots += `<circle cx="${f(n.x)}" cy="${f(n.y)}" r="${rad * 0.55}" fill="url(#${n.lit ? 'nodeLit' : 'nodeFrost'})" opacity="${n.lit ? 1 : 0.55}"/>`;
  }
  const body = `
    <rect width="${width}" height="${height}" fill="url(#sky)"/>
    ${stars(r, width, 600, 180)}
    ${aurora(r, width, 60, 120, 'auroraViolet', 0.35)}
    ${runeCircle(width * 0.5, 300, 300, '#8fd3ff', 0.22)}
    ${lines}${dots}
    <path d="${ridge(r, {
      width,
      height,
      base: 690,
      amplitude: 120,
      peaks: [
        { x: 300, rise: 90, spread: 200 },
        { x: 900, rise: 120, spread: 220 },
      ],
    })}" fill="url(#m1)"/>
    ${snow(r, width, height, 90, 0.5)}
    <rect width="${width}" height="${height}" fill="url(#vignette)"/>`;
  return svg(width, height, defs, body);
}

/** Torment: a blood-red storm over a black spire, ten rising marks of difficulty, lightning, embers. */
function tormentScene(width: number, height: number): string {
  const r = seeded(23);
  const defs = `${skyGradient('sky', ['#0a0307', '#2a0812', '#4a0d1c', '#1a0b25'])}
    ${mountainGradient('m1', 520, 800, '#5b2233', '#12060c')}
    <linearGradient id="spire" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1a0a12"/><stop offset="1" stop-color="#050205"/></linearGradient>`;
  let marks = '';
  for (let i = 0; i <= 10; i++) {
    const a = Math.PI * (1.1 + (i / 10) * 0.8);
    const cx = 600 + Math.cos(a) * 360;
    const cy = 470 + Math.sin(a) * 360;
    const heat = i / 10;
    marks += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(12 + heat * 10)}" fill="#ff4a3d" opacity="${(0.25 + heat * 0.5).toFixed(2)}" filter="url(#halo)"/>`;
    marks += `<path transform="translate(${f(cx)},${f(cy)})" d="M0,-${f(9 + heat * 7)} L${f(6 + heat * 4)},0 L0,${f(9 + heat * 7)} L-${f(6 + heat * 4)},0 Z" fill="${i === 10 ? '#ffd27a' : '#ff6b4a'}" opacity="${(0.5 + heat * 0.5).toFixed(2)}"/>`;
  }
  let bolt = 'M780,40';
  let x = 780;
  for (let y = 90; y < 430; y += 50) {
    x += (r() - 0.5) * 90;
    bolt += ` L${f(x)},${y}`;
  }
  let embers = '';
  for (let i = 0; i < 120; i++)
    embers += `<circle cx="${f(r() * width)}" cy="${f(300 + r() * 500)}" r="${f(0.8 + r() * 2.4)}" fill="${r() < 0.7 ? '#ff6b4a' : '#ffd27a'}" opacity="${(0.3 + r() * 0.7).toFixed(2)}"/>`;
  const body = `
    <rect width="${width}" height="${height}" fill="url(#sky)"/>
    ${aurora(r, width, 120, 160, 'auroraRed', 0.55)}
    ${aurora(r, width, 260, 120, 'auroraRed', 0.35)}
    <path d="${bolt}" stroke="#ffd1e0" stroke-width="4" fill="none" opacity="0.9"/>
    <path d="${bolt}" stroke="#ff4a7a" stroke-width="14" fill="none" opacity="0.4" filter="url(#halo)"/>
    ${marks}
    <ellipse cx="600" cy="470" rx="150" ry="90" fill="#ff3b3b" opacity="0.35" filter="url(#haze)"/>
    <path d="${ridge(r, {
      width,
      height,
      base: 640,
      amplitude: 150,
      peaks: [
        { x: 200, rise: 110, spread: 200 },
        { x: 1040, rise: 140, spread: 220 },
      ],
    })}" fill="url(#m1)"/>
    <path d="M600,130 L628,360 L700,380 L650,420 L690,800 L510,800 L552,420 L500,380 L572,360 Z" fill="url(#spire)"/>
    <path d="M600,230 L606,330 L594,330 Z" fill="#ff6b4a" opacity="0.9"/>
    ${embers}
    <rect width="${width}" height="${height}" fill="url(#vignette)"/>`;
  return svg(width, height, defs, body);
}

/** Gear Affixes: a runed blade in a shaft of light, circled by affix gems of every quality. */
function affixScene(width: number, height: number): string {
  const r = seeded(31);
  const defs = `${skyGradient('sky', ['#070b16', '#101a33', '#1a1438'])}
    <linearGradient id="blade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#6cb2e8"/><stop offset="0.5" stop-color="#e8f4ff"/><stop offset="1" stop-color="#3f93d6"/></linearGradient>
    <linearGradient id="hilt" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#8a6a1e"/><stop offset="0.5" stop-color="#f3d98b"/><stop offset="1" stop-color="#8a6a1e"/></linearGradient>
    <linearGradient id="shaft" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8fd3ff" stop-opacity="0.55"/><stop offset="1" stop-color="#8fd3ff" stop-opacity="0"/></linearGradient>`;
  const gems = [
    { c: '#a335ee', x: 330, y: 250 },
    { c: '#0070dd', x: 870, y: 230 },
    { c: '#ff8000', x: 300, y: 540 },
    { c: '#1eff00', x: 900, y: 560 },
    { c: '#8fd3ff', x: 430, y: 690 },
    { c: '#f3d98b', x: 770, y: 690 },
  ];
  let gemSvg = '';
  for (const g of gems) {
    gemSvg += `<circle cx="${g.x}" cy="${g.y}" r="60" fill="${g.c}" opacity="0.45" filter="url(#halo)"/>`;
    gemSvg += `<path transform="translate(${g.x},${g.y})" d="M0,-38 L33,-19 L33,19 L0,38 L-33,19 L-33,-19 Z" fill="#0b1220" stroke="${g.c}" stroke-width="4"/>`;
    gemSvg += `<path transform="translate(${g.x},${g.y})" d="M0,-22 L19,-11 L19,11 L0,22 L-19,11 L-19,-11 Z" fill="${g.c}" opacity="0.85"/>`;
    gemSvg += `<line x1="${g.x}" y1="${g.y}" x2="600" y2="${g.y < 400 ? 330 : 470}" stroke="${g.c}" stroke-width="1.5" opacity="0.35"/>`;
  }
  let sparks = '';
  for (let i = 0; i < 80; i++)
    sparks += `<circle cx="${f(450 + r() * 300)}" cy="${f(60 + r() * 700)}" r="${f(0.6 + r() * 2)}" fill="#e8f4ff" opacity="${(0.3 + r() * 0.7).toFixed(2)}"/>`;
  let runes = '';
  for (let i = 0; i < 6; i++) {
    const y = 200 + i * 48;
    runes += `<path d="M594,${y} L606,${y + 10} L594,${y + 20} M606,${y} L600,${y + 6}" stroke="#1b5fa8" stroke-width="3" fill="none"/>`;
  }
  const body = `
    <rect width="${width}" height="${height}" fill="url(#sky)"/>
    ${stars(r, width, 500, 120)}
    <path d="M520,0 L680,0 L900,800 L300,800 Z" fill="url(#shaft)" filter="url(#glow)"/>
    ${runeCircle(600, 400, 330, '#e5c060', 0.35)}
    ${gemSvg}
    <ellipse cx="600" cy="400" rx="60" ry="330" fill="#8fd3ff" opacity="0.25" filter="url(#haze)"/>
    <path d="M600,80 L632,150 L632,520 L568,520 L568,150 Z" fill="url(#blade)"/>
    <path d="M600,80 L600,520" stroke="#ffffff" stroke-width="2" opacity="0.6"/>
    ${runes}
    <path d="M480,520 L720,520 L740,548 L460,548 Z" fill="url(#hilt)"/>
    <rect x="586" y="548" width="28" height="130" rx="6" fill="#3a2a12"/>
    <path d="M586,570 L614,586 M586,600 L614,616 M586,630 L614,646" stroke="#c99a2e" stroke-width="4"/>
    <circle cx="600" cy="700" r="24" fill="url(#hilt)"/>
    <circle cx="600" cy="534" r="12" fill="#a335ee"/>
    ${sparks}
    <rect width="${width}" height="${height}" fill="url(#vignette)"/>`;
  return svg(width, height, defs, body);
}

/** Quality of Life: a lodge glowing warm in the snow under the aurora. */
function lodgeScene(width: number, height: number): string {
  const r = seeded(41);
  const defs = `${skyGradient('sky', ['#040812', '#0c1a33', '#1a3658'])}
    ${mountainGradient('m1', 360, 700, '#a8cdee', '#1b2942')}
    ${mountainGradient('m2', 560, 800, '#cfe6fb', '#6d8fb3')}
    <radialGradient id="warm" cx="50%" cy="50%" r="50%"><stop offset="0" stop-color="#ffcf7a" stop-opacity="0.7"/><stop offset="1" stop-color="#ff9a3d" stop-opacity="0"/></radialGradient>`;
  const lodge = `
    <path d="M430,560 L600,430 L770,560 Z" fill="#0a0f1a"/>
    <path d="M420,566 L600,424 L780,566" stroke="#e8f4ff" stroke-width="10" fill="none" stroke-linejoin="round"/>
    <rect x="455" y="560" width="290" height="150" fill="#101826"/>
    <rect x="690" y="450" width="26" height="70" fill="#0a0f1a"/>
    <rect x="485" y="595" width="50" height="45" fill="#ffcf7a"/>
    <rect x="665" y="595" width="50" height="45" fill="#ffcf7a"/>
    <rect x="575" y="620" width="50" height="90" fill="#ffb347"/>
    <path d="M510,595 L510,640 M485,617 L535,617 M690,595 L690,640 M665,617 L715,617" stroke="#101826" stroke-width="4"/>`;
  let smoke = '';
  for (let i = 0; i < 6; i++)
    smoke += `<circle cx="${f(703 + i * 14 + r() * 10)}" cy="${f(430 - i * 38)}" r="${f(14 + i * 6)}" fill="#9ccbf0" opacity="${(0.22 - i * 0.03).toFixed(2)}" filter="url(#halo)"/>`;
  const body = `
    <rect width="${width}" height="${height}" fill="url(#sky)"/>
    ${stars(r, width, 380, 160)}
    ${aurora(r, width, 90, 130, 'auroraGreen', 0.6)}
    <path d="${ridge(r, {
      width,
      height,
      base: 500,
      amplitude: 170,
      peaks: [
        { x: 250, rise: 140, spread: 240 },
        { x: 980, rise: 100, spread: 260 },
      ],
    })}" fill="url(#m1)"/>
    <path d="${ridge(r, { width, height, base: 690, amplitude: 60, roughness: 0.45 })}" fill="url(#m2)"/>
    <ellipse cx="600" cy="650" rx="320" ry="150" fill="url(#warm)"/>
    ${smoke}${lodge}
    ${[120, 190, 250, 330, 880, 950, 1030, 1100].map((x, i) => pine(x, 760 + (i % 2) * 20, 150 + (i % 3) * 45, '#07101c')).join('')}
    <path d="M0,740 Q300,700 600,740 T1200,730 L1200,800 L0,800 Z" fill="#dceaf7"/>
    <path d="M0,770 Q400,745 800,770 T1200,765 L1200,800 L0,800 Z" fill="#b9d3ea"/>
    ${snow(r, width, height, 140, 0.8)}
    <rect width="${width}" height="${height}" fill="url(#vignette)"/>`;
  return svg(width, height, defs, body);
}

/** Service quality: a watchtower beacon on a cliff, its frost beam sweeping the night. */
function beaconScene(width: number, height: number): string {
  const r = seeded(53);
  const defs = `${skyGradient('sky', ['#040914', '#0b1a34', '#173a63'])}
    ${mountainGradient('m1', 500, 800, '#5c84ad', '#0e1728')}
    <linearGradient id="beam" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#e8f4ff" stop-opacity="0.8"/><stop offset="1" stop-color="#8fd3ff" stop-opacity="0"/></linearGradient>
    <linearGradient id="beamL" x1="1" y1="0" x2="0" y2="0"><stop offset="0" stop-color="#e8f4ff" stop-opacity="0.6"/><stop offset="1" stop-color="#8fd3ff" stop-opacity="0"/></linearGradient>`;
  const body = `
    <rect width="${width}" height="${height}" fill="url(#sky)"/>
    ${stars(r, width, 500, 200)}
    ${aurora(r, width, 140, 120, 'auroraGreen', 0.4)}
    <path d="${ridge(r, { width, height, base: 640, amplitude: 140 })}" fill="url(#m1)"/>
    <path d="M700,250 L1250,120 L1250,430 Z" fill="url(#beam)" filter="url(#glow)"/>
    <path d="M700,250 L150,150 L150,360 Z" fill="url(#beamL)" filter="url(#glow)" opacity="0.7"/>
    <path d="M540,800 L560,560 Q600,520 700,540 L760,560 L800,800 Z" fill="#070d18"/>
    <path d="M660,540 L672,300 L728,300 L740,540 Z" fill="#0d1526"/>
    <path d="M650,300 L750,300 L740,280 L660,280 Z" fill="#1b2942"/>
    <rect x="676" y="232" width="48" height="48" fill="#e8f4ff"/>
    <circle cx="700" cy="256" r="70" fill="#8fd3ff" opacity="0.6" filter="url(#halo)"/>
    <path d="M668,232 L700,196 L732,232 Z" fill="#1b2942"/>
    <path d="M690,360 L710,360 L710,390 L690,390 Z M690,430 L710,430 L710,460 L690,460 Z" fill="#ffcf7a" opacity="0.85"/>
    <g transform="translate(330,560)">
      <path d="M0,-90 L80,-60 L70,40 Q40,90 0,110 Q-40,90 -70,40 L-80,-60 Z" fill="#0b1220" stroke="#e5c060" stroke-width="6"/>
      <path d="M-34,6 L-8,34 L40,-26" stroke="#8fd3ff" stroke-width="12" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
    </g>
    ${snow(r, width, height, 120, 0.6)}
    <rect width="${width}" height="${height}" fill="url(#vignette)"/>`;
  return svg(width, height, defs, body);
}

/** Shared reputation: four banners hanging in a torchlit hall. */
function bannerScene(width: number, height: number): string {
  const r = seeded(61);
  const defs = `${skyGradient('wall', ['#0b1220', '#131d31', '#0b1220'])}
    <radialGradient id="torch" cx="50%" cy="50%" r="50%"><stop offset="0" stop-color="#ffcf7a" stop-opacity="0.55"/><stop offset="1" stop-color="#ff9a3d" stop-opacity="0"/></radialGradient>`;
  const colors = ['#1b5fa8', '#7a1f2b', '#2f6b3a', '#5a3d8a'];
  const emblems = [
    '<circle r="34" fill="none" stroke="#f3d98b" stroke-width="8"/><circle r="12" fill="#f3d98b"/>',
    '<path d="M0,-40 L11,-12 L40,-12 L17,6 L26,36 L0,18 L-26,36 L-17,6 L-40,-12 L-11,-12 Z" fill="#f3d98b"/>',
    '<path d="M10,-38 A40,40 0 1 0 10,38 A30,30 0 1 1 10,-38 Z" fill="#f3d98b"/>',
    '<path d="M0,-40 L0,40 M-35,-20 L35,20 M-35,20 L35,-20" stroke="#e8f4ff" stroke-width="8" stroke-linecap="round"/>',
  ];
  let banners = '';
  colors.forEach((c, i) => {
    const x = 210 + i * 260;
    banners += `<rect x="${x - 100}" y="150" width="200" height="10" rx="5" fill="#c99a2e"/>
      <path d="M${x - 80},160 L${x + 80},160 L${x + 80},560 L${x},500 L${x - 80},560 Z" fill="${c}"/>
      <path d="M${x - 80},160 L${x + 80},160 L${x + 80},180 L${x - 80},180 Z" fill="#000" opacity="0.25"/>
      <path d="M${x - 66},175 L${x - 66},530 M${x + 66},175 L${x + 66},530" stroke="#f3d98b" stroke-width="3" opacity="0.7"/>
      <g transform="translate(${x},330)">${emblems[i]}</g>`;
  });
  let dust = '';
  for (let i = 0; i < 70; i++)
    dust += `<circle cx="${f(r() * width)}" cy="${f(r() * height)}" r="${f(0.6 + r() * 1.6)}" fill="#ffcf7a" opacity="${(0.2 + r() * 0.5).toFixed(2)}"/>`;
  const body = `
    <rect width="${width}" height="${height}" fill="url(#wall)"/>
    ${[0, 1, 2, 3, 4].map((i) => `<rect x="${i * 260 - 20}" y="0" width="60" height="${height}" fill="#070c16"/>`).join('')}
    <ellipse cx="80" cy="300" rx="200" ry="260" fill="url(#torch)"/>
    <ellipse cx="1120" cy="300" rx="200" ry="260" fill="url(#torch)"/>
    ${banners}
    <rect y="660" width="${width}" height="140" fill="#070c16"/>
    <path d="M0,660 L1200,660" stroke="#c99a2e" stroke-width="3" opacity="0.5"/>
    ${dust}
    <rect width="${width}" height="${height}" fill="url(#vignette)"/>`;
  return svg(width, height, defs, body);
}

/** Mounts: a drake on the wing across the moon, over the peaks. */
function drakeScene(width: number, height: number): string {
  const r = seeded(71);
  const defs = `${skyGradient('sky', ['#050a16', '#12264a', '#29507f'])}
    ${mountainGradient('m1', 450, 800, '#bcdaf3', '#22334f')}
    ${mountainGradient('m2', 600, 800, '#6e97bf', '#0b1220')}
    <radialGradient id="moon" cx="50%" cy="50%" r="50%"><stop offset="0" stop-color="#f4fbff"/><stop offset="1" stop-color="#b4d6f2"/></radialGradient>`;
  const drake = `<g transform="translate(600,300) rotate(-8)" fill="#060a12">
      <path d="M-150,10 Q-60,-20 40,-6 Q120,2 170,-30 L190,-28 Q170,-4 130,14 Q60,36 -40,30 Q-120,26 -230,70 Q-160,30 -150,10 Z"/>
      <path d="M-20,-4 Q-70,-120 -190,-170 Q-160,-130 -170,-110 Q-130,-110 -120,-80 Q-90,-90 -70,-60 Q-50,-50 20,6 Z"/>
      <path d="M20,0 Q80,-110 210,-150 Q180,-110 190,-92 Q150,-92 140,-62 Q110,-70 92,-42 Q70,-34 40,14 Z"/>
      <path d="M170,-30 L205,-44 L196,-30 L214,-24 L190,-22 Z"/>
      <path d="M-10,28 L-24,62 L-6,58 Z M40,24 L34,58 L50,52 Z"/>
    </g>`;
  const body = `
    <rect width="${width}" height="${height}" fill="url(#sky)"/>
    ${stars(r, width, 500, 200)}
    <circle cx="640" cy="280" r="230" fill="#8fd3ff" opacity="0.25" filter="url(#haze)"/>
    <circle cx="640" cy="280" r="170" fill="url(#moon)"/>
    <circle cx="590" cy="240" r="26" fill="#9ccbf0" opacity="0.35"/>
    <circle cx="700" cy="330" r="18" fill="#9ccbf0" opacity="0.3"/>
    ${drake}
    <path d="${ridge(r, {
      width,
      height,
      base: 600,
      amplitude: 180,
      peaks: [
        { x: 180, rise: 150, spread: 220 },
        { x: 1050, rise: 170, spread: 240 },
      ],
    })}" fill="url(#m1)"/>
    <path d="${ridge(r, { width, height, base: 720, amplitude: 90, roughness: 0.5 })}" fill="url(#m2)"/>
    ${snow(r, width, height, 90, 0.6)}
    <rect width="${width}" height="${height}" fill="url(#vignette)"/>`;
  return svg(width, height, defs, body);
}

/** Racial abilities: a ring of ability sigils around a swap rune. */
function racialScene(width: number, height: number): string {
  const r = seeded(83);
  const defs = `${skyGradient('sky', ['#070b16', '#0f1d38', '#0b1220'])}
    <radialGradient id="core" cx="50%" cy="50%" r="50%"><stop offset="0" stop-color="#e8f4ff"/><stop offset="0.5" stop-color="#8fd3ff"/><stop offset="1" stop-color="#3f93d6" stop-opacity="0"/></radialGradient>`;
  const sigils = [
    'M-22,-22 L22,22 M22,-22 L-22,22',
    'M0,-28 L24,14 L-24,14 Z',
    'M-26,0 Q0,-34 26,0 Q0,34 -26,0 Z',
    'M0,-28 L0,28 M-20,-10 L0,-28 L20,-10',
    'M-24,-18 L24,-18 L0,26 Z M0,-18 L0,8',
    'M-10,-28 A28,28 0 1 0 20,20 A20,20 0 1 1 -10,-28 Z',
  ];
  const tints = ['#e5c060', '#8fd3ff', '#a335ee', '#4cf0c0', '#ff8a5c', '#cfe6fb'];
  let ring = '';
  sigils.forEach((d, i) => {
    const a = (i / sigils.length) * Math.PI * 2 - Math.PI / 2;
    const x = 600 + Math.cos(a) * 250;
    const y = 400 + Math.sin(a) * 250;
    ring += `<circle cx="${f(x)}" cy="${f(y)}" r="80" fill="${tints[i]}" opacity="0.3" filter="url(#halo)"/>
      <circle cx="${f(x)}" cy="${f(y)}" r="62" fill="#0b1220" stroke="${tints[i]}" stroke-width="5"/>
      <circle cx="${f(x)}" cy="${f(y)}" r="50" fill="none" stroke="${tints[i]}" stroke-width="1.5" opacity="0.6"/>
      <path transform="translate(${f(x)},${f(y)})" d="${d}" stroke="${tints[i]}" stroke-width="6" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
  });
  const body = `
    <rect width="${width}" height="${height}" fill="url(#sky)"/>
    ${stars(r, width, height, 160)}
    ${runeCircle(600, 400, 360, '#8fd3ff', 0.25)}
    <circle cx="600" cy="400" r="250" fill="none" stroke="#e5c060" stroke-width="2" stroke-dasharray="6 14" opacity="0.6"/>
    <circle cx="600" cy="400" r="130" fill="url(#core)" opacity="0.7"/>
    <g transform="translate(600,400)" stroke="#060a12" stroke-width="12" fill="none" stroke-linecap="round" stroke-linejoin="round">
      <path d="M-44,-16 A48,48 0 0 1 40,-24 M40,-24 L44,-52 M40,-24 L12,-28"/>
      <path d="M44,16 A48,48 0 0 1 -40,24 M-40,24 L-44,52 M-40,24 L-12,28"/>
    </g>
    ${ring}
    <rect width="${width}" height="${height}" fill="url(#vignette)"/>`;
  return svg(width, height, defs, body);
}

/** Dungeon maps and boss lists: a pirate ship moored in a vast cavern, lanterns on the water. */
function caveShipScene(width: number, height: number): string {
  const r = seeded(97);
  const defs = `${skyGradient('cave', ['#0c0f14', '#1a2130', '#24344d'])}
    <linearGradient id="water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1d3550"/><stop offset="1" stop-color="#070c16"/></linearGradient>
    <radialGradient id="lamp" cx="50%" cy="50%" r="50%"><stop offset="0" stop-color="#ffcf7a" stop-opacity="0.8"/><stop offset="1" stop-color="#ff9a3d" stop-opacity="0"/></radialGradient>`;
  const ship = `<g fill="#05070b">
      <path d="M300,520 L900,520 L860,600 Q600,630 360,600 Z"/>
      <path d="M820,520 L900,470 L930,480 L900,520 Z"/>
      <path d="M300,520 L270,470 L350,470 L360,520 Z"/>
      <rect x="455" y="200" width="10" height="320"/><rect x="615" y="150" width="12" height="370"/><rect x="765" y="230" width="9" height="290"/>
      <path d="M405,240 Q460,260 515,240 L505,330 Q460,345 415,330 Z M395,350 Q460,370 525,350 L515,450 Q460,465 405,450 Z" opacity="0.92"/>
      <path d="M560,190 Q621,210 682,190 L672,300 Q621,318 570,300 Z M550,320 Q621,342 692,320 L682,440 Q621,460 560,440 Z" opacity="0.92"/>
      <path d="M725,270 Q770,285 815,270 L808,350 Q770,362 732,350 Z M718,370 Q770,385 822,370 L815,460 Q770,472 725,460 Z" opacity="0.92"/>
      <path d="M627,150 L690,165 L627,180 Z"/>
    </g>`;
  let reflections = '';
  for (let i = 0; i < 40; i++) {
    const y = 620 + r() * 160;
    const x = 250 + r() * 700;
    reflections += `<rect x="${f(x)}" y="${f(y)}" width="${f(20 + r() * 80)}" height="2" fill="#ffcf7a" opacity="${(0.1 + r() * 0.3).toFixed(2)}"/>`;
  }
  const lamps = [
    [340, 500],
    [610, 505],
    [880, 495],
    [120, 560],
    [1090, 560],
  ]
    .map(
      ([x, y]) =>
        `<circle cx="${x}" cy="${y}" r="70" fill="url(#lamp)"/><circle cx="${x}" cy="${y}" r="6" fill="#ffe3a8"/>`,
    )
    .join('');
  const body = `
    <rect width="${width}" height="${height}" fill="url(#cave)"/>
    <ellipse cx="600" cy="330" rx="420" ry="260" fill="#3a5a80" opacity="0.35" filter="url(#haze)"/>
    ${ship}${lamps}
    <rect y="600" width="${width}" height="200" fill="url(#water)" opacity="0.92"/>
    ${reflections}
    <path d="M0,0 L1200,0 L1200,800 L1120,800 Q1130,600 1060,420 Q1000,200 820,110 Q600,40 380,110 Q200,200 140,420 Q70,600 80,800 L0,800 Z" fill="#05070b"/>
    <path d="M360,120 L382,230 L404,112 Z M430,96 L446,170 L462,90 Z M500,80 L512,132 L524,76 Z M680,76 L694,150 L708,78 Z M750,88 L770,200 L790,96 Z M830,116 L846,176 L862,126 Z" fill="#05070b"/>
    <rect width="${width}" height="${height}" fill="url(#vignette)"/>`;
  return svg(width, height, defs, body);
}

/** Vendors and item recovery: a merchant's stall, coins piled high under a lantern. */
function vendorScene(width: number, height: number): string {
  const r = seeded(101);
  const defs = `${skyGradient('sky', ['#060b15', '#101e36', '#1b2942'])}
    <radialGradient id="lamp" cx="50%" cy="50%" r="50%"><stop offset="0" stop-color="#ffcf7a" stop-opacity="0.55"/><stop offset="1" stop-color="#ff9a3d" stop-opacity="0"/></radialGradient>
    <linearGradient id="coin" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff0b8"/><stop offset="1" stop-color="#c99a2e"/></linearGradient>
    <linearGradient id="silver" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f2f6fa"/><stop offset="1" stop-color="#8c9bb0"/></linearGradient>`;
  let awning = '';
  for (let i = 0; i < 10; i++)
    awning += `<path d="M${200 + i * 80},200 L${280 + i * 80},200 L${280 + i * 80},260 Q${240 + i * 80},290 ${200 + i * 80},260 Z" fill="${i % 2 ? '#7a1f2b' : '#e8dcc0'}"/>`;
  const stack = (x: number, n: number, grad: string) =>
    Array.from(
      { length: n },
      (_, i) =>
        `<ellipse cx="${x}" cy="${600 - i * 14}" rx="44" ry="13" fill="url(#${grad})" stroke="#8a6a1e" stroke-width="1.5"/>`,
    ).join('');
  let glints = '';
  for (let i = 0; i < 50; i++)
    glints += `<circle cx="${f(300 + r() * 600)}" cy="${f(380 + r() * 250)}" r="${f(0.8 + r() * 2)}" fill="#fff6d8" opacity="${(0.3 + r() * 0.7).toFixed(2)}"/>`;
  const body = `
    <rect width="${width}" height="${height}" fill="url(#sky)"/>
    ${stars(r, width, 180, 60)}
    <ellipse cx="600" cy="420" rx="460" ry="300" fill="url(#lamp)"/>
    <rect x="200" y="190" width="800" height="14" fill="#3a2a12"/>
    ${awning}
    <rect x="215" y="260" width="16" height="400" fill="#2a1d0c"/><rect x="969" y="260" width="16" height="400" fill="#2a1d0c"/>
    <rect x="180" y="620" width="840" height="40" fill="#3a2a12"/>
    <rect x="180" y="660" width="840" height="140" fill="#1e150a"/>
    ${stack(340, 6, 'coin')}${stack(430, 9, 'coin')}${stack(520, 4, 'silver')}${stack(780, 7, 'coin')}${stack(870, 3, 'silver')}
    <g transform="translate(650,440)" stroke="#c99a2e" stroke-width="5" fill="none">
      <path d="M0,-120 L0,170 M-90,-90 L90,-90"/>
      <path d="M-90,-90 L-120,-10 M-90,-90 L-60,-10 M90,-90 L60,-10 M90,-90 L120,-10"/>
      <path d="M-130,-10 Q-90,20 -50,-10 Z M50,-10 Q90,20 130,-10 Z" fill="#8a6a1e"/>
      <path d="M-40,170 L40,170"/>
    </g>
    <path d="M596,204 L596,250" stroke="#2a1d0c" stroke-width="3"/>
    <rect x="582" y="250" width="28" height="40" rx="6" fill="#ffcf7a"/>
    <circle cx="596" cy="270" r="46" fill="#ffcf7a" opacity="0.35" filter="url(#halo)"/>
    ${glints}
    <rect width="${width}" height="${height}" fill="url(#vignette)"/>`;
  return svg(width, height, defs, body);
}

/** New race and class combinations: sword, staff and bow crossed before a rune shield. */
function armsScene(width: number, height: number): string {
  const r = seeded(113);
  const defs = `${skyGradient('sky', ['#060a14', '#0f1b34', '#18294a'])}
    <linearGradient id="steel" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#6c88a8"/><stop offset="0.5" stop-color="#e8f4ff"/><stop offset="1" stop-color="#5c789a"/></linearGradient>
    <linearGradient id="wood" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#4a3318"/><stop offset="0.5" stop-color="#8a6a3a"/><stop offset="1" stop-color="#4a3318"/></linearGradient>`;
  const body = `
    <rect width="${width}" height="${height}" fill="url(#sky)"/>
    ${stars(r, width, height, 150)}
    ${runeCircle(600, 400, 340, '#e5c060', 0.3)}
    <circle cx="600" cy="400" r="220" fill="#3f93d6" opacity="0.25" filter="url(#haze)"/>
    <path d="M600,170 L770,230 L750,450 Q700,580 600,630 Q500,580 450,450 L430,230 Z" fill="#0b1220" stroke="#e5c060" stroke-width="8"/>
    <path d="M600,230 L600,560 M490,330 L710,330" stroke="#1b2942" stroke-width="16"/>
    <g transform="rotate(-38 600 400)">
      <path d="M600,60 L618,110 L618,520 L582,520 L582,110 Z" fill="url(#steel)"/>
      <path d="M520,520 L680,520 L690,540 L510,540 Z" fill="#c99a2e"/>
      <rect x="590" y="540" width="20" height="100" fill="#3a2a12"/>
      <circle cx="600" cy="654" r="18" fill="#c99a2e"/>
    </g>
    <g transform="rotate(38 600 400)">
      <rect x="592" y="80" width="16" height="600" rx="6" fill="url(#wood)"/>
      <circle cx="600" cy="74" r="34" fill="#a335ee" opacity="0.5" filter="url(#halo)"/>
      <circle cx="600" cy="74" r="22" fill="#c89bff"/>
      <path d="M570,100 Q600,40 630,100" stroke="#c99a2e" stroke-width="6" fill="none"/>
    </g>
    <g transform="translate(600,400)">
      <path d="M-10,-300 Q200,0 -10,300" stroke="url(#wood)" stroke-width="14" fill="none"/>
      <path d="M-10,-300 L-10,300" stroke="#cfe6fb" stroke-width="2" opacity="0.8"/>
    </g>
    ${snow(r, width, height, 70, 0.5)}
    <rect width="${width}" height="${height}" fill="url(#vignette)"/>`;
  return svg(width, height, defs, body);
}

/** The realm's crest on its own (the logo, the favicons). */
function crestSvg(size: number, background?: string): string {
  const pad = background ? size * 0.1 : size * 0.02;
  const rad = size / 2 - pad;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}"><defs>${crestDefs}</defs>${
    background ? `<rect width="${size}" height="${size}" rx="${size * 0.18}" fill="${background}"/>` : ''
  }${crest(size / 2, size / 2, rad)}</svg>`;
}

/* ---------- output ---------- */

interface Picture {
  name: string;
  width: number;
  height: number;
  paint: (w: number, h: number) => string;
  /** Widths of the smaller .webp/.avif variants served through srcset. */
  variants: number[];
}

const pictures: Picture[] = [
  {
    name: 'hero-northrend',
    width: 1920,
    height: 1080,
    paint: (w, h) => northrendScene(w, h),
    variants: [800, 1280],
  },
  // Phones get a tall crop of the same night, the citadel in the middle.
  {
    name: 'hero-northrend-portrait',
    width: 1080,
    height: 1440,
    paint: (w, h) => northrendScene(w, h),
    variants: [540],
  },
  { name: 'feature-specless', width: 1200, height: 800, paint: speclessScene, variants: [600] },
  { name: 'feature-tourment', width: 1200, height: 800, paint: tormentScene, variants: [600] },
  { name: 'feature-unique', width: 1200, height: 800, paint: affixScene, variants: [600] },
  { name: 'feature-qol', width: 1200, height: 800, paint: lodgeScene, variants: [600] },
  { name: 'feature-services', width: 1200, height: 800, paint: beaconScene, variants: [600] },
  { name: 'qol-reputation', width: 1200, height: 800, paint: bannerScene, variants: [600] },
  { name: 'qol-mount', width: 1200, height: 800, paint: drakeScene, variants: [600] },
  { name: 'qol-racial', width: 1200, height: 800, paint: racialScene, variants: [600] },
  { name: 'qol-deadmines', width: 1200, height: 800, paint: caveShipScene, variants: [600] },
  { name: 'qol-vendor', width: 1200, height: 800, paint: vendorScene, variants: [600] },
  { name: 'qol-classrace', width: 1200, height: 800, paint: armsScene, variants: [600] },
];

/** Writes the .webp/.avif siblings (full size and the smaller widths) of one picture from its pixels. */
async function writeSiblings(name: string, source: Buffer | string, variants: number[]): Promise<void> {
  const base = path.join(imagesDir, name);
  await sharp(source).webp({ quality: 74, effort: 6 }).toFile(`${base}.webp`);
  await sharp(source).avif({ quality: 50, effort: 5 }).toFile(`${base}.avif`);
  for (const w of variants) {
    await sharp(source).resize({ width: w }).webp({ quality: 72, effort: 6 }).toFile(`${base}-${w}.webp`);
    await sharp(source).resize({ width: w }).avif({ quality: 48, effort: 5 }).toFile(`${base}-${w}.avif`);
  }
}

async function paintPicture(p: Picture): Promise<void> {
  const png = await sharp(Buffer.from(p.paint(p.width, p.height)))
    .png()
    .toBuffer();
  await sharp(png)
    .jpeg({ quality: 76, mozjpeg: true, progressive: true })
    .toFile(path.join(imagesDir, `${p.name}.jpg`));
  await writeSiblings(p.name, png, p.variants);
}

/** Cinzel ships as WOFF in @fontsource; Pango reads TrueType, so unpack the tables once. */
function woffToTrueType(woff: Buffer): Buffer {
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const o = 44 + i * 20;
    return {
      tag: woff.readUInt32BE(o),
      offset: woff.readUInt32BE(o + 4),
      compLength: woff.readUInt32BE(o + 8),
      origLength: woff.readUInt32BE(o + 12),
      checksum: woff.readUInt32BE(o + 16),
    };
  });
  const headerLength = 12 + 16 * numTables;
  const out = Buffer.alloc(tables.reduce((n, t) => n + ((t.origLength + 3) & ~3), headerLength));
  const power = 2 ** Math.floor(Math.log2(numTables));
  out.writeUInt32BE(woff.readUInt32BE(4), 0);
  out.writeUInt16BE(numTables, 4);
  out.writeUInt16BE(16 * power, 6);
  out.writeUInt16BE(Math.log2(power), 8);
  out.writeUInt16BE(numTables * 16 - 16 * power, 10);
  let offset = headerLength;
  tables.forEach((t, i) => {
    const raw = woff.subarray(t.offset, t.offset + t.compLength);
    const data = t.compLength < t.origLength ? inflateSync(raw) : raw;
    out.writeUInt32BE(t.tag, 12 + i * 16);
    out.writeUInt32BE(t.checksum, 16 + i * 16);
    out.writeUInt32BE(offset, 20 + i * 16);
    out.writeUInt32BE(t.origLength, 24 + i * 16);
    data.copy(out, offset);
    offset += (t.origLength + 3) & ~3;
  });
  return out;
}

async function textImage(text: string, points: number, color: string, fontFile: string): Promise<Buffer> {
  return sharp({
    text: {
      text: `<span foreground="${color}" letter_spacing="${points * 80}">${text}</span>`,
      font: `Cinzel Bold ${points}`,
      fontfile: fontFile,
      rgba: true,
      dpi: 72,
    },
  })
    .png()
    .toBuffer();
}

/** The Open Graph image: the Northrend scene, the crest and the realm's name. */
async function paintOpenGraph(): Promise<void> {
  const fontDir = path.join(tmpdir(), `realm-artwork-${process.pid}`);
  mkdirSync(fontDir, { recursive: true });
  const fontFile = path.join(fontDir, 'cinzel-700.ttf');
  writeFileSync(
    fontFile,
    woffToTrueType(
      readFileSync(path.join(root, 'node_modules/@fontsource/cinzel/files/cinzel-latin-700-normal.woff')),
    ),
  );
  try {
    const scene = await sharp(Buffer.from(northrendScene(1200, 675, 7)))
      .extract({ left: 0, top: 20, width: 1200, height: 630 })
      .png()
      .toBuffer();
    const shade = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630"><defs><radialGradient id="s" cx="50%" cy="46%" r="55%"><stop offset="0" stop-color="#060a12" stop-opacity="0.7"/><stop offset="1" stop-color="#060a12" stop-opacity="0"/></radialGradient></defs><rect width="1200" height="630" fill="url(#s)"/></svg>`,
    );
    const emblem = await sharp(Buffer.from(crestSvg(190)))
      .png()
      .toBuffer();
    const title = await textImage('FROSTFALL', 96, '#f3d98b', fontFile);
    const line = await textImage('A Wrath of the Lich King realm', 30, '#e8f4ff', fontFile);
    const [tm, lm] = await Promise.all([sharp(title).metadata(), sharp(line).metadata()]);
    await sharp(scene)
      .composite([
        { input: shade },
        { input: emblem, left: 505, top: 70 },
        { input: title, left: Math.round(600 - tm.width / 2), top: 290 },
        { input: line, left: Math.round(600 - lm.width / 2), top: 410 },
      ])
      .jpeg({ quality: 78, mozjpeg: true, progressive: true })
      .toFile(path.join(imagesDir, 'og-default.jpg'));
  } finally {
    rmSync(fontDir, { recursive: true, force: true });
  }
}

/** A .ico holding PNG images (every browser since Vista reads PNG-in-ICO). */
function icoFromPngs(pngs: Array<{ size: number; data: Buffer }>): Buffer {
  const header = Buffer.alloc(6 + 16 * pngs.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(pngs.length, 4);
  let offset = header.length;
  pngs.forEach((p, i) => {
    const e = 6 + i * 16;
    header.writeUInt8(p.size >= 256 ? 0 : p.size, e);
    header.writeUInt8(p.size >= 256 ? 0 : p.size, e + 1);
    header.writeUInt16LE(1, e + 4);
    header.writeUInt16LE(32, e + 6);
    header.writeUInt32LE(p.data.length, e + 8);
    header.writeUInt32LE(offset, e + 12);
    offset += p.data.length;
  });
  return Buffer.concat([header, ...pngs.map((p) => p.data)]);
}

async function paintLogoAndIcons(): Promise<void> {
  writeFileSync(path.join(imagesDir, 'logo.svg'), crestSvg(512));
  const logo = await sharp(Buffer.from(crestSvg(512)))
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();
  writeFileSync(path.join(imagesDir, 'logo.png'), logo);
  await sharp(Buffer.from(crestSvg(512)))
    .webp({ quality: 82, alphaQuality: 90 })
    .toFile(path.join(imagesDir, 'logo.webp'));

  const icon = (size: number) =>
    sharp(Buffer.from(crestSvg(size, '#0b1220')))
      .png({ compressionLevel: 9 })
      .toBuffer();
  writeFileSync(path.join(publicDir, 'favicon.svg'), crestSvg(64, '#0b1220'));
  writeFileSync(path.join(publicDir, 'apple-touch-icon.png'), await icon(180));
  writeFileSync(path.join(publicDir, 'icon-192.png'), await icon(192));
  writeFileSync(path.join(publicDir, 'icon-512.png'), await icon(512));
  writeFileSync(
    path.join(publicDir, 'favicon.ico'),
    icoFromPngs(await Promise.all([16, 32, 48].map(async (size) => ({ size, data: await icon(size) })))),
  );
}

async function main(): Promise<void> {
  mkdirSync(imagesDir, { recursive: true });
  if (process.argv.includes('--siblings')) {
    for (const p of pictures) {
      const jpg = path.join(imagesDir, `${p.name}.jpg`);
      await writeSiblings(p.name, readFileSync(jpg), p.variants);
      console.log(`derived ${p.name}.webp/.avif from ${p.name}.jpg`);
    }
    return;
  }
  // Names on the command line paint only those pictures.
  const only = process.argv.slice(2).filter((a) => !a.startsWith('--'));
  for (const p of pictures) {
    if (only.length > 0 && !only.includes(p.name)) continue;
    await paintPicture(p);
    console.log(`painted ${p.name}`);
  }
  if (only.length === 0 || only.includes('og-default')) {
    await paintOpenGraph();
    console.log('painted og-default');
  }
  if (only.length === 0 || only.includes('logo')) {
    await paintLogoAndIcons();
    console.log('painted the logo and the icons');
  }
}

await main();
