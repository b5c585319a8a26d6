import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { genericErrorMessage } from './error-message.ts';

describe('genericErrorMessage', () => {
  it('prefers the server errorMessage', () => {
    expect(
      genericErrorMessage({
        errorMessage: 'This invite has expired',
        status: 410,
        statusText: 'Gone',
        message: 'Request failed with status code 410',
      }),
    ).toBe('This invite has expired');
  });

  it('else shows Error {status}: {statusText}', () => {
    expect(
      genericErrorMessage({
        status: 500,
        statusText: 'Internal Server Error',
        message: 'Request failed',
      }),
    ).toBe('Error 500: Internal Server Error');
  });

  it('else shows the error message', () => {
    expect(genericErrorMessage({ message: 'Network Error' })).toBe('Network Error');
  });

  it('else says Something went wrong', () => {
    expect(genericErrorMessage({})).toBe('Something went wrong');
  });

  it('401 asks to sign in, even over a server errorMessage such as Incorrect token', () => {
    expect(genericErrorMessage({ status: 401 })).toBe('Please sign in to access this page');
    expect(
      genericErrorMessage({
        errorMessage: 'Incorrect token',
        status: 401,
        statusText: 'Unauthorized',
        message: 'Request failed with status code 401',
      }),
    ).toBe('Please sign in to access this page');
  });

  it('treats blank strings as absent', () => {
    expect(genericErrorMessage({ errorMessage: '  ', status: 404, statusText: 'Not Found' })).toBe(
      'Error 404: Not Found',
    );
    expect(genericErrorMessage({ errorMessage: '', message: '' })).toBe('Something went wrong');
  });

  it('skips the status line without a statusText (HTTP/2 has none) and uses the message', () => {
    expect(genericErrorMessage({ status: 502, statusText: '', message: 'Bad gateway' })).toBe(
      'Bad gateway',
    );
  });

  it('skips status 0 (no response reached us) and uses the message', () => {
    expect(
      genericErrorMessage({ status: 0, statusText: 'error', message: 'Failed to fetch' }),
    ).toBe('Failed to fetch');
  });

  it('accepts nulls as absent', () => {
    expect(
      genericErrorMessage({ errorMessage: null, status: null, statusText: null, message: null }),
    ).toBe('Something went wrong');
  });

  const text = fc.option(fc.string(), { nil: undefined });
  const details = fc.record(
    {
      errorMessage: text,
      status: fc.option(fc.integer({ min: 0, max: 599 })),
      statusText: text,
      message: text,
    },
    { requiredKeys: [] },
  );

  it('always returns a non-blank message', () => {
    fc.assert(
      fc.property(details, (error) => {
        expect(genericErrorMessage(error).trim()).not.toBe('');
      }),
    );
  });

  it('returns a present server errorMessage for any status but 401', () => {
    fc.assert(
      fc.property(details, fc.string({ minLength: 1 }), (error, errorMessage) => {
        fc.pre(error.status !== 401 && errorMessage.trim() !== '');
        expect(genericErrorMessage({ ...error, errorMessage })).toBe(errorMessage);
      }),
    );
  });
});
