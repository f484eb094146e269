import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { FILES_PREFIX, MANIFEST_ENTRY, type Manifest, parseManifest } from './manifest';
import { OpsError } from './opsError';
import { readTar, type TarEntry } from './tar';

/** zlib's own errors (`Z_DATA_ERROR`, `Z_BUF_ERROR`…) say the archive is damaged or cut short. */
const damaged = (error: unknown) => {
  const code = (error as NodeJS.ErrnoException).code;
  if (typeof code === 'string' && code.startsWith('Z_')) {
    return new OpsError(
      `The archive is damaged or truncated (${(error as Error).message}); nothing was restored.`,
    );
  }
  return error;
};

/** An archive's entries, its manifest read first; `close` stops reading it. */
export const openArchive = async (file: string) => {
  const input = createReadStream(file);
  const gunzip = createGunzip();
  input.on('error', (error) => gunzip.destroy(error));
  input.pipe(gunzip);
  const bytes = (async function* () {
    try {
      yield* gunzip;
    } catch (error) {
      throw damaged(error);
    }
  })();
  const entries = readTar(bytes);
  const close = () => {
    input.destroy();
    gunzip.destroy();
  };
  try {
    const first = await entries.next();
    if (first.done || first.value.name !== MANIFEST_ENTRY) {
      throw new OpsError(
        `${file} is not an Arenda CRM backup (it has no ${MANIFEST_ENTRY} first).`,
      );
    }
    const manifest = parseManifest((await first.value.read()).toString('utf8'));
    return { manifest, entries, close };
  } catch (error) {
    close();
    throw error;
  }
};

/** Where a batch of rows goes (tables in the manifest's order) and what becomes of a file. */
export interface EntryHandlers {
  rows(table: string, lines: string[]): Promise<void>;
  /** Takes the file's body and answers its SHA-256. */
  file(relative: string, body: AsyncIterable<Buffer>): Promise<string>;
}

/**
 * Reads the rest of the archive: row batches to `handlers.rows`, files to `handlers.file`, each
 * checked against the manifest's size and SHA-256; a file missing, extra or different refuses
 * the archive. The stream is read to its end, so gzip checks its own checksum too.
 */
export const readEntries = async (
  manifest: Manifest,
  entries: AsyncGenerator<TarEntry>,
  handlers: EntryHandlers,
) => {
  const expected = new Map(manifest.files.map((f) => [f.path, f]));
  const order = manifest.database.tables.map((t) => t.name);
  let at = 0;
  let files = 0;
  let bytes = 0;
  for await (const entry of entries) {
    const [kind, table] = entry.name.split('/');
    if (kind === 'database' && entry.name.endsWith('.jsonl')) {
      while (at < order.length && order[at] !== table) at++;
      if (at === order.length) {
        throw new OpsError(`The archive is damaged: rows of ${table} out of place.`);
      }
      const lines = (await entry.read()).toString('utf8').split('\n').filter(Boolean);
      await handlers.rows(table, lines);
    } else if (entry.name.startsWith(FILES_PREFIX)) {
      const relative = entry.name.slice(FILES_PREFIX.length);
      const listed = expected.get(relative);
      if (!listed) throw new OpsError(`The archive holds ${relative}, which its manifest lacks.`);
      expected.delete(relative);
      const hash = await handlers.file(relative, entry.chunks());
      if (entry.size !== listed.size || hash !== listed.sha256) {
        throw new OpsError(`The archive is damaged: ${relative} does not match its checksum.`);
      }
      files++;
      bytes += entry.size;
    } else {
      throw new OpsError(`The archive holds an unknown entry ${entry.name}.`);
    }
  }
  if (expected.size) {
    throw new OpsError(
      `The archive is incomplete: ${expected.size} files of its manifest are missing (${[...expected.keys()][0]}…).`,
    );
  }
  return { files, bytes };
};

const hashing = (body: AsyncIterable<Buffer>) => {
  const hash = createHash('sha256');
  return {
    chunks: (async function* () {
      for await (const chunk of body) {
        hash.update(chunk);
        yield chunk;
      }
    })(),
    digest: () => hash.digest('hex'),
  };
};

/** A file handler that writes the files under `dir`. */
export const writeFilesInto =
  (dir: string) =>
  async (relative: string, body: AsyncIterable<Buffer>): Promise<string> => {
    const target = path.join(dir, ...relative.split('/'));
    await mkdir(path.dirname(target), { recursive: true });
    const read = hashing(body);
    await pipeline(Readable.from(read.chunks), createWriteStream(target, { flags: 'wx' }));
    return read.digest();
  };

/** A file handler that only checks. */
export const hashOnly = async (_relative: string, body: AsyncIterable<Buffer>) => {
  const read = hashing(body);
  for await (const _ of read.chunks);
  return read.digest();
};
