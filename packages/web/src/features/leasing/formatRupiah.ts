import { formatDecimal } from '@armada/domain';

/** Rupiah with the portal's number style, 'Rp 19.500.000'. */
export const formatRupiah = (amount: number) => `Rp ${formatDecimal(amount, 'de', 0)}`;
