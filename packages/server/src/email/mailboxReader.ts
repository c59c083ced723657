import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { mailbox } from '../db/schema/email.ts';

/** What the development mailbox pages read: the emails the dev transport delivered. */
export function mailboxReader(db: Db) {
  return {
    /** The newest 200, newest first. */
    latest: () => db.select().from(mailbox).orderBy(desc(mailbox.id)).limit(200),
    async find(id: number) {
      const [row] = await db.select().from(mailbox).where(eq(mailbox.id, id));
      return row;
    },
  };
}
