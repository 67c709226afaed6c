import { closeSync, fsyncSync, openSync, writeFileSync } from 'node:fs';

/**
 * A backup must survive the power cut that makes it needed, and a restore the one right after it:
 * files reach the disk before the rename that makes them count, and the rename itself is synced.
 */
export function syncFile(file: string) {
  const fd = openSync(file, 'r+');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

export function writeDurably(file: string, content: string | Uint8Array) {
  writeFileSync(file, content);
  syncFile(file);
}

export function syncFolder(dir: string) {
  try {
    const fd = openSync(dir, 'r');
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  } catch {
    // Some systems cannot fsync a folder; the rename is then as durable as the system makes it.
  }
}
