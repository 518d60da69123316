import type { SafetyLevel } from '@armada/domain';

/** The safety levels' colours, best green to worst red. */
export const LEVEL_COLOURS: Record<SafetyLevel, string> = {
  very_good: '#389e0d',
  good: '#7cb305',
  medium: '#d4b106',
  bad: '#d46b08',
  very_bad: '#cf1322',
};
