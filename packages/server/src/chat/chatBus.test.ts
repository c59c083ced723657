import { describe, expect, it } from 'vitest';
import { postgresServerUrl } from '../test/faults/scratchDatabase.ts';
import { type ChatBus, type ChatEvent, memoryChatBus, postgresChatBus } from './chatBus.ts';

/** Resolves with the first event a bus hears, or fails after a second. */
const heard = (bus: ChatBus) =>
  new Promise<ChatEvent>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('nothing heard within 1 s')), 1000);
    const stop = bus.subscribe((event) => {
      clearTimeout(timer);
      stop();
      resolve(event);
    });
  });

describe('the chat bus', () => {
  it('delivers an event to every listener of an embedded instance', async () => {
    const bus = memoryChatBus();
    const first = heard(bus);
    const second = heard(bus);
    await bus.publish({ conversationId: 7, kind: 'message' });
    expect(await first).toEqual({ conversationId: 7, kind: 'message' });
    expect(await second).toEqual({ conversationId: 7, kind: 'message' });
  });

  it.skipIf(!postgresServerUrl)(
    'carries an event from one instance to another through LISTEN/NOTIFY',
    async () => {
      const [one, two] = await Promise.all([
        postgresChatBus(postgresServerUrl!),
        postgresChatBus(postgresServerUrl!),
      ]);
      try {
        const onTwo = heard(two);
        await one.publish({ conversationId: 42, kind: 'status' });
        expect(await onTwo).toEqual({ conversationId: 42, kind: 'status' });
      } finally {
        await one.close();
        await two.close();
      }
    },
  );
});
