/**
 * The one money formatter: integer pence in, pounds out, as every page and email shows them.
 * A negative amount reads with a leading minus sign: -1234 → "-£12.34".
 */
const GBP = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

export const formatPence = (pence: number): string => GBP.format(pence / 100);
