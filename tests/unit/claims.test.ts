import { describe, expect, it } from 'vitest';
import { callerFromClaims, parseGroups, roleOf } from '../../functions/platform/claims';
import { Unauthorized } from '../../functions/platform/errors';

describe('claims', () => {
  it('reads groups as API Gateway flattens them, and as real arrays', () => {
    expect(parseGroups('[admin staff]')).toEqual(['admin', 'staff']);
    expect(parseGroups('[SECURITY]')).toEqual(['SECURITY']);
    expect(parseGroups('["admin","staff"]')).toEqual(['admin', 'staff']);
    expect(parseGroups(['staff'])).toEqual(['staff']);
    expect(parseGroups('staff')).toEqual(['staff']);
    expect(parseGroups(undefined)).toEqual([]);
    expect(parseGroups('')).toEqual([]);
  });

  it('takes the strongest role', () => {
    expect(roleOf(['SECURITY', 'admin'])).toBe('admin');
    expect(roleOf(['SECURITY', 'staff'])).toBe('staff');
    expect(roleOf(['other'])).toBeUndefined();
  });

  it('builds the caller or refuses', () => {
    expect(callerFromClaims({ sub: 'u1', username: 'ketoan', 'cognito:groups': '[staff]' })).toEqual({
      sub: 'u1',
      username: 'ketoan',
      role: 'staff',
      groups: ['staff'],
    });
    expect(() => callerFromClaims(undefined)).toThrow(Unauthorized);
    expect(() => callerFromClaims({ username: 'x' })).toThrow(Unauthorized);
    expect(() => callerFromClaims({ sub: 'u1', 'cognito:groups': '[guests]' })).toThrow('chưa được gán vai trò');
  });
});
