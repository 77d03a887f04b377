// Numbers past what PostgreSQL's integer columns and OFFSETs hold are refused as bad input (400 in the
// contract's shape), never passed to the database to fail there as a 500.
import type { UserRow } from '../../src/server/db/schema';
import { createTestApp, makeUser, type TestApp } from '../helpers/server/testApp';

let t: TestApp;
let guest: UserRow;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  guest = await makeUser(t.db);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const TOO_BIG_ID = 2147483648;

describe.each([
  [`/api/products/huts/${TOO_BIG_ID}/`, 'id'],
  [`/api/products/huts/${TOO_BIG_ID}/availability/?from=2030-01-01&to=2030-01-03`, 'id'],
  [`/api/products/events-details/web/${TOO_BIG_ID}/`, 'id'],
  [`/api/products/services/${TOO_BIG_ID}/`, 'id'],
  [`/api/products/ken-items/hut/${TOO_BIG_ID}/`, 'hut_id'],
  [`/api/products/testmonial/?hut=${TOO_BIG_ID}`, 'hut'],
  [`/api/products/bookings/${TOO_BIG_ID}/`, 'id'],
  [`/api/products/booking/paid/${TOO_BIG_ID}/`, 'id'],
  ['/api/products/huts-list/?page=99999999999999999999', 'page'],
  ['/api/products/events/?page=1000001', 'page'],
  ['/api/products/service-suppliers/list/?page=1&services_page=4294967296', 'services_page'],
  ['/api/products/ken-items/hut/1/?page=4294967296', 'page'],
  ['/api/products/bookings/upcoming/?page=1000001', 'page'],
])('GET %s', (url, field) => {
  it(`answers 400 {${field}: [...]}`, async () => {
    // Signed in: on a protected route the session is checked before the query or path.
    const response = await t.app.inject({ url, headers: { authorization: `Bearer ${t.tokenFor(guest)}` } });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toEqual([field]);
    expect(response.json()[field][0]).toMatch(/^Enter a number of [\d,]+ or less\.$/); // says what is allowed (issue 20, item 17)
  });
});

it('still serves the last page number it accepts', async () => {
  const response = await t.app.inject('/api/products/huts-list/?page=1000000');
  expect(response.statusCode).toBe(404); // past the last page of six huts: the catalogue's "Invalid page."
  expect(response.json()).toEqual({ detail: 'Invalid page.' });
});
