// Run by the global set-up (globalSetupPglite.ts) in a child process under tsx:
//   node --import tsx test/helpers/server/makePgliteTemplate.ts <folder>
// Makes <folder>/data, a migrated PGlite data folder, and <folder>/data.tar, the same dumped for `loadDataDir`.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { createDatabase } from '../../../src/server/db/client';
import { migrateDatabase } from '../../../src/server/db/migrate';

async function main(folder: string): Promise<void> {
  const dir = path.join(folder, 'data');
  mkdirSync(dir, { recursive: true });
  // In this thread, so that PGlite's own dumpDataDir is at hand.
  const handle = await createDatabase({ kind: 'pglite', dir, thread: 'main' });
  try {
    await migrateDatabase(handle);
    const client = (handle.db as unknown as { $client: PGlite }).$client;
    const tarball = await client.dumpDataDir('none');
    writeFileSync(path.join(folder, 'data.tar'), Buffer.from(await tarball.arrayBuffer()));
  } finally {
    await handle.close();
  }
}

main(process.argv[2]).then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
