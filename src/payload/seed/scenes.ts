/**
 * Editorial illustrations of the seed: flat vector scenes of worksites, rooms, tools and
 * finishes, drawn in one 1200×800 design space and framed for where they are shown
 * (category and page covers 2:1, pushes and teasers 37:30, ambiance scenes and home
 * heroes 3:2). Every subject stays in the centre safe zone, so each frame, and the crops
 * the site makes of it, keep it whole. No text: titles are HTML over or under the image.
 */

export const SCENE_KINDS = [
  'patch',
  'smooth',
  'ceiling',
  'joints',
  'airless',
  'facade',
  'bathroom',
  'bedroom',
  'living',
  'wood',
  'primer',
  'sanding',
  'tools',
  'training',
  'factory',
  'lab',
  'recycle',
  'store',
  'calculator',
  'expo',
  'world',
  'worksite',
] as const
export type SceneKind = (typeof SCENE_KINDS)[number]

/** Output frames: pixel size and the part of the 1200×800 design they show. */
export const FRAMES = {
  /** Category and page covers, mega-menu covers: 2:1. */
  cover: { width: 1200, height: 600, viewBox: '0 100 1200 600' },
  /** Pushes and teaser cards (370×300 size): 37:30. */
  push: { width: 740, height: 600, viewBox: '107 0 986 800' },
  /** Ambiance scenes, article pictures, home heroes: 3:2. */
  ambiance: { width: 1200, height: 800, viewBox: '0 0 1200 800' },
} as const
export type Frame = keyof typeof FRAMES

const NAVY = '#1f3b6f'
const ORANGE = '#f07d1a'
const STEEL = '#cdd5dd'
const STEEL_DARK = '#8794a2'
const PLASTER = '#fbfaf7'
const WOOD = '#b9875a'
const SHADOW = 'fill="#000" opacity="0.1"'

const g = (transform: string, body: string): string => `<g transform="${transform}">${body}</g>`

// ----- Room parts -----

function floor(color: string): string {
  return [
    `<rect y="640" width="1200" height="160" fill="${color}"/>`,
    `<path d="M0 690 H1200 M0 745 H1200" stroke="#000" stroke-opacity="0.07" stroke-width="3"/>`,
    `<rect y="626" width="1200" height="16" fill="#ffffff" opacity="0.8"/>`,
  ].join('')
}

function room(wall: string, floorColor = '#c89b6d'): string {
  return `<rect width="1200" height="800" fill="${wall}"/>${floor(floorColor)}`
}

function window_(x: number, y: number, w: number, h: number): string {
  return [
    `<rect x="${x - 12}" y="${y - 12}" width="${w + 24}" height="${h + 24}" rx="6" fill="#ffffff"/>`,
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#bfdcf0"/>`,
    `<path d="M${x} ${y + h * 0.75} Q${x + w * 0.3} ${y + h * 0.55} ${x + w * 0.6} ${y + h * 0.7} T${x + w} ${y + h * 0.62} V${y + h} H${x} Z" fill="#9fc8a0"/>`,
    `<path d="M${x + w * 0.15} ${y + h} L${x + w * 0.55} ${y}" stroke="#ffffff" stroke-width="${w * 0.08}" opacity="0.35"/>`,
    `<rect x="${x + w / 2 - 5}" y="${y}" width="10" height="${h}" fill="#ffffff"/>`,
    `<rect x="${x}" y="${y + h / 2 - 5}" width="${w}" height="10" fill="#ffffff"/>`,
    `<rect x="${x - 24}" y="${y + h + 10}" width="${w + 48}" height="14" rx="4" fill="#ffffff"/>`,
  ].join('')
}

function plant(x: number, y: number, s = 1): string {
  return g(
    `translate(${x} ${y}) scale(${s})`,
    [
      `<path d="M0 -40 C-60 -120 -40 -190 -10 -220 C-5 -160 10 -100 0 -40Z" fill="#4f8f5b"/>`,
      `<path d="M0 -40 C40 -110 90 -140 120 -150 C90 -100 50 -60 0 -40Z" fill="#6aa874"/>`,
      `<path d="M0 -40 C-40 -80 -100 -90 -130 -80 C-90 -50 -40 -40 0 -40Z" fill="#3d7a4a"/>`,
      `<path d="M-45 -40 H45 L35 40 H-35 Z" fill="${ORANGE}"/>`,
      `<rect x="-50" y="-48" width="100" height="14" rx="4" fill="#d96a10"/>`,
    ].join(''),
  )
}

function ladder(x: number, y: number, h: number): string {
  const rungs = Array.from(
    { length: Math.floor(h / 70) },
    (_, i) => `<rect x="8" y="${-40 - i * 70}" width="104" height="12" rx="3" fill="#d8dee4"/>`,
  )
  return g(
    `translate(${x} ${y})`,
    [
      `<ellipse cx="60" cy="6" rx="110" ry="12" ${SHADOW}/>`,
      `<path d="M0 0 L30 ${-h} H50 L20 0Z" fill="#aab4bf"/>`,
      `<path d="M120 0 L90 ${-h} H70 L100 0Z" fill="#aab4bf"/>`,
      ...rungs,
      `<rect x="24" y="${-h - 14}" width="72" height="22" rx="4" fill="${ORANGE}"/>`,
    ].join(''),
  )
}

/** A tub of compound: white bucket, lid in the accent, navy band (no lettering). */
function tub(x: number, y: number, s: number, accent: string): string {
  return g(
    `translate(${x} ${y}) scale(${s})`,
    [
      `<ellipse cx="0" cy="4" rx="120" ry="16" ${SHADOW}/>`,
      `<path d="M-100 -200 H100 L86 0 Q0 12 -86 0 Z" fill="${PLASTER}" stroke="#dcd6cb" stroke-width="3"/>`,
      `<path d="M-96 -150 H96 L90 -70 H-90 Z" fill="${NAVY}"/>`,
      `<path d="M-90 -70 H90 L89 -58 H-89 Z" fill="${ORANGE}"/>`,
      `<path d="M-40 -130 h80 M-40 -105 h50" stroke="#ffffff" stroke-width="8" stroke-linecap="round" opacity="0.85"/>`,
      `<ellipse cx="0" cy="-200" rx="104" ry="20" fill="${accent}"/>`,
      `<path d="M-100 -196 Q0 -300 100 -196" fill="none" stroke="#9aa3ad" stroke-width="6"/>`,
    ].join(''),
  )
}

/** An open tub seen from above-front: compound visible inside. */
function openTub(x: number, y: number, s: number, accent: string): string {
  return g(
    `translate(${x} ${y}) scale(${s})`,
    [
      `<ellipse cx="0" cy="4" rx="120" ry="16" ${SHADOW}/>`,
      `<path d="M-100 -170 H100 L86 0 Q0 12 -86 0 Z" fill="${PLASTER}" stroke="#dcd6cb" stroke-width="3"/>`,
      `<path d="M-95 -120 H95 L90 -60 H-90 Z" fill="${accent}"/>`,
      `<ellipse cx="0" cy="-170" rx="100" ry="22" fill="#e9e4da"/>`,
      `<path d="M-80 -168 Q-30 -190 10 -172 Q50 -160 80 -170 Q40 -152 0 -156 Q-40 -154 -80 -168Z" fill="#ffffff"/>`,
    ].join(''),
  )
}

/** A paper sack lying on a pallet or on the floor, navy band. */
function bag(x: number, y: number, s: number, accent: string, rotate = 0): string {
  return g(
    `translate(${x} ${y}) rotate(${rotate}) scale(${s})`,
    [
      `<path d="M-120 -10 Q-130 -80 -110 -150 H110 Q130 -80 120 -10 Q0 6 -120 -10Z" fill="#f3ede2" stroke="#d8cfbf" stroke-width="3"/>`,
      `<path d="M-116 -120 H116 L119 -80 H-119Z" fill="${NAVY}"/>`,
      `<path d="M-119 -80 H119 L120 -66 H-120Z" fill="${accent}"/>`,
      `<path d="M-110 -150 L-100 -160 L-80 -150 L-60 -160 L-40 -150 L-20 -160 L0 -150 L20 -160 L40 -150 L60 -160 L80 -150 L100 -160 L110 -150" fill="none" stroke="#d8cfbf" stroke-width="3"/>`,
    ].join(''),
  )
}

/** Filling knife, blade edge at the origin pointing down. */
function knife(x: number, y: number, rotate: number, s = 1, load = false): string {
  return g(
    `translate(${x} ${y}) rotate(${rotate}) scale(${s})`,
    [
      `<path d="M-75 0 H75 L28 -120 H-28 Z" fill="${STEEL}" stroke="${STEEL_DARK}" stroke-width="3"/>`,
      `<path d="M-60 -8 H-20 L-6 -100" stroke="#ffffff" stroke-width="6" opacity="0.6" fill="none"/>`,
      load ? `<path d="M-72 -2 Q-40 -40 0 -30 Q40 -40 72 -2 Z" fill="#ffffff" stroke="#e5e0d6" stroke-width="2"/>` : '',
      `<rect x="-22" y="-146" width="44" height="28" rx="4" fill="${STEEL_DARK}"/>`,
      `<rect x="-19" y="-260" width="38" height="118" rx="16" fill="${NAVY}"/>`,
      `<rect x="-19" y="-262" width="38" height="24" rx="10" fill="${ORANGE}"/>`,
    ].join(''),
  )
}

/** Smoothing trowel (lisseuse), plate centred on the origin. */
function smoother(x: number, y: number, rotate: number, s = 1): string {
  return g(
    `translate(${x} ${y}) rotate(${rotate}) scale(${s})`,
    [
      `<rect x="-170" y="-18" width="340" height="36" rx="8" fill="${STEEL}" stroke="${STEEL_DARK}" stroke-width="3"/>`,
      `<rect x="-150" y="-12" width="200" height="6" rx="3" fill="#ffffff" opacity="0.7"/>`,
      `<path d="M-90 -18 V-50 H90 V-18" fill="none" stroke="${STEEL_DARK}" stroke-width="10"/>`,
      `<rect x="-110" y="-92" width="220" height="46" rx="22" fill="${NAVY}"/>`,
      `<rect x="60" y="-92" width="50" height="46" rx="20" fill="${ORANGE}"/>`,
    ].join(''),
  )
}

/** Plasterer's float (platoir), plate centred on the origin. */
function float_(x: number, y: number, rotate: number, s = 1): string {
  return g(
    `translate(${x} ${y}) rotate(${rotate}) scale(${s})`,
    [
      `<rect x="-120" y="-14" width="240" height="28" rx="12" fill="${STEEL}" stroke="${STEEL_DARK}" stroke-width="3"/>`,
      `<rect x="-14" y="-50" width="28" height="38" fill="${STEEL_DARK}"/>`,
      `<path d="M-80 -70 Q0 -110 80 -70 V-52 H-80Z" fill="${WOOD}"/>`,
    ].join(''),
  )
}

function sandingBlock(x: number, y: number, rotate: number, s = 1): string {
  return g(
    `translate(${x} ${y}) rotate(${rotate}) scale(${s})`,
    [
      `<rect x="-100" y="-10" width="200" height="20" rx="4" fill="#8c8272"/>`,
      `<path d="M-96 -10 Q-96 -80 -40 -80 H60 Q100 -80 100 -40 V-10Z" fill="${ORANGE}"/>`,
      `<path d="M-60 -60 H40" stroke="#ffffff" stroke-width="8" stroke-linecap="round" opacity="0.5"/>`,
    ].join(''),
  )
}

function tapeRoll(x: number, y: number, s = 1): string {
  return g(
    `translate(${x} ${y}) scale(${s})`,
    [
      `<path d="M40 30 L220 40 L220 64 L40 56Z" fill="#f1e4c3"/>`,
      `<circle r="70" fill="#f1e4c3" stroke="#dccb9f" stroke-width="4"/>`,
      `<circle r="56" fill="none" stroke="#e3d3a9" stroke-width="3"/>`,
      `<circle r="30" fill="#ffffff" stroke="#c9b88a" stroke-width="6"/>`,
    ].join(''),
  )
}

function roller(x: number, y: number, rotate: number, s = 1, color = '#ffffff'): string {
  return g(
    `translate(${x} ${y}) rotate(${rotate}) scale(${s})`,
    [
      `<rect x="-110" y="-34" width="220" height="68" rx="30" fill="${color}" stroke="#d9d2c4" stroke-width="3"/>`,
      `<path d="M110 0 H140 V110 H10 V170" fill="none" stroke="${STEEL_DARK}" stroke-width="10" stroke-linejoin="round"/>`,
      `<rect x="-6" y="160" width="32" height="150" rx="14" fill="${NAVY}"/>`,
      `<rect x="-6" y="290" width="32" height="22" rx="8" fill="${ORANGE}"/>`,
    ].join(''),
  )
}

function tapeMeasure(x: number, y: number, s = 1): string {
  return g(
    `translate(${x} ${y}) scale(${s})`,
    [
      `<rect x="40" y="30" width="260" height="26" fill="#f4c542"/>`,
      ...Array.from({ length: 12 }, (_, i) => `<rect x="${56 + i * 20}" y="30" width="3" height="${i % 2 ? 8 : 14}" fill="#3a3a3a"/>`),
      `<rect x="-70" y="-70" width="140" height="140" rx="28" fill="${ORANGE}"/>`,
      `<circle r="34" fill="#ffffff" opacity="0.85"/>`,
      `<circle r="12" fill="${NAVY}"/>`,
    ].join(''),
  )
}

/** Airless sprayer on its trolley, hose running to (hx, hy). */
function airlessPump(x: number, y: number, hx: number, hy: number): string {
  return [
    `<path d="M${x + 120} ${y - 90} C${x + 320} ${y + 40} ${hx - 200} ${hy + 260} ${hx} ${hy}" fill="none" stroke="#2c2c2c" stroke-width="12"/>`,
    g(
      `translate(${x} ${y})`,
      [
        `<ellipse cx="80" cy="8" rx="150" ry="14" ${SHADOW}/>`,
        `<path d="M-40 0 V-260 H0" fill="none" stroke="#4a4f57" stroke-width="12" stroke-linecap="round"/>`,
        `<rect x="-10" y="-190" width="190" height="120" rx="16" fill="${NAVY}"/>`,
        `<rect x="10" y="-170" width="70" height="22" rx="6" fill="${ORANGE}"/>`,
        `<rect x="110" y="-240" width="50" height="60" rx="8" fill="#4a4f57"/>`,
        `<circle cx="135" cy="-250" r="20" fill="${STEEL}" stroke="${STEEL_DARK}" stroke-width="4"/>`,
        `<path d="M30 -70 V-10 M150 -70 V-10" stroke="#4a4f57" stroke-width="10"/>`,
        `<circle cx="20" cy="-10" r="24" fill="#2c2c2c"/><circle cx="20" cy="-10" r="9" fill="${STEEL}"/>`,
        `<circle cx="160" cy="-10" r="24" fill="#2c2c2c"/><circle cx="160" cy="-10" r="9" fill="${STEEL}"/>`,
      ].join(''),
    ),
  ].join('')
}

/** Spray gun with its fan of compound aimed left, nozzle at the origin. */
function sprayGun(x: number, y: number, accent: string): string {
  return g(
    `translate(${x} ${y})`,
    [
      `<path d="M-10 0 L-300 -150 Q-340 0 -300 150 Z" fill="#ffffff" opacity="0.55"/>`,
      ...Array.from({ length: 18 }, (_, i) => {
        const a = (i * 37) % 100
        return `<circle cx="${-80 - ((i * 53) % 200)}" cy="${-60 + a * 1.2 - ((i * 11) % 30)}" r="${3 + (i % 3)}" fill="#ffffff"/>`
      }),
      `<rect x="-14" y="-10" width="130" height="22" rx="6" fill="${STEEL_DARK}"/>`,
      `<rect x="-30" y="-14" width="24" height="30" rx="4" fill="${accent}"/>`,
      `<path d="M70 10 L110 120 H145 L110 10Z" fill="#3b3f45"/>`,
      `<path d="M40 12 Q60 60 86 70" fill="none" stroke="${ORANGE}" stroke-width="10" stroke-linecap="round"/>`,
    ].join(''),
  )
}

function crack(d: string, width = 5): string {
  return `<path d="${d}" fill="none" stroke="#6b625a" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`
}

/** Speckles of a rough, unfinished wall, over a rectangle. */
function rough(x: number, y: number, w: number, h: number, seed = 1): string {
  const dots: string[] = []
  for (let i = 0; i < 70; i++) {
    const px = x + ((i * 97 + seed * 31) % w)
    const py = y + ((i * 61 + seed * 17) % h)
    dots.push(`<circle cx="${px}" cy="${py}" r="${2 + (i % 4)}" fill="#000" opacity="0.07"/>`)
  }
  return dots.join('')
}

function pallet(x: number, y: number, w: number): string {
  return g(
    `translate(${x} ${y})`,
    `<rect x="0" y="-22" width="${w}" height="14" fill="${WOOD}"/><rect x="0" y="-8" width="${w}" height="8" fill="#9b6f45"/>` +
      [0, w / 2 - 20, w - 40].map((px) => `<rect x="${px}" y="-22" width="40" height="22" fill="#a77a4e"/>`).join(''),
  )
}

function sky(top = '#cfe6f5', bottom = '#eef6fb'): string {
  return `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs><rect width="1200" height="800" fill="url(#sky)"/>`
}

function cloud(x: number, y: number, s = 1): string {
  return g(
    `translate(${x} ${y}) scale(${s})`,
    `<path d="M0 0 Q0 -40 40 -40 Q60 -80 110 -60 Q150 -80 170 -40 Q210 -40 210 0Z" fill="#ffffff" opacity="0.9"/>`,
  )
}

// ----- Scenes -----

type Draw = (accent: string) => string

const SCENES: Record<SceneKind, Draw> = {
  patch: (a) =>
    [
      room('#e8e1d5', '#c89b6d'),
      window_(90, 130, 200, 260),
      `<circle cx="560" cy="300" r="16" fill="#7a6f64"/><circle cx="640" cy="380" r="11" fill="#7a6f64"/>`,
      crack('M700 200 L720 240 L706 270 L736 320 L728 350', 4),
      `<path d="M480 420 Q520 360 600 380 Q660 400 650 460 Q610 510 530 490 Q470 470 480 420Z" fill="${PLASTER}"/>`,
      `<path d="M500 440 Q560 420 630 445" stroke="#e2dccf" stroke-width="4" fill="none"/>`,
      knife(700, 470, -28, 1.05, true),
      openTub(930, 640, 1.05, a),
      knife(820, 660, 75, 0.55),
    ].join(''),
  smooth: (a) =>
    [
      room('#ded6c9', '#c2956a'),
      rough(0, 0, 1200, 626, 2),
      `<path d="M380 0 H1200 V626 H520 Q560 460 470 330 Q400 220 450 120 Q470 50 380 0Z" fill="#f7f4ee"/>`,
      `<path d="M470 330 Q400 220 450 120" stroke="#ffffff" stroke-width="14" fill="none" opacity="0.8"/>`,
      smoother(560, 270, -14, 1.1),
      ladder(860, 640, 430),
      tub(300, 650, 0.95, a),
    ].join(''),
  ceiling: (a) =>
    [
      `<rect width="1200" height="800" fill="#e6dfd3"/>`,
      `<path d="M0 0 H1200 V250 L900 330 H300 L0 250Z" fill="#f8f6f1"/>`,
      `<path d="M0 250 L300 330 H900 L1200 250" stroke="#d6cdbd" stroke-width="6" fill="none"/>`,
      rough(0, 0, 560, 240, 5),
      `<path d="M560 0 Q600 120 540 250 L300 330 L0 250 V0Z" fill="#ded6c8" opacity="0.65"/>`,
      `<path d="M760 250 V330" stroke="#5f5a54" stroke-width="4"/><path d="M730 330 H790 L770 380 H750Z" fill="${ORANGE}"/>`,
      `<rect y="640" width="1200" height="160" fill="#b9936c"/>`,
      `<rect x="260" y="620" width="700" height="60" rx="10" fill="#e9eef2" opacity="0.9"/>`,
      ladder(520, 660, 470),
      smoother(600, 150, 176, 1.05),
      tub(860, 660, 0.9, a),
    ].join(''),
  joints: (a) =>
    [
      `<rect width="1200" height="800" fill="#e4e0d8"/>`,
      ...[0, 1, 2, 3].map(
        (i) => `<rect x="${60 + i * 270}" y="40" width="266" height="586" fill="#dfe3e6" stroke="#c6ccd2" stroke-width="3"/>`,
      ),
      `<rect x="1140" y="40" width="60" height="586" fill="#b5bcc3"/>`,
      ...[1140, 1170].map((x) => `<rect x="${x}" y="40" width="10" height="586" fill="#8f99a3"/>`),
      `<rect x="306" y="40" width="48" height="586" fill="${PLASTER}"/><rect x="318" y="40" width="24" height="586" fill="#f1e4c3"/>`,
      `<rect x="294" y="40" width="72" height="380" fill="${PLASTER}" opacity="0.95"/>`,
      `<rect x="578" y="40" width="46" height="586" fill="#f1e4c3"/>`,
      `<rect x="566" y="40" width="70" height="240" fill="${PLASTER}"/>`,
      ...Array.from(
        { length: 9 },
        (_, i) => `<circle cx="${120 + (i % 3) * 90}" cy="${120 + Math.floor(i / 3) * 200}" r="5" fill="#9aa3ac"/>`,
      ),
      knife(600, 300, -10, 1.1, true),
      floor('#c59a6e'),
      tapeRoll(820, 600, 0.9),
      openTub(1010, 650, 0.95, a),
    ].join(''),
  airless: (a) =>
    [
      room('#e2dbcf', '#b5b0a6'),
      rough(0, 0, 1200, 626, 4),
      `<path d="M0 60 H560 Q600 320 540 626 H0Z" fill="#f7f4ee"/>`,
      `<path d="M300 180 Q420 150 520 200 Q560 330 520 460 Q420 500 300 470Z" fill="#ffffff"/>`,
      sprayGun(640, 330, a),
      airlessPump(860, 640, 740, 360),
      bag(360, 700, 0.8, a, -3),
      bag(560, 712, 0.8, a, 2),
    ].join(''),
  facade: (a) =>
    [
      sky(),
      cloud(100, 120),
      cloud(900, 90, 0.8),
      `<path d="M180 230 L600 60 L1020 230Z" fill="#a9553a"/>`,
      `<rect x="210" y="230" width="780" height="460" fill="#e7d7b8"/>`,
      rough(210, 230, 780, 460, 7),
      ...[300, 540, 780].map(
        (x) =>
          `<rect x="${x}" y="300" width="120" height="150" fill="#8fb7d3"/><rect x="${x - 34}" y="300" width="30" height="150" fill="#5f8f6a"/><rect x="${x + 124}" y="300" width="30" height="150" fill="#5f8f6a"/><rect x="${x - 6}" y="452" width="132" height="12" fill="#ffffff"/>`,
      ),
      `<rect x="540" y="520" width="120" height="170" rx="4" fill="#7a4b2e"/>`,
      crack('M250 520 L290 560 L280 600 L320 650', 5),
      crack('M900 470 L880 520 L910 560 L890 620', 5),
      `<path d="M860 500 Q900 470 950 500 Q970 560 930 600 Q880 610 860 560Z" fill="#f2e8d5"/>`,
      `<rect y="690" width="1200" height="110" fill="#9a968c"/>`,
      `<rect y="690" width="1200" height="14" fill="#b8b3a8"/>`,
      float_(940, 600, -20, 0.95),
      tub(1080, 780, 0.75, a),
      plant(120, 760, 0.8),
    ].join(''),
  bathroom: (a) =>
    [
      room('#e9e3d8', '#d7d2c7'),
      `<rect y="330" width="1200" height="300" fill="#d8ecec"/>`,
      ...Array.from({ length: 13 }, (_, i) => `<path d="M${i * 96} 330 V626" stroke="#ffffff" stroke-width="4"/>`),
      ...Array.from({ length: 3 }, (_, i) => `<path d="M0 ${330 + (i + 1) * 74} H1200" stroke="#ffffff" stroke-width="4"/>`),
      `<rect y="322" width="1200" height="12" fill="${a}"/>`,
      `<rect x="620" y="60" width="230" height="200" rx="110" fill="#cfe3ea" stroke="#ffffff" stroke-width="12"/>`,
      `<path d="M660 220 L740 120" stroke="#ffffff" stroke-width="14" opacity="0.5"/>`,
      `<path d="M560 430 H900 Q900 560 820 580 H640 Q560 560 560 430Z" fill="#ffffff" stroke="#d9dede" stroke-width="4"/>`,
      `<rect x="640" y="580" width="30" height="60" fill="#d0d5d6"/><rect x="790" y="580" width="30" height="60" fill="#d0d5d6"/>`,
      `<path d="M860 430 V380 Q860 360 880 360 H900" fill="none" stroke="${STEEL_DARK}" stroke-width="10"/>`,
      `<rect x="990" y="140" width="16" height="260" fill="${STEEL_DARK}"/><rect x="950" y="170" width="90" height="150" rx="10" fill="${ORANGE}" opacity="0.9"/>`,
      `<path d="M120 120 Q200 90 300 130 Q330 200 290 270 Q190 290 130 250Z" fill="${PLASTER}"/>`,
      knife(330, 300, -24, 0.95, true),
      openTub(200, 640, 0.85, a),
      plant(1080, 640, 0.75),
    ].join(''),
  bedroom: (a) =>
    [
      room('#f1ebe1', '#c99d70'),
      `<rect x="0" y="0" width="430" height="626" fill="#dfe8ef"/>`,
      `<path d="M430 0 V626" stroke="#ffffff" stroke-width="8"/>`,
      window_(860, 110, 220, 280),
      `<rect x="470" y="360" width="330" height="150" rx="18" fill="${NAVY}"/>`,
      `<rect x="440" y="470" width="400" height="120" rx="16" fill="#ffffff"/>`,
      `<path d="M440 520 H840 V590 H440Z" fill="${a}" opacity="0.85"/>`,
      `<rect x="500" y="430" width="120" height="60" rx="24" fill="#f4efe6"/><rect x="650" y="430" width="120" height="60" rx="24" fill="#f4efe6"/>`,
      `<rect x="450" y="590" width="22" height="50" fill="#8c6b4b"/><rect x="808" y="590" width="22" height="50" fill="#8c6b4b"/>`,
      `<rect x="280" y="200" width="110" height="140" fill="#ffffff" stroke="#d8cdbb" stroke-width="6"/><path d="M290 320 L330 260 L360 300 L380 280 V330 H290Z" fill="#9fc8a0"/>`,
      `<rect x="120" y="650" width="520" height="100" rx="20" fill="#f4f2ec" opacity="0.95"/>`,
      openTub(240, 720, 0.75, a),
      roller(420, 540, -60, 0.55, '#dfe8ef'),
      plant(1100, 640, 0.7),
    ].join(''),
  living: (a) =>
    [
      room('#b9b2a8', '#a98a6a'),
      ...Array.from({ length: 26 }, (_, i) => {
        const x = (i * 173) % 1200
        const y = (i * 97) % 600
        return `<ellipse cx="${x}" cy="${y}" rx="${90 + (i % 5) * 30}" ry="${60 + (i % 3) * 25}" fill="${i % 2 ? '#ffffff' : '#8e877d'}" opacity="0.12"/>`
      }),
      `<rect x="300" y="430" width="560" height="150" rx="30" fill="${a}"/>`,
      `<rect x="280" y="390" width="600" height="90" rx="30" fill="${a}" opacity="0.85"/>`,
      `<rect x="340" y="470" width="230" height="70" rx="20" fill="#ffffff" opacity="0.18"/><rect x="590" y="470" width="230" height="70" rx="20" fill="#ffffff" opacity="0.18"/>`,
      `<rect x="330" y="580" width="20" height="50" fill="#3b342d"/><rect x="810" y="580" width="20" height="50" fill="#3b342d"/>`,
      `<rect x="420" y="420" width="80" height="60" rx="12" fill="${ORANGE}"/>`,
      `<path d="M980 640 V300" stroke="#3b342d" stroke-width="8"/><path d="M930 300 H1030 L1000 230 H960Z" fill="#f3ead7"/>`,
      float_(170, 340, -15, 1),
      plant(150, 640, 0.85),
    ].join(''),
  wood: (a) =>
    [
      room('#ece5d8', '#caa27a'),
      `<rect x="360" y="40" width="480" height="600" fill="#c58f5c"/>`,
      `<rect x="400" y="80" width="400" height="240" fill="#b47c4b"/><rect x="400" y="360" width="400" height="240" fill="#b47c4b"/>`,
      `<rect x="420" y="100" width="360" height="200" fill="#c99561"/><rect x="420" y="380" width="360" height="200" fill="#c99561"/>`,
      ...Array.from(
        { length: 8 },
        (_, i) =>
          `<path d="M${430 + i * 45} 110 Q${440 + i * 45} 200 ${432 + i * 45} 290" stroke="#a86f3f" stroke-width="3" fill="none" opacity="0.5"/>`,
      ),
      `<circle cx="740" cy="360" r="18" fill="#d8b184"/><rect x="720" y="340" width="20" height="60" fill="${STEEL_DARK}" transform="rotate(90 740 360)"/>`,
      `<path d="M520 450 Q560 430 600 455 Q590 490 540 485Z" fill="#e2bf8f"/>`,
      knife(640, 470, -30, 0.8, false),
      g(
        'translate(950 600) rotate(-12)',
        `<path d="M-40 -220 H40 L34 0 H-34Z" fill="#ffffff" stroke="#d9d2c4" stroke-width="3"/><rect x="-40" y="-170" width="80" height="70" fill="${a}"/><rect x="-20" y="-250" width="40" height="32" rx="6" fill="${NAVY}"/>`,
      ),
      sandingBlock(220, 620, 0, 0.9),
    ].join(''),
  primer: (a) =>
    [
      room('#d7cfc2', '#bd9670'),
      rough(0, 0, 1200, 626, 9),
      `<path d="M200 40 H700 V626 H200Z" fill="#e8e1d3"/>`,
      `<path d="M200 40 H700 V250 H200Z" fill="${a}" opacity="0.18"/>`,
      `<path d="M690 40 V620" stroke="#ffffff" stroke-width="10" opacity="0.4"/>`,
      roller(700, 220, -8, 1.1, '#f2ede3'),
      g(
        'translate(930 650)',
        `<ellipse cx="0" cy="0" rx="150" ry="14" ${SHADOW}/><path d="M-140 -40 H110 L140 -10 H-140Z" fill="#d9dde1"/><path d="M-130 -36 H60 L80 -16 H-130Z" fill="${a}" opacity="0.55"/>`,
      ),
      tub(400, 700, 0.8, a),
    ].join(''),
  sanding: (a) =>
    [
      `<defs><linearGradient id="rake" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#f8f5ef"/><stop offset="1" stop-color="#e2dbcd"/></linearGradient></defs>`,
      `<rect width="1200" height="800" fill="url(#rake)"/>`,
      `<path d="M0 0 H480 L560 800 H0Z" fill="#ffffff" opacity="0.5"/>`,
      ...Array.from(
        { length: 40 },
        (_, i) => `<circle cx="${520 + ((i * 47) % 260)}" cy="${460 + ((i * 29) % 160)}" r="${2 + (i % 4)}" fill="#ffffff"/>`,
      ),
      sandingBlock(600, 430, -8, 1.6),
      `<path d="M150 640 Q300 600 450 640" stroke="#e7e1d6" stroke-width="24" fill="none" stroke-linecap="round"/>`,
      knife(960, 560, 30, 0.8),
      `<rect x="0" y="700" width="1200" height="100" fill="${a}" opacity="0.25"/>`,
    ].join(''),
  tools: (a) =>
    [
      `<rect width="1200" height="800" fill="#e9e2d4"/>`,
      ...Array.from({ length: 9 }, (_, i) => `<path d="M0 ${i * 100 + 40} H1200" stroke="#d9cfbd" stroke-width="3"/>`),
      g('translate(330 330) rotate(-18)', smoother(0, 0, 0, 0.9)),
      knife(660, 330, 160, 0.9),
      sandingBlock(900, 260, 12, 1),
      tapeRoll(880, 540, 0.95),
      tapeMeasure(280, 560, 0.8),
      g(
        'translate(620 540)',
        `<ellipse rx="120" ry="120" fill="${PLASTER}" stroke="#dcd6cb" stroke-width="4"/><ellipse rx="96" ry="96" fill="${a}"/><ellipse rx="40" ry="40" fill="#ffffff" opacity="0.35"/>`,
      ),
      `<rect x="480" y="140" width="14" height="220" rx="6" fill="${ORANGE}" transform="rotate(40 487 250)"/>`,
    ].join(''),
  training: (a) =>
    [
      room('#ede7dc', '#c2a07c'),
      ...[
        [140, '#d6cfc1', true],
        [480, '#ece7de', false],
        [820, '#fbfaf7', false],
      ].map(([x, fill, isRough]) =>
        [
          `<rect x="${x}" y="90" width="260" height="340" fill="${fill}" stroke="${NAVY}" stroke-width="12"/>`,
          isRough ? rough(Number(x), 90, 260, 340, 3) : '',
        ].join(''),
      ),
      `<rect x="620" y="110" width="24" height="300" fill="#f1e4c3"/>`,
      `<path d="M470 260 Q540 230 600 270 Q590 330 520 320Z" fill="${PLASTER}"/>`,
      `<rect x="160" y="500" width="880" height="30" rx="6" fill="${WOOD}"/><rect x="190" y="530" width="22" height="110" fill="#8c6b4b"/><rect x="990" y="530" width="22" height="110" fill="#8c6b4b"/>`,
      knife(360, 500, 80, 0.6),
      smoother(640, 478, 0, 0.6),
      tapeRoll(880, 460, 0.5),
      tub(520, 500, 0.5, a),
      ...[270, 600, 930].map(
        (x) =>
          `<rect x="${x - 40}" y="600" width="80" height="16" rx="6" fill="${ORANGE}"/><rect x="${x - 6}" y="616" width="12" height="40" fill="#555"/>`,
      ),
    ].join(''),
  factory: (a) =>
    [
      sky('#cde3f2', '#f2f7fa'),
      cloud(120, 140, 0.9),
      cloud(820, 110),
      `<path d="M0 560 Q300 470 600 520 T1200 500 V800 H0Z" fill="#a8cf9e"/>`,
      `<path d="M0 620 Q400 560 800 600 T1200 590 V800 H0Z" fill="#8cbf86"/>`,
      ...[0, 1, 2, 3].map((i) => `<path d="M${300 + i * 120} 330 L${420 + i * 120} 270 V330Z" fill="#d9e0e6"/>`),
      `<rect x="300" y="330" width="480" height="250" fill="#eef1f4"/>`,
      `<rect x="300" y="420" width="480" height="26" fill="${NAVY}"/><rect x="300" y="446" width="480" height="8" fill="${ORANGE}"/>`,
      ...[340, 460, 580].map((x) => `<rect x="${x}" y="480" width="80" height="100" fill="#9aa7b3"/>`),
      ...[820, 900].map(
        (x) =>
          `<rect x="${x}" y="230" width="60" height="350" rx="30" fill="#d4dae0"/><path d="M${x} 560 L${x + 30} 600 L${x + 60} 560" fill="#b8c1ca"/>`,
      ),
      `<path d="M780 300 L850 250" stroke="#9aa7b3" stroke-width="10"/>`,
      g(
        'translate(860 640)',
        `<rect x="0" y="-90" width="220" height="90" rx="6" fill="#ffffff"/><rect x="0" y="-50" width="220" height="14" fill="${a}"/><rect x="220" y="-70" width="70" height="70" rx="8" fill="${NAVY}"/><rect x="236" y="-60" width="40" height="26" rx="4" fill="#bfdcf0"/><circle cx="50" cy="0" r="20" fill="#2c2c2c"/><circle cx="250" cy="0" r="20" fill="#2c2c2c"/>`,
      ),
      ...[120, 1100].map((x) =>
        g(`translate(${x} 600)`, `<rect x="-8" y="-60" width="16" height="70" fill="#7a5a3a"/><circle cy="-100" r="60" fill="#5f9e61"/>`),
      ),
    ].join(''),
  lab: (a) =>
    [
      room('#eef2f4', '#cfd6dc'),
      `<rect x="80" y="120" width="420" height="14" fill="#c7ced6"/><rect x="700" y="120" width="420" height="14" fill="#c7ced6"/>`,
      ...[120, 200, 280, 360, 440].map(
        (x, i) =>
          `<rect x="${x}" y="${60 - (i % 2) * 10}" width="50" height="${60 + (i % 2) * 10}" rx="6" fill="${i % 2 ? a : '#ffffff'}" opacity="0.9"/>`,
      ),
      ...[740, 840, 940, 1040].map(
        (x, i) => `<circle cx="${x}" cy="90" r="${26 - (i % 2) * 6}" fill="${i % 2 ? ORANGE : '#ffffff'}" opacity="0.85"/>`,
      ),
      `<rect x="100" y="430" width="1000" height="40" rx="6" fill="${NAVY}"/><rect x="120" y="470" width="960" height="160" fill="#dfe5ea"/>`,
      g(
        'translate(330 430)',
        `<path d="M-40 -200 V-120 L-100 -10 Q-104 0 -92 0 H92 Q104 0 100 -10 L40 -120 V-200Z" fill="#eaf4f8" stroke="#9fb3c1" stroke-width="5"/><path d="M-76 -40 H76 L92 -8 H-92Z" fill="${a}" opacity="0.8"/><rect x="-50" y="-214" width="100" height="18" rx="6" fill="#9fb3c1"/>`,
      ),
      g(
        'translate(560 430)',
        `<rect x="-50" y="-180" width="100" height="180" rx="10" fill="#eaf4f8" stroke="#9fb3c1" stroke-width="5"/><rect x="-46" y="-80" width="92" height="76" fill="${ORANGE}" opacity="0.7"/>`,
      ),
      g(
        'translate(820 430)',
        `<rect x="-160" y="-50" width="320" height="40" rx="6" fill="#ffffff"/>` +
          [-110, -40, 30, 100]
            .map((x, i) => `<ellipse cx="${x}" cy="-50" rx="30" ry="10" fill="${['#f7f4ee', '#e6dfd2', '#d1c7b6', a][i]}"/>`)
            .join(''),
      ),
      knife(980, 420, 20, 0.6),
    ].join(''),
  recycle: (a) =>
    [
      sky('#e3f1e6', '#f6faf5'),
      `<path d="M0 600 Q600 540 1200 600 V800 H0Z" fill="#9fcf96"/>`,
      g(
        'translate(600 320)',
        [
          `<circle r="210" fill="#ffffff" opacity="0.6"/>`,
          ...[0, 120, 240].map(
            (r) =>
              `<g transform="rotate(${r})"><path d="M-60 -170 A180 180 0 0 1 150 -90" fill="none" stroke="#3c9a5f" stroke-width="34" stroke-linecap="round"/><path d="M128 -130 L190 -70 L112 -50Z" fill="#3c9a5f"/></g>`,
          ),
          tub(0, 90, 0.7, a),
        ].join(''),
      ),
      ...[200, 330, 920].map((x, i) => tub(x, 680 + (i % 2) * 20, 0.6, a)),
      `<path d="M1040 640 C1000 560 1030 480 1090 450 C1100 520 1080 580 1040 640Z" fill="#4f8f5b"/><path d="M1040 640 C1080 580 1140 560 1170 560 C1150 610 1100 640 1040 640Z" fill="#6aa874"/>`,
    ].join(''),
  store: (a) =>
    [
      room('#edf0f2', '#d4d8dc'),
      `<rect x="100" y="60" width="1000" height="560" fill="#ffffff" stroke="#c7ced6" stroke-width="6"/>`,
      ...[230, 400, 570].map((y) => `<rect x="100" y="${y}" width="1000" height="16" fill="#9aa7b3"/>`),
      ...Array.from({ length: 6 }, (_, i) => bag(190 + i * 160, 226, 0.55, i % 2 ? a : ORANGE)),
      ...Array.from({ length: 7 }, (_, i) => tub(170 + i * 140, 396, 0.5, i % 3 ? a : ORANGE)),
      ...Array.from({ length: 12 }, (_, i) =>
        g(
          `translate(${150 + i * 80} 566)`,
          `<rect x="-22" y="-120" width="44" height="120" rx="8" fill="#ffffff" stroke="#d9d2c4" stroke-width="3"/><rect x="-22" y="-80" width="44" height="36" fill="${i % 2 ? NAVY : a}"/>`,
        ),
      ),
      g(
        'translate(980 720)',
        `<path d="M-150 -150 H120 L100 -40 H-130Z" fill="none" stroke="${NAVY}" stroke-width="10" stroke-linejoin="round"/><path d="M120 -150 L150 -190 H190" fill="none" stroke="${NAVY}" stroke-width="10"/><circle cx="-110" cy="0" r="18" fill="#333"/><circle cx="80" cy="0" r="18" fill="#333"/>`,
      ),
      g(
        'translate(230 640)',
        `<path d="M0 0 C-50 -70 -60 -110 -60 -130 A60 60 0 0 1 60 -130 C60 -110 50 -70 0 0Z" fill="${ORANGE}"/><circle cy="-130" r="22" fill="#ffffff"/>`,
      ),
    ].join(''),
  calculator: (a) =>
    [
      `<rect width="1200" height="800" fill="#e8eef3"/>`,
      ...Array.from({ length: 25 }, (_, i) => `<path d="M${i * 50} 0 V800" stroke="#d3dde6" stroke-width="2"/>`),
      ...Array.from({ length: 17 }, (_, i) => `<path d="M0 ${i * 50} H1200" stroke="#d3dde6" stroke-width="2"/>`),
      `<path d="M250 150 H900 V400 H700 V620 H250Z" fill="#ffffff" stroke="${NAVY}" stroke-width="14" stroke-linejoin="round"/>`,
      `<path d="M250 380 H480 M600 150 V400" stroke="${NAVY}" stroke-width="8"/>`,
      `<path d="M380 620 A80 80 0 0 1 460 540" fill="none" stroke="${NAVY}" stroke-width="4" stroke-dasharray="8 8"/>`,
      `<path d="M250 110 H900 M250 98 V122 M900 98 V122" stroke="${ORANGE}" stroke-width="6"/>`,
      `<path d="M210 150 V620 M198 150 H222 M198 620 H222" stroke="${ORANGE}" stroke-width="6"/>`,
      `<rect x="300" y="190" width="260" height="160" fill="${a}" opacity="0.25"/>`,
      tapeMeasure(930, 560, 1),
      `<rect x="760" y="440" width="18" height="260" rx="6" fill="${ORANGE}" transform="rotate(35 769 570)"/>`,
      tub(1050, 350, 0.6, a),
    ].join(''),
  expo: (a) =>
    [
      room('#d9dde2', '#9aa3ad'),
      `<rect x="140" y="80" width="920" height="420" fill="${NAVY}"/>`,
      `<path d="M140 80 H520 L420 500 H140Z" fill="${a}" opacity="0.7"/>`,
      `<path d="M860 80 H1060 V300Z" fill="${ORANGE}"/>`,
      ...[320, 600, 880].map(
        (x) =>
          `<path d="M${x} 40 V80" stroke="#4a4f57" stroke-width="8"/><path d="M${x - 30} 40 H${x + 30} L${x + 16} 10 H${x - 16}Z" fill="#4a4f57"/><path d="M${x - 50} 80 L${x - 140} 500 H${x + 140} L${x + 50} 80Z" fill="#ffffff" opacity="0.08"/>`,
      ),
      `<rect x="620" y="180" width="180" height="230" fill="${PLASTER}"/><rect x="820" y="180" width="180" height="230" fill="#e6dfd2"/>`,
      rough(820, 180, 180, 230, 6),
      `<rect x="380" y="420" width="440" height="200" rx="8" fill="#ffffff"/><rect x="380" y="420" width="440" height="30" fill="${ORANGE}"/>`,
      `<rect x="60" y="626" width="1080" height="30" fill="#c9362e" opacity="0.85"/>`,
      tub(470, 420, 0.45, a),
      bag(660, 420, 0.5, a),
      plant(1100, 640, 0.75),
    ].join(''),
  world: (a) =>
    [
      sky('#dbe9f4', '#f4f8fb'),
      g(
        'translate(600 400)',
        [
          `<circle r="300" fill="#8fc0e0"/>`,
          `<path d="M-210 -170 Q-120 -230 -40 -200 Q0 -120 -70 -80 Q-140 -40 -120 40 Q-170 60 -230 0 Q-280 -80 -210 -170Z" fill="#9fcf96"/>`,
          `<path d="M20 -250 Q120 -260 190 -180 Q160 -120 90 -130 Q40 -80 80 -20 Q150 20 120 120 Q60 200 10 140 Q-20 60 20 -20 Q-30 -120 20 -250Z" fill="#9fcf96"/>`,
          `<path d="M-150 150 Q-80 130 -40 200 Q-80 260 -140 230Z" fill="#9fcf96"/>`,
          `<ellipse rx="300" ry="110" fill="none" stroke="#ffffff" stroke-width="4" opacity="0.5"/>`,
          `<ellipse rx="110" ry="300" fill="none" stroke="#ffffff" stroke-width="4" opacity="0.5"/>`,
          `<path d="M-300 0 H300 M0 -300 V300" stroke="#ffffff" stroke-width="4" opacity="0.5"/>`,
          ...[
            [-20, -150],
            [60, -200],
            [-160, -60],
            [120, 40],
            [-90, 170],
          ].map(([x, y], i) =>
            g(
              `translate(${x} ${y})`,
              `<path d="M0 0 C-22 -30 -26 -48 -26 -56 A26 26 0 0 1 26 -56 C26 -48 22 -30 0 0Z" fill="${i === 0 ? ORANGE : NAVY}"/><circle cy="-56" r="10" fill="#ffffff"/>`,
            ),
          ),
          `<circle r="300" fill="none" stroke="${a}" stroke-width="10"/>`,
        ].join(''),
      ),
    ].join(''),
  worksite: (a) =>
    [
      room('#ddd5c7', '#b3aea4'),
      rough(0, 0, 1200, 626, 8),
      `<path d="M0 0 H700 Q740 300 680 626 H0Z" fill="#f7f4ee"/>`,
      `<path d="M0 320 H1200" stroke="#000" stroke-opacity="0.05" stroke-width="2"/>`,
      window_(110, 150, 210, 260),
      smoother(720, 260, -12, 1.1),
      ladder(470, 650, 460),
      pallet(800, 690, 340),
      bag(900, 668, 0.72, a),
      bag(1050, 668, 0.72, a),
      bag(975, 560, 0.72, a),
      tub(300, 700, 0.8, a),
      knife(150, 700, 80, 0.6),
    ].join(''),
}

/** The SVG of a scene in a frame; the accent colours the compound and the lids. */
export function sceneSvg(kind: SceneKind, accent: string, frame: Frame): string {
  const { width, height, viewBox } = FRAMES[frame]
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${viewBox}">${SCENES[kind](accent)}</svg>`
}

/** What each scene shows, for its alternative text (French, English). */
export const SCENE_ALT: Record<SceneKind, { fr: string; en: string }> = {
  patch: {
    fr: 'Mur intérieur en cours de rebouchage : trous et fissure comblés au couteau à enduire, seau d’enduit ouvert au pied du mur',
    en: 'Interior wall being filled: holes and a crack filled with a filling knife, an open tub of filler at the foot of the wall',
  },
  smooth: {
    fr: 'Mur à moitié lissé : la lisseuse étire l’enduit sur le plâtre brut, avec un escabeau et un seau d’enduit',
    en: 'Half-smoothed wall: the smoothing trowel spreads the compound over rough plaster, with a stepladder and a tub',
  },
  ceiling: {
    fr: 'Plafond en cours de lissage depuis un escabeau, lisseuse en main et seau d’enduit posé sur la bâche',
    en: 'Ceiling being smoothed from a stepladder, with a smoothing trowel and a tub of compound on the dust sheet',
  },
  joints: {
    fr: 'Cloison en plaques de plâtre : bandes à joint posées et enduites au couteau, rouleau de bande et seau au sol',
    en: 'Plasterboard partition: joint tapes laid and coated with a knife, a roll of tape and a tub on the floor',
  },
  airless: {
    fr: 'Projection d’enduit à la machine airless : le pistolet couvre le mur d’une bande régulière, sacs d’enduit au sol',
    en: 'Spraying compound with an airless machine: the gun covers the wall in an even band, bags of compound on the floor',
  },
  facade: {
    fr: 'Façade de maison fissurée en cours de réparation au platoir, seau d’enduit extérieur au pied du mur',
    en: 'Cracked house front being repaired with a float, a tub of exterior filler at the foot of the wall',
  },
  bathroom: {
    fr: 'Salle de bains : mur au-dessus de la faïence en cours d’enduit hydrofuge au couteau, baignoire et miroir',
    en: 'Bathroom: the wall above the tiles being coated with a water-resistant filler, bathtub and mirror',
  },
  bedroom: {
    fr: 'Chambre rénovée : murs lisses prêts à peindre, rouleau et seau d’enduit posés sur la bâche au pied du lit',
    en: 'Renovated bedroom: smooth walls ready to paint, a roller and a tub of filler on the dust sheet by the bed',
  },
  living: {
    fr: 'Salon au mur habillé d’un enduit décoratif effet béton ciré, canapé et platoir',
    en: 'Living room with a wall finished in a polished-concrete effect plaster, sofa and float',
  },
  wood: {
    fr: 'Porte en bois à panneaux : un éclat rebouché à la pâte à bois, couteau, tube et cale à poncer',
    en: 'Panelled wooden door: a chip filled with wood filler, knife, tube and sanding block',
  },
  primer: {
    fr: 'Mur brut traité au rouleau avec un fixateur de fonds avant l’enduit, bac et seau au sol',
    en: 'Bare wall treated with a primer roller before filling, tray and tub on the floor',
  },
  sanding: {
    fr: 'Ponçage d’un enduit de finition à la cale : mur lisse en lumière rasante, fine poussière blanche',
    en: 'Sanding a finishing compound with a sanding block: smooth wall in raking light, fine white dust',
  },
  tools: {
    fr: 'Outils de l’enduiseur posés à plat : lisseuse, couteau à enduire, cale à poncer, bande à joint, mètre et seau ouvert',
    en: 'The filler’s tools laid flat: smoothing trowel, filling knife, sanding block, joint tape, tape measure and an open tub',
  },
  training: {
    fr: 'Atelier de formation : trois panneaux d’essai à différents stades, établi avec couteaux, lisseuse et seau',
    en: 'Training workshop: three practice panels at different stages, a bench with knives, smoothing trowel and tub',
  },
  factory: {
    fr: 'Usine de fabrication d’enduits Ardalis avec ses silos et un camion de livraison, dans la campagne',
    en: 'Ardalis filler factory with its silos and a delivery lorry, in the countryside',
  },
  lab: {
    fr: 'Laboratoire de formulation : verrerie, échantillons d’enduit sur une plaque d’essai et couteau sur la paillasse',
    en: 'Formulation laboratory: glassware, filler samples on a test board and a knife on the bench',
  },
  recycle: {
    fr: 'Seaux d’enduit vides au centre d’un cycle de recyclage, dans un paysage vert',
    en: 'Empty filler tubs at the centre of a recycling loop, in a green landscape',
  },
  store: {
    fr: 'Rayon d’un point de vente : sacs, seaux et tubes d’enduit Ardalis en rayonnage, chariot et repère de magasin',
    en: 'Shop aisle: Ardalis bags, tubs and tubes of filler on the shelves, a trolley and a store marker',
  },
  calculator: {
    fr: 'Plan d’une pièce avec ses cotes, mètre ruban, crayon et seau pour calculer la quantité d’enduit',
    en: 'Room plan with its dimensions, tape measure, pencil and tub to work out the quantity of filler',
  },
  expo: {
    fr: 'Stand Ardalis sur un salon : murs de démonstration, comptoir et produits exposés sous les projecteurs',
    en: 'Ardalis stand at a trade fair: demonstration walls, counter and products under the spotlights',
  },
  world: {
    fr: 'Globe terrestre marqué des implantations d’Ardalis',
    en: 'Globe marked with Ardalis sites',
  },
  worksite: {
    fr: 'Chantier de lissage : mur en cours d’enduit à la lisseuse, escabeau, seau et palette de sacs d’enduit',
    en: 'Smoothing worksite: wall being coated with a smoothing trowel, stepladder, tub and a pallet of bags of compound',
  },
}
