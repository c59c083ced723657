import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { createDatabase } from '../db/database.ts';
import { createStaffAccount, STAFF_ROLES, type StaffRole } from './staffAccounts.ts';

/**
 * Creates a staff account for the operations console:
 *   npm run staff:create -w packages/server -- --email a@b.example --name "A B" --role agent
 * The password comes from STAFF_PASSWORD or is asked for, so it never sits in shell history.
 */
const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    name: { type: 'string' },
    role: { type: 'string', default: 'agent' },
  },
});
if (!values.email || !values.name || !STAFF_ROLES.includes(values.role as StaffRole)) {
  console.error(`Usage: staff:create -- --email EMAIL --name "FULL NAME" --role ${STAFF_ROLES.join('|')}`);
  process.exit(2);
}
let password = process.env.STAFF_PASSWORD ?? '';
if (!password) {
  const prompt = createInterface({ input: process.stdin, output: process.stderr });
  password = (await prompt.question('Password (12 characters or more): ')).trim();
  prompt.close();
}
const config = loadConfig();
const database = await createDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  const id = await createStaffAccount(
    database.db,
    { email: values.email, name: values.name, role: values.role as StaffRole, password },
    new Date(),
  );
  console.log(`Created staff account ${id} for ${values.email} (${values.role}).`);
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await database.close();
}
