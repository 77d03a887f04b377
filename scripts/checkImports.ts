// `npm run lint` runs this after ESLint: the import rules of scripts/importRules.ts over src/, with type-only
// imports counted (ESLint's import-x/no-cycle does not see them). Exits 1 on any file cycle, loop between
// server modules, or import from db/, lib/ or plugins/ up into a module or the seed, or message written off the edge.
import path from 'node:path';
import { checkImports } from './importRules';

const ROOT = path.resolve(__dirname, '..');
const violations = checkImports(ROOT);

for (const violation of violations) {
  console.error(`✗ ${violation.key}`);
  for (const step of violation.chain) console.error(`    ${step}`);
}
if (violations.length > 0) {
  console.error(
    `\n${violations.length} import rule violation(s) (file cycles, module loops, upward imports, messages off the edge; docs/architecture.md).`,
  );
  process.exit(1);
}
console.log('imports: no file cycle, module loop or upward import; messages written only at the edge.');
