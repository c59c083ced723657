import { render } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { BOT_CHECK_FIELD, BotCheck, focusBotCheck } from './BotCheck.tsx';

// The widget's challenge comes after the page is drawn; here it never arrives, which is the
// moment a customer on a slow phone can already press "Accept and send".
vi.mock('../api/client.ts', () => ({ apiRequest: () => new Promise(() => {}) }));

beforeAll(() => {
  Element.prototype.scrollIntoView = () => {}; // jsdom lays nothing out
});

describe('the robot check', () => {
  it('takes focus from the error summary even before its widget has loaded', () => {
    render(<BotCheck onChange={() => {}} error="Field is required" />);
    expect(document.querySelector(`#${BOT_CHECK_FIELD} input`)).toBeNull();
    focusBotCheck();
    expect(document.activeElement?.closest(`#${BOT_CHECK_FIELD}`)).not.toBeNull();
  });

  it("moves focus to the widget's checkbox once it is there", () => {
    render(<BotCheck onChange={() => {}} />);
    const box = document.createElement('input');
    box.type = 'checkbox';
    document.querySelector('altcha-widget')?.append(box);
    focusBotCheck();
    expect(document.activeElement).toBe(box);
  });
});
