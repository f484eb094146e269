import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** Where file bodies live; a local folder here, an S3-compatible store can take its place. */
export interface FileStorage {
  put(key: string, body: Buffer): Promise<void>;
  open(key: string): Promise<{ stream: Readable; size: number } | null>;
  remove(key: string): Promise<void>;
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
  };
};

export const publicFileUrl = (key: string) => `/storage/public/${key}`;
