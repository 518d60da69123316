import { useCallback, useState } from 'react';

export type EditorMode = 'add' | 'edit' | 'view';
export type EditorState = { mode: EditorMode; id: number | null } | null;

/** Which row a list screen's side panel shows, and how: adding, editing or viewing. */
export function useEditor() {
  const [state, setState] = useState<EditorState>(null);
  return {
    state,
    add: useCallback(() => setState({ mode: 'add', id: null }), []),
    edit: useCallback((id: number) => setState({ mode: 'edit', id }), []),
    view: useCallback((id: number) => setState({ mode: 'view', id }), []),
    close: useCallback(() => setState(null), []),
  };
}
