import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { ConfigError, loadConfig } from '../config';
import type { Database } from '../db/client';
import { openConfiguredDatabase } from '../db/open';
import { users } from '../db/schema';
import { hashPassword, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../lib/passwords';

const USAGE = 'Usage: npm run create-admin -- --email admin@example.com --password "a long secret" [--name "Full Name"]';

/** Creates a verified admin, or makes an existing account with that e-mail an admin with the new password. */
export async function createAdmin(
  db: Database,
  input: { email: string; password: string; name?: string },
): Promise<{ id: number; created: boolean }> {
  const email = input.email.trim().toLowerCase();
  const passwordHash = await hashPassword(input.password);
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`);
  if (existing) {
    await db
      .update(users)
      .set({
        role: 'admin',
        supplierStatus: null,
        passwordHash,
        passwordChangedAt: new Date(),
        isVerified: true,
        isActive: true,
        ...(input.name ? { fullName: input.name } : {}),
        updatedAt: new Date(),
      })
      .where(sql`${users.id} = ${existing.id}`);
    return { id: existing.id, created: false };
  }
  const [row] = await db
    .insert(users)
    .values({ email, passwordHash, fullName: input.name ?? 'Administrator', role: 'admin', isVerified: true })
    .returning({ id: users.id });
  return { id: row.id, created: true };
}

export function parseAdminArgs(argv: string[]): { email: string; password: string; name?: string } {
  const { values } = parseArgs({
    args: argv,
    options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
    strict: true,
  });
  const problems: string[] = [];
  if (!values.email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email)) problems.push('--email must be a valid e-mail address');
  if (!values.password || values.password.length < PASSWORD_MIN_LENGTH || values.password.length > PASSWORD_MAX_LENGTH) {
    problems.push(`--password must be ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters`);
  }
  if (values.name !== undefined && (values.name.trim() === '' || values.name.length > 150))
    problems.push('--name must be 1 to 150 characters');
  if (problems.length > 0) throw new Error(`${problems.join('\n')}\n${USAGE}`);
  return { email: values.email!, password: values.password!, name: values.name?.trim() };
}

async function main() {
  const input = parseAdminArgs(process.argv.slice(2));
  // Migrated, not seeded: creating the first admin of a production database must not add demo data.
  const { handle } = await openConfiguredDatabase(loadConfig());
  try {
    const { id, created } = await createAdmin(handle.db, input);
    console.log(`${created ? 'Created' : 'Updated'} admin ${input.email.toLowerCase()} (id ${id}).`);
  } finally {
    await handle.close();
  }
}

if (require.main === module) {
  main().catch((error: Error) => {
    console.error(error instanceof ConfigError ? error.message : error.message || error);
    process.exit(1);
  });
}
