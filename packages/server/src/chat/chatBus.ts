import { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';
import pg from 'pg';

/**
 * A change to one conversation: a new message, its status moved (taken, closed), someone typing
 * (`typist`: 'customer', or the agent's name), which is never stored and so rides the bus, or a
 * transfer to an agent (`to`), whose consoles alone are told.
 */
export interface ChatEvent {
  conversationId: number;
  kind: 'message' | 'status' | 'typing' | 'transferred';
  typist?: string;
  /** A transfer's receiving agent (their consoles are told) and the name of who handed it over. */
  to?: number;
  by?: string;
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
  /** False while the bus cannot hear other instances (its connection is down and reconnecting): /health says so. */
  healthy(): boolean;
  /**
   * Called when the bus hears again after an outage: events published meanwhile were lost, so the
   * listener reads what it missed from the database (messages are rows; events only point at them).
   */
  onResync(listener: () => void): () => void;
}

/** Postgres NOTIFY channels belong to one database, so one deployment: the name can be fixed. */
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
  healthy: () => boolean = () => true,
): ChatBus {
  return {
    publish: (event) => send(JSON.stringify(event)),
    subscribe(listener) {
      emitter.on('event', listener);
      return () => emitter.off('event', listener);
    },
    close,
    healthy,
    onResync(listener) {
      emitter.on('resync', listener);
      return () => emitter.off('resync', listener);
    },
  };
}

/** Waits between reconnection attempts: 100 ms doubling to 5 s. */
export const reconnectDelayMs = (attempt: number) => Math.min(100 * 2 ** attempt, 5_000);

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

/**
 * Postgres LISTEN/NOTIFY: one dedicated connection listens; NOTIFY goes through the pool's. A
 * listening connection that drops (a database restart, a terminated backend) is replaced, with
 * backoff, until the bus is closed; meanwhile `healthy()` is false. (It once swallowed the error
 * and never listened again, so chat between instances stopped silently.)
 */
export async function postgresChatBus(
  databaseUrl: string,
  options: { applicationName?: string } = {},
): Promise<ChatBus> {
  const emitter = localBus();
  let listener: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  const listen = async (again = false) => {
    const client = new pg.Client({
      connectionString: databaseUrl,
      application_name: options.applicationName ?? 'portal-chat-bus',
    });
    const dropped = () => {
      if (listener !== client) return;
      listener = undefined;
      void client.end().catch(() => {});
      reconnect(0);
    };
    client.on('error', dropped);
    client.on('end', dropped);
    client.on('notification', (message) => {
      const event = message.payload ? parse(message.payload) : undefined;
      if (event) emitter.emit('event', event);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
    } catch (error) {
      client.removeAllListeners('end');
      await client.end().catch(() => {});
      throw error;
    }
    if (closed) await client.end();
    else {
      listener = client;
      // Listening again: whatever was published while it was down is read back by the hub.
      if (again) emitter.emit('resync');
    }
  };
  const reconnect = (attempt: number) => {
    if (closed) return;
    retry = setTimeout(() => {
      listen(true).catch(() => reconnect(attempt + 1));
    }, reconnectDelayMs(attempt));
  };
  await listen();
  const sender = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  sender.on('error', () => {});
  return busOver(
    emitter,
    async (payload) => {
      await sender.query('select pg_notify($1, $2)', [CHANNEL, payload]);
    },
    async () => {
      closed = true;
      clearTimeout(retry);
      const current = listener;
      listener = undefined;
      await current?.end();
      await sender.end();
    },
    () => listener !== undefined,
  );
}

/**
 * Redis pub/sub on `channel` (named for the deployment: a Redis may be shared) over a subscriber
 * connection of its own (a subscribed connection can do nothing else).
 */
export async function redisChatBus(redis: Redis, channel: string): Promise<ChatBus> {
  const emitter = localBus();
  const subscriber = redis.duplicate();
  // A dropped connection is reconnected by ioredis and shown by healthy(); not an unhandled error.
  subscriber.on('error', () => {});
  await subscriber.subscribe(channel);
  subscriber.on('message', (_channel: string, payload: string) => {
    const event = parse(payload);
    if (event) emitter.emit('event', event);
  });
  // Each later 'ready' is a reconnection. ioredis subscribes again by itself, but after 'ready':
  // subscribing here too (harmless twice) means the channel is heard before what was missed is
  // read back, so nothing falls between the two.
  subscriber.on('ready', () => {
    subscriber.subscribe(channel).then(
      () => emitter.emit('resync'),
      () => {},
    );
  });
  return busOver(
    emitter,
    async (payload) => {
      await redis.publish(channel, payload);
    },
    async () => {
      await subscriber.quit();
    },
    // ioredis reconnects and subscribes again by itself; until it has, the bus is down.
    () => subscriber.status === 'ready',
  );
}
