import {
  type ContactLine,
  contactLine,
  lineForProduct,
  type PhoneLine,
} from '@portal/domain/brands/contactLines';
import { useShell } from './ShellContext.tsx';

/**
 * The line this page's customer calls: the one for the product they came with (home and travel
 * have their own), or the one named; a partner's (RBS, NATWEST) own line for their customers.
 */
export function useContactLine(line?: PhoneLine): ContactLine {
  const { brand, brandParam, product } = useShell();
  return contactLine(brand, line ?? lineForProduct(product), brandParam);
}
