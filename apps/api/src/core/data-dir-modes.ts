import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * The mask for everything the shop creates: nothing for the group or other users. The data
 * folder holds the embedded database (sessions and tokens in its write-ahead log), mails
 * with reset links, prescriptions and the generated secret; none of it is anyone else's.
 */
export const OWNER_ONLY_UMASK = 0o077;
const OWNER_ONLY_DIR = 0o700;
const OWNER_ONLY_FILE = 0o600;

export interface DataDirModes {
  /** Paths (relative to the folder, `.` for itself) that were open to others and are closed now. */
  repaired: string[];
  /** Paths whose mode could not be changed (another user owns them), with the reason. */
  failed: { path: string; reason: string }[];
}

/**
 * Makes this process create files for its own user only (the umask, before the database or
 * anything else writes), creates `dir` 0700 if it is missing, and closes an existing one (see
 * closeModes). Says what it changed, for the start-up log.
 */
export function closeDataDir(dir: string): DataDirModes {
  process.umask(OWNER_ONLY_UMASK);
  mkdirSync(dir, { recursive: true, mode: OWNER_ONLY_DIR });
  return closeModes(dir);
}

/**
 * Every folder under `dir` (itself included) becomes 0700 and every file 0600 where group or
 * other users had any access. Symbolic links are left alone (their targets are not the
 * shop's to change). A path another user owns cannot be changed and is reported instead.
 */
export function closeModes(dir: string): DataDirModes {
  const result: DataDirModes = { repaired: [], failed: [] };
  const close = (full: string, relative: string) => {
    let stat;
    try {
      stat = lstatSync(full);
    } catch {
      return; // removed meanwhile
    }
    if (stat.isSymbolicLink()) return;
    const isDir = stat.isDirectory();
    if ((stat.mode & 0o077) !== 0) {
      try {
        chmodSync(full, isDir ? OWNER_ONLY_DIR : OWNER_ONLY_FILE);
        result.repaired.push(relative);
      } catch (err) {
        result.failed.push({ path: relative, reason: (err as NodeJS.ErrnoException).code ?? String(err) });
      }
    }
    if (!isDir) return;
    let names: string[];
    try {
      names = readdirSync(full);
    } catch (err) {
      result.failed.push({ path: relative, reason: (err as NodeJS.ErrnoException).code ?? String(err) });
      return;
    }
    for (const name of names) close(path.join(full, name), relative === '.' ? name : path.join(relative, name));
  };
  close(dir, '.');
  return result;
}
