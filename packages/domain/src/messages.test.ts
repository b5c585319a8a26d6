import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages.ts';

describe('MESSAGES', () => {
  it('is frozen', () => {
    expect(Object.isFrozen(MESSAGES)).toBe(true);
  });

  it('holds spec 000 messages verbatim', () => {
    expect(MESSAGES.NOT_FOUND_TITLE).toBe('Page not found');
    expect(MESSAGES.NOT_FOUND_BODY).toBe("Sorry, we couldn't find the page you're looking for.");
    expect(MESSAGES.GO_BACK_HOME).toBe('Go back home');
    expect(MESSAGES.FACE_TOO_SMALL).toBe('The face is too small. Please try again.');
    expect(MESSAGES.SIGNUP_RATE_LIMITED).toBe(
      'You signed up too many times. Contact support if you think this error is wrong.',
    );
    expect(MESSAGES.UNAUTHORIZED).toBe('Please sign in to access this page');
    expect(MESSAGES.ZIP_DONE).toBe(
      'Downloaded selected images. If not, accept our download request.',
    );
  });

  it('holds spec 001 messages verbatim', () => {
    expect(MESSAGES.MAINTENANCE_TITLE).toBe("We'll be back soon!");
    expect(MESSAGES.NO_FACES).toBe('We could not find any faces in the photo.');
    expect(MESSAGES.SOMETHING_WRONG_TRY_ANOTHER).toBe(
      'Something went wrong. Please try another photo.',
    );
    expect(MESSAGES.STUDIO_FETCH_PENDING_FAILED).toBe('Failed to fetch pending photos');
    expect(MESSAGES.SUPPORT_THANK_YOU).toBe(
      "We've got your message! We will get back to you as soon as possible.",
    );
    expect(MESSAGES.FORBIDDEN).toBe('Forbidden');
    expect(MESSAGES.NOT_FOUND).toBe('Not Found');
    expect(MESSAGES.LOGGING_YOU_IN).toBe('Logging you in...');
  });

  it('fills placeholders', () => {
    expect(MESSAGES.HTTP_ERROR(500, 'Internal Server Error')).toBe(
      'Error 500: Internal Server Error',
    );
    expect(MESSAGES.SUPPORT_SUBMIT_FAILED('help@example.com')).toBe(
      'Failed to submit your request. Please try again later or contact us at help@example.com',
    );
    expect(MESSAGES.SUPPORT_SUBMITTED('Anna')).toBe(
      'Your request has been submitted. Anna will get back to you soon.',
    );
    expect(MESSAGES.TEXTAREA_COUNTER(12, 500)).toBe('12 of 500');
  });

  it('has no blank or padded text, and no typographic quotes', () => {
    for (const message of Object.values(MESSAGES)) {
      if (typeof message !== 'string') continue;
      expect(message).not.toBe('');
      expect(message).toBe(message.trim());
      expect(message).not.toMatch(/[\u2018\u2019\u201c\u201d\u2026]/);
    }
  });
});
