import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { failureText } from './toast';

describe('error toast texts', () => {
  it("show the server's answer to a refusal", () => {
    expect(
      failureText(new ApiError(422, 'Amount exceeds the outstanding amount'), 'Failed to record payment'),
    ).toBe('422: Amount exceeds the outstanding amount');
    expect(
      failureText(new ApiError(409, 'Project code KE0420 already exists'), 'Failed to create project'),
    ).toBe('409: Project code KE0420 already exists');
  });

  it('show the fallback for a server failure or a lost connection', () => {
    expect(failureText(new ApiError(500, 'Internal Server Error'), 'Failed to record saving')).toBe(
      'Failed to record saving',
    );
    expect(failureText(new TypeError('Failed to fetch'), 'Failed to record saving')).toBe(
      'Failed to record saving',
    );
  });

  it("show the browser's own words for a request that never left", () => {
    expect(failureText(new ApiError(0, 'The upload could not reach the server'), 'Upload failed')).toBe(
      'The upload could not reach the server',
    );
  });
});
