// The migrations in supabase/migrations, in the order the Supabase CLI applies them: by file name,
// each keyed by its numeric prefix (the version it records in supabase_migrations.schema_migrations).
import { readdirSync, readFileSync } from 'node:fs';
import type pg from 'pg';

const DIR = new URL('../../supabase/migrations/', import.meta.url);
// The CLI's own pattern; a file that does not match it is skipped by `supabase db push`.
const NAME = /^(\d+)_(.+)\.sql$/;

export interface Migration {
  readonly file: string;
  /** The numeric prefix, or null when the CLI would skip the file. */
  readonly version: string | null;
}

export function migrations(): Migration[] {
  return readdirSync(DIR)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((file) => ({ file, version: NAME.exec(file)?.[1] ?? null }));
}

/** Runs every migration in order against `db`. */
export async function applyMigrations(db: pg.Client): Promise<void> {
  for (const { file } of migrations()) await db.query(readFileSync(new URL(file, DIR), 'utf8'));
}
