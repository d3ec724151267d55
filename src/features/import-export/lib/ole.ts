import { ImportError } from './parse';

/**
 * The workbook stream of an OLE compound file (MS-CFB), read strictly. SheetJS's own container reader follows
 * sector chains without loop checks (a looping FAT in a few crafted bytes grows an array until the worker runs
 * out of memory), so the container is ours: every chain is walked once, inside the file, or the file is
 * `corrupt`. A password-protected workbook (an encrypted .xlsx package, or a .xls with a FilePass record) is
 * `encrypted`. Only SheetJS's BIFF parser sees the bytes.
 */
const END_OF_CHAIN = -2;
const MINI_SECTOR = 64;
const MINI_CUTOFF = 4096;
const NO_STREAM = -1;

const corrupt = () => new ImportError('corrupt');

interface Entry {
  name: string;
  type: number;
  left: number;
  right: number;
  child: number;
  start: number;
  size: number;
}

export function workbookStream(bytes: Uint8Array): Uint8Array {
  if (bytes.length < 512) throw corrupt();
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const major = view.getUint16(0x1a, true);
  const shift = view.getUint16(0x1e, true);
  if (!((major === 3 && shift === 9) || (major === 4 && shift === 12)) || view.getUint16(0x20, true) !== 6) throw corrupt();
  const ssz = 1 << shift;
  const perSector = ssz / 4;
  const sectorCount = Math.ceil(bytes.length / ssz) - 1;
  const int32 = (at: number) => (at + 4 <= bytes.length ? view.getInt32(at, true) : END_OF_CHAIN);

  // The header lists 109 FAT sectors: 7 MB of 512-byte sectors, more than a file under the 5 MB limit needs.
  const fatSectors = view.getInt32(0x2c, true);
  if (fatSectors < 1 || fatSectors > 109) throw corrupt();
  const fat = new Int32Array(fatSectors * perSector);
  for (let i = 0; i < fatSectors; i++) {
    const sector = view.getInt32(0x4c + i * 4, true);
    if (sector < 0 || sector >= sectorCount) throw corrupt();
    for (let k = 0; k < perSector; k++) fat[i * perSector + k] = int32((sector + 1) * ssz + k * 4);
  }

  /** A chain of sectors, each visited once and inside its table, or the file is corrupt. */
  const chain = (start: number, table: Int32Array, count: number): number[] => {
    const seen = new Uint8Array(count);
    const out: number[] = [];
    for (let s = start; s !== END_OF_CHAIN; s = table[s] ?? NO_STREAM) {
      if (s < 0 || s >= count || s >= table.length || seen[s]) throw corrupt();
      seen[s] = 1;
      out.push(s);
    }
    return out;
  };
  const readChain = (start: number): Uint8Array => {
    const sectors = chain(start, fat, sectorCount);
    const out = new Uint8Array(sectors.length * ssz);
    sectors.forEach((s, i) => out.set(bytes.subarray((s + 1) * ssz, (s + 2) * ssz), i * ssz));
    return out;
  };

  const directory = readChain(view.getInt32(0x30, true));
  const dir = new DataView(directory.buffer);
  const entryCount = directory.length / 128;
  const entry = (i: number): Entry => {
    const at = i * 128;
    const nameBytes = Math.min(dir.getUint16(at + 0x40, true), 64);
    return {
      name: new TextDecoder('utf-16le').decode(directory.subarray(at, at + Math.max(0, nameBytes - 2))),
      type: dir.getUint8(at + 0x42),
      left: dir.getInt32(at + 0x44, true),
      right: dir.getInt32(at + 0x48, true),
      child: dir.getInt32(at + 0x4c, true),
      start: dir.getInt32(at + 0x74, true),
      size: dir.getUint32(at + 0x78, true),
    };
  };
  const root = entry(0);
  if (root.type !== 5) throw corrupt();

  // The root's children are a tree through left/right siblings; each entry is visited once.
  const children = new Map<string, Entry>();
  const seen = new Uint8Array(entryCount);
  const stack = [root.child];
  while (stack.length) {
    const i = stack.pop() ?? NO_STREAM;
    if (i < 0) continue;
    if (i >= entryCount || seen[i]) throw corrupt();
    seen[i] = 1;
    const e = entry(i);
    children.set(e.name.toLowerCase(), e);
    stack.push(e.left, e.right);
  }
  if (children.has('encryptioninfo') || children.has('encryptedpackage')) throw new ImportError('encrypted');
  const book = children.get('workbook') ?? children.get('book');
  if (!book || book.type !== 2) throw corrupt();

  let stream: Uint8Array;
  if (book.size >= MINI_CUTOFF) {
    stream = readChain(book.start);
  } else {
    // Small streams live in 64-byte sectors of the mini stream (the root's data), chained by the mini FAT.
    const miniStream = readChain(root.start);
    const miniFatBytes = readChain(view.getInt32(0x3c, true));
    const miniFat = new Int32Array(miniFatBytes.buffer, 0, miniFatBytes.length / 4);
    const sectors = chain(book.start, miniFat, miniStream.length / MINI_SECTOR);
    stream = new Uint8Array(sectors.length * MINI_SECTOR);
    sectors.forEach((s, i) => stream.set(miniStream.subarray(s * MINI_SECTOR, (s + 1) * MINI_SECTOR), i * MINI_SECTOR));
  }
  if (stream.length < book.size) throw corrupt();
  stream = stream.slice(0, book.size);
  if (hasFilePass(stream)) throw new ImportError('encrypted');
  return stream;
}

/** A FilePass record in the workbook globals (before their EOF) means the BIFF records are encrypted. */
function hasFilePass(stream: Uint8Array): boolean {
  const view = new DataView(stream.buffer, stream.byteOffset, stream.byteLength);
  for (let at = 0; at + 4 <= stream.length; at += 4 + view.getUint16(at + 2, true)) {
    const type = view.getUint16(at, true);
    if (type === 0x002f) return true;
    if (type === 0x000a) return false;
  }
  return false;
}
