import { createReadStream } from 'node:fs';
import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** Where file bodies live; a local folder here, an S3-compatible store can take its place. */
export interface FileStorage {
  put(key: string, body: Buffer): Promise<void>;
  open(key: string): Promise<{ stream: Readable; size: number } | null>;
  remove(key: string): Promise<void>;
  /** Every stored key with when its bytes were written (the cleanup's sweep for strays). */
  list(): AsyncIterable<{ key: string; writtenAt: Date }>;
}

const KEY = /^[a-zA-Z0-9_-]+(\.[a-z0-9]+)?$/;

export const localStorage = (root: string): FileStorage => {
  const pathOf = (key: string) => {
    if (!KEY.test(key)) throw new Error('invalid storage key');
    return path.join(root, key.slice(0, 2), key);
  };
  return {
    put: async (key, body) => {
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, body, { flag: 'wx' });
    },
    open: async (key) => {
      if (!KEY.test(key)) return null;
      const target = pathOf(key);
      try {
        const info = await stat(target);
        return { stream: createReadStream(target), size: info.size };
      } catch {
        return null;
      }
    },
    remove: async (key) => {
      await rm(pathOf(key), { force: true });
    },
    list: async function* () {
      const folders = await readdir(root).catch(() => [] as string[]);
      for (const folder of folders) {
        const keys = await readdir(path.join(root, folder)).catch(() => [] as string[]);
        for (const key of keys) {
          if (!KEY.test(key)) continue;
          const info = await stat(path.join(root, folder, key)).catch(() => null);
          if (info?.isFile()) yield { key, writtenAt: info.mtime };
        }
      }
    },
  };
};

export const publicFileUrl = (key: string) => `/storage/public/${key}`;
