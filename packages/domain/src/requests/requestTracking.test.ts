import { describe, expect, it } from 'vitest';
import { ANSWER_EVENT, QUESTION_EVENT, trackedRequest } from './requestTracking.ts';

const at = '2026-11-27T10:00:00.000Z';

describe('a request as its customer follows it', () => {
  it('shows the question asked, never a staff note or hand-over', () => {
    const tracked = trackedRequest(at, { status: 'waiting', outcome: null }, [
      { event: 'Taken', note: '', at },
      { event: 'Internal note', note: 'customer sounds unsure; check fraud list', at },
      { event: 'Assigned', note: 'to Sam by lead@portal.example', at },
      { event: QUESTION_EVENT, note: 'Please send the V5C for the new car.', at },
    ]);
    expect(tracked.state).toBe('waiting for you');
    expect(tracked.question).toBe('Please send the V5C for the new car.');
    const words = JSON.stringify(tracked.history);
    expect(words).not.toContain('fraud');
    expect(words).not.toContain('Sam');
    expect(tracked.history.map((line) => line.text)).toEqual([
      'You sent your request.',
      'We started work on your request.',
      'We asked: Please send the V5C for the new car.',
    ]);
  });

  it('after an answer it is being worked on, with the answer and its files in the history', () => {
    const tracked = trackedRequest(at, { status: 'in_progress', outcome: null }, [
      { event: QUESTION_EVENT, note: 'Which car?', at },
      { event: ANSWER_EVENT, note: 'The blue one', at, files: ['v5c.pdf'] },
    ]);
    expect(tracked.state).toBe('being worked on');
    expect(tracked.question).toBeNull();
    expect(tracked.history.at(-1)).toEqual({
      at,
      from: 'You',
      text: 'You answered: The blue one',
      files: ['v5c.pdf'],
    });
  });

  it('a refusal gives its reason; a done note stays with staff', () => {
    const refused = trackedRequest(at, { status: 'done', outcome: 'rejected' }, [
      { event: 'Rejected', note: 'The policy has ended.', at },
    ]);
    expect(refused).toMatchObject({ state: 'refused', refusedBecause: 'The policy has ended.' });
    const done = trackedRequest(at, { status: 'done', outcome: 'noted' }, [
      { event: 'Done', note: 'updated by hand in the old system', at },
    ]);
    expect(done.state).toBe('done');
    expect(JSON.stringify(done)).not.toContain('old system');
  });

  it('a request nobody has touched is received', () => {
    expect(trackedRequest(at, { status: null, outcome: null }, []).state).toBe('received');
  });
});
