import { loadConfig } from '../../config';
import { openConfiguredDatabase } from '../open';
import { seedDatabase } from './seed';

/** `npm run seed`: migrates, then fills empty tables of the configured database. */
async function main() {
  const config = loadConfig();
  const handle = await openConfiguredDatabase(config);
  try {
    const report = await seedDatabase(handle.db, { demo: config.seedDemo, vatRate: config.vatRate, qrSecret: config.jwtSecret });
    for (const [table, rows] of Object.entries(report.inserted)) console.log(`${table}: ${rows} row(s) inserted`);
  } finally {
    await handle.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
