// Jest globalSetup of the e2e project: the run's migrated PGlite template (as for the server project), and a folder in
// which the workers record the views axe-core has checked, so that each distinct view is checked once in the run
// (axe.ts). Removed by globalTeardown.ts.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import globalSetupPglite from '../server/globalSetupPglite';
import { AXE_CHECKED_ENV } from './axe';

export default function globalSetup(): void {
  globalSetupPglite();
  process.env[AXE_CHECKED_ENV] = mkdtempSync(path.join(os.tmpdir(), 'ken-axe-checked-'));
}
