import type { CardFormInput } from '@portal/domain/payment/cardRules';
import { readCardDraft } from '../quoteSession.ts';

export const UK = 'United Kingdom';

/** An empty card form, with the safe answers of an earlier attempt restored for "Edit payment details". */
export function cardFormDefaults(): Partial<CardFormInput> {
  const draft = readCardDraft() ?? {};
  const text = (key: string) => (typeof draft[key] === 'string' ? (draft[key] as string) : '');
  const billing = (draft.billingAddress ?? {}) as Record<string, unknown>;
  const billingText = (key: string) => (typeof billing[key] === 'string' ? (billing[key] as string) : '');
  return {
    cardInYourName: typeof draft.cardInYourName === 'boolean' ? draft.cardInYourName : true,
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
