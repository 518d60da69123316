/** The dealer performance screen, loaded as its own chunk. */
export { DealerPerformancePage } from './DealerPerformancePage';
