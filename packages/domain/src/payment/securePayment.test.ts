import { describe, expect, it } from 'vitest';
import { latestControl, routeForControl } from './paymentControl.ts';
import {
  SECURE_PAYMENT_WAITS,
  securePaymentOpen,
  securePaymentWaits,
  speikPollStep,
  speikStatusOf,
  verificationMark,
} from './securePayment.ts';

// 23 November 2026 is a Monday; London is on GMT then, so UTC and London clocks agree.
const monday = (time: string) => `2026-11-23T${time}:00Z`;
const saturday = (time: string) => `2026-11-28T${time}:00Z`;

describe('secure payment closing hours', () => {
  it('opens 8am to 11pm on weekdays and 8am to 9pm at weekends on most brands', () => {
    expect(securePaymentOpen('DIRECTLINE', monday('07:59'))).toBe(false);
    expect(securePaymentOpen('DIRECTLINE', monday('08:00'))).toBe(true);
    expect(securePaymentOpen('DIRECTLINE', monday('22:58'))).toBe(true);
    expect(securePaymentOpen('DIRECTLINE', monday('23:00'))).toBe(false);
    expect(securePaymentOpen('PRIVILEGE', saturday('20:59'))).toBe(true);
    expect(securePaymentOpen('PRIVILEGE', saturday('21:00'))).toBe(false);
  });

  it('keeps Greenflag to 8am to 9pm on weekdays and 9am to 5pm at weekends', () => {
    expect(securePaymentOpen('GREENFLAG', monday('21:00'))).toBe(false);
    expect(securePaymentOpen('GREENFLAG', monday('20:59'))).toBe(true);
    expect(securePaymentOpen('GREENFLAG', saturday('08:30'))).toBe(false);
    expect(securePaymentOpen('GREENFLAG', saturday('16:59'))).toBe(true);
    expect(securePaymentOpen('GREENFLAG', saturday('17:00'))).toBe(false);
  });

  it('reads the hours on the London clock in summer time', () => {
    // 07:30 UTC on a July Monday is 08:30 in London.
    expect(securePaymentOpen('DIRECTLINE', '2026-07-06T07:30:00Z')).toBe(true);
    expect(securePaymentOpen('DIRECTLINE', '2026-07-06T22:00:00Z')).toBe(false);
  });
});

describe('the secure form status poll', () => {
  it('counts SUCCESS on the first poll as an error, and a later SUCCESS as paid', () => {
    expect(speikPollStep(1, 'SUCCESS', 0)).toBe('error');
    expect(speikPollStep(2, 'SUCCESS', 3_000)).toBe('paid');
  });

  it('waits on WAITING until the wait runs out, and treats any other answer as an error', () => {
    expect(speikPollStep(1, 'WAITING', 0)).toBe('wait');
    expect(speikPollStep(9, 'WAITING', SECURE_PAYMENT_WAITS.statusMaxWaitMs - 1)).toBe('wait');
    expect(speikPollStep(9, 'WAITING', SECURE_PAYMENT_WAITS.statusMaxWaitMs)).toBe('error');
    expect(speikPollStep(2, 'DECLINED', 0)).toBe('error');
    expect(speikPollStep(2, '', 0)).toBe('error');
  });

  it('answers SUCCESS only for a payment the gateway took', () => {
    expect(speikStatusOf('TAKEN')).toBe('SUCCESS');
    expect(speikStatusOf('WAITING')).toBe('WAITING');
    expect(speikStatusOf('DECLINED')).toBe('WAITING');
    expect(speikStatusOf(undefined)).toBe('WAITING');
  });
});

describe('the agent side of a payment chat', () => {
  it("marks the customer with the spec's words", () => {
    expect(verificationMark(true)).toBe('VERIFIED: Check Auth');
    expect(verificationMark(false)).toBe('NOT VERIFIED');
  });

  it('sends outcome messages to the payment routes, a second decline with its count', () => {
    expect(routeForControl('cov', { type: 'payment-success' })).toBe('/cov/accept/payment-success');
    expect(routeForControl('cov', { type: 'payment-declined', attempt: 1 })).toBe(
      '/cov/accept/payment-declined',
    );
    expect(routeForControl('hor', { type: 'payment-declined', attempt: 2 })).toBe(
      '/hor/accept/payment-declined/2',
    );
    expect(routeForControl('mor', { type: 'payment-transferred' })).toBe('/mor/accept/payment-transferred');
  });
});

describe('the waits of the web-chat payment path', () => {
  it('are the spec figures: 3 s for the secure form, 15 s for web chat, a 1 s display delay', () => {
    expect(SECURE_PAYMENT_WAITS).toMatchObject({
      secureFormMessageMs: 3_000,
      webChatMs: 15_000,
      webChatDisplayDelayMs: 1_000,
    });
    expect(securePaymentWaits(null)).toEqual(SECURE_PAYMENT_WAITS);
  });

  it('can be shortened through the test seam, never lengthened, and ignore anything unreadable', () => {
    expect(securePaymentWaits('{"webChatMs":2000}').webChatMs).toBe(2_000);
    expect(securePaymentWaits('{"webChatMs":60000}')).toEqual(SECURE_PAYMENT_WAITS);
    expect(securePaymentWaits('not json')).toEqual(SECURE_PAYMENT_WAITS);
  });
});

describe('control messages on the payment page', () => {
  it("acts on the agent side's newest control message and never on one the customer typed", () => {
    const form = { sender: 'agent', control: { type: 'secure-form', url: '/secure-form/abc' } };
    expect(latestControl([])).toBeUndefined();
    expect(latestControl([form, { sender: 'agent' }])).toEqual(form.control);
    expect(latestControl([form, { sender: 'customer', control: { type: 'payment-success' } }])).toEqual(
      form.control,
    );
    expect(latestControl([form, { sender: 'agent', control: { type: 'payment-success' } }])).toEqual({
      type: 'payment-success',
    });
    expect(
      latestControl([{ sender: 'agent', control: { type: 'secure-form', url: 'https://evil.example/' } }]),
    ).toBeUndefined();
  });
});
