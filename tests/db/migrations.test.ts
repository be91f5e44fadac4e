// The Supabase CLI records each applied migration by its version (the numeric prefix) as the primary
// key of supabase_migrations.schema_migrations: two files with one version make `supabase db push`
// fail or skip one, and a file whose version sorts before the last one applied is refused without
// --include-all. The order the files are applied in must be the order of their versions.
import { describe, expect, it } from 'vitest';
import { migrations } from './migrations.ts';

const all = migrations();

describe('supabase/migrations', () => {
  it('names every file <version>_<name>.sql with a 14-digit timestamp, as `supabase migration new` does', () => {
    expect(all.filter((m) => !m.version || m.version.length !== 14).map((m) => m.file)).toEqual([]);
  });

  it('gives every file its own version', () => {
    const seen = new Map<string, string>();
    const clashes = all.flatMap(({ file, version }) => {
      const first = seen.get(version!);
      seen.set(version!, first ?? file);
      return first ? [`${file} repeats the version of ${first}`] : [];
    });
    expect(clashes).toEqual([]);
  });

  it('applies the files in the order of their versions', () => {
    const outOfOrder = all.slice(1).flatMap((m, i) =>
      BigInt(m.version!) > BigInt(all[i]!.version!) ? [] : [`${m.file} comes after ${all[i]!.file}`],
    );
    expect(outOfOrder).toEqual([]);
  });
});
