import { loadConfig } from '../config';
import { openConfiguredDatabase } from '../db/open';
import { configuredSeed } from './seed';

/** `npm run seed`: migrates, then fills empty tables of the configured database (what every start does too). */
async function main() {
  const config = loadConfig();
  const { handle, seeded } = await openConfiguredDatabase(config, configuredSeed(config));
  try {
    for (const [table, rows] of Object.entries(seeded.inserted)) console.log(`${table}: ${rows} row(s) inserted`);
  } finally {
    await handle.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
