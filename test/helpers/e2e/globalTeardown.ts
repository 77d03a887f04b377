// Jest globalTeardown of the e2e project: the run's record of checked views (globalSetup.ts) goes.
import { rmSync } from 'node:fs';
import { AXE_CHECKED_ENV } from './axe';

export default function globalTeardown(): void {
  const folder = process.env[AXE_CHECKED_ENV];
  if (folder) rmSync(folder, { recursive: true, force: true });
}
