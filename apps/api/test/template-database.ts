import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated embedded database dumped to a file, copied by each PGlite test app. */
    pgliteTemplate?: string;
    /** A migrated PostgreSQL database each test app's database is created from. */
    postgresTemplate?: string;
  }
}

/**
 * Migrates one embedded database for the whole run and dumps it to a temporary file: a test
 * app then opens a copy (about 0.7 s) instead of creating and migrating its own (about 2.7 s
 * on this machine). Returns the teardown.
 */
export async function providePgliteTemplate(project: TestProject): Promise<() => void> {
  const database = await openDatabase({ kind: 'pglite', dir: null });
  await database.migrate();
  const dump = await database.dumpPglite!();
  await database.close();
  const dir = mkdtempSync(path.join(tmpdir(), 'medibazaar-pglite-template-'));
  const file = path.join(dir, 'migrated.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}

/**
 * Migrates one PostgreSQL database for the whole run: each test app's database is created
 * from it as a template (well under 0.1 s once warm, against about 1.2 s to create and
 * migrate). Nothing stays connected to it, as PostgreSQL requires of a template. Returns the
 * teardown, which drops it.
 */
export async function providePostgresTemplate(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is required for the api-postgres project');
  const name = `mb_template_${process.pid}_${randomBytes(4).toString('hex')}`;
  await onServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 1 });
  await database.migrate();
  await database.close();
  project.provide('postgresTemplate', name);
  return () => onServer(serverUrl, `drop database if exists ${name} with (force)`);
}

async function onServer(serverUrl: string, statement: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
