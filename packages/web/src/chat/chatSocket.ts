/** The socket address on this page's own host (ws: on localhost, wss: behind HTTPS). */
export const socketUrl = (path: string) =>
  `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}${path}`;

export const parseSocketData = (raw: unknown): Record<string, unknown> | undefined => {
  try {
    const value = JSON.parse(String(raw)) as unknown;
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
};
