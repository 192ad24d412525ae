import { createReadStream } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { createInflateRaw } from 'node:zlib';

/** More than any CV unpacks to, and far less than a zip bomb. */
const maxUnpackedBytes = 100 * 1024 * 1024;
/** Word's XML and pictures pack some ten to one; a bomb packs a thousand to one. */
const maxPackingRatio = 100;
/** A Word document has tens of parts, a few hundred with many pictures. */
const maxEntries = 5000;
const maxDirectoryBytes = 1024 * 1024;

const signatures = { local: 0x04034b50, central: 0x02014b50, end: 0x06054b50 };
const compression = { stored: 0, deflated: 8 };

type Entry = { name: string; method: number; packedSize: number; size: number; localHeaderAt: number };

/** The entries a zip's central directory lists, or undefined when it has none that can be read within bounds. */
async function entriesOf(file: FileHandle, size: number): Promise<Entry[] | undefined> {
  // The end record is in the last 22 bytes, after a comment of at most 64 KiB.
  const tailLength = Math.min(size, 22 + 0xffff);
  const tail = Buffer.alloc(tailLength);
  await file.read(tail, 0, tailLength, size - tailLength);
  const end = tail.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0 || end + 22 > tail.length || tail.readUInt32LE(end) !== signatures.end) return undefined;
  const count = tail.readUInt16LE(end + 10);
  const directorySize = tail.readUInt32LE(end + 12);
  const directoryAt = tail.readUInt32LE(end + 16);
  if (count > maxEntries || directorySize > maxDirectoryBytes || directoryAt + directorySize > size) return undefined;
  const directory = Buffer.alloc(directorySize);
  await file.read(directory, 0, directorySize, directoryAt);
  const entries: Entry[] = [];
  for (let at = 0; entries.length < count;) {
    if (at + 46 > directory.length || directory.readUInt32LE(at) !== signatures.central) return undefined;
    const nameLength = directory.readUInt16LE(at + 28);
    const next = at + 46 + nameLength + directory.readUInt16LE(at + 30) + directory.readUInt16LE(at + 32);
    if (next > directory.length) return undefined;
    entries.push({
      name: directory.toString('utf8', at + 46, at + 46 + nameLength),
      method: directory.readUInt16LE(at + 10),
      packedSize: directory.readUInt32LE(at + 20),
      size: directory.readUInt32LE(at + 24),
      localHeaderAt: directory.readUInt32LE(at + 42),
    });
    at = next;
  }
  return entries;
}

/** Whether the entry's bytes unpack to exactly the size it declares; unpacking stops as soon as they go past it. */
async function unpacksAsDeclared(path: string, file: FileHandle, size: number, entry: Entry): Promise<boolean> {
  const header = Buffer.alloc(30);
  await file.read(header, 0, 30, entry.localHeaderAt);
  if (header.readUInt32LE(0) !== signatures.local) return false;
  const dataAt = entry.localHeaderAt + 30 + header.readUInt16LE(26) + header.readUInt16LE(28);
  if (dataAt + entry.packedSize > size) return false;
  if (entry.method === compression.stored) return entry.packedSize === entry.size;
  if (entry.method !== compression.deflated || entry.packedSize === 0) return false;
  let unpacked = 0;
  try {
    await pipeline(
      createReadStream(path, { start: dataAt, end: dataAt + entry.packedSize - 1 }),
      createInflateRaw(),
      async (chunks: AsyncIterable<Buffer>) => {
        for await (const chunk of chunks) {
          unpacked += chunk.length;
          if (unpacked > entry.size) throw new Error(`${entry.name} unpacks to more than it declares.`);
        }
      },
    );
  } catch {
    return false;
  }
  return unpacked === entry.size;
}

/**
 * Whether a zip is a Word document that is safe to keep: an OOXML package with its content types and main
 * document, unpacking to at most 100 MB at a sane ratio, and every part unpacking to the size it declares (a
 * bomb that understates its sizes is caught by unpacking, which never goes beyond the declared total).
 */
export async function isWordPackage(path: string, size: number): Promise<boolean> {
  const file = await open(path, 'r');
  try {
    const entries = await entriesOf(file, size);
    if (!entries) return false;
    const names = new Set(entries.map((entry) => entry.name));
    if (!names.has('[Content_Types].xml') || !names.has('word/document.xml')) return false;
    const declared = entries.reduce((total, entry) => total + entry.size, 0);
    if (declared > maxUnpackedBytes || declared > maxPackingRatio * size) return false;
    for (const entry of entries) {
      if (!(await unpacksAsDeclared(path, file, size, entry))) return false;
    }
    return true;
  } finally {
    await file.close();
  }
}
