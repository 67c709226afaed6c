/**
 * Preloaded into cognito-local (`node --import tsx --import <this> …/start.js`): its user pools are
 * JSON files that it rewrites whole at every change, logins included (a user's refresh tokens), with
 * `fs.writeFile`, which truncates the file and then writes it. A kill in between left an empty or torn
 * pool file, and the next start read it as a pool with no users (the stack then made a new one: every
 * account and every id gone). Here each such write goes to a temporary file, is fsynced and renamed
 * over the old one, so the file is always the whole old pool or the whole new one; writes to one file
 * run one after the other, in the order they were asked (each is the whole store as it was then), and
 * the callback (so cognito-local's answer) comes only once the new file is in place.
 */
import fs from 'node:fs';
import { dirname, resolve } from 'node:path';

const DB_DIR = resolve(process.env.COGNITO_DB_DIR ?? '.cognito/db');
const original = fs.writeFile;
const queues = new Map<string, Promise<void>>();

async function replace(path: string, data: string | NodeJS.ArrayBufferView) {
  const temp = `${path}.${process.pid}.tmp`;
  const file = await fs.promises.open(temp, 'w');
  try {
    await file.writeFile(data);
    await file.sync();
  } finally {
    await file.close();
  }
  await fs.promises.rename(temp, path);
  // The rename is an entry in the folder: sync the folder too, or a power cut may forget it.
  const folder = await fs.promises.open(dirname(path), 'r');
  try {
    await folder.sync();
  } finally {
    await folder.close();
  }
}

function durableWriteFile(this: unknown, ...args: unknown[]) {
  const [path, data] = args;
  const callback = args[args.length - 1];
  const ours = typeof path === 'string' && resolve(path).startsWith(DB_DIR) && path.endsWith('.json') && typeof callback === 'function';
  if (!ours || !(typeof data === 'string' || ArrayBuffer.isView(data))) return (original as (...a: unknown[]) => void).apply(this, args);
  const content = data as string | NodeJS.ArrayBufferView;
  const done = (queues.get(path) ?? Promise.resolve()).then(() => replace(path, content));
  queues.set(
    path,
    done.catch(() => undefined),
  );
  done.then(
    () => (callback as (e: Error | null) => void)(null),
    (e: Error) => (callback as (e: Error | null) => void)(e),
  );
}

fs.writeFile = durableWriteFile as typeof fs.writeFile;
