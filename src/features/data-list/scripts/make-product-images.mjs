// One-off generator for the bundled product thumbnails (public/images/data-list/product-N.svg).
// Run: node src/features/data-list/scripts/make-product-images.mjs
import { mkdirSync, writeFileSync } from 'node:fs';

const out = new URL('../../../../public/images/data-list/', import.meta.url);
mkdirSync(out, { recursive: true });

const palettes = [
  ['#E0F5F3', '#00A598', '#00786E'],
  ['#E8EEFB', '#4C6EF5', '#2F4AC2'],
  ['#FFF1E6', '#FF9F43', '#C46A16'],
  ['#EAF9F0', '#28C76F', '#1A8148'],
  ['#FDEBEC', '#EA5455', '#B93A3B'],
  ['#F1EAFB', '#8C5CE0', '#5E35B1'],
  ['#E6F9FC', '#00CFE8', '#007C8B'],
  ['#F3F3F4', '#5F6266', '#2C2F36'],
  ['#FFF8E1', '#F5B400', '#9A6E00'],
  ['#E9F3FF', '#1E88E5', '#0D5AA7'],
  ['#FCEAF4', '#D6338A', '#9C1F63'],
  ['#EAF7F1', '#20A779', '#127154'],
];

// Simple flat pictograms: laptop, monitor, keyboard, watch | dumbbell, mat, kettlebell, tracker | headphones, speaker, earbuds, mic
const shapes = [
  (a, b) =>
    `<rect x="60" y="70" width="120" height="80" rx="8" fill="${a}"/><rect x="70" y="80" width="100" height="60" rx="4" fill="#fff" opacity=".85"/><path d="M40 158h160l-12 14H52z" fill="${b}"/>`,
  (a, b) =>
    `<rect x="45" y="55" width="150" height="95" rx="8" fill="${a}"/><rect x="55" y="65" width="130" height="75" rx="4" fill="#fff" opacity=".85"/><rect x="108" y="150" width="24" height="20" fill="${b}"/><rect x="85" y="170" width="70" height="8" rx="4" fill="${b}"/>`,
  (a, b) =>
    `<rect x="35" y="85" width="170" height="70" rx="10" fill="${a}"/>${Array.from({ length: 18 }, (_, i) => `<rect x="${47 + (i % 9) * 17}" y="${97 + Math.floor(i / 9) * 18}" width="12" height="12" rx="2" fill="#fff" opacity=".9"/>`).join('')}<rect x="80" y="133" width="80" height="12" rx="3" fill="${b}"/>`,
  (a, b) =>
    `<rect x="100" y="40" width="40" height="40" rx="6" fill="${b}"/><rect x="100" y="160" width="40" height="40" rx="6" fill="${b}"/><rect x="80" y="70" width="80" height="100" rx="22" fill="${a}"/><rect x="92" y="84" width="56" height="72" rx="14" fill="#fff" opacity=".85"/>`,
  (a, b) =>
    `<rect x="40" y="95" width="22" height="50" rx="4" fill="${a}"/><rect x="62" y="85" width="18" height="70" rx="4" fill="${b}"/><rect x="80" y="112" width="80" height="16" rx="4" fill="${a}"/><rect x="160" y="85" width="18" height="70" rx="4" fill="${b}"/><rect x="178" y="95" width="22" height="50" rx="4" fill="${a}"/>`,
  (a, b) =>
    `<rect x="50" y="70" width="140" height="100" rx="10" fill="${a}"/><circle cx="190" cy="120" r="26" fill="${b}"/><circle cx="190" cy="120" r="12" fill="#fff" opacity=".8"/>`,
  (a, b) =>
    `<path d="M95 80a25 25 0 0 1 50 0" fill="none" stroke="${b}" stroke-width="14"/><circle cx="120" cy="140" r="50" fill="${a}"/><rect x="100" y="128" width="40" height="8" rx="4" fill="#fff" opacity=".85"/>`,
  (a, b) =>
    `<rect x="96" y="40" width="48" height="160" rx="24" fill="${b}"/><rect x="86" y="85" width="68" height="70" rx="18" fill="${a}"/><rect x="98" y="100" width="44" height="40" rx="8" fill="#fff" opacity=".85"/>`,
  (a, b) =>
    `<path d="M60 130v-20a60 60 0 0 1 120 0v20" fill="none" stroke="${b}" stroke-width="12"/><rect x="48" y="120" width="34" height="56" rx="12" fill="${a}"/><rect x="158" y="120" width="34" height="56" rx="12" fill="${a}"/>`,
  (a, b) =>
    `<rect x="70" y="45" width="100" height="150" rx="16" fill="${a}"/><circle cx="120" cy="140" r="32" fill="#fff" opacity=".85"/><circle cx="120" cy="140" r="14" fill="${b}"/><circle cx="120" cy="80" r="12" fill="#fff" opacity=".85"/>`,
  (a, b) =>
    `<rect x="62" y="70" width="36" height="52" rx="18" fill="${a}"/><rect x="74" y="112" width="12" height="60" rx="6" fill="${b}"/><rect x="142" y="70" width="36" height="52" rx="18" fill="${a}"/><rect x="154" y="112" width="12" height="60" rx="6" fill="${b}"/>`,
  (a, b) =>
    `<rect x="92" y="40" width="56" height="96" rx="28" fill="${a}"/>${[60, 76, 92, 108].map((y) => `<rect x="102" y="${y}" width="36" height="5" rx="2.5" fill="#fff" opacity=".8"/>`).join('')}<path d="M78 112a42 42 0 0 0 84 0" fill="none" stroke="${b}" stroke-width="8"/><rect x="116" y="154" width="8" height="26" fill="${b}"/><rect x="92" y="180" width="56" height="8" rx="4" fill="${b}"/>`,
];

shapes.forEach((shape, i) => {
  const [bg, a, b] = palettes[i];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240" width="240" height="240"><rect width="240" height="240" rx="24" fill="${bg}"/>${shape(a, b)}</svg>\n`;
  writeFileSync(new URL(`product-${i + 1}.svg`, out), svg);
});
console.log(`wrote ${shapes.length} images to ${out.pathname}`);
