import { describe, expect, it } from 'vitest';
import { pageTitle } from './PageHeading.tsx';

describe('pageTitle', () => {
  it('names the page, the journey and the brand', () => {
    expect(pageTitle('Your details', 'Direct Line', 'Add a driver')).toBe(
      'Your details – Add a driver – Direct Line',
    );
  });

  it('leaves out the journey outside a form and when the heading already is the journey title', () => {
    expect(pageTitle('Page not found', 'Green Flag')).toBe('Page not found – Green Flag');
    expect(pageTitle('Add a driver', 'Direct Line', 'Add a driver')).toBe('Add a driver – Direct Line');
  });
});
