import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { serverRoot } from '../serverRoot.ts';

/**
 * Every table is declared once, in the Drizzle schema modules; the migrations are generated from
 * them and build every database (tests included). This fails when a schema change has no migration.
 */
describe('the checked-in migrations', () => {
  const work = mkdtempSync(join(tmpdir(), 'portal-migrations-'));
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('are exactly what drizzle-kit generates from the schema modules', () => {
    const migrations = join(work, 'drizzle');
    cpSync(join(serverRoot, 'drizzle'), migrations, { recursive: true });
    const before = readdirSync(migrations).sort();
    const config = join(work, 'drizzle.config.json');
    writeFileSync(
      config,
      JSON.stringify({
        dialect: 'postgresql',
        schema: ['./src/db/schema/*.ts', './src/payments/schema.ts'],
        // drizzle-kit reads `out` relative to the working folder.
        out: relative(serverRoot, migrations),
      }),
    );
    const cli = join(dirname(createRequire(import.meta.url).resolve('drizzle-kit')), 'bin.cjs');
    const run = spawnSync(process.execPath, [cli, 'generate', `--config=${config}`], {
      cwd: serverRoot,
      encoding: 'utf8',
    });
    expect(`${run.stdout}${run.stderr}`).toContain('No schema changes');
    expect(readdirSync(migrations).sort()).toEqual(before);
  });
});
