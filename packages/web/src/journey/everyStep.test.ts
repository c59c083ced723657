import { FORM_CODES } from '@portal/domain/formCodes';
import { hasJourney, loadJourney } from '@portal/domain/forms';
import { questionSteps } from '@portal/domain/journeys/steps';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fieldId } from '../fields/fieldProps.ts';
import { QuestionView } from './QuestionView.tsx';

const NOW = '2026-03-10T10:00:00.000Z';
const noop = () => undefined;

/**
 * Every question of every step of every registered form draws with its label, through the one
 * renderer, so a new form is covered the day its folder is registered.
 */
describe.each(FORM_CODES.filter(hasJourney))('every step of %s renders', (form) => {
  it('draws each question with its label', async () => {
    const journey = await loadJourney(form);
    const client = new QueryClient();
    for (const step of questionSteps(journey)) {
      for (const question of step.questions) {
        const html = renderToString(
          createElement(
            MemoryRouter,
            null,
            createElement(
              QueryClientProvider,
              { client },
              createElement(QuestionView, {
                question,
                form,
                id: fieldId(question.name),
                value: undefined,
                onChange: noop,
                onBlur: noop,
                now: NOW,
                answers: {},
                setAnswer: noop,
                errorFor: () => undefined,
                reportCheck: noop,
              }),
            ),
          ),
        );
        const label = question.label.replace(/&/g, '&amp;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;');
        expect(html, `${form} ${step.id} ${question.name}`).toContain(label.slice(0, 20));
      }
    }
  });
});
