import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

/** Who holds a data directory: written into its lock file, read by anyone refused. */
export interface DataDirOwner {
  pid: number;
  host: string;
  /** What the holder serves, for the message (e.g. `http://localhost:3000`), if anything. */
  serving?: string;
  startedAt: string;
}

export const LOCK_FILE = 'medibazaar.pid';

/** The data directory is in use by another live process. */
export class DataDirLockedError extends Error {
  constructor(
    readonly dir: string,
    readonly owner: DataDirOwner,
  ) {
    super(
      `The data directory ${dir} is in use by another MediBazaar process (pid ${owner.pid} on ${owner.host}` +
        `${owner.serving ? `, serving ${owner.serving}` : ''}, started ${owner.startedAt}). ` +
        'Stop that process, or give this one a DATA_DIR of its own. ' +
        `If no such process runs, delete ${path.join(dir, LOCK_FILE)}.`,
    );
    this.name = 'DataDirLockedError';
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(file: string): DataDirOwner | null {
  try {
    const owner = JSON.parse(readFileSync(file, 'utf8')) as Partial<DataDirOwner>;
    if (typeof owner.pid !== 'number' || typeof owner.host !== 'string') return null;
    return { pid: owner.pid, host: owner.host, serving: owner.serving, startedAt: String(owner.startedAt ?? '') };
  } catch {
    return null;
  }
}

/**
 * Whether a lock left behind can be taken over: its process is gone (checked only on
 * this machine: one on another host sharing the folder is assumed alive), or the file
 * is unreadable (a crash while it was being written).
 */
function stale(owner: DataDirOwner | null): boolean {
  if (!owner) return true;
  if (owner.host !== hostname()) return false;
  return owner.pid !== process.pid && !alive(owner.pid);
}

/**
 * Takes the data directory for this process, as PostgreSQL's postmaster.pid does: an
 * embedded database and its uploads belong to one process, and a second one writing
 * the same files loses data. The lock file is created exclusively; one whose process
 * is gone is moved aside and taken over, so a crash never needs cleaning up by hand.
 * Throws DataDirLockedError naming the holder when another live process has it.
 * Returns the release, which removes the file only while it is still this process's.
 */
export function lockDataDir(dir: string, serving?: string): () => void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const file = path.join(dir, LOCK_FILE);
  const me: DataDirOwner = { pid: process.pid, host: hostname(), serving, startedAt: new Date().toISOString() };
  const mine = JSON.stringify(me);

  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      writeFileSync(file, mine, { flag: 'wx', mode: 0o600 });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        try {
          if (readFileSync(file, 'utf8') === mine) unlinkSync(file);
        } catch {
          // already gone
        }
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const owner = readOwner(file);
    if (owner && !stale(owner)) throw new DataDirLockedError(dir, owner);
    // Moved aside under a name of our own, then checked: a racer may have taken the lock
    // over between our read and the move, and then its file goes back where it was.
    const aside = `${file}.stale-${randomBytes(6).toString('hex')}`;
    try {
      renameSync(file, aside);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw err;
    }
    const moved = readOwner(aside);
    if (moved && !stale(moved)) {
      try {
        linkSync(aside, file);
      } catch {
        // someone holds it again: the next round reads them
      }
    }
    unlinkSync(aside);
  }
  const owner = readOwner(file);
  throw owner ? new DataDirLockedError(dir, owner) : new Error(`Could not lock the data directory ${dir}`);
}
