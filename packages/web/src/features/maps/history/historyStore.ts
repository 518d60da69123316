import { useSyncExternalStore } from 'react';
import type { HistoryResult } from '@armada/domain';
import { markAt, type Mark } from './historyMarks';
import type { EventMoment } from '../search/urlFocus';
import { advance, DEFAULT_SPEED, toSamples, type PlaybackSpeed, type TrackSample } from './playback';

/**
 * The history being replayed, shared by the panel in the vehicle drawer (controls) and the overlay
 * on the map (route, markers, camera). One at a time: opening another vehicle's history replaces it.
 */
export type HistoryState = {
  imei: string | null;
  result: HistoryResult | null;
  samples: readonly TrackSample[];
  /** The player's time, ms since the epoch. */
  cursor: number;
  playing: boolean;
  speed: PlaybackSpeed;
  /** The event the history was opened at (an alert's 'show on map'): the player waits there. */
  event: EventMoment | null;
  /** The stop or event last picked in the panel's lists: the map goes there and opens its popup. */
  focus: (Mark & { seq: number }) | null;
  /** On phones: the whole panel (period, summary, lists) rather than the player alone over the map. */
  expanded: boolean;
};

const CLOSED: HistoryState = {
  imei: null,
  result: null,
  samples: [],
  cursor: 0,
  playing: false,
  speed: DEFAULT_SPEED,
  event: null,
  focus: null,
  expanded: false,
};

/** Where the player waits on a fresh track: at the event's first sample when there is one, else the start. */
function startOf(samples: readonly TrackSample[], event: EventMoment | null): number {
  const first = samples[0]?.t ?? 0;
  if (!event) return first;
  return samples.find((sample) => sample.t >= event.at)?.t ?? samples[samples.length - 1]?.t ?? first;
}

let state: HistoryState = CLOSED;
let focusSeq = 0;
const listeners = new Set<() => void>();
let frame: number | null = null;
let lastFrameAt = 0;

function set(change: Partial<HistoryState>): void {
  state = { ...state, ...change };
  listeners.forEach((listener) => listener());
}

const endOf = (s: HistoryState) => s.samples[s.samples.length - 1]?.t ?? s.cursor;

function stopLoop(): void {
  if (frame !== null) cancelAnimationFrame(frame);
  frame = null;
}

/** One animation frame: the cursor moves by the wall-clock time since the last one, at the chosen speed. */
function tick(now: number): void {
  const end = endOf(state);
  const cursor = advance(state.cursor, now - lastFrameAt, state.speed, end);
  lastFrameAt = now;
  const finished = cursor >= end;
  set({ cursor, playing: !finished });
  frame = finished ? null : requestAnimationFrame(tick);
}

export const historyStore = {
  get: (): HistoryState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  open(imei: string, event: EventMoment | null = null): void {
    stopLoop();
    set({ ...CLOSED, imei, event });
  },
  close(): void {
    stopLoop();
    set(CLOSED);
  },
  /** A fresh track: the player waits at its start. */
  load(result: HistoryResult): void {
    stopLoop();
    const samples = toSamples(result.positions);
    set({ result, samples, cursor: startOf(samples, state.event), playing: false, focus: null });
  },
  /** Pauses at a stop's start or an event's time (within the track) and asks the map to show it. */
  jumpTo(mark: Mark): void {
    const at = state.result ? markAt(state.result, mark) : null;
    if (!at) return;
    stopLoop();
    const first = state.samples[0]?.t ?? at.time;
    const cursor = Math.min(Math.max(at.time, first), endOf(state));
    focusSeq += 1;
    // On a phone the panel steps aside to the player so the map shows the place.
    set({ cursor, playing: false, focus: { ...mark, seq: focusSeq }, expanded: false });
  },
  play(): void {
    if (state.samples.length < 2 || frame !== null) return;
    // Play from the start again once the end was reached.
    if (state.cursor >= endOf(state)) set({ cursor: state.samples[0]?.t ?? 0 });
    lastFrameAt = performance.now();
    set({ playing: true });
    frame = requestAnimationFrame(tick);
  },
  pause(): void {
    stopLoop();
    set({ playing: false });
  },
  seek(cursor: number): void {
    set({ cursor });
  },
  setSpeed(speed: PlaybackSpeed): void {
    set({ speed });
  },
  setExpanded(expanded: boolean): void {
    set({ expanded });
  },
};

export function useHistoryState(): HistoryState {
  return useSyncExternalStore(historyStore.subscribe, historyStore.get, historyStore.get);
}

/** One part of the state: the component re-renders only when it changes, not at every frame of play. */
export function useHistorySelector<T>(select: (state: HistoryState) => T): T {
  const read = () => select(historyStore.get());
  return useSyncExternalStore(historyStore.subscribe, read, read);
}
