import { useSession } from '../../lib/session';

/**
 * Goods and product levels are the company's master data: the server refuses writes from customer
 * accounts (user type 1), so their pages offer none of them to those accounts.
 */
export const useCompanyStaff = () => useSession((state) => state.user?.user_type !== 1);
