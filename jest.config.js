// Jest projects: client (jsdom + Testing Library + MSW), server (app.inject on in-memory PGlite),
// server-pg (the same server suite on PostgreSQL, only when TEST_DATABASE_URL is set) and e2e
// (the real server and the built app in Debian's Chromium).
// babel-jest, with each compiled file shared by the projects and workers of a run (test/helpers/sharedTransform.cjs).
const transform = { '^.+\\.[cm]?[jt]sx?$': '<rootDir>/test/helpers/sharedTransform.cjs' };
// Packages published as ES modules only are compiled by Babel like our own code.
const esmPackages = [
  'cookie',
  '@fastify/cookie',
  'content-disposition',
  'msw',
  '@mswjs',
  'until-async',
  'rettime',
  'headers-polyfill',
  'strict-event-emitter',
  'outvariant',
  'is-node-process',
  '@open-draft',
  'get-jwks',
  'jose',
];
const transformIgnorePatterns = [`/node_modules/(?!(${esmPackages.join('|')})/)`];

// The server's Ajv validators and fast-json-stringify serializers are compiled once per worker (and kept on disk), not
// once per test file: see test/helpers/server/schemaCache/store.cjs. Used by the server, server-pg and e2e projects.
const compiledSchemasKept = {
  '^@fastify/ajv-compiler$': '<rootDir>/test/helpers/server/schemaCache/ajvCompiler.cjs',
  '^@fastify/fast-json-stringify-compiler$': '<rootDir>/test/helpers/server/schemaCache/serializerCompiler.cjs',
};

const server = {
  displayName: 'server',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/test/server/**/*.test.ts'],
  transform,
  transformIgnorePatterns,
  moduleNameMapper: compiledSchemasKept,
  setupFiles: ['<rootDir>/test/helpers/server/setupPglite.ts'],
  // A migrated database made once per run and copied for each file (test/helpers/server/dbTemplates.ts).
  globalSetup: '<rootDir>/test/helpers/server/globalSetupPglite.ts',
};

const projects = [
  {
    displayName: 'client',
    testEnvironment: 'jest-fixed-jsdom',
    testEnvironmentOptions: { customExportConditions: [''] },
    testMatch: ['<rootDir>/test/client/**/*.test.ts?(x)'],
    transform,
    transformIgnorePatterns,
    setupFiles: ['<rootDir>/test/helpers/client/setupGlobals.ts'],
    setupFilesAfterEnv: ['<rootDir>/test/helpers/client/setupTests.ts'],
    moduleNameMapper: {
      '\\.css$': '<rootDir>/test/helpers/client/styleStub.js',
      '\\.(svg|webp|png|jpe?g|woff2?)$': '<rootDir>/test/helpers/client/fileStub.js',
    },
  },
  server,
  {
    displayName: 'e2e',
    // Node's, plus what the open pages show when a test fails (test/helpers/e2e/environment.cjs).
    testEnvironment: '<rootDir>/test/helpers/e2e/environment.cjs',
    testMatch: ['<rootDir>/test/e2e/**/*.test.ts'],
    transform,
    transformIgnorePatterns,
    moduleNameMapper: compiledSchemasKept,
    // The PGlite template, and the run's record of the views axe-core has checked (test/helpers/e2e/axe.ts).
    globalSetup: '<rootDir>/test/helpers/e2e/globalSetup.ts',
    globalTeardown: '<rootDir>/test/helpers/e2e/globalTeardown.ts',
    setupFilesAfterEnv: ['<rootDir>/test/helpers/e2e/setupTimeouts.ts'],
  },
];

// Each server file runs on both databases when PostgreSQL is configured, unless its subject is not the data: the
// HTTP layer (input validation and fuzzing, route declarations and access rules, headers, response shapes, pages,
// limits, fonts, translated messages), rendering (PDFs, files, mail), content screens, and files that open no
// database at all (tax amounts and documents, import rules). Those give the same answer whichever PostgreSQL is
// behind them, so they run once, on the server (the faster of the two here). What the data does (bookings, money,
// refunds, invoices' numbering, reports, concurrency, caches, migrations, backups, privacy) runs on both.
// Without PostgreSQL every file runs on PGlite.
const ONE_DATABASE_IS_ENOUGH = [
  'fuzz',
  'startup.lazyModules', // which packages a started server has loaded
  'errors.shapes',
  'errors.text',
  'validation.messages',
  'cors',
  'limits',
  'indexPage',
  'serverRender',
  'linkPreviews',
  'structuredData',
  'pageAddresses',
  'siteFiles',
  'rateLimit.redis',
  'database.away', // starts a PostgreSQL of its own
  'db.dataFolder', // the embedded database's folder
  'db.sigkill', // the embedded database after a crash
  'fonts.budget',
  'config.routes',
  'config',
  'app',
  'auth',
  'auth.routes',
  'auth.order',
  'account.profile',
  'account.dateCalendars',
  'account.codes',
  'account.google',
  'account.admin',
  'account.demo',
  'booking.clientFields',
  'dashboard.access',
  'dashboard.hidden',
  'dashboard.people',
  'dashboard.catalogue',
  'dashboard.pictures',
  'dashboard.content',
  'dashboard.prices',
  'dashboard.support',
  'dashboard.huts',
  'content',
  'contentEmpty',
  'catalogue.endpoints',
  'support',
  'support.attachments',
  'settings.contact',
  'settings.seller',
  'alerts',
  'audit',
  'payments.hyperpay',
  'invoicing.files',
  'invoicing.credentials',
  'invoicing.routes',
  'importRules',
  'mail.templates',
  'booking.calendar',
  'booking.ticketPdf',
  'finance.shares',
  'invoicing.creditNote',
  'zatca.amounts',
  'zatca.documents',
  'zatca.validation',
].map((name) => `<rootDir>/test/server/${name.replaceAll('.', '\\.')}\\.test\\.ts$`);

// With PostgreSQL (production's database) every file runs there; the embedded one also runs the files where the engine
// under the app is the subject: concurrency and the database's own guards (double booking, closures, channel blocks,
// seats, changes), refunds, a fresh install's seed, the embedded database's thread
// and start, its LISTEN, backups and the move to PostgreSQL, and privacy's search of the data folder. The rest gives
// the same answer on both (PGlite is PostgreSQL 18 compiled to WebAssembly), and running it twice took the CI past
// its 20 minutes on two cores (the suite grew by a third in one session).
const ON_PGLITE_TOO = [
  'booking.concurrency',
  'booking.change',
  'booking.changeDocuments',
  'closure.race',
  'channels.race',
  'seats.concurrency',
  'refunds.worker',
  'deskRefunds.handover',
  'dashboard.earlyCheckout',
  'figures.summary', // the figures' per-day summary kept by triggers (migration 0064), exact on both engines
  'notifications',
  'auth.sessionCache',
  'backup',
  'moveToPostgres',
  'db.pgliteThread',
  'db.preparedSelect',
  'startup.concurrent',
  'privacy',
  'privacy.retention',
  'seed',
  'seed.content',
  'seed.art',
];

if (process.env.TEST_DATABASE_URL) {
  server.testMatch = ON_PGLITE_TOO.map((name) => `<rootDir>/test/server/${name}.test.ts`);
  server.testPathIgnorePatterns = ['/node_modules/', ...ONE_DATABASE_IS_ENOUGH];
  projects.push({
    ...server,
    testMatch: ['<rootDir>/test/server/**/*.test.ts'],
    testPathIgnorePatterns: ['/node_modules/'],
    displayName: 'server-pg',
    setupFiles: ['<rootDir>/test/helpers/server/setupPostgres.ts'],
    globalSetup: '<rootDir>/test/helpers/server/globalSetupPostgres.ts',
  });
}

// Hooks that start a database or a browser can take long on a loaded machine: 180 s, well above a quiet run (a hook
// creating a test app took over 60 s in a CI run on a slow day, where the machine ran every step about twice as
// slowly as the day before). Browser tests have their own limit (test/helpers/e2e/setupTimeouts.ts).
// JEST_WORKERS sets how many files run at once (.ci/run: 4 on two cores, since the files mostly wait; Jest alone uses one).
// A worker whose heap has grown past 2 GB after a file (each server file starts its own app and database) is replaced
// before the next. Without it the two workers reached 6–7 GB each in a CI run that took about twice its usual time.
// The longest files first, from test/timings.json on a fresh clone (see test/helpers/testSequencer.cjs).
module.exports = {
  projects,
  testSequencer: '<rootDir>/test/helpers/testSequencer.cjs',
  testTimeout: 180000,
  workerIdleMemoryLimit: '2GB',
  ...(process.env.JEST_WORKERS ? { maxWorkers: Number(process.env.JEST_WORKERS) } : {}),
};
