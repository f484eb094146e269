import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { OpsError } from './opsError';

/**
 * The ustar format, as much of it as a backup needs: regular files only, written and read as
 * streams. GNU tar, bsdtar and 7-Zip read what this writes (`tar tzf arenda-….tar.gz`).
 */

const BLOCK = 512;
/** Eleven octal digits: the largest size a plain ustar header holds (8 GiB − 1). */
const MAX_SIZE = 8 ** 11 - 1;

/** A damaged or truncated archive, or a name or size the format cannot hold. */
export class TarFormatError extends OpsError {}

const splitName = (name: string): { prefix: string; base: string } => {
  if (Buffer.byteLength(name) <= 100) return { prefix: '', base: name };
  const cut = name.lastIndexOf('/', 155);
  const prefix = name.slice(0, cut);
  const base = name.slice(cut + 1);
  if (cut <= 0 || Buffer.byteLength(prefix) > 155 || Buffer.byteLength(base) > 100) {
    throw new TarFormatError(`The name ${name} is too long for the archive`);
  }
  return { prefix, base };
};

const octal = (value: number, width: number) => `${value.toString(8).padStart(width - 1, '0')}\0`;

const header = (name: string, size: number, mtime: Date) => {
  if (size > MAX_SIZE) throw new TarFormatError(`${name} is larger than 8 GiB`);
  const block = Buffer.alloc(BLOCK);
  const { prefix, base } = splitName(name);
  block.write(base, 0, 100);
  block.write(octal(0o644, 8), 100);
  block.write(octal(0, 8), 108);
  block.write(octal(0, 8), 116);
  block.write(octal(size, 12), 124);
  block.write(octal(Math.floor(mtime.getTime() / 1000), 12), 136);
  block.write('        ', 148);
  block.write('0', 156);
  block.write('ustar\0', 257);
  block.write('00', 263);
  block.write(prefix, 345, 155);
  block.write(octal(checksum(block), 7), 148);
  return block;
};

const checksum = (block: Buffer) => {
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : block[i];
  return sum;
};

const padding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

/** Writes entries to `out` (a gzip stream, say), waiting whenever it asks to. */
export class TarWriter {
  constructor(private readonly out: Writable) {}

  private async write(bytes: Buffer) {
    if (!this.out.write(bytes)) await once(this.out, 'drain');
  }

  /** An entry held in memory. */
  async add(name: string, body: Buffer, mtime = new Date()) {
    await this.write(header(name, body.length, mtime));
    await this.write(body);
    await this.write(padding(body.length));
  }

  /** An entry of exactly `size` bytes read from `body`; a body of another length is an error. */
  async addStream(name: string, size: number, body: AsyncIterable<Buffer>, mtime = new Date()) {
    await this.write(header(name, size, mtime));
    let written = 0;
    for await (const chunk of body) {
      written += chunk.length;
      if (written > size) break;
      await this.write(chunk);
    }
    if (written !== size) {
      throw new TarFormatError(`${name} changed while it was being archived`);
    }
    await this.write(padding(size));
  }

  /** The two empty blocks that end an archive; the caller ends `out`. */
  async finish() {
    await this.write(Buffer.alloc(BLOCK * 2));
  }
}

/** Exact-length reads over a stream of chunks; a stream that stops short is a truncated archive. */
class ByteReader {
  private chunks: Buffer[] = [];
  private buffered = 0;
  private readonly source: AsyncIterator<Buffer>;

  constructor(source: AsyncIterable<Buffer>) {
    this.source = source[Symbol.asyncIterator]();
  }

  /** Up to `max` bytes (at least one), or undefined at the end of the stream. */
  async some(max: number): Promise<Buffer | undefined> {
    if (!this.buffered) {
      const next = await this.source.next();
      if (next.done) return undefined;
      this.chunks.push(next.value);
      this.buffered += next.value.length;
    }
    const first = this.chunks[0];
    const part = first.length <= max ? first : first.subarray(0, max);
    if (part === first) this.chunks.shift();
    else this.chunks[0] = first.subarray(max);
    this.buffered -= part.length;
    return part;
  }

  async exactly(size: number, what: string): Promise<Buffer> {
    const parts: Buffer[] = [];
    let have = 0;
    while (have < size) {
      const part = await this.some(size - have);
      if (!part) throw new TarFormatError(`The archive is truncated (in ${what})`);
      parts.push(part);
      have += part.length;
    }
    return parts.length === 1 ? parts[0] : Buffer.concat(parts);
  }

  async skip(size: number, what: string) {
    for (let left = size; left > 0; ) {
      const part = await this.some(left);
      if (!part) throw new TarFormatError(`The archive is truncated (in ${what})`);
      left -= part.length;
    }
  }

  /** Reads the stream to its end, so that a compressed stream checks its own trailer. */
  async drain() {
    while (await this.some(Number.MAX_SAFE_INTEGER));
  }
}

export interface TarEntry {
  name: string;
  size: number;
  /** The body in pieces of at most 1 MiB; what is left unread is skipped. */
  chunks(): AsyncGenerator<Buffer>;
  /** The whole body at once (small entries). */
  read(): Promise<Buffer>;
}

const field = (block: Buffer, start: number, length: number) => {
  const raw = block.subarray(start, start + length);
  const end = raw.indexOf(0);
  return raw.subarray(0, end === -1 ? length : end).toString('utf8');
};

const parseHeader = (block: Buffer) => {
  const stored = Number.parseInt(field(block, 148, 8).trim(), 8);
  if (stored !== checksum(block)) throw new TarFormatError('The archive is damaged (a header)');
  const prefix = field(block, 345, 155);
  const base = field(block, 0, 100);
  const sizeText = field(block, 124, 12).trim();
  if (!/^[0-7]+$/.test(sizeText)) throw new TarFormatError('The archive is damaged (a size)');
  return {
    name: prefix ? `${prefix}/${base}` : base,
    size: Number.parseInt(sizeText, 8),
    type: String.fromCharCode(block[156] || 48),
  };
};

/**
 * The archive's regular files in order. Each entry's body must be used before the next is asked
 * for; the stream is read to its end after the archive's last block.
 */
export async function* readTar(source: AsyncIterable<Buffer>): AsyncGenerator<TarEntry> {
  const bytes = new ByteReader(source);
  for (;;) {
    const block = await bytes.exactly(BLOCK, 'a header');
    if (block.every((b) => b === 0)) {
      await bytes.drain();
      return;
    }
    const { name, size, type } = parseHeader(block);
    let left = size;
    const chunks = async function* () {
      while (left > 0) {
        const part = await bytes.some(Math.min(left, 1024 * 1024));
        if (!part) throw new TarFormatError(`The archive is truncated (in ${name})`);
        left -= part.length;
        yield part;
      }
    };
    if (type === '0') {
      yield {
        name,
        size,
        chunks,
        read: async () => {
          const body = await bytes.exactly(left, name);
          left = 0;
          return body;
        },
      };
    }
    await bytes.skip(left, name);
    await bytes.skip(padding(size).length, name);
  }
}
