// The same server suite against PostgreSQL: each test file gets a database of its own (see testDb.ts).
process.env.TEST_DB_KIND = 'postgres';
