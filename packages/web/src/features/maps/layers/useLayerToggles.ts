import { useCallback, useState } from 'react';
import { readToggles, writeToggles, type LayerKey, type LayerToggles } from './layerToggles';

/** The overlays switched on, remembered in this browser for this user. */
export function useLayerToggles(userId: number): [LayerToggles, (key: LayerKey, on: boolean) => void] {
  const [state, setState] = useState(() => ({ userId, toggles: readToggles(localStorage, userId) }));
  // Another user signing in on the same page reads their own choice.
  const current = state.userId === userId ? state.toggles : readToggles(localStorage, userId);
  if (state.userId !== userId) setState({ userId, toggles: current });

  const toggle = useCallback(
    (key: LayerKey, on: boolean) =>
      setState((previous) => {
        const toggles = { ...previous.toggles, [key]: on };
        writeToggles(localStorage, previous.userId, toggles);
        return { userId: previous.userId, toggles };
      }),
    [],
  );
  return [current, toggle];
}
