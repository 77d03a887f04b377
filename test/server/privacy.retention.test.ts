import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import {
  auditLog,
  bookings,
  dataExports,
  idempotencyKeys,
  otpCodes,
  passwordResetWindows,
  refreshTokens,
  supportMessages,
  supportReplies,
  users,
} from '../../src/server/db/schema';
import { makeHut } from '../helpers/server/booking';
import { createTestApp, makeUser, type TestApp } from '../helpers/server/testApp';
import { createTestClock } from '../helpers/server/testClock';

// Issue 26 §1 retention: the sweep removes closed support conversations, never-verified accounts and operational logs
// after their configured periods, and keeps everything else, the audit trail above all. The clock is moved, not waited.
const T0 = new Date('2026-01-01T09:00:00.000Z');
const DAY = 86_400_000;
const at = (days: number) => new Date(T0.getTime() + days * DAY);
const clock = createTestClock(T0);
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock, config: { retention: { supportDays: 30, unverifiedDays: 7, logsDays: 14, intervalMinutes: 60 } } });
}, 120_000);
afterAll(() => t?.close());

const supportDir = () => path.join(t.config.dataDir, 'private', 'support');
const exportDir = () => path.join(t.config.dataDir, 'private', 'exports');
function file(dir: string, name: string) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, name), 'personal bytes');
  return path.join(dir, name);
}

async function message(fields: Partial<typeof supportMessages.$inferInsert>) {
  const [row] = await t.db
    .insert(supportMessages)
    .values({ fullName: 'Layla', email: 'layla@example.com', content: 'My passport is attached', createdAt: T0, ...fields })
    .returning();
  return row;
}

it('removes what has outlived its period and keeps the rest, the audit trail whole', async () => {
  // Support: closed 60 days before the sweep (goes, with its reply and file), closed 10 days before (stays),
  // open since long ago and answered (stay: only closed conversations age).
  const oldFile = file(supportDir(), 'old-passport.pdf');
  const keptFile = file(supportDir(), 'recent.pdf');
  const oldClosed = await message({ status: 'closed', closedAt: at(0), attachment: 'old-passport.pdf' });
  await t.db
    .insert(supportReplies)
    .values({ messageId: oldClosed.id, body: 'Thank you', language: 'en', requestKey: 'k1', createdAt: at(0) });
  const recentClosed = await message({ status: 'closed', closedAt: at(50), attachment: 'recent.pdf' });
  const oldOpen = await message({ status: 'open', createdAt: at(-300) });
  const oldAnswered = await message({ status: 'answered', createdAt: at(-300) });

  // Accounts: never verified and its code long expired (goes, with its avatar); never verified but a code sent 55 days
  // in (stays); never verified but in the audit trail, or with a booking (stay); verified (stays); erased (stays: its
  // bookings point at it).
  const avatar = file(path.join(t.config.dataDir, 'uploads', 'avatars'), 'ghost.webp');
  const ghost = await makeUser(t.db, { isVerified: false, createdAt: at(0), avatar: '/uploads/avatars/ghost.webp' });
  await t.db.insert(otpCodes).values({
    userId: ghost.id,
    email: ghost.email,
    purpose: 'verify',
    codeHash: 'x',
    expiresAt: new Date(at(0).getTime() + 600_000),
    createdAt: at(0),
  });
  const lateCode = await makeUser(t.db, { isVerified: false, createdAt: at(0) });
  await t.db
    .insert(otpCodes)
    .values({ userId: lateCode.id, email: lateCode.email, purpose: 'verify', codeHash: 'x', expiresAt: at(55), createdAt: at(55) });
  const audited = await makeUser(t.db, { isVerified: false, createdAt: at(0) });
  await t.db.insert(auditLog).values({ actorId: audited.id, area: 'users', action: 'test', entityType: 'user', createdAt: at(0) });
  const booked = await makeUser(t.db, { isVerified: false, createdAt: at(0) });
  await t.db.insert(bookings).values({
    code: 'KR-RET1',
    userId: booked.id,
    hutId: (await makeHut(t.db)).id,
    personsMaxNum: 2,
    status: 'cancelled',
    stay: '[2026-02-01,2026-02-03)',
    subtotal: '0.00',
    vat: '0.00',
    total: '0.00',
    paid: '0.00',
  });
  const verified = await makeUser(t.db, { createdAt: at(0) });
  const erased = await makeUser(t.db, { isVerified: false, isActive: false, deletedAt: at(1), createdAt: at(0) });

  // Operational logs around the 14-day cutoff (day 46 at the sweep).
  const family = '00000000-0000-4000-8000-000000000001';
  const tokens = await t.db
    .insert(refreshTokens)
    .values([
      { userId: verified.id, familyId: family, tokenHash: 'a'.repeat(64), expiresAt: at(30), createdAt: at(0) },
      { userId: verified.id, familyId: family, tokenHash: 'b'.repeat(64), expiresAt: at(90), revokedAt: at(10), createdAt: at(0) },
      { userId: verified.id, familyId: family, tokenHash: 'c'.repeat(64), expiresAt: at(90), createdAt: at(50) },
      { userId: verified.id, familyId: family, tokenHash: 'd'.repeat(64), expiresAt: at(55), revokedAt: at(55), createdAt: at(50) },
    ])
    .returning();
  await t.db.insert(otpCodes).values([
    {
      userId: verified.id,
      email: verified.email,
      purpose: 'reset',
      codeHash: 'x',
      expiresAt: at(20),
      consumedAt: at(20),
      createdAt: at(20),
    },
    { userId: verified.id, email: verified.email, purpose: 'change_email', codeHash: 'x', expiresAt: at(58), createdAt: at(58) },
  ]);
  await t.db.insert(idempotencyKeys).values([
    { userId: verified.id, route: 'POST /x/', key: 'old', requestHash: 'h'.repeat(64), status: 201, createdAt: at(10) },
    { userId: verified.id, route: 'POST /x/', key: 'new', requestHash: 'h'.repeat(64), status: 201, createdAt: at(59) },
  ]);
  await t.db.insert(passwordResetWindows).values({ userId: verified.id, expiresAt: at(20), createdAt: at(20) });
  const oldZip = file(exportDir(), 'old.zip');
  const lapsedZip = file(exportDir(), 'lapsed.zip');
  const liveZip = file(exportDir(), 'live.zip');
  const exports = await t.db
    .insert(dataExports)
    .values([
      { userId: verified.id, token: 'x'.repeat(32), status: 'ready', file: 'old.zip', createdAt: at(0), expiresAt: at(7) },
      { userId: verified.id, token: 'y'.repeat(32), status: 'ready', file: 'lapsed.zip', createdAt: at(50), expiresAt: at(57) },
      { userId: verified.id, token: 'z'.repeat(32), status: 'ready', file: 'live.zip', createdAt: at(58), expiresAt: at(65) },
    ])
    .returning();

  const auditBefore = await t.db.select().from(auditLog);

  // Nothing has aged yet on day 5.
  clock.set(at(5));
  const early = await t.app.retentionJobs.runOnce();
  expect(early).toMatchObject({ supportMessages: 0, unverifiedAccounts: 0, refreshTokens: 0, dataExports: 0 });

  clock.set(at(60));
  const result = await t.app.retentionJobs.runOnce();
  expect(result).toEqual({
    supportMessages: 1,
    supportFiles: 1,
    unverifiedAccounts: 1,
    refreshTokens: 2,
    idempotencyKeys: 1,
    // The used reset code; the removed account's expired code went with the account.
    otpCodes: 1,
    resetWindows: 1,
    dataExports: 1,
  });

  const messagesLeft = (await t.db.select({ id: supportMessages.id }).from(supportMessages)).map((row) => row.id);
  expect(messagesLeft).not.toContain(oldClosed.id);
  expect(messagesLeft).toEqual(expect.arrayContaining([recentClosed.id, oldOpen.id, oldAnswered.id]));
  expect(await t.db.select().from(supportReplies).where(eq(supportReplies.messageId, oldClosed.id))).toEqual([]);
  expect(existsSync(oldFile)).toBe(false);
  expect(existsSync(keptFile)).toBe(true);

  const usersLeft = (
    await t.db
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.id, [ghost.id, lateCode.id, audited.id, booked.id, verified.id, erased.id]))
  ).map((row) => row.id);
  expect(usersLeft.sort()).toEqual([lateCode.id, audited.id, booked.id, verified.id, erased.id].sort());
  expect(existsSync(avatar)).toBe(false);

  const tokensLeft = (await t.db.select({ id: refreshTokens.id }).from(refreshTokens)).map((row) => row.id);
  expect(tokensLeft.sort()).toEqual([tokens[2].id, tokens[3].id].sort());
  expect((await t.db.select().from(otpCodes).where(eq(otpCodes.userId, verified.id))).map((row) => row.purpose)).toEqual(['change_email']);
  expect((await t.db.select().from(idempotencyKeys)).map((row) => row.key)).toEqual(['new']);
  expect(await t.db.select().from(passwordResetWindows)).toEqual([]);

  // The export expired 53 days ago goes; the one that lapsed 3 days ago loses its ZIP at once, its row stays a while.
  const exportsLeft = await t.db.select().from(dataExports).orderBy(dataExports.id);
  expect(exportsLeft.map((row) => [row.id, row.file])).toEqual([
    [exports[1].id, null],
    [exports[2].id, 'live.zip'],
  ]);
  expect([existsSync(oldZip), existsSync(lapsedZip), existsSync(liveZip)]).toEqual([false, false, true]);

  // The audit trail is kept whole (the removed account's own rows had none; the audited account stayed).
  expect(await t.db.select().from(auditLog)).toEqual(auditBefore);

  // A second sweep at the same time finds nothing more.
  expect(Object.values((await t.app.retentionJobs.runOnce())!).every((value) => value === 0)).toBe(true);
});

it('sweeps on one instance at a time: while another holds the lock, a sweep skips its turn', async () => {
  if (t.handle.kind === 'pglite') return; // one connection: there is no second instance to wait for
  await t.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(7331026)`);
    // The sweep runs on another pooled connection, as another instance would.
    expect(await t.app.retentionJobs.runOnce()).toBeNull();
  });
  expect(await t.app.retentionJobs.runOnce()).not.toBeNull();
});

it('a closed conversation records when it was closed, and reopening clears it', async () => {
  const admin = await makeUser(t.db, { role: 'admin' });
  const row = await message({ status: 'open' });
  const close = (status: 'closed' | 'open') =>
    t.app.inject({
      method: 'POST',
      url: `/api/dashboard/support/${row.id}/status/`,
      payload: { status },
      headers: { authorization: `Bearer ${t.tokenFor(admin)}` },
    });
  clock.set(at(70));
  const closed = await close('closed');
  expect(closed.statusCode).toBeLessThan(300);
  expect((await t.db.select().from(supportMessages).where(eq(supportMessages.id, row.id)))[0].closedAt).toEqual(at(70));
  await close('open');
  expect((await t.db.select().from(supportMessages).where(eq(supportMessages.id, row.id)))[0].closedAt).toBeNull();
});
