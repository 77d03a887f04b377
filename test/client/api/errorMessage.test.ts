import { errorMessage, isSessionEnding } from '../../../src/client/api/errorMessage';

const failure = (data: unknown) => ({ status: 401, data }) as const;

describe('errorMessage', () => {
  it('reads code first, then error, then detail', () => {
    expect(errorMessage(failure({ code: 'token_not_valid', error: 'Token expired', detail: 'Token has expired' }))).toBe('token_not_valid');
    expect(errorMessage(failure({ error: 'Token expired', detail: 'Token has expired' }))).toBe('Token expired');
    expect(errorMessage(failure({ detail: 'User not found' }))).toBe('User not found');
  });

  it('has no message for answers without those fields', () => {
    expect(errorMessage(failure({ email: ['This field is required.'] }))).toBeUndefined();
    expect(errorMessage({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toBeUndefined();
  });

  it('treats only the session-ending texts and codes as session-ending', () => {
    expect(isSessionEnding('Token has expired')).toBe(true);
    expect(isSessionEnding('user_not_found')).toBe(true);
    expect(isSessionEnding('Not found.')).toBe(false);
    expect(isSessionEnding('token has expired')).toBe(false);
  });
});
