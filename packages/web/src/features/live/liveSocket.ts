import { LIVE_CLOSE_CODES, type LiveServerMessage } from '@armada/domain';

export type LiveStatus = 'connecting' | 'live' | 'offline';

export type LiveHandlers = {
  token: () => string | null;
  onMessage: (message: LiveServerMessage) => void;
  onStatus: (status: LiveStatus) => void;
  /** The server closed with 4401 or 4403: the session is over, do not reconnect. */
  onSessionEnd: () => void;
};

const MAX_DELAY_MS = 30_000;
const LIVE_TYPES: ReadonlySet<string> = new Set(['ready', 'vehicle', 'status', 'event', 'notification']);
const SESSION_END_CODES: ReadonlySet<number> = new Set(Object.values(LIVE_CLOSE_CODES));

/** 1 s, 2 s, 4 s ... capped at 30 s. */
export function backoffDelay(attempt: number): number {
  return Math.min(MAX_DELAY_MS, 1000 * 2 ** Math.max(0, attempt));
}

export function liveUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/live`;
}

export function isSessionEnd(code: number): boolean {
  return SESSION_END_CODES.has(code);
}

function isLiveMessage(value: unknown): value is LiveServerMessage {
  if (typeof value !== 'object' || value === null) return false;
  const type = (value as { type?: unknown }).type;
  return typeof type === 'string' && LIVE_TYPES.has(type);
}

/** The server messages of one frame (a message alone or an array of them); anything else is skipped. */
export function parseLiveFrame(text: unknown): LiveServerMessage[] {
  if (typeof text !== 'string') return [];
  try {
    const value: unknown = JSON.parse(text);
    return (Array.isArray(value) ? value : [value]).filter(isLiveMessage);
  } catch {
    return [];
  }
}

export type LiveConnection = {
  /** Closes the socket for good (no reconnect). */
  close: () => void;
  /** Hands a refreshed token to the open socket, which then stays open past the old token's expiry. */
  sendToken: (token: string) => void;
};

/** Opens the live socket and keeps it open with backoff until closed. */
export function connectLive(handlers: LiveHandlers): LiveConnection {
  let socket: WebSocket | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  let stopped = false;

  const open = () => {
    const token = handlers.token();
    if (stopped || !token) return;
    handlers.onStatus('connecting');
    socket = new WebSocket(liveUrl(window.location));
    socket.onopen = () => socket?.send(JSON.stringify({ type: 'auth', token }));
    socket.onmessage = (event: MessageEvent) => {
      for (const message of parseLiveFrame(event.data)) {
        if (message.type === 'ready') {
          attempt = 0;
          handlers.onStatus('live');
        }
        handlers.onMessage(message);
      }
    };
    socket.onclose = (event: CloseEvent) => {
      socket = null;
      if (stopped) return;
      handlers.onStatus('offline');
      if (isSessionEnd(event.code)) return handlers.onSessionEnd();
      timer = setTimeout(open, backoffDelay(attempt));
      attempt += 1;
    };
  };

  open();
  return {
    close: () => {
      stopped = true;
      clearTimeout(timer);
      socket?.close();
    },
    sendToken: (token) => {
      if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify({ type: 'auth', token }));
    },
  };
}
