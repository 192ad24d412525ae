import { describe, expect, it } from 'vitest';
import { serverMessage } from './server-error';

const answer = (status: number) => new Response(null, { status });

describe('serverMessage', () => {
  it('prefers the first per-field message of a refusal', () => {
    const body = { error: 'Validation failed.', errors: { 'jumper.oasi_ahv_number': ['AHV Number is required'] } };
    expect(serverMessage(body, answer(422))).toBe('AHV Number is required');
  });

  it('falls back to the sentence of the refusal', () => {
    expect(serverMessage({ error: 'Current password is incorrect.' }, answer(422))).toBe(
      'Current password is incorrect.',
    );
  });

  it('says nothing for a server failure or a body it cannot read, so the page uses its own text', () => {
    expect(serverMessage({ error: 'Internal error' }, answer(500))).toBeUndefined();
    expect(serverMessage(undefined, answer(422))).toBeUndefined();
  });
});
