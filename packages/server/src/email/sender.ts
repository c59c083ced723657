import type { BrandSettings } from '@portal/domain/brands/brand';
import { type ContactLine, contactLine } from '@portal/domain/brands/contactLines';
import { brandSettingsFor } from '@portal/domain/brands/registry';
import type { EmailFacts } from '@portal/domain/email/emailFacts';
import type { EmailContent } from './layout.ts';

/** An email's words, before the brand frame is rendered around them (cheap: no React). */
export interface ComposedEmail {
  brand: BrandSettings;
  subject: string;
  content: EmailContent;
  line: ContactLine;
}

type Sender = Pick<Extract<EmailFacts, { brand: unknown }>, 'brand' | 'partner' | 'line'>;

/** The brand (with its partner's numbers) an email speaks as, and the line that answers about it. */
export const senderOf = (facts: Sender): { brand: BrandSettings; line: ContactLine } => ({
  brand: brandSettingsFor(facts.brand, facts.partner),
  line: contactLine(facts.brand, facts.line ?? 'amendments', facts.partner),
});

/** The brand's name before every subject line: "Direct Line: your quote is ready". */
export function composed(facts: Sender, subject: string, content: EmailContent): ComposedEmail {
  const { brand, line } = senderOf(facts);
  return { brand, line, subject: `${brand.displayName}: ${subject}`, content };
}
