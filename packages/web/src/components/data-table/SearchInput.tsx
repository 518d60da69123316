import { useEffect, useEffectEvent, useState } from 'react';
import { Input } from 'antd';
import { SEARCH_DEBOUNCE_MS } from '@armada/domain';

export type SearchInputProps = {
  value: string;
  onSearch: (value: string) => void;
  placeholder: string;
  width?: number;
};

/** A search box that searches once typing pauses (the spec's debounce), or at once on Enter or clear. */
export function SearchInput({ value, onSearch, placeholder, width = 220 }: SearchInputProps) {
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  // The address bar changed (back, reload): show its value.
  if (value !== shown) {
    setShown(value);
    setDraft(value);
  }
  const commit = (text: string) => {
    if (text !== value) onSearch(text);
  };
  const commitLater = useEffectEvent((text: string) => commit(text));

  useEffect(() => {
    const timer = window.setTimeout(() => commitLater(draft.trim()), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [draft]);

  return (
    <Input.Search
      aria-label={placeholder}
      placeholder={placeholder}
      value={draft}
      allowClear
      onChange={(event) => setDraft(event.target.value)}
      onSearch={(text) => commit(text.trim())}
      style={{ width, maxWidth: '100%' }}
    />
  );
}
