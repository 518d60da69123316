import type { ReactNode } from 'react';
import { Checkbox, Flex, Typography } from 'antd';

export type CheckSectionProps<K extends string> = {
  title: string;
  options: readonly { key: K; label: ReactNode }[];
  checked: Readonly<Record<K, boolean>>;
  onToggle: (key: K) => void;
};

/** A titled row of checkboxes for one check group of the map filters (euro, device status ...). */
export function CheckSection<K extends string>({ title, options, checked, onToggle }: CheckSectionProps<K>) {
  return (
    <section>
      <Typography.Text strong>{title}</Typography.Text>
      <Flex gap={8} wrap role="group" aria-label={title}>
        {options.map((option) => (
          <Checkbox key={option.key} checked={checked[option.key]} onChange={() => onToggle(option.key)}>
            {option.label}
          </Checkbox>
        ))}
      </Flex>
    </section>
  );
}
