import { memoryChatBus } from '../chat/chatBus.ts';
import { createChatService } from '../chat/chatService.ts';
import { agentSocket } from './chatTestSockets.ts';
import { createTestApp } from './testApp.ts';
import type { TestClock } from './testClock.ts';
import type { TestDatabaseKind } from './testDatabases.ts';

/**
 * Test support: a portal on `kind` with web chat always open and Alex signed in to the console,
 * plus a second handle on the same database, as another instance would be (it runs the sweep).
 */
export async function startChatWithAgent(kind: TestDatabaseKind, clock: TestClock) {
  const t = await createTestApp({ kind, clock, env: { WEBCHAT_HOURS: 'always' } });
  const agent = await agentSocket(t.app);
  const other = createChatService(t.db, memoryChatBus(), clock.now, 'always');
  const stop = async () => {
    agent.socket.terminate();
    await t.close();
  };
  return { t, agent, other, stop };
}
export type ChatWithAgent = Awaited<ReturnType<typeof startChatWithAgent>>;
