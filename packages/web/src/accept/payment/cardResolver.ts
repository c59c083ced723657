import { zodResolver } from '@hookform/resolvers/zod';
import { type CardFormInput, cardFormSchema, type ValidCard } from '@portal/domain/payment/cardRules';
import type { Resolver } from 'react-hook-form';

/** The card rules as the form's resolver (the domain's schema for the day `now` falls on). */
export const cardResolver = (now: string): Resolver<CardFormInput, unknown, ValidCard> =>
  zodResolver(cardFormSchema(now));
