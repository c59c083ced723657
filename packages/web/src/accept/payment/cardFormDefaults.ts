import type { CardFormInput } from '@portal/domain/payment/cardRules';

export const UK = 'United Kingdom';

/**
 * An empty card form, with the safe answers of an earlier attempt restored for "Edit payment
 * details". The frame the server draws has no draft (`null`): the browser restores it after.
 */
export function cardFormDefaults(draft: Record<string, unknown> | null): Partial<CardFormInput> {
  const saved = draft ?? {};
  const text = (key: string) => (typeof saved[key] === 'string' ? (saved[key] as string) : '');
  const billing = (saved.billingAddress ?? {}) as Record<string, unknown>;
  const billingText = (key: string) => (typeof billing[key] === 'string' ? (billing[key] as string) : '');
  return {
    cardInYourName: typeof saved.cardInYourName === 'boolean' ? saved.cardInYourName : true,
    holderName: text('holderName'),
    title: text('title'),
    cardNumber: '',
    securityNumber: '',
    hasCardPermission: false,
    cardType: 'unknown',
    issueNumber: '',
    billingAddress: {
      line1: billingText('line1'),
      line2: billingText('line2'),
      postCode: billingText('postCode'),
      country: billingText('country') || UK,
      ukbillingAddress: billing.ukbillingAddress !== false,
      emailAddress: '',
    },
  };
}

/** What is kept for editing: never the card number, the security number or the dates. */
export const cardDraftFrom = (card: CardFormInput) => ({
  cardInYourName: card.cardInYourName,
  holderName: card.holderName,
  title: card.title,
  billingAddress: { ...card.billingAddress, emailAddress: '' },
});
