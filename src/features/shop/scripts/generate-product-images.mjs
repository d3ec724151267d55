#!/usr/bin/env node
// Writes the bundled product illustrations (public/images/products/*.svg). Run once:
//   node src/features/shop/scripts/generate-product-images.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const out = join(process.cwd(), 'public/images/products');
mkdirSync(out, { recursive: true });

const shadow = (cx = 200, cy = 255, rx = 110) => `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="10" fill="#0f172a" opacity=".12"/>`;
const shine = (x, y, w, h, r = 8) => `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="url(#shine)"/>`;

/** name → [gradient from, gradient to, drawing] */
const products = {
  laptop: [
    '#e0f2fe',
    '#c7d2fe',
    `${shadow(200, 250, 140)}
    <rect x="100" y="70" width="200" height="135" rx="10" fill="#334155"/>
    <rect x="110" y="80" width="180" height="115" rx="4" fill="url(#screen)"/>
    <path d="M70 212h260l-18 26H88z" fill="#cbd5e1"/><path d="M70 212h260v6H70z" fill="#94a3b8"/>
    <rect x="180" y="222" width="40" height="6" rx="3" fill="#94a3b8"/>
    <circle cx="200" cy="137" r="22" fill="#fff" opacity=".25"/>${shine(110, 80, 90, 115, 4)}`,
  ],
  phone: [
    '#fce7f3',
    '#ddd6fe',
    `${shadow(200, 258, 70)}
    <rect x="150" y="40" width="100" height="210" rx="18" fill="#1e293b"/>
    <rect x="157" y="47" width="86" height="196" rx="13" fill="url(#screen)"/>
    <rect x="185" y="53" width="30" height="7" rx="3.5" fill="#0f172a"/>
    <circle cx="200" cy="130" r="26" fill="#fff" opacity=".2"/><circle cx="215" cy="165" r="16" fill="#fff" opacity=".15"/>${shine(157, 47, 43, 196, 13)}`,
  ],
  tablet: [
    '#ecfccb',
    '#bae6fd',
    `${shadow(200, 258, 120)}
    <rect x="95" y="50" width="210" height="200" rx="16" fill="#475569"/>
    <rect x="104" y="59" width="192" height="182" rx="8" fill="url(#screen)"/>
    <rect x="120" y="80" width="70" height="50" rx="6" fill="#fff" opacity=".3"/><rect x="200" y="80" width="80" height="50" rx="6" fill="#fff" opacity=".2"/>
    <rect x="120" y="140" width="160" height="80" rx="6" fill="#fff" opacity=".18"/>${shine(104, 59, 90, 182, 8)}`,
  ],
  monitor: [
    '#e0e7ff',
    '#fae8ff',
    `${shadow(200, 256, 90)}
    <rect x="70" y="45" width="260" height="160" rx="10" fill="#1f2937"/>
    <rect x="78" y="53" width="244" height="144" rx="4" fill="url(#screen)"/>
    <path d="M185 205h30l8 36h-46z" fill="#94a3b8"/><rect x="150" y="240" width="100" height="10" rx="5" fill="#64748b"/>
    <path d="M78 160l60-40 50 30 60-50 74 50v47H78z" fill="#fff" opacity=".2"/>${shine(78, 53, 120, 144, 4)}`,
  ],
  keyboard: [
    '#f1f5f9',
    '#cffafe',
    `${shadow(200, 236, 150)}
    <rect x="50" y="105" width="300" height="120" rx="14" fill="#334155"/>
    ${Array.from({ length: 4 }, (_, r) => Array.from({ length: 12 }, (_, c) => `<rect x="${62 + c * 23.5}" y="${117 + r * 24}" width="19" height="19" rx="4" fill="${(r + c) % 7 === 0 ? '#22d3ee' : '#e2e8f0'}"/>`).join('')).join('')}
    <rect x="120" y="213" width="160" height="0" fill="none"/>`,
  ],
  mouse: [
    '#fef3c7',
    '#fecdd3',
    `${shadow(200, 250, 60)}
    <path d="M200 55c48 0 70 40 70 95s-25 100-70 100-70-45-70-100 22-95 70-95z" fill="#f8fafc" stroke="#cbd5e1" stroke-width="3"/>
    <path d="M200 55v75" stroke="#cbd5e1" stroke-width="3"/><rect x="193" y="82" width="14" height="30" rx="7" fill="#f43f5e"/>
    <path d="M152 110c5-30 20-45 40-50" stroke="#fff" stroke-width="8" stroke-linecap="round" opacity=".9"/>`,
  ],
  headphones: [
    '#ffe4e6',
    '#e9d5ff',
    `${shadow(200, 256, 90)}
    <path d="M115 170v-30a85 85 0 01170 0v30" fill="none" stroke="#1e293b" stroke-width="16" stroke-linecap="round"/>
    <rect x="92" y="150" width="56" height="92" rx="24" fill="#7c3aed"/><rect x="252" y="150" width="56" height="92" rx="24" fill="#7c3aed"/>
    <rect x="108" y="162" width="30" height="68" rx="14" fill="#a78bfa"/><rect x="262" y="162" width="30" height="68" rx="14" fill="#a78bfa"/>`,
  ],
  earbuds: [
    '#dcfce7',
    '#e0f2fe',
    `${shadow(200, 250, 100)}
    <rect x="120" y="150" width="160" height="90" rx="40" fill="#f8fafc" stroke="#cbd5e1" stroke-width="3"/><path d="M122 185h156" stroke="#cbd5e1" stroke-width="3"/>
    <circle cx="200" cy="212" r="4" fill="#22c55e"/>
    <g><circle cx="160" cy="105" r="26" fill="#fff" stroke="#cbd5e1" stroke-width="3"/><rect x="152" y="110" width="16" height="50" rx="8" fill="#fff" stroke="#cbd5e1" stroke-width="3"/><circle cx="160" cy="105" r="10" fill="#334155"/></g>
    <g><circle cx="240" cy="105" r="26" fill="#fff" stroke="#cbd5e1" stroke-width="3"/><rect x="232" y="110" width="16" height="50" rx="8" fill="#fff" stroke="#cbd5e1" stroke-width="3"/><circle cx="240" cy="105" r="10" fill="#334155"/></g>`,
  ],
  speaker: [
    '#cffafe',
    '#d9f99d',
    `${shadow(200, 256, 80)}
    <rect x="135" y="45" width="130" height="205" rx="30" fill="#0f766e"/>
    <circle cx="200" cy="95" r="26" fill="#134e4a"/><circle cx="200" cy="95" r="12" fill="#5eead4"/>
    <circle cx="200" cy="180" r="46" fill="#134e4a"/><circle cx="200" cy="180" r="30" fill="#14b8a6"/><circle cx="200" cy="180" r="12" fill="#134e4a"/>
    ${shine(135, 45, 50, 205, 30)}`,
  ],
  watch: [
    '#fef9c3',
    '#fed7aa',
    `${shadow(200, 262, 60)}
    <rect x="168" y="30" width="64" height="70" rx="14" fill="#fb923c"/><rect x="168" y="200" width="64" height="60" rx="14" fill="#fb923c"/>
    <rect x="145" y="85" width="110" height="130" rx="30" fill="#1e293b"/><rect x="155" y="95" width="90" height="110" rx="22" fill="url(#screen)"/>
    <text x="200" y="158" font-family="Arial, sans-serif" font-size="30" font-weight="700" text-anchor="middle" fill="#fff">10:09</text>
    <rect x="255" y="130" width="8" height="24" rx="4" fill="#64748b"/>`,
  ],
  camera: [
    '#e2e8f0',
    '#fde68a',
    `${shadow(200, 252, 130)}
    <rect x="150" y="60" width="70" height="30" rx="6" fill="#334155"/>
    <rect x="70" y="80" width="260" height="160" rx="20" fill="#1f2937"/><rect x="70" y="120" width="260" height="16" fill="#374151"/>
    <circle cx="200" cy="162" r="58" fill="#475569"/><circle cx="200" cy="162" r="44" fill="#0f172a"/><circle cx="200" cy="162" r="28" fill="url(#screen)"/>
    <circle cx="186" cy="150" r="8" fill="#fff" opacity=".7"/><circle cx="295" cy="105" r="8" fill="#ef4444"/>`,
  ],
  drone: [
    '#e0f2fe',
    '#f5f5f4',
    `${shadow(200, 250, 110)}
    <path d="M110 110l180 70M290 110l-180 70" stroke="#334155" stroke-width="10" stroke-linecap="round"/>
    ${[
      [110, 110],
      [290, 110],
      [110, 180],
      [290, 180],
    ]
      .map(
        ([x, y]) =>
          `<ellipse cx="${x}" cy="${y - 14}" rx="46" ry="7" fill="#94a3b8" opacity=".7"/><circle cx="${x}" cy="${y}" r="12" fill="#1e293b"/>`,
      )
      .join('')}
    <rect x="160" y="125" width="80" height="42" rx="18" fill="#f8fafc" stroke="#cbd5e1" stroke-width="3"/>
    <circle cx="200" cy="185" r="14" fill="#1e293b"/><circle cx="200" cy="185" r="6" fill="#38bdf8"/>`,
  ],
  tv: [
    '#ede9fe',
    '#cffafe',
    `${shadow(200, 256, 120)}
    <rect x="45" y="50" width="310" height="180" rx="8" fill="#111827"/><rect x="52" y="57" width="296" height="166" rx="3" fill="url(#screen)"/>
    <path d="M52 190c70-60 120-20 170-50s90-30 126-10v93H52z" fill="#fff" opacity=".18"/><circle cx="290" cy="100" r="22" fill="#fde047" opacity=".8"/>
    <path d="M120 230l-12 22M280 230l12 22" stroke="#475569" stroke-width="8" stroke-linecap="round"/>`,
  ],
  gamepad: [
    '#fce7f3',
    '#c7d2fe',
    `${shadow(200, 250, 120)}
    <path d="M120 100h160c40 0 60 40 66 90 5 45-30 60-52 35l-30-30H136l-30 30c-22 25-57 10-52-35 6-50 26-90 66-90z" fill="#4f46e5"/>
    <rect x="118" y="135" width="16" height="48" rx="4" fill="#e0e7ff"/><rect x="102" y="151" width="48" height="16" rx="4" fill="#e0e7ff"/>
    <circle cx="270" cy="140" r="10" fill="#f43f5e"/><circle cx="292" cy="160" r="10" fill="#facc15"/><circle cx="248" cy="160" r="10" fill="#22c55e"/><circle cx="270" cy="180" r="10" fill="#38bdf8"/>
    <circle cx="175" cy="190" r="14" fill="#312e81"/><circle cx="225" cy="190" r="14" fill="#312e81"/>`,
  ],
  coffee: [
    '#fef3c7',
    '#fed7aa',
    `${shadow(200, 256, 100)}
    <rect x="120" y="45" width="160" height="40" rx="10" fill="#292524"/><rect x="120" y="85" width="40" height="140" fill="#44403c"/>
    <rect x="120" y="225" width="170" height="25" rx="6" fill="#292524"/><rect x="175" y="85" width="50" height="20" rx="4" fill="#57534e"/>
    <path d="M178 165h54l-6 55h-42z" fill="#fff" stroke="#e7e5e4" stroke-width="3"/><path d="M232 178c18 0 18 26 0 26" fill="none" stroke="#e7e5e4" stroke-width="6"/>
    <path d="M192 150c-6-10 6-14 0-24M212 150c-6-10 6-14 0-24" stroke="#a8a29e" stroke-width="4" fill="none" stroke-linecap="round"/>`,
  ],
  blender: [
    '#dcfce7',
    '#fef9c3',
    `${shadow(200, 256, 70)}
    <path d="M150 40h100l-12 140h-76z" fill="#e0f2fe" opacity=".85" stroke="#7dd3fc" stroke-width="3"/>
    <path d="M158 110h84l-6 70h-72z" fill="#f472b6" opacity=".85"/><rect x="145" y="32" width="110" height="14" rx="6" fill="#334155"/>
    <path d="M155 180h90l15 70H140z" fill="#1e293b"/><circle cx="200" cy="218" r="12" fill="#22c55e"/>`,
  ],
  lamp: [
    '#fef9c3',
    '#e0e7ff',
    `${shadow(200, 256, 70)}
    <path d="M255 60l-60 80M195 140l40 100" stroke="#475569" stroke-width="9" stroke-linecap="round"/>
    <path d="M220 35l70 30-20 45-70-30z" fill="#f59e0b"/><path d="M235 95l-60 90 85-60z" fill="#fde68a" opacity=".55"/>
    <ellipse cx="215" cy="245" rx="55" ry="10" fill="#334155"/><circle cx="195" cy="140" r="9" fill="#334155"/>`,
  ],
  plant: [
    '#dcfce7',
    '#ccfbf1',
    `${shadow(200, 256, 70)}
    <path d="M200 160c-10-50-50-70-80-72 4 40 30 70 80 72zM200 160c10-60 50-90 90-92-4 50-40 86-90 92zM200 165c-4-60 10-100 0-125-16 30-20 80 0 125z" fill="#22c55e"/>
    <path d="M200 165c-20-40-40-50-60-56M200 165c20-50 45-70 70-80" stroke="#15803d" stroke-width="3" fill="none"/>
    <path d="M150 160h100l-14 92h-72z" fill="#f97316"/><rect x="144" y="155" width="112" height="18" rx="5" fill="#ea580c"/>`,
  ],
  sneaker: [
    '#ffedd5',
    '#e0f2fe',
    `${shadow(200, 240, 140)}
    <path d="M70 200c0-40 20-70 45-80l40 30 50-10 30 20c40 5 95 15 100 40v20H70z" fill="#f8fafc" stroke="#cbd5e1" stroke-width="3"/>
    <path d="M70 215h265v15c0 8-6 12-14 12H82c-8 0-12-5-12-12z" fill="#ef4444"/>
    <path d="M150 160l20-8M165 172l20-8M180 184l20-8" stroke="#334155" stroke-width="4" stroke-linecap="round"/>
    <path d="M230 190c30-2 60 4 90 18" stroke="#38bdf8" stroke-width="8" fill="none" stroke-linecap="round"/>`,
  ],
  backpack: [
    '#e0e7ff',
    '#dcfce7',
    `${shadow(200, 258, 85)}
    <path d="M170 60a30 30 0 0160 0" fill="none" stroke="#1e3a8a" stroke-width="10"/>
    <rect x="125" y="60" width="150" height="190" rx="40" fill="#2563eb"/>
    <rect x="145" y="150" width="110" height="80" rx="18" fill="#1d4ed8"/><path d="M150 172h100" stroke="#93c5fd" stroke-width="4"/>
    <rect x="190" y="163" width="20" height="14" rx="4" fill="#facc15"/>${shine(125, 60, 60, 190, 40)}`,
  ],
  sunglasses: [
    '#fef3c7',
    '#fbcfe8',
    `${shadow(200, 220, 130)}
    <path d="M80 120h240" stroke="#1e293b" stroke-width="8" stroke-linecap="round"/>
    <path d="M88 120h96c0 50-20 70-48 70s-48-20-48-70zM216 120h96c0 50-20 70-48 70s-48-20-48-70z" fill="url(#lens)" stroke="#1e293b" stroke-width="6"/>
    <path d="M184 128c10-8 22-8 32 0" stroke="#1e293b" stroke-width="6" fill="none"/>
    <path d="M110 135l30 30M238 135l30 30" stroke="#fff" stroke-width="5" opacity=".5" stroke-linecap="round"/>`,
  ],
  dumbbell: [
    '#f1f5f9',
    '#fecaca',
    `${shadow(200, 240, 140)}
    <rect x="110" y="140" width="180" height="20" rx="8" fill="#94a3b8"/>
    <rect x="75" y="100" width="32" height="100" rx="8" fill="#1e293b"/><rect x="108" y="115" width="20" height="70" rx="6" fill="#334155"/>
    <rect x="293" y="100" width="32" height="100" rx="8" fill="#1e293b"/><rect x="272" y="115" width="20" height="70" rx="6" fill="#334155"/>
    <rect x="80" y="108" width="6" height="84" rx="3" fill="#ef4444"/><rect x="314" y="108" width="6" height="84" rx="3" fill="#ef4444"/>`,
  ],
  bottle: [
    '#cffafe',
    '#e0e7ff',
    `${shadow(200, 260, 50)}
    <rect x="178" y="30" width="44" height="30" rx="8" fill="#0f172a"/><rect x="170" y="55" width="60" height="14" rx="4" fill="#334155"/>
    <rect x="158" y="68" width="84" height="185" rx="26" fill="#06b6d4"/><rect x="158" y="130" width="84" height="60" fill="#0891b2"/>
    <path d="M185 150l15-15 15 15-15 15z" fill="#fff" opacity=".8"/>${shine(158, 68, 34, 185, 26)}`,
  ],
  bicycle: [
    '#dcfce7',
    '#fef9c3',
    `${shadow(200, 246, 150)}
    <circle cx="110" cy="185" r="55" fill="none" stroke="#1e293b" stroke-width="9"/><circle cx="290" cy="185" r="55" fill="none" stroke="#1e293b" stroke-width="9"/>
    <circle cx="110" cy="185" r="6" fill="#1e293b"/><circle cx="290" cy="185" r="6" fill="#1e293b"/>
    <path d="M110 185l55-75h90l35 75M165 110l35 75h55M200 185l55-75M150 95h35M255 110l-8-30h25" fill="none" stroke="#16a34a" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>
    <circle cx="200" cy="185" r="12" fill="#334155"/>`,
  ],
};

const defs = (a, b) => `<defs>
  <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient>
  <linearGradient id="screen" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#38bdf8"/><stop offset=".55" stop-color="#6366f1"/><stop offset="1" stop-color="#a855f7"/></linearGradient>
  <linearGradient id="lens" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0ea5e9"/><stop offset="1" stop-color="#7c3aed"/></linearGradient>
  <linearGradient id="shine" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fff" stop-opacity=".22"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>
</defs>`;

for (const [name, [a, b, body]] of Object.entries(products)) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="400" height="300">
${defs(a, b)}
<rect width="400" height="300" fill="url(#bg)"/>
<circle cx="330" cy="50" r="70" fill="#fff" opacity=".35"/><circle cx="60" cy="270" r="90" fill="#fff" opacity=".25"/>
${body}
</svg>
`;
  writeFileSync(join(out, `${name}.svg`), svg);
}
console.log(`wrote ${Object.keys(products).length} illustrations to ${out}`);
