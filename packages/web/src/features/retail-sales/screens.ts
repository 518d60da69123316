/** The retail-sales screen, loaded as its own chunk. */
export { RetailSalesPage } from './RetailSalesPage';
