import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The uploaded files' bytes on disk, as `server/lib/files/storage.ts` lays them out
 * (`<files>/<first two characters>/<key>`): each key with the SHA-256 of its bytes.
 */
export const filesOnDisk = async (filesDir: string): Promise<Map<string, string>> => {
  const found = new Map<string, string>();
  let folders: string[] = [];
  try {
    folders = await readdir(filesDir);
  } catch {
    return found;
  }
  for (const folder of folders) {
    for (const key of await readdir(path.join(filesDir, folder))) {
      const bytes = await readFile(path.join(filesDir, folder, key));
      found.set(key, createHash('sha256').update(bytes).digest('hex'));
    }
  }
  return found;
};

export interface FileRowCheck {
  id: number;
  storage_key: string;
  checksum: string;
}

/** What is wrong with a file row's bytes: missing, or not the bytes it was stored with. */
export const bytesProblem = (row: FileRowCheck, disk: Map<string, string>) => {
  const sha = disk.get(row.storage_key);
  if (sha === undefined) return `file ${row.id}: no bytes on disk`;
  if (sha !== row.checksum) return `file ${row.id}: bytes differ from the stored checksum`;
  return null;
};

/** Keys on disk that no row names: bytes a cut upload left behind. */
export const straysOf = (disk: Map<string, string>, rows: FileRowCheck[]) => {
  const known = new Set(rows.map((r) => r.storage_key));
  return [...disk.keys()].filter((key) => !known.has(key));
};
