// The import rules `npm run lint` enforces (scripts/checkImports.ts): each fires on a small source tree that
// breaks it, and all stay quiet on a tree that keeps the layers.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { checkImports } from '../../scripts/importRules';

const roots: string[] = [];

/** A throwaway repository root holding the given files (paths relative to it). */
function tree(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'import-rules-'));
  roots.push(root);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

const keys = (root: string) => checkImports(root).map((violation) => violation.key);

/** A tree that keeps every rule: lower layers import down, modules import the layers and each other one way. */
const CLEAN = {
  'src/shared/money.ts': 'export const cents = 100;\n',
  'src/server/db/client.ts': "import { cents } from '../../shared/money';\nexport const db = { cents };\n",
  'src/server/db/listener.ts': "import type { Pool } from 'pg';\nexport type Listener = { pool: Pool };\n",
  'src/server/db/open.ts':
    "import { db } from './client';\nimport type { Listener } from './listener';\nexport const open = (seed: (d: typeof db) => void, _l?: Listener) => seed(db);\n",
  'src/server/lib/errors.ts': 'export class AppError extends Error {}\n',
  'src/server/plugins/webApp.ts':
    "import { AppError } from '../lib/errors';\nexport const plugin = (picture: () => string) => [AppError, picture];\n",
  'src/server/modules/catalogue/index.ts':
    "import { db } from '../../db/client';\nexport * from './pictures';\nexport const huts = () => db;\n",
  'src/server/modules/catalogue/pictures.ts': "export const picture = () => 'hut.webp';\n",
  'src/server/modules/bookings/service.ts':
    "import { huts } from '../catalogue';\nimport type { AppError } from '../../lib/errors';\nexport const book = (_e?: AppError) => huts();\n",
  'src/server/modules/bookings/staff/cancel.ts': "import { book } from '../service';\nexport const cancel = () => book();\n",
  'src/server/seed/seed.ts': "import { book } from '../modules/bookings/service';\nexport const seed = () => book();\n",
  'src/server/app.ts':
    "import { plugin } from './plugins/webApp';\nimport { picture } from './modules/catalogue/pictures';\nexport const app = plugin(picture);\n",
  'src/server/main.ts': "import { open } from './db/open';\nimport { seed } from './seed/seed';\nimport('./app');\nopen(seed);\n",
};

describe('import rules', () => {
  it('stay quiet on a tree that keeps the layers', () => {
    expect(keys(tree(CLEAN))).toEqual([]);
  });

  it('report a file cycle with its path chain', () => {
    const root = tree({
      ...CLEAN,
      'src/server/db/client.ts': "import { listen } from './listener';\nexport const db = { listen };\n",
      'src/server/db/listener.ts': "import { db } from './client';\nexport const listen = () => db;\n",
    });
    const violations = checkImports(root);
    expect(violations.map((violation) => violation.key)).toEqual([
      'file cycle: src/server/db/client.ts -> src/server/db/listener.ts -> src/server/db/client.ts',
    ]);
    expect(violations[0].chain).toEqual([
      'src/server/db/client.ts imports src/server/db/listener.ts',
      'src/server/db/listener.ts imports src/server/db/client.ts',
    ]);
  });

  it('count type-only imports and re-exports in a cycle (which ESLint’s import-x/no-cycle does not)', () => {
    const root = tree({
      ...CLEAN,
      'src/client/a.ts': "import type { B } from './b';\nexport type A = { b?: B };\n",
      'src/client/b.ts': "export type { A as B } from './c';\n",
      'src/client/c.ts': "import { type A } from './a';\nexport type C = A;\nexport type { C as A };\n",
    });
    expect(keys(root)).toEqual(['file cycle: src/client/a.ts -> src/client/b.ts -> src/client/c.ts -> src/client/a.ts']);
  });

  it('report a loop between modules, subfolders included, even when no file cycle makes it', () => {
    const root = tree({
      ...CLEAN,
      'src/server/modules/catalogue/staff/capacity.ts':
        "import type { cancel } from '../../bookings/staff/cancel';\nexport const shrink = (_c?: typeof cancel) => 0;\n",
    });
    const violations = checkImports(root);
    expect(violations.map((violation) => violation.key)).toEqual(['module loop: bookings -> catalogue -> bookings']);
    expect(violations[0].chain).toEqual([
      'bookings -> catalogue (1 import), e.g. src/server/modules/bookings/service.ts imports src/server/modules/catalogue/index.ts',
      'catalogue -> bookings (1 import), e.g. src/server/modules/catalogue/staff/capacity.ts imports src/server/modules/bookings/staff/cancel.ts',
    ]);
  });

  it('report every import from db, lib or plugins up into a module or the seed', () => {
    const root = tree({
      ...CLEAN,
      'src/server/db/open.ts': "import { seed } from '../seed/seed';\nexport const open = () => seed();\n",
      'src/server/lib/errors.ts':
        "import type { Picture } from '../modules/catalogue/types';\nexport class AppError extends Error { picture?: Picture; }\n",
      'src/server/modules/catalogue/types.ts': 'export type Picture = string;\n',
      'src/server/plugins/webApp.ts': "export { picture } from '../modules/catalogue/pictures';\n",
      'src/server/main.ts': "import { open } from './db/open';\nopen();\n",
    });
    expect(keys(root)).toEqual([
      'upward import: src/server/db/open.ts -> src/server/seed/seed.ts',
      'upward import: src/server/lib/errors.ts -> src/server/modules/catalogue/types.ts',
      'upward import: src/server/plugins/webApp.ts -> src/server/modules/catalogue/pictures.ts',
    ]);
  });

  it('report a message written off the edge: only the edge takes t from the catalogue, others take types or a Text', () => {
    const catalogue = {
      'src/server/lib/i18n.ts':
        "export type MessageKey = 'x';\nexport class Text { constructor(readonly key: MessageKey) {} }\nexport const t = (_l: string, k: MessageKey) => k;\n",
      'src/server/plugins/errors.ts': "import { t, type Text } from '../lib/i18n';\nexport const written = (x: Text) => t('en', x.key);\n",
    };
    expect(
      keys(
        tree({
          ...CLEAN,
          ...catalogue,
          'src/server/modules/catalogue/rules.ts': "import type { MessageKey } from '../../lib/i18n';\nexport type K = MessageKey;\n",
        }),
      ),
    ).toEqual([]);
    const root = tree({
      ...CLEAN,
      ...catalogue,
      'src/server/modules/catalogue/rules.ts':
        "import { t as write } from '../../lib/i18n';\nexport const refused = () => write('ar', 'x');\n",
      'src/server/lib/versioned.ts': "import * as i18n from './i18n';\nexport const stale = () => i18n.t('en', 'x');\n",
    });
    expect(keys(root)).toEqual([
      'message written off the edge: src/server/lib/versioned.ts imports * as i18n from src/server/lib/i18n.ts',
      'message written off the edge: src/server/modules/catalogue/rules.ts imports t from src/server/lib/i18n.ts',
    ]);
  });
});
