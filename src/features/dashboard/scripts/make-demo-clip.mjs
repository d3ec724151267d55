#!/usr/bin/env node
// Renders public/media/demo-clip.webm (~4 s, VP8/VP9) for the video player card: a canvas animation recorded
// in headless Chromium with MediaRecorder. Run by hand (not at build time): node src/features/dashboard/scripts/make-demo-clip.mjs
// MediaRecorder writes no Duration, so the file gets one afterwards (`--patch` only patches the existing file):
// without it a player must seek to the end to learn the length, which aborts its first range request.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const out = fileURLToPath(new URL('../../../../public/media/demo-clip.webm', import.meta.url));
/** Reads an EBML variable-length integer at `at`: its length and value (`unknown` when all value bits are 1). */
function vint(bytes, at, keepMarker = false) {
  const first = bytes[at];
  let length = 1;
  while (length <= 8 && !(first & (0x80 >> (length - 1)))) length++;
  let value = keepMarker ? first : first & (0xff >> length);
  for (let i = 1; i < length; i++) value = value * 256 + bytes[at + i];
  const unknown = !keepMarker && value === 2 ** (7 * length) - 1;
  return { length, value, unknown };
}

/** Adds Segment/Info/Duration (ms, the default TimecodeScale) from the last block's time plus one frame. */
export function withDuration(bytes, frameMs = 1000 / 30) {
  const INFO = 0x1549a966,
    CLUSTER = 0x1f43b675,
    TIMECODE = 0xe7,
    BLOCK_GROUP = 0xa0,
    BLOCKS = [0xa1, 0xa3];
  let infoAt = -1,
    clusterTime = 0,
    end = 0;
  // Segment and Cluster sizes are "unknown" in MediaRecorder output: walk every element header in order.
  for (let at = 0; at < bytes.length;) {
    const id = vint(bytes, at, true);
    const size = vint(bytes, at + id.length);
    const body = at + id.length + size.length;
    if (id.value === 0x18538067 || id.value === CLUSTER || id.value === BLOCK_GROUP || size.unknown) {
      at = body; // containers: step inside
      continue;
    }
    if (id.value === INFO) infoAt = at;
    if (id.value === TIMECODE) clusterTime = readUint(bytes, body, size.value);
    if (BLOCKS.includes(id.value)) {
      const track = vint(bytes, body);
      const relative = (bytes[body + track.length] << 8) | bytes[body + track.length + 1];
      end = Math.max(end, clusterTime + ((relative << 16) >> 16) + frameMs);
    }
    at = body + size.value;
  }
  if (infoAt < 0) throw new Error('no Segment Info element');
  const infoSize = vint(bytes, infoAt + 4);
  for (let at = infoAt + 4 + infoSize.length; at < infoAt + 4 + infoSize.length + infoSize.value;) {
    const id = vint(bytes, at, true);
    const size = vint(bytes, at + id.length);
    if (id.value === 0x4489) return bytes; // already has a Duration
    at += id.length + size.length + size.value;
  }
  if (infoSize.length !== 1 || infoSize.value + 11 > 126) throw new Error('unexpected Info size');
  const duration = Buffer.alloc(11);
  duration.set([0x44, 0x89, 0x88]);
  duration.writeDoubleBE(Math.round(end), 3);
  const infoBody = infoAt + 5;
  return Buffer.concat([
    Buffer.from(bytes.subarray(0, infoAt + 4)),
    Buffer.from([0x80 | (infoSize.value + 11)]),
    Buffer.from(bytes.subarray(infoBody, infoBody + infoSize.value)),
    duration,
    Buffer.from(bytes.subarray(infoBody + infoSize.value)),
  ]);
}

function readUint(bytes, at, length) {
  let value = 0;
  for (let i = 0; i < length; i++) value = value * 256 + bytes[at + i];
  return value;
}

if (process.argv.includes('--patch')) {
  const patched = withDuration(readFileSync(out));
  writeFileSync(out, patched);
  console.log(`${out}: Duration added (${patched.length} bytes)`);
  process.exit(0);
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--autoplay-policy=no-user-gesture-required'],
});
const page = await browser.newPage();
const base64 = await page.evaluate(async () => {
  const W = 640,
    H = 360,
    SECONDS = 4,
    FPS = 30;
  const canvas = document.createElement('canvas');
  canvas.width = W;
  canvas.height = H;
  document.body.append(canvas);
  const ctx = canvas.getContext('2d');
  const draw = (t) => {
    const g = ctx.createLinearGradient(0, 0, W, H);
    g.addColorStop(0, '#00786e');
    g.addColorStop(1, '#1e3a5f');
    ctx.fillStyle = g;
    ctx.fillRect(0, 0, W, H);
    // Rolling hills.
    for (let layer = 0; layer < 3; layer++) {
      ctx.beginPath();
      ctx.moveTo(0, H);
      for (let x = 0; x <= W; x += 8) {
        const y = H * (0.62 + layer * 0.1) + Math.sin(x / (90 - layer * 15) + t * (0.8 + layer * 0.6)) * (18 - layer * 4);
        ctx.lineTo(x, y);
      }
      ctx.lineTo(W, H);
      ctx.closePath();
      ctx.fillStyle = ['rgba(255,255,255,0.10)', 'rgba(255,255,255,0.16)', 'rgba(0,0,0,0.25)'][layer];
      ctx.fill();
    }
    // Orbiting dots around a pulsing sun.
    const cx = W / 2,
      cy = H * 0.42,
      r = 46 + Math.sin(t * 3) * 5;
    ctx.beginPath();
    ctx.arc(cx, cy, r, 0, Math.PI * 2);
    ctx.fillStyle = '#ffcf70';
    ctx.fill();
    for (let i = 0; i < 8; i++) {
      const a = t * 1.6 + (i * Math.PI) / 4;
      ctx.beginPath();
      ctx.arc(cx + Math.cos(a) * 100, cy + Math.sin(a) * 48, 7, 0, Math.PI * 2);
      ctx.fillStyle = i % 2 ? '#ffffff' : '#2ac1b3';
      ctx.fill();
    }
    ctx.fillStyle = '#ffffff';
    ctx.font = '600 26px sans-serif';
    ctx.textAlign = 'center';
    ctx.fillText('Tessera demo clip', cx, H - 40);
    ctx.font = '500 16px monospace';
    ctx.fillText(`${t.toFixed(1)} s`, W - 50, 30);
  };
  const stream = canvas.captureStream(FPS);
  const mime = MediaRecorder.isTypeSupported('video/webm;codecs=vp9') ? 'video/webm;codecs=vp9' : 'video/webm';
  const recorder = new MediaRecorder(stream, { mimeType: mime, videoBitsPerSecond: 500_000 });
  const chunks = [];
  recorder.ondataavailable = (e) => e.data.size && chunks.push(e.data);
  const done = new Promise((resolve) => (recorder.onstop = resolve));
  const start = performance.now();
  draw(0);
  recorder.start(250);
  await new Promise((resolve) => {
    const tick = () => {
      const t = (performance.now() - start) / 1000;
      draw(Math.min(t, SECONDS));
      if (t < SECONDS) setTimeout(tick, 1000 / FPS);
      else resolve();
    };
    tick();
  });
  recorder.stop();
  await done;
  const buf = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer());
  let bin = '';
  for (let i = 0; i < buf.length; i += 0x8000) bin += String.fromCharCode(...buf.subarray(i, i + 0x8000));
  return btoa(bin);
});
await browser.close();
const bytes = withDuration(Buffer.from(base64, 'base64'));
writeFileSync(out, bytes);
console.log(`${out}: ${(bytes.length / 1024).toFixed(0)} KB`);
