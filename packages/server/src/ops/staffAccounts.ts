import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { staffAccounts } from '../db/schema/ops.ts';
import { hashPassword, PASSWORD_RULES } from './passwords.ts';

export type StaffRole = 'agent' | 'supervisor';
export const STAFF_ROLES: readonly StaffRole[] = ['agent', 'supervisor'];

export interface NewStaff {
  email: string;
  name: string;
  role: StaffRole;
  password: string;
}

/** The demo accounts of the README; a production start refuses to run while either exists. */
export const DEMO_STAFF: readonly NewStaff[] = [
  { email: 'agent@portal.example', name: 'Alex Agent', role: 'agent', password: 'agent-demo-password' },
  {
    email: 'supervisor@portal.example',
    name: 'Sam Supervisor',
    role: 'supervisor',
    password: 'supervisor-demo-password',
  },
];

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export async function createStaffAccount(db: Db, staff: NewStaff, now: Date): Promise<number> {
  const email = normaliseEmail(staff.email);
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) throw new Error(`Not an email address: ${staff.email}`);
  if (!STAFF_ROLES.includes(staff.role)) throw new Error(`Role must be one of ${STAFF_ROLES.join(', ')}`);
  if (staff.password.length < PASSWORD_RULES.min || staff.password.length > PASSWORD_RULES.max)
    throw new Error(`A password has ${PASSWORD_RULES.min} to ${PASSWORD_RULES.max} characters`);
  const [row] = await db
    .insert(staffAccounts)
    .values({
      email,
      name: staff.name.trim(),
      role: staff.role,
      passwordHash: await hashPassword(staff.password),
      createdAt: now,
    })
    .returning({ id: staffAccounts.id });
  return row!.id;
}

/** Seeds the two demo accounts when no staff account exists yet. */
export async function seedDemoStaff(db: Db, now: Date): Promise<boolean> {
  const [{ count } = { count: 0 }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(staffAccounts);
  if (count > 0) return false;
  for (const staff of DEMO_STAFF) await createStaffAccount(db, staff, now);
  return true;
}

/** Why a production start must stop: a demo account with a published password can sign in. */
export async function demoStaffProblems(db: Db): Promise<string[]> {
  const found = await db
    .select({ email: staffAccounts.email })
    .from(staffAccounts)
    .where(
      inArray(
        staffAccounts.email,
        DEMO_STAFF.map((staff) => staff.email),
      ),
    );
  return found.map(
    ({ email }) =>
      `The demo staff account ${email} exists: delete it (its password is published in the README).`,
  );
}

export async function findStaffByEmail(db: Db, email: string) {
  const [row] = await db
    .select()
    .from(staffAccounts)
    .where(eq(staffAccounts.email, normaliseEmail(email)));
  return row;
}

/** Everyone a request can be handed to, by name. */
export async function listStaff(db: Db) {
  return db
    .select({ id: staffAccounts.id, name: staffAccounts.name, role: staffAccounts.role })
    .from(staffAccounts)
    .orderBy(asc(staffAccounts.name));
}
