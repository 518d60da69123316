import { decimal } from '../../components/formatNumber';

/** Rupiah with the portal's number style, 'Rp 19.500.000'. */
export const formatRupiah = (amount: number) => `Rp ${decimal(amount, 0)}`;
