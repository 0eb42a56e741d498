/**
 * Renders the demo catalogue artwork (hero slides, category tiles, sponsor
 * marks, product packshots, avatar placeholder, logo, favicon and the installed app's
 * icons) into apps/web/public. Every image is a flat SVG illustration rendered with sharp,
 * so output is deterministic and re-running overwrites files in place.
 *
 *   npx tsx scripts/generate-images.mjs
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The catalogue is TypeScript, so this script needs a TS-aware loader (tsx).
const catalog = await import('../apps/api/src/db/seed/catalog-data.ts').catch((err) => {
  console.error('Could not load the catalogue data; run this script with: npx tsx scripts/generate-images.mjs');
  throw err;
});
const { HERO_SLIDE_IMAGES, SEED_CATEGORIES, SEED_PRODUCTS, SEED_SPONSORS } = catalog;
const { SEED_DOSAGE_FORMS } = await import('../apps/api/src/db/seed/medicine-data.ts');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sharp = createRequire(path.join(root, 'apps/api/package.json'))('sharp');
const publicDir = path.join(root, 'apps/web/public');

const FONT = "'DejaVu Sans', Arial, sans-serif";
const INK = '#1f2d3a';
const MUTED = '#5b6b78';
const TEAL = { dark: '#0f766e', main: '#14b8a6', soft: '#5eead4', pale: '#ccfbf1' };
const WARM = { dark: '#c2410c', main: '#f97316', soft: '#fdba74', pale: '#ffedd5' };

// ---------------------------------------------------------------------------
// Helpers

function hsl(h, s, l) {
  s /= 100;
  l /= 100;
  const k = (n) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  const hex = (x) =>
    Math.round(x * 255)
      .toString(16)
      .padStart(2, '0');
  return `#${hex(f(0))}${hex(f(8))}${hex(f(4))}`;
}

/** A family of tones sharing one hue, from label ink to background tint. */
function palette(h) {
  return {
    deep: hsl(h, 50, 26),
    dark: hsl(h, 52, 36),
    main: hsl(h, 55, 48),
    soft: hsl(h, 60, 72),
    pale: hsl(h, 65, 90),
    tint: hsl(h, 60, 95),
  };
}

function fnv1a(str) {
  let h = 0x811c9dc5;
  for (const ch of str) {
    h ^= ch.codePointAt(0);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

// A curated hue set keeps every packshot in calm, print-like colours; a raw
// 0-359 hue would also land on muddy yellow-greens.
const PRODUCT_HUES = [174, 190, 205, 220, 238, 262, 292, 330, 350, 8, 24, 36, 150, 160];
const productHue = (key) => PRODUCT_HUES[fnv1a(key) % PRODUCT_HUES.length];

const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const svgDoc = (w, h, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;

async function render(svg, file, { quality = 70, format = 'webp' } = {}) {
  const out = path.join(publicDir, file);
  await mkdir(path.dirname(out), { recursive: true });
  const img = sharp(Buffer.from(svg));
  const buf =
    format === 'webp'
      ? await img.webp({ quality, effort: 6, smartSubsample: true }).toBuffer()
      : await img.png({ compressionLevel: 9 }).toBuffer();
  await writeFile(out, buf);
  return buf.length;
}

const fileOf = (publicPath) => publicPath.replace(/^\/+/, '');

/** White medical cross centred on (cx, cy); `s` is the arm length. */
function cross(cx, cy, s, fill = '#fff') {
  const t = s / 3;
  return `<path fill="${fill}" d="M${cx - t / 2} ${cy - s / 2}h${t}v${t}h${t}v${t}h-${t}v${t}h-${t}v-${t}h-${t}v-${t}h${t}z"/>`;
}

function capsule(x, y, len, r, angle, a, b) {
  return `<g transform="translate(${x} ${y}) rotate(${angle})">
    <rect x="${-len / 2}" y="${-r}" width="${len}" height="${2 * r}" rx="${r}" fill="${b}"/>
    <path d="M0 ${-r}H${-len / 2 + r}A${r} ${r} 0 0 0 ${-len / 2 + r} ${r}H0z" fill="${a}"/>
  </g>`;
}

function tablet(x, y, r, fill, line = '#00000018') {
  return `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}"/><path d="M${x - r * 0.6} ${y}h${r * 1.2}" stroke="${line}" stroke-width="${Math.max(2, r / 6)}" stroke-linecap="round"/>`;
}

// ---------------------------------------------------------------------------
// Product label text

const UNIT = String.raw`\d[\d.,x]*\s?(?:mg|ml|g|m|L|IU|cm|%|pcs|pads)\b`;
const CONNECTORS = new Set(['for', 'with', 'and', '&', '+', '-']);

/** Splits a product name into up to `maxLines` short title lines plus a detail line (strength, size or pack count). */
function labelText(name, maxChars, maxLines) {
  const paren = name.match(/\(([^)]*)\)/)?.[1] ?? '';
  let main = name.replace(/\([^)]*\)/g, ' ');
  const units = [...main.matchAll(new RegExp(UNIT, 'g'))].map((m) => m[0]);
  for (const u of units) main = main.replace(u, ' ');
  const detailParts = [...units.slice(0, 2)];
  if (paren) detailParts.push(paren);
  const detail = detailParts.slice(0, 2).join(' · ');

  // Long hyphenated words ("Anti-Dandruff") may break after the hyphen.
  const words = main
    .split(/\s+/)
    .filter(Boolean)
    .flatMap((w) => (w.length > maxChars && w.includes('-') ? w.split(/(?<=-)/) : [w]));
  const lines = [];
  for (const w of words) {
    const last = lines[lines.length - 1];
    const joined = last?.endsWith('-') ? `${last}${w}` : `${last} ${w}`;
    if (last !== undefined && joined.length <= maxChars) lines[lines.length - 1] = joined;
    else lines.push(w);
  }
  const title = lines.slice(0, maxLines).map((line) => {
    const ws = line.split(' ');
    while (ws.length > 1 && CONNECTORS.has(ws[ws.length - 1].toLowerCase())) ws.pop();
    return ws.join(' ');
  });
  return { title, detail };
}

/**
 * Pack label: title lines in bold ink and a lighter detail line, centred in
 * the box (x, y, w, h). DejaVu Sans has no metrics API here, so widths are
 * estimated per character and the font shrinks until every line fits.
 */
function label(name, box, { maxChars = 12, maxLines = 2, size = 24, ink = INK, sub = MUTED } = {}) {
  const { title, detail } = labelText(name, maxChars, maxLines);
  const longest = Math.max(...title.map((t) => t.length), 1);
  const fitHeight = (box.h * 0.88) / (title.length * 1.18 + (detail ? 1.08 : 0));
  const fs = Math.min(size, (box.w * 0.88) / (longest * 0.62), fitHeight);
  const ds = detail ? Math.min(fs * 0.72, (box.w * 0.88) / (detail.length * 0.56)) : 0;
  const lineH = fs * 1.18;
  const total = title.length * lineH + (detail ? ds * 1.5 : 0);
  let y = box.y + (box.h - total) / 2 + fs * 0.9;
  const cx = box.x + box.w / 2;
  let out = '';
  for (const t of title) {
    out += `<text x="${cx}" y="${y.toFixed(1)}" font-family="${FONT}" font-size="${fs.toFixed(1)}" font-weight="bold" fill="${ink}" text-anchor="middle">${esc(t)}</text>`;
    y += lineH;
  }
  if (detail) {
    out += `<text x="${cx}" y="${(y + ds * 0.35).toFixed(1)}" font-family="${FONT}" font-size="${ds.toFixed(1)}" fill="${sub}" text-anchor="middle">${esc(detail)}</text>`;
  }
  return out;
}

// ---------------------------------------------------------------------------
// Product packshots (480 x 480). Each shape draws around the centre of the
// canvas, above a shared floor shadow.

const shadow = (w = 260, y = 402) =>
  `<ellipse cx="240" cy="${y}" rx="${w / 2}" ry="14" fill="#0f2a3a" opacity="0.08"/>`;

const shapes = {
  /** Printed carton with a blister strip or test-strip vial in front. */
  carton(p, c, opts = {}) {
    const item = opts.item ?? 'blister';
    let front = '';
    if (item === 'blister') {
      const pills = [0, 1, 2, 3]
        .flatMap((i) =>
          [0, 1].map(
            (j) =>
              `<circle cx="${-60 + i * 40}" cy="${-17 + j * 34}" r="13" fill="#fff" stroke="${c.soft}" stroke-width="3"/>`,
          ),
        )
        .join('');
      front = `<g transform="translate(318 352) rotate(-9)"><rect x="-88" y="-44" width="176" height="88" rx="10" fill="#e9eef1" stroke="#cfd8de" stroke-width="3"/>${pills}</g>`;
    } else if (item === 'strip') {
      front = `<g transform="translate(336 344)"><rect x="-34" y="-62" width="68" height="116" rx="12" fill="#fff" stroke="#cfd8de" stroke-width="3"/><rect x="-38" y="-78" width="76" height="26" rx="8" fill="${c.dark}"/><rect x="-20" y="-30" width="40" height="54" rx="5" fill="${c.pale}"/></g>`;
    }
    return `${shadow(300)}
      <path d="M112 128l36-26h216l-36 26z" fill="${c.soft}"/>
      <path d="M328 128l36-26v262l-36 30z" fill="${c.dark}"/>
      <rect x="112" y="128" width="216" height="266" fill="${c.main}"/>
      <rect x="112" y="128" width="216" height="44" fill="${c.dark}" opacity="0.35"/>
      <circle cx="142" cy="150" r="13" fill="#fff"/>${cross(142, 150, 16, c.main)}
      <rect x="128" y="192" width="184" height="118" rx="10" fill="#fff"/>
      ${label(p.name, { x: 128, y: 192, w: 184, h: 118 })}
      ${front}`;
  },

  /** Supplement bottle with a few loose capsules. */
  pillbottle(p, c) {
    const ridges = Array.from(
      { length: 9 },
      (_, i) => `<path d="M${182 + i * 14.5} 120v38" stroke="#dbe3e8" stroke-width="3"/>`,
    ).join('');
    return `${shadow(280)}
      <rect x="170" y="112" width="140" height="54" rx="10" fill="#fff" stroke="#dbe3e8" stroke-width="3"/>${ridges}
      <rect x="160" y="164" width="160" height="230" rx="26" fill="${c.main}"/>
      <rect x="176" y="178" width="14" height="196" rx="7" fill="#fff" opacity="0.22"/>
      <rect x="160" y="216" width="160" height="124" fill="#fff"/>
      <rect x="160" y="216" width="160" height="10" fill="${c.soft}"/>
      ${label(p.name, { x: 160, y: 226, w: 160, h: 114 }, { maxChars: 11 })}
      ${capsule(356, 378, 62, 15, -24, c.dark, '#fff')}
      ${capsule(112, 386, 62, 15, 18, c.soft, '#fff')}
      ${tablet(394, 342, 14, '#fff')}`;
  },

  /** Tall syrup/liquid bottle with a screw cap and dosing cup. */
  syrup(p, c, opts = {}) {
    const cup = `<path d="M330 346h54l-6 48h-42z" fill="#fff" stroke="#dbe3e8" stroke-width="3"/><path d="M338 366h38" stroke="${c.soft}" stroke-width="3"/>`;
    return `${shadow(260)}
      <rect x="206" y="84" width="68" height="44" rx="8" fill="#fff" stroke="#dbe3e8" stroke-width="3"/>
      <path d="M212 128h56v22c0 14 46 24 46 58v170a18 18 0 0 1-18 18H184a18 18 0 0 1-18-18V208c0-34 46-44 46-58z" fill="${c.dark}"/>
      <rect x="180" y="198" width="12" height="170" rx="6" fill="#fff" opacity="0.18"/>
      <rect x="166" y="226" width="148" height="122" fill="#fff"/>
      <rect x="166" y="226" width="148" height="10" fill="${c.main}"/>
      ${label(p.name, { x: 166, y: 236, w: 148, h: 112 }, { maxChars: 11 })}
      ${opts.cup === false ? '' : cup}`;
  },

  /** Small bottle with a dropper teat. */
  dropper(p, c) {
    return `${shadow(200)}
      <path d="M226 80a14 14 0 0 1 28 0v52h-28z" fill="${c.soft}"/>
      <rect x="212" y="130" width="56" height="44" rx="6" fill="#fff" stroke="#dbe3e8" stroke-width="3"/>
      <path d="M218 174h44v14c0 8 40 14 40 44v146a16 16 0 0 1-16 16h-92a16 16 0 0 1-16-16V232c0-30 40-36 40-44z" fill="${c.main}"/>
      <rect x="178" y="248" width="124" height="118" fill="#fff"/>
      ${label(p.name, { x: 178, y: 248, w: 124, h: 118 }, { maxChars: 10, size: 20 })}`;
  },

  /** Pump bottle for lotions, washes and sanitisers. */
  pump(p, c) {
    return `${shadow(250)}
      <path d="M232 76h58a8 8 0 0 1 8 8v4h-58v14h-8z" fill="#fff" stroke="#dbe3e8" stroke-width="3" stroke-linejoin="round"/>
      <rect x="224" y="100" width="32" height="40" rx="4" fill="#fff" stroke="#dbe3e8" stroke-width="3"/>
      <rect x="204" y="136" width="72" height="34" rx="8" fill="${c.dark}"/>
      <rect x="158" y="166" width="164" height="230" rx="36" fill="${c.main}"/>
      <rect x="172" y="190" width="12" height="180" rx="6" fill="#fff" opacity="0.22"/>
      <rect x="176" y="214" width="128" height="146" rx="12" fill="#fff"/>
      ${label(p.name, { x: 176, y: 214, w: 128, h: 146 }, { maxChars: 10, size: 21, maxLines: 3 })}`;
  },

  /** Squeeze tube standing on its cap. */
  tube(p, c) {
    const crimp = Array.from(
      { length: 9 },
      (_, i) => `<path d="M${174 + i * 16.5} 92v16" stroke="${c.dark}" stroke-width="3" opacity="0.5"/>`,
    ).join('');
    return `${shadow(210)}
      <rect x="160" y="86" width="160" height="26" rx="4" fill="${c.soft}"/>${crimp}
      <path d="M162 112h156l-26 232q-3 16-19 16h-66q-16 0-19-16z" fill="${c.main}"/>
      <rect x="180" y="128" width="10" height="200" rx="5" fill="#fff" opacity="0.2" transform="rotate(-3 185 228)"/>
      <rect x="184" y="150" width="112" height="140" rx="10" fill="#fff"/>
      ${label(p.name, { x: 184, y: 150, w: 112, h: 140 }, { maxChars: 10, size: 20, maxLines: 3 })}
      <rect x="202" y="358" width="76" height="40" rx="6" fill="#fff" stroke="#dbe3e8" stroke-width="3"/>`;
  },

  /** Wide jar with a screw lid. */
  jar(p, c) {
    return `${shadow(280)}
      <rect x="144" y="166" width="192" height="50" rx="10" fill="${c.dark}"/>
      <path d="M158 176v30M178 176v30M198 176v30M218 176v30M238 176v30M258 176v30M278 176v30M298 176v30M318 176v30" stroke="#fff" stroke-width="3" opacity="0.25"/>
      <rect x="132" y="210" width="216" height="186" rx="30" fill="#fff" stroke="#dbe3e8" stroke-width="3"/>
      <rect x="132" y="244" width="216" height="118" fill="${c.pale}"/>
      <rect x="132" y="244" width="216" height="8" fill="${c.main}"/>
      ${label(p.name, { x: 132, y: 252, w: 216, h: 110 })}`;
  },

  /** Wrapped bar of soap. */
  bar(p, c) {
    return `${shadow(320, 376)}
      <path d="M102 220l40-40h236l-40 40z" fill="${c.soft}"/>
      <path d="M338 220l40-40v120l-40 40z" fill="${c.dark}"/>
      <rect x="102" y="220" width="236" height="120" rx="6" fill="${c.main}"/>
      <ellipse cx="220" cy="280" rx="94" ry="46" fill="#fff"/>
      ${label(p.name, { x: 140, y: 248, w: 160, h: 64 }, { maxChars: 14, maxLines: 1, size: 22 })}`;
  },

  /** Two fanned sachets with serrated seals. */
  sachet(p, c) {
    const teeth = (dx, dy) => `l${dx} ${-dy}l${dx} ${dy}`.repeat(10);
    const outline = `M-80 -130${teeth(8, 8)}V130${teeth(-8, -8)}z`;
    const pack = (x, angle, face) => `<g transform="translate(${x} 250) rotate(${angle})">
        <path d="${outline}" fill="${face ? c.main : c.dark}"/>
        ${face ? `<rect x="-64" y="-92" width="128" height="150" rx="10" fill="#fff"/>${label(p.name, { x: -64, y: -92, w: 128, h: 150 }, { maxChars: 11, maxLines: 3, size: 20 })}<circle cx="0" cy="92" r="16" fill="#fff"/>${cross(0, 92, 18, c.main)}` : ''}
      </g>`;
    return `${shadow(300, 404)}${pack(196, -10, false)}${pack(270, 6, true)}`;
  },

  /** Soft plastic pack for pads, wipes, biscuits and diapers. */
  softpack(p, c, opts = {}) {
    const icon = opts.icon ?? 'pad';
    let art = '';
    if (icon === 'diaper') {
      const size = p.name.match(/\b(NB|XXL|XL|S|M|L)\b/)?.[1] ?? '';
      art = `<path d="M178 146h124v26q-16 0-22 18l-8 30h-64l-8-30q-6-18-22-18z" fill="#fff"/>
        <path d="M204 178h72" stroke="${c.pale}" stroke-width="6" stroke-linecap="round"/>
        ${size ? `<circle cx="334" cy="160" r="30" fill="${WARM.main}"/><text x="334" y="${160 + (size.length > 2 ? 7 : 9)}" font-family="${FONT}" font-size="${size.length > 2 ? 20 : 26}" font-weight="bold" fill="#fff" text-anchor="middle">${size}</text>` : ''}`;
    } else if (icon === 'wipes') {
      art = `<rect x="180" y="144" width="120" height="56" rx="22" fill="${c.pale}"/><rect x="206" y="160" width="68" height="22" rx="11" fill="#fff"/>`;
    } else if (icon === 'biscuit') {
      art = [200, 240, 280]
        .map(
          (x) =>
            `<circle cx="${x}" cy="176" r="26" fill="#e8c48e"/><circle cx="${x - 8}" cy="170" r="3" fill="#c99a5b"/><circle cx="${x + 8}" cy="182" r="3" fill="#c99a5b"/>`,
        )
        .join('');
    } else {
      art = `<path d="M180 176c0-22 30-28 60-28s60 6 60 28-30 28-60 28-60-6-60-28z" fill="#fff"/><path d="M206 176h68" stroke="${c.pale}" stroke-width="8" stroke-linecap="round"/>`;
    }
    return `${shadow(320, 404)}
      <path d="M106 118q134-18 268 0l10 270q-144 20-288 0z" fill="${c.main}"/>
      <path d="M106 118q134-18 268 0l1 18q-135-18-270 0z" fill="${c.dark}"/>
      <path d="M128 150l-4 214" stroke="#fff" stroke-width="10" stroke-linecap="round" opacity="0.16"/>
      ${art}
      <rect x="140" y="232" width="200" height="120" rx="14" fill="#fff"/>
      ${label(p.name, { x: 140, y: 232, w: 200, h: 120 }, { maxChars: 13 })}`;
  },

  /** Midstream pregnancy test on its foil wrapper. */
  teststick(p, c) {
    return `${shadow(320)}
      <rect x="96" y="120" width="288" height="150" rx="14" fill="${c.main}"/>
      <rect x="112" y="136" width="256" height="118" rx="10" fill="#fff"/>
      ${label(p.name, { x: 112, y: 136, w: 256, h: 118 }, { maxChars: 16 })}
      <g transform="translate(240 330) rotate(-8)">
        <rect x="-150" y="-26" width="300" height="52" rx="26" fill="#fff" stroke="#dbe3e8" stroke-width="3"/>
        <rect x="-150" y="-26" width="86" height="52" rx="26" fill="${c.soft}"/>
        <rect x="10" y="-12" width="70" height="24" rx="6" fill="#eef2f5"/>
        <path d="M30 -8v16M50 -8v16" stroke="${WARM.dark}" stroke-width="4"/>
      </g>`;
  },

  /** Lip balm stick with cap beside it. */
  stick(p, c) {
    return `${shadow(240)}
      <rect x="180" y="140" width="70" height="254" rx="14" fill="${c.main}"/>
      <rect x="188" y="196" width="54" height="150" rx="8" fill="#fff"/>
      <g transform="rotate(-90 215 271)">${label(p.name, { x: 140, y: 244, w: 150, h: 54 }, { maxChars: 16, maxLines: 1, size: 18 })}</g>
      <path d="M270 254v-40q0-26 24-34h14q24 8 24 34v40z" fill="${c.soft}"/>
      <rect x="264" y="250" width="74" height="144" rx="12" fill="#fff" stroke="#dbe3e8" stroke-width="3"/>
      <rect x="264" y="270" width="74" height="16" fill="${c.pale}"/>`;
  },

  /** Blood pressure / glucose / nebuliser unit: white body, screen and a hose or strip. */
  monitor(p, c, opts = {}) {
    const variant = opts.variant ?? 'cuff';
    let extra = '';
    if (variant === 'cuff') {
      extra = `<path d="M166 270c-70 10-80 70-40 96" fill="none" stroke="#9aa8b3" stroke-width="8" stroke-linecap="round"/>
        <rect x="56" y="330" width="150" height="70" rx="20" fill="${c.dark}"/><rect x="74" y="346" width="114" height="10" rx="5" fill="#fff" opacity="0.35"/>`;
    } else if (variant === 'hose') {
      extra = `<path d="M310 250c90 0 90 80 40 110" fill="none" stroke="#c9d3da" stroke-width="9" stroke-linecap="round"/>
        <path d="M330 354l50-16q20 30 0 60l-50-16z" fill="${c.soft}"/><path d="M330 354v28" stroke="${c.dark}" stroke-width="6"/>`;
    } else {
      extra = `<rect x="226" y="86" width="28" height="60" rx="4" fill="#f4f7f9" stroke="#cfd8de" stroke-width="3"/><rect x="232" y="92" width="16" height="14" fill="${WARM.main}"/>`;
    }
    const compact = variant === 'strip';
    const body = compact ? { x: 168, y: 140, w: 144, h: 240, rx: 40 } : { x: 140, y: 140, w: 220, h: 240, rx: 34 };
    const screen = { x: body.x + 22, y: body.y + 28, w: body.w - 44, h: compact ? 92 : 96 };
    const mid = body.x + body.w / 2;
    return `${shadow(compact ? 220 : 320)}${variant === 'strip' ? extra : ''}
      <rect x="${body.x}" y="${body.y}" width="${body.w}" height="${body.h}" rx="${body.rx}" fill="#fff" stroke="#d6dee4" stroke-width="4"/>
      <rect x="${body.x}" y="${body.y + body.h - 60}" width="${body.w}" height="60" rx="${body.rx}" fill="${c.pale}"/>
      <rect x="${body.x}" y="${body.y + body.h - 60}" width="${body.w}" height="24" fill="${c.pale}"/>
      <rect x="${screen.x}" y="${screen.y}" width="${screen.w}" height="${screen.h}" rx="12" fill="${c.deep}"/>
      <path d="M${screen.x + 14} ${screen.y + 58}h${screen.w * 0.22}l10-26 14 44 12-30 8 12h${screen.w * 0.32}" fill="none" stroke="${TEAL.soft}" stroke-width="5" stroke-linejoin="round" stroke-linecap="round"/>
      ${label(p.name, { x: body.x + 14, y: screen.y + screen.h + 6, w: body.w - 28, h: 56 }, { maxChars: compact ? 12 : 18, maxLines: 2, size: 17 })}
      <circle cx="${mid - 28}" cy="${body.y + body.h - 30}" r="14" fill="${c.main}"/>
      <circle cx="${mid + 28}" cy="${body.y + body.h - 30}" r="14" fill="#fff" stroke="${c.main}" stroke-width="4"/>
      ${variant === 'strip' ? '' : extra}`;
  },

  /** Stick thermometer lying diagonally. */
  thermometer(p, c) {
    return `${shadow(320)}
      <g transform="translate(240 250) rotate(-32)">
        <path d="M-190 -14h40l14-8h310a32 32 0 0 1 0 64h-310l-14-8h-40a14 14 0 0 1 0-28z" fill="#fff" stroke="#d6dee4" stroke-width="4"/>
        <path d="M-204 0a14 14 0 0 1 14-14h30v28h-30a14 14 0 0 1-14-14z" fill="#b8c3cb"/>
        <rect x="-100" y="-10" width="104" height="40" rx="8" fill="${c.deep}"/>
        <text x="-48" y="20" font-family="${FONT}" font-size="24" font-weight="bold" fill="${TEAL.soft}" text-anchor="middle">36.8°</text>
        <rect x="40" y="-22" width="166" height="64" rx="30" fill="${c.main}"/>
        <circle cx="182" cy="10" r="12" fill="#fff"/>
        ${label(p.name, { x: 50, y: -20, w: 116, h: 60 }, { maxChars: 12, size: 16, ink: '#fff', sub: '#ffffffcc' })}
      </g>`;
  },

  /** Infrared forehead thermometer. */
  gun(p, c) {
    return `${shadow(300)}
      <path d="M128 150q0-40 40-40h150q42 0 42 42v40q0 36-36 36h-60l22 140q4 26-22 26h-30q-22 0-26-22l-26-150q-54-6-54-72z" fill="#fff" stroke="#d6dee4" stroke-width="4" stroke-linejoin="round"/>
      <rect x="352" y="128" width="20" height="76" rx="8" fill="${c.main}"/>
      <rect x="160" y="136" width="130" height="66" rx="12" fill="${c.deep}"/>
      <text x="225" y="180" font-family="${FONT}" font-size="30" font-weight="bold" fill="${TEAL.soft}" text-anchor="middle">36.6°</text>
      <rect x="248" y="250" width="28" height="44" rx="12" fill="${c.main}"/>
      <rect x="306" y="300" width="150" height="72" rx="12" fill="${c.pale}"/>
      ${label(p.name, { x: 306, y: 300, w: 150, h: 72 }, { maxChars: 12, size: 16 })}`;
  },

  /** Fingertip pulse oximeter. */
  oximeter(p, c) {
    return `${shadow(280)}
      <path d="M140 196q0-70 100-70t100 70z" fill="${c.main}"/>
      <rect x="130" y="190" width="220" height="150" rx="40" fill="#fff" stroke="#d6dee4" stroke-width="4"/>
      <rect x="158" y="212" width="164" height="80" rx="12" fill="${c.deep}"/>
      <text x="210" y="266" font-family="${FONT}" font-size="30" font-weight="bold" fill="${TEAL.soft}" text-anchor="middle">98</text>
      <text x="280" y="266" font-family="${FONT}" font-size="30" font-weight="bold" fill="${WARM.soft}" text-anchor="middle">72</text>
      <path d="M120 340h240" stroke="${c.dark}" stroke-width="6" stroke-linecap="round" opacity="0.3"/>
      <rect x="150" y="348" width="180" height="44" rx="12" fill="${c.pale}"/>
      ${label(p.name, { x: 150, y: 348, w: 180, h: 44 }, { maxChars: 20, maxLines: 1, size: 16 })}`;
  },

  /** Bathroom scale seen from above. */
  scale(p, c) {
    return `${shadow(320, 410)}
      <rect x="100" y="96" width="280" height="300" rx="40" fill="${c.pale}" stroke="${c.soft}" stroke-width="4"/>
      <rect x="114" y="110" width="252" height="272" rx="30" fill="#fff" opacity="0.55"/>
      <rect x="186" y="124" width="108" height="46" rx="10" fill="${c.deep}"/>
      <text x="240" y="157" font-family="${FONT}" font-size="26" font-weight="bold" fill="${TEAL.soft}" text-anchor="middle">62.4</text>
      <rect x="150" y="220" width="68" height="120" rx="30" fill="${c.soft}" opacity="0.5"/>
      <rect x="262" y="220" width="68" height="120" rx="30" fill="${c.soft}" opacity="0.5"/>
      ${label(p.name, { x: 150, y: 346, w: 180, h: 30 }, { maxChars: 24, maxLines: 1, size: 15 })}`;
  },

  /** Stethoscope with a swing tag carrying the name. */
  stethoscope(p, c) {
    return `${shadow(300)}
      <path d="M170 90v90q0 70 70 70t70-70V90" fill="none" stroke="${c.dark}" stroke-width="14" stroke-linecap="round"/>
      <circle cx="170" cy="88" r="12" fill="#9aa8b3"/><circle cx="310" cy="88" r="12" fill="#9aa8b3"/>
      <path d="M240 250v60q0 50 60 50" fill="none" stroke="${c.dark}" stroke-width="14" stroke-linecap="round"/>
      <circle cx="336" cy="360" r="40" fill="#c9d3da"/><circle cx="336" cy="360" r="26" fill="#eef2f5"/>
      <path d="M240 290l-66 40" stroke="#9aa8b3" stroke-width="3"/>
      <g transform="rotate(-8 130 360)">
        <rect x="56" y="320" width="160" height="80" rx="12" fill="#fff" stroke="${c.soft}" stroke-width="4"/>
        <circle cx="74" cy="360" r="6" fill="${c.soft}"/>
        ${label(p.name, { x: 84, y: 320, w: 128, h: 80 }, { maxChars: 12, size: 17 })}
      </g>`;
  },

  /** Hanging blister card with the item visible in a window. */
  card(p, c, opts = {}) {
    const items = {
      toothbrush: `<g transform="rotate(-60 240 210)"><rect x="136" y="200" width="200" height="18" rx="9" fill="${c.main}"/><rect x="296" y="188" width="52" height="14" rx="4" fill="#fff" stroke="#cfd8de" stroke-width="2"/><path d="M302 188v-18M312 188v-18M322 188v-18M332 188v-18M342 188v-18" stroke="${TEAL.soft}" stroke-width="5"/></g>
        <g transform="rotate(-60 260 230)"><rect x="156" y="220" width="200" height="18" rx="9" fill="${WARM.soft}"/><path d="M322 208v-18M332 208v-18M342 208v-18M352 208v-18M362 208v-18" stroke="${c.soft}" stroke-width="5"/></g>`,
      etoothbrush: `<rect x="218" y="170" width="44" height="150" rx="20" fill="#fff" stroke="#cfd8de" stroke-width="3"/><rect x="232" y="112" width="16" height="64" rx="6" fill="#fff" stroke="#cfd8de" stroke-width="3"/><path d="M234 112v-18M240 112v-18M246 112v-18" stroke="${TEAL.soft}" stroke-width="4"/><circle cx="240" cy="222" r="10" fill="${c.main}"/><rect x="226" y="276" width="28" height="6" rx="3" fill="${c.soft}"/>`,
      clipper: `<rect x="176" y="150" width="128" height="30" rx="12" fill="#c9d3da"/><rect x="176" y="186" width="128" height="26" rx="10" fill="#b8c3cb"/><circle cx="292" cy="181" r="9" fill="${c.main}"/><path d="M200 250q40-20 80 0" fill="none" stroke="${c.main}" stroke-width="12" stroke-linecap="round"/><rect x="190" y="280" width="100" height="14" rx="7" fill="#b8c3cb"/>`,
      tongue: `<path d="M180 140v90q0 70 60 70t60-70v-90" fill="none" stroke="#b8c3cb" stroke-width="14" stroke-linecap="round"/><rect x="168" y="120" width="24" height="40" rx="8" fill="${c.main}"/><rect x="288" y="120" width="24" height="40" rx="8" fill="${c.main}"/>`,
      pen: `<g transform="rotate(-28 240 220)"><rect x="150" y="196" width="180" height="44" rx="20" fill="#fff" stroke="#cfd8de" stroke-width="3"/><rect x="150" y="196" width="56" height="44" rx="20" fill="${c.main}"/><rect x="330" y="208" width="24" height="20" rx="4" fill="#b8c3cb"/><rect x="252" y="206" width="44" height="24" rx="6" fill="${c.pale}"/></g>`,
      aspirator: `<ellipse cx="240" cy="240" rx="52" ry="60" fill="${c.main}"/><path d="M232 182l-6-70q14-12 28 0l-6 70z" fill="#fff" stroke="#cfd8de" stroke-width="3"/><ellipse cx="224" cy="226" rx="12" ry="22" fill="#fff" opacity="0.3"/>`,
      cup: `<path d="M186 130h108q0 96-40 128v40h-28v-40q-40-32-40-128z" fill="${c.soft}" opacity="0.85"/><path d="M186 130h108" stroke="${c.main}" stroke-width="8" stroke-linecap="round"/>`,
      interdental: [0, 1, 2, 3]
        .map(
          (i) =>
            `<g transform="translate(${184 + i * 38} 0)"><rect x="-6" y="190" width="12" height="110" rx="6" fill="${i % 2 ? c.main : WARM.soft}"/><rect x="-2" y="130" width="4" height="62" fill="#9aa8b3"/><rect x="-9" y="134" width="18" height="40" rx="9" fill="#fff" stroke="#cfd8de" stroke-width="2"/></g>`,
        )
        .join(''),
      floss: `<rect x="186" y="150" width="108" height="120" rx="30" fill="#fff" stroke="#cfd8de" stroke-width="3"/><circle cx="240" cy="210" r="28" fill="${c.pale}"/><path d="M294 190q60 10 40 90" fill="none" stroke="#cfd8de" stroke-width="3"/>`,
    };
    return `${shadow(260, 410)}
      <rect x="130" y="62" width="220" height="336" rx="18" fill="${c.main}"/>
      <rect x="210" y="76" width="60" height="14" rx="7" fill="#f5f8f9"/>
      <rect x="148" y="104" width="184" height="210" rx="24" fill="#f5f8f9" opacity="0.92"/>
      ${items[opts.item] ?? items.toothbrush}
      <rect x="148" y="104" width="184" height="210" rx="24" fill="none" stroke="#fff" stroke-width="4" opacity="0.7"/>
      <rect x="148" y="322" width="184" height="62" rx="10" fill="#fff"/>
      ${label(p.name, { x: 148, y: 322, w: 184, h: 62 }, { maxChars: 15, size: 18 })}`;
  },

  /** Baby feeding bottle. */
  feeding(p, c) {
    return `${shadow(220)}
      <path d="M222 120q0-40 18-40t18 40z" fill="#f3d9b1"/>
      <rect x="196" y="116" width="88" height="38" rx="10" fill="${c.main}"/>
      <path d="M196 154h88v8q22 16 22 46v160a22 22 0 0 1-22 22h-88a22 22 0 0 1-22-22V208q0-30 22-46z" fill="#fff" stroke="#d6dee4" stroke-width="4"/>
      <path d="M178 290h124v78a20 20 0 0 1-20 20h-84a20 20 0 0 1-20-20z" fill="${c.pale}"/>
      <path d="M280 206h14M280 236h20M280 266h14" stroke="${c.soft}" stroke-width="4" stroke-linecap="round"/>
      <rect x="184" y="196" width="92" height="84" rx="10" fill="${c.tint}"/>
      ${label(p.name, { x: 184, y: 196, w: 92, h: 84 }, { maxChars: 9, size: 16, maxLines: 3 })}`;
  },

  /** Insulated zip pouch. */
  pouch(p, c) {
    return `${shadow(320)}
      <rect x="96" y="130" width="288" height="260" rx="36" fill="${c.main}"/>
      <path d="M96 176h288" stroke="${c.dark}" stroke-width="14"/>
      <path d="M104 176h272" stroke="#fff" stroke-width="3" stroke-dasharray="6 6" opacity="0.6"/>
      <rect x="346" y="164" width="28" height="40" rx="8" fill="#e5eaee"/>
      <g stroke="#fff" stroke-width="6" stroke-linecap="round" opacity="0.9"><path d="M240 206v50M218 218l44 26M262 218l-44 26"/></g>
      <rect x="136" y="282" width="208" height="84" rx="12" fill="#fff"/>
      ${label(p.name, { x: 136, y: 282, w: 208, h: 84 }, { maxChars: 16, size: 20 })}`;
  },
};

/** Picks a packshot shape from what the product is, with a per-category fallback. */
function shapeFor(p) {
  const k = p.key;
  const rules = [
    [/oximeter/, ['oximeter']],
    [/forehead/, ['gun']],
    [/thermometer/, ['thermometer']],
    [/bathroom-scale/, ['scale']],
    [/stethoscope/, ['stethoscope']],
    [/glucometer|glucose-meter/, ['monitor', { variant: 'strip' }]],
    [/nebulizer|inhaler|vaporizer/, ['monitor', { variant: 'hose' }]],
    [/bp-monitor/, ['monitor', { variant: 'cuff' }]],
    [/pouch/, ['pouch']],
    [/pregnancy-test/, ['teststick']],
    [/lip-balm/, ['stick']],
    [/feeding-bottle/, ['feeding']],
    [/drops/, ['dropper']],
    [/sachet/, ['sachet']],
    [/soap/, ['bar']],
    [/jelly/, ['jar']],
    [/electric-toothbrush/, ['card', { item: 'etoothbrush' }]],
    [/toothbrush/, ['card', { item: 'toothbrush' }]],
    [/tongue/, ['card', { item: 'tongue' }]],
    [/clipper/, ['card', { item: 'clipper' }]],
    [/aspirator/, ['card', { item: 'aspirator' }]],
    [/menstrual-cup/, ['card', { item: 'cup' }]],
    [/lancing/, ['card', { item: 'pen' }]],
    [/interdental/, ['card', { item: 'interdental' }]],
    [/floss/, ['card', { item: 'floss' }]],
    [/sanitizer-gel|lotion|shampoo|hygiene-wash|oil|liquid|spray/, ['pump']],
    [/toothpaste|cream|gel|face-wash|sunscreen/, ['tube']],
    [/powder/, ['syrup', { cup: false }]],
    [/syrup|gripe-water|mouthwash/, ['syrup']],
    [/diaper|pants|underpads/, ['softpack', { icon: 'diaper' }]],
    [/napkin|pads|liners/, ['softpack', { icon: 'pad' }]],
    [/wipes/, ['softpack', { icon: 'wipes' }]],
    [/biscuit/, ['softpack', { icon: 'biscuit' }]],
    [/strips|lancets|needles|mask|sweetener/, ['carton', { item: /strips/.test(k) ? 'strip' : 'none' }]],
  ];
  for (const [re, shape] of rules) if (re.test(k)) return shape;
  if (/per bottle|softgels|pocket tube/.test(p.description)) return ['pillbottle'];
  const fallback = {
    'OTC Medicine': ['carton'],
    Devices: ['monitor'],
    'Personal Care': ['pump'],
    WomenChoice: ['carton'],
    'Diabetic Care': ['carton'],
    'Baby Care': ['pump'],
    'Dental Care': ['tube'],
    Diapers: ['softpack', { icon: 'diaper' }],
  };
  return fallback[p.category] ?? ['carton'];
}

function productSvg(p) {
  const c = palette(productHue(p.key));
  const [shape, opts] = shapeFor(p);
  return svgDoc(
    480,
    480,
    `<rect width="480" height="480" fill="#f6f8f9"/><circle cx="240" cy="240" r="196" fill="${c.tint}"/>${shapes[shape](p, c, opts)}`,
  );
}

/** The label on a dosage form's picture. */
const MEDICINE_FORM_LABELS = {
  tablet: 'Tablets',
  capsule: 'Capsules',
  syrup: 'Syrup',
  suspension: 'Suspension',
  injection: 'Injection',
  infusion: 'Infusion',
  cream: 'Cream',
  ointment: 'Ointment',
  gel: 'Gel',
  lotion: 'Lotion',
  drops: 'Drops',
  'eye-drops': 'Eye Drops',
  'ear-drops': 'Ear Drops',
  'nasal-spray': 'Nasal Spray',
  inhaler: 'Inhaler',
  suppository: 'Suppositories',
  powder: 'Powder',
  sachet: 'Sachet',
  solution: 'Solution',
  mouthwash: 'Mouthwash',
};

/** The packshot of a dosage form: the shapes the demo products use, picked by form. */
function medicineSvg(p, form) {
  const byForm = {
    tablet: ['carton'],
    capsule: ['pillbottle'],
    syrup: ['syrup'],
    suspension: ['syrup'],
    solution: ['syrup'],
    mouthwash: ['syrup'],
    injection: ['dropper'],
    infusion: ['pump'],
    cream: ['tube'],
    ointment: ['tube'],
    gel: ['tube'],
    lotion: ['pump'],
    drops: ['dropper'],
    'eye-drops': ['dropper'],
    'ear-drops': ['dropper'],
    'nasal-spray': ['pump'],
    inhaler: ['monitor', { variant: 'hose' }],
    suppository: ['carton'],
    powder: ['syrup', { cup: false }],
    sachet: ['sachet'],
  };
  const c = palette(productHue(p.key));
  const [shape, opts] = byForm[form] ?? ['carton'];
  return svgDoc(
    480,
    480,
    `<rect width="480" height="480" fill="#f6f8f9"/><circle cx="240" cy="240" r="196" fill="${c.tint}"/>${shapes[shape](p, c, opts)}`,
  );
}

// ---------------------------------------------------------------------------
// Category tiles (400 x 400)

const CATEGORY_HUES = {
  'OTC Medicine': 174,
  Devices: 222,
  'Personal Care': 150,
  WomenChoice: 332,
  'Diabetic Care': 262,
  'Baby Care': 40,
  'Dental Care': 192,
  Diapers: 18,
  'Prescription Medicine': 205,
};

const categoryIcons = {
  'OTC Medicine': (c) => `${capsule(168, 210, 170, 40, -40, c.main, '#fff')}
    <circle cx="262" cy="262" r="56" fill="${c.dark}"/><path d="M226 262h72" stroke="#fff" stroke-width="8" stroke-linecap="round" opacity="0.5"/>
    ${tablet(286, 162, 26, c.soft, '#ffffff80')}`,
  Devices: (c) => `<rect x="110" y="112" width="180" height="176" rx="30" fill="#fff"/>
    <rect x="132" y="134" width="136" height="76" rx="12" fill="${c.dark}"/>
    <path d="M144 176h28l10-22 14 40 12-28 8 10h30" fill="none" stroke="${c.pale}" stroke-width="6" stroke-linejoin="round" stroke-linecap="round"/>
    <circle cx="172" cy="250" r="14" fill="${c.main}"/><circle cx="228" cy="250" r="14" fill="${c.soft}"/>`,
  'Personal Care': (c) => `<path d="M196 92h44v12h-30v14h-14z" fill="${c.dark}"/>
    <rect x="176" y="116" width="40" height="28" rx="6" fill="${c.dark}"/>
    <rect x="150" y="140" width="92" height="160" rx="26" fill="${c.main}"/>
    <rect x="166" y="186" width="60" height="62" rx="10" fill="#fff"/>${cross(196, 217, 30, c.main)}
    <rect x="226" y="238" width="112" height="62" rx="22" fill="#fff"/><ellipse cx="282" cy="269" rx="34" ry="14" fill="${c.pale}"/>
    <circle cx="262" cy="212" r="12" fill="#fff"/><circle cx="292" cy="196" r="8" fill="#fff"/><circle cx="312" cy="218" r="10" fill="#fff"/>`,
  WomenChoice: (c) => `<circle cx="200" cy="168" r="66" fill="none" stroke="${c.main}" stroke-width="22"/>
    <path d="M200 234v88M160 284h80" stroke="${c.main}" stroke-width="22" stroke-linecap="round"/>
    <path d="M200 192c-20-18-36-4-30 10 6 14 30 26 30 26s24-12 30-26c6-14-10-28-30-10z" fill="${c.dark}"/>`,
  'Diabetic Care': (c) => `<rect x="124" y="130" width="116" height="170" rx="34" fill="#fff"/>
    <rect x="142" y="152" width="80" height="56" rx="10" fill="${c.dark}"/>
    <circle cx="182" cy="254" r="16" fill="${c.main}"/>
    <rect x="168" y="96" width="28" height="42" rx="4" fill="${c.soft}"/>
    <path d="M286 140c-26 36-38 56-38 76a38 38 0 0 0 76 0c0-20-12-40-38-76z" fill="${WARM.main}"/>
    <path d="M272 220a14 14 0 0 0 14 14" stroke="#fff" stroke-width="6" fill="none" stroke-linecap="round" opacity="0.7"/>`,
  'Baby Care': (c) => `<path d="M182 110q0-34 18-34t18 34z" fill="#f3d9b1"/>
    <rect x="164" y="104" width="72" height="32" rx="10" fill="${c.main}"/>
    <path d="M162 136h76q22 14 22 44v110a20 20 0 0 1-20 20h-80a20 20 0 0 1-20-20V180q0-30 22-44z" fill="#fff"/>
    <path d="M140 236h120v54a20 20 0 0 1-20 20h-80a20 20 0 0 1-20-20z" fill="${c.soft}"/>
    <path d="M236 176h14M236 200h18M236 224h14" stroke="${c.main}" stroke-width="5" stroke-linecap="round"/>`,
  'Dental Care': (
    c,
  ) => `<path d="M152 130c30-22 56 0 68 0s38-22 68 0c26 20 16 70 6 96-10 28-12 80-34 80-18 0-16-52-40-52s-22 52-40 52c-22 0-24-52-34-80-10-26-20-76 6-96z" fill="#fff"/>
    <path d="M176 152q-16 16-8 44" stroke="${c.pale}" stroke-width="10" fill="none" stroke-linecap="round"/>
    <path d="M300 96l8 20 20 8-20 8-8 20-8-20-20-8 20-8z" fill="${c.main}"/>
    <path d="M118 300l6 14 14 6-14 6-6 14-6-14-14-6 14-6z" fill="${c.soft}"/>`,
  // A prescription with its Rx mark beside a pill bottle.
  'Prescription Medicine': (
    c,
  ) => `<rect x="104" y="96" width="138" height="196" rx="16" fill="#fff" transform="rotate(-8 173 194)"/>
    <g transform="rotate(-8 173 194)">
    <text x="124" y="164" font-family="${FONT}" font-size="54" font-weight="bold" fill="${c.dark}">Rx</text>
    <path d="M126 194h92M126 218h80M126 242h88M126 266h56" stroke="${c.soft}" stroke-width="8" stroke-linecap="round"/>
    </g>
    <rect x="226" y="150" width="84" height="26" rx="6" fill="${c.dark}"/>
    <rect x="216" y="172" width="104" height="136" rx="18" fill="${c.main}"/>
    <rect x="230" y="206" width="76" height="62" rx="8" fill="#fff"/>${cross(268, 237, 30, c.main)}`,
  Diapers: (c) => `<path d="M112 124h176v44q-28 6-38 36l-12 58q-8 36-38 36t-38-36l-12-58q-10-30-38-36z" fill="#fff"/>
    <path d="M112 124h176v24H112z" fill="${c.main}"/>
    <rect x="94" y="150" width="34" height="26" rx="8" fill="${c.soft}"/><rect x="272" y="150" width="34" height="26" rx="8" fill="${c.soft}"/>
    <path d="M176 170h48l-6 92q-2 20-18 20t-18-20z" fill="${c.tint}"/>`,
};

function categorySvg(name) {
  const c = palette(CATEGORY_HUES[name] ?? 174);
  const icon = categoryIcons[name] ?? categoryIcons['OTC Medicine'];
  return svgDoc(
    400,
    400,
    `<rect width="400" height="400" fill="${c.tint}"/>
    <circle cx="200" cy="204" r="150" fill="${c.pale}"/>
    <ellipse cx="200" cy="336" rx="110" ry="12" fill="${c.deep}" opacity="0.08"/>
    ${icon(c)}`,
  );
}

// ---------------------------------------------------------------------------
// Sponsor marks (320 x 160)

const sponsorMarks = [
  (col) =>
    `<rect x="26" y="46" width="52" height="52" rx="8" fill="${col}" transform="rotate(12 52 72)"/><rect x="48" y="62" width="46" height="46" rx="8" fill="${col}" opacity="0.55" transform="rotate(-10 71 85)"/>`,
  (col) =>
    `<circle cx="60" cy="80" r="34" fill="none" stroke="${col}" stroke-width="10"/><circle cx="60" cy="80" r="14" fill="${col}"/>`,
  (col) =>
    `<path d="M60 44l32 18v36l-32 18-32-18V62z" fill="${col}"/><path d="M60 62l16 9v18l-16 9-16-9V71z" fill="#fff"/>`,
  (col) =>
    `<path d="M60 42c26 20 34 40 26 58-6 14-20 20-26 22-6-2-20-8-26-22-8-18 0-38 26-58z" fill="${col}"/><path d="M60 64v52" stroke="#fff" stroke-width="5" stroke-linecap="round"/>`,
  (col) =>
    `<rect x="28" y="50" width="16" height="60" rx="4" fill="${col}"/><rect x="52" y="64" width="16" height="46" rx="4" fill="${col}" opacity="0.75"/><rect x="76" y="80" width="16" height="30" rx="4" fill="${col}" opacity="0.5"/>`,
];
const SPONSOR_COLOURS = ['#1d4e89', '#0f8a7e', '#2563a6', '#7a3e9d', '#d9480f'];

function sponsorSvg(name, i) {
  const col = SPONSOR_COLOURS[i % SPONSOR_COLOURS.length];
  const [first, ...rest] = name.split(' ');
  const second = rest.join(' ');
  const fs = Math.min(30, 190 / (first.length * 0.68));
  // Centre mark + wordmark as one group; widths are per-character estimates.
  const textW = Math.max(first.length * fs * 0.68, second.length * 14 * 0.58);
  const shift = Math.round((320 - (84 + textW)) / 2 - 26);
  return svgDoc(
    320,
    160,
    `<rect width="320" height="160" fill="#fff"/>
    <g transform="translate(${shift} 0)">
    ${sponsorMarks[i % sponsorMarks.length](col)}
    <text x="112" y="${second ? 82 : 92}" font-family="${FONT}" font-size="${fs.toFixed(1)}" font-weight="bold" fill="${INK}">${esc(first)}</text>
    ${second ? `<text x="113" y="106" font-family="${FONT}" font-size="14" fill="${MUTED}">${esc(second)}</text>` : ''}
    </g>`,
  );
}

// ---------------------------------------------------------------------------
// Hero slides (1600 x 640). Artwork sits on the right; the page overlays the
// headline on the left, so that side stays quiet.

function heroBackground(i) {
  const stops = [
    ['#e3f6f2', '#bfe9e1'],
    ['#e6f4f7', '#c3e4ec'],
    ['#eaf6f0', '#c7eadb'],
    ['#e4f3f4', '#bde3e2'],
  ][i % 4];
  const sparkles = [
    [640, 120],
    [760, 520],
    [1480, 90],
    [1540, 560],
  ]
    .map(([x, y], j) =>
      j % 2 ? `<circle cx="${x}" cy="${y}" r="9" fill="#fff" opacity="0.7"/>` : cross(x, y, 22, '#ffffffb0'),
    )
    .join('');
  return `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${stops[0]}"/><stop offset="1" stop-color="${stops[1]}"/>
    </linearGradient></defs>
    <rect width="1600" height="640" fill="url(#bg)"/>
    <circle cx="1180" cy="330" r="300" fill="#fff" opacity="0.35"/>
    <circle cx="1420" cy="560" r="180" fill="#fff" opacity="0.25"/>
    <circle cx="120" cy="-40" r="220" fill="#fff" opacity="0.22"/>
    ${sparkles}
    <ellipse cx="1180" cy="560" rx="300" ry="22" fill="#0f4d48" opacity="0.08"/>`;
}

const heroArt = [
  // Medicine bottle with capsules and tablets.
  () => `<rect x="1060" y="140" width="200" height="70" rx="14" fill="#fff"/>
    ${Array.from({ length: 8 }, (_, i) => `<path d="M${1084 + i * 22} 152v46" stroke="#d9e6e4" stroke-width="5"/>`).join('')}
    <rect x="1040" y="204" width="240" height="350" rx="40" fill="${TEAL.main}"/>
    <rect x="1064" y="228" width="20" height="300" rx="10" fill="#fff" opacity="0.25"/>
    <rect x="1040" y="290" width="240" height="170" fill="#fff"/>
    <rect x="1040" y="290" width="240" height="14" fill="${TEAL.soft}"/>
    <circle cx="1160" cy="380" r="46" fill="${TEAL.pale}"/>${cross(1160, 380, 54, TEAL.dark)}
    ${capsule(1360, 520, 110, 26, -30, WARM.main, '#fff')}
    ${capsule(940, 530, 100, 24, 24, TEAL.dark, '#fff')}
    ${tablet(1390, 420, 30, '#fff', '#00000014')}
    ${tablet(900, 420, 22, WARM.soft, '#ffffff90')}`,
  // Heart with pulse line and stethoscope.
  () => `<path d="M1160 560c-150-96-240-180-240-270 0-70 52-118 114-118 52 0 98 30 126 74 28-44 74-74 126-74 62 0 114 48 114 118 0 90-90 174-240 270z" fill="${WARM.main}"/>
    <path d="M1000 220q-10 40 10 70" stroke="#fff" stroke-width="18" fill="none" stroke-linecap="round" opacity="0.35"/>
    <path d="M900 360h170l30-70 44 140 36-100 22 30h206" fill="none" stroke="#fff" stroke-width="16" stroke-linejoin="round" stroke-linecap="round"/>
    <path d="M1450 110v70q0 50 40 50t40-50v-70" fill="none" stroke="${TEAL.dark}" stroke-width="14" stroke-linecap="round"/>
    <circle cx="1450" cy="104" r="12" fill="#8aa1a6"/><circle cx="1530" cy="104" r="12" fill="#8aa1a6"/>
    <path d="M1490 230v160q0 60-60 60" fill="none" stroke="${TEAL.dark}" stroke-width="14" stroke-linecap="round"/>
    <circle cx="1420" cy="456" r="40" fill="#d3e0e3"/><circle cx="1420" cy="456" r="24" fill="#f2f7f8"/>`,
  // Delivery parcel with a pharmacy seal and motion lines.
  () => `<path d="M1000 250l170-70 190 70-170 70z" fill="#f6d3a3"/>
    <path d="M1000 250v230l190 76V320z" fill="#e9b977"/>
    <path d="M1190 320l170-70v230l-170 76z" fill="#d9a05c"/>
    <path d="M1080 217l190 72v70l-40 16v-70l-190-72z" fill="#fff" opacity="0.65"/>
    <circle cx="1095" cy="410" r="52" fill="#fff"/>${cross(1095, 410, 58, TEAL.main)}
    <path d="M780 300h160M820 360h130M760 420h180" stroke="#fff" stroke-width="16" stroke-linecap="round" opacity="0.8"/>
    <path d="M1420 150c-34 0-60 26-60 60 0 44 60 100 60 100s60-56 60-100c0-34-26-60-60-60z" fill="${TEAL.dark}"/>
    <circle cx="1420" cy="210" r="22" fill="#fff"/>`,
  // Shield with cross and a verified badge.
  () => `<path d="M1160 110l210 80v140c0 120-90 200-210 240-120-40-210-120-210-240V190z" fill="${TEAL.main}"/>
    <path d="M1160 110l210 80v140c0 120-90 200-210 240z" fill="${TEAL.dark}" opacity="0.25"/>
    <path d="M1160 150l170 64v116c0 96-70 164-170 200-100-36-170-104-170-200V214z" fill="none" stroke="#fff" stroke-width="8" opacity="0.4"/>
    ${cross(1160, 330, 170)}
    <circle cx="1380" cy="480" r="70" fill="${WARM.main}"/>
    <path d="M1346 482l24 24 46-50" fill="none" stroke="#fff" stroke-width="16" stroke-linecap="round" stroke-linejoin="round"/>
    ${capsule(930, 500, 100, 24, -35, TEAL.dark, '#fff')}`,
];

const heroSvg = (i) => svgDoc(1600, 640, `${heroBackground(i)}${heroArt[i % heroArt.length]()}`);

// ---------------------------------------------------------------------------
// Brand mark, favicon and avatar placeholder

const logoSvg = svgDoc(
  64,
  64,
  `<rect width="64" height="64" rx="16" fill="#0d9488"/><rect x="26" y="13" width="12" height="38" rx="3" fill="#fff"/><rect x="13" y="26" width="38" height="12" rx="3" fill="#fff"/>`,
);

const LOGO_CROSS = `<rect x="26" y="13" width="12" height="38" rx="3" fill="#fff"/><rect x="13" y="26" width="38" height="12" rx="3" fill="#fff"/>`;

/**
 * The installed app's icons, drawn from the logo at the sizes the web app manifest and
 * iOS ask for. A maskable icon fills its square: the platform cuts its own shape, and
 * the cross stays inside the central circle it keeps (40 % of the width from the centre).
 */
const appIcons = [
  ['icons/icon-192.png', 192, `<rect width="64" height="64" rx="16" fill="#0d9488"/>${LOGO_CROSS}`],
  ['icons/icon-512.png', 512, `<rect width="64" height="64" rx="16" fill="#0d9488"/>${LOGO_CROSS}`],
  ['icons/maskable-512.png', 512, `<rect width="64" height="64" fill="#0d9488"/>${LOGO_CROSS}`],
  ['icons/apple-touch-icon-180.png', 180, `<rect width="64" height="64" fill="#0d9488"/>${LOGO_CROSS}`],
].map(([file, size, body]) => ({
  file,
  svg: `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64">${body}</svg>`,
}));

async function renderAppIcons() {
  for (const icon of appIcons) await render(icon.svg, icon.file, { format: 'png' });
}

const avatarSvg = svgDoc(
  128,
  128,
  `<rect width="128" height="128" fill="#e9edf0"/><circle cx="64" cy="50" r="24" fill="#b3bec7"/><path d="M20 128c0-28 20-46 44-46s44 18 44 46z" fill="#b3bec7"/>`,
);

// ---------------------------------------------------------------------------

async function main() {
  const sizes = {};
  const add = (group, bytes) => {
    sizes[group] ??= { count: 0, bytes: 0, max: 0 };
    sizes[group].count += 1;
    sizes[group].bytes += bytes;
    sizes[group].max = Math.max(sizes[group].max, bytes);
  };

  for (const [i, img] of HERO_SLIDE_IMAGES.entries())
    add('hero', await render(heroSvg(i), fileOf(img), { quality: 70 }));
  for (const cat of SEED_CATEGORIES) add('categories', await render(categorySvg(cat.name), fileOf(cat.image)));
  for (const [i, s] of SEED_SPONSORS.entries())
    add('sponsors', await render(sponsorSvg(s.name, i), fileOf(s.image), { quality: 80 }));
  for (const p of SEED_PRODUCTS) add('products', await render(productSvg(p), fileOf(p.image)));
  // One look per dosage form for the medicine catalogue (seed-medicines.ts: medicineImage).
  for (const form of SEED_DOSAGE_FORMS) {
    const p = {
      key: `medicine-${form}`,
      name: MEDICINE_FORM_LABELS[form] ?? form,
      description: '',
      category: 'OTC Medicine',
    };
    add('medicines', await render(medicineSvg(p, form), fileOf(`/images/products/medicine-${form}.webp`)));
  }
  add('other', await render(avatarSvg, 'images/placeholder-avatar.webp'));

  await mkdir(path.join(publicDir, 'images'), { recursive: true });
  await writeFile(path.join(publicDir, 'images/logo.svg'), `${logoSvg}\n`);
  await writeFile(path.join(publicDir, 'favicon.svg'), `${logoSvg}\n`);
  await renderAppIcons();

  for (const [group, { count, bytes, max }] of Object.entries(sizes)) {
    console.log(
      `${group.padEnd(11)} ${String(count).padStart(3)} files  ${(bytes / 1024).toFixed(1).padStart(7)} KB  (largest ${(max / 1024).toFixed(1)} KB)`,
    );
  }
}

// `--icons`: only the installed app's icons.
if (process.argv.includes('--icons')) await renderAppIcons();
else await main();
