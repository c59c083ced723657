import { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';
import pg from 'pg';

/** A change to one conversation: a new message, or its status moved (taken, closed). */
export interface ChatEvent {
  conversationId: number;
  kind: 'message' | 'status';
}

/**
 * How chat events reach every server instance. Each instance pushes to its own sockets only, so
 * an event must be heard by all: through Redis pub/sub when REDIS_URL is set, through Postgres
 * LISTEN/NOTIFY on a Postgres server, and in memory on embedded PGlite (one instance by nature).
 * Events carry ids only; each instance reads the message itself from the database.
 */
export interface ChatBus {
  publish(event: ChatEvent): Promise<void>;
  subscribe(listener: (event: ChatEvent) => void): () => void;
  close(): Promise<void>;
}

const CHANNEL = 'portal_chat';

function localBus(): EventEmitter {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return emitter;
}

const parse = (payload: string): ChatEvent | undefined => {
  try {
    const event = JSON.parse(payload) as ChatEvent;
    return Number.isInteger(event.conversationId) ? event : undefined;
  } catch {
    return undefined;
  }
};

function busOver(
  emitter: EventEmitter,
  send: (payload: string) => Promise<void>,
  close: () => Promise<void>,
): ChatBus {
  return {
    publish: (event) => send(JSON.stringify(event)),
    subscribe(listener) {
      emitter.on('event', listener);
      return () => emitter.off('event', listener);
    },
    close,
  };
}

export function memoryChatBus(): ChatBus {
  const emitter = localBus();
  return busOver(
    emitter,
    async (payload) => {
      const event = parse(payload);
      if (event) emitter.emit('event', event);
    },
    async () => {},
  );
}

/** Postgres LISTEN/NOTIFY: one dedicated connection listens; NOTIFY goes through the pool's. */
export async function postgresChatBus(databaseUrl: string): Promise<ChatBus> {
  const emitter = localBus();
  const listener = new pg.Client({ connectionString: databaseUrl });
  listener.on('error', () => {});
  await listener.connect();
  listener.on('notification', (message) => {
    const event = message.payload ? parse(message.payload) : undefined;
    if (event) emitter.emit('event', event);
  });
  await listener.query(`LISTEN ${CHANNEL}`);
  const sender = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  sender.on('error', () => {});
  return busOver(
    emitter,
    async (payload) => {
      await sender.query('select pg_notify($1, $2)', [CHANNEL, payload]);
    },
    async () => {
      await listener.end();
      await sender.end();
    },
  );
}

/** Redis pub/sub: a subscriber connection of its own (a subscribed connection can do nothing else). */
export async function redisChatBus(redis: Redis): Promise<ChatBus> {
  const emitter = localBus();
  const subscriber = redis.duplicate();
  await subscriber.subscribe(CHANNEL);
  subscriber.on('message', (_channel: string, payload: string) => {
    const event = parse(payload);
    if (event) emitter.emit('event', event);
  });
  return busOver(
    emitter,
    async (payload) => {
      await redis.publish(CHANNEL, payload);
    },
    async () => {
      await subscriber.quit();
    },
  );
}
