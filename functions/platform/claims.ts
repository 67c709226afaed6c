import { ROLES, type Role } from '../../shared/catalog/roles';
import { Unauthorized } from './errors';

/** The signed-in caller, as the JWT authorizer vouched for them. */
export interface Caller {
  sub: string;
  username: string;
  role: Role;
  groups: string[];
}

type RawClaims = Record<string, string | number | boolean | string[] | undefined>;

/**
 * API Gateway's HTTP API JWT authorizer flattens array claims into one string such as
 * `[admin staff]`; the local gateway passes real arrays. Accept both.
 */
export function parseGroups(raw: RawClaims[string]): string[] {
  if (Array.isArray(raw)) return raw.map(String);
  if (typeof raw !== 'string' || raw.trim() === '') return [];
  const s = raw.trim();
  if (s.startsWith('[') && s.endsWith(']')) {
    const inner = s.slice(1, -1).trim();
    if (inner.startsWith('"')) {
      try {
        return (JSON.parse(s) as unknown[]).map(String);
      } catch {
        /* fall through to the space-separated form */
      }
    }
    return inner.split(/[\s,]+/).filter(Boolean);
  }
  return [s];
}

/** The strongest role among the caller's groups; none of ours → not a user of this product. */
export function roleOf(groups: string[]): Role | undefined {
  return ROLES.find((r) => groups.includes(r));
}

export function callerFromClaims(claims: RawClaims | undefined): Caller {
  if (!claims || typeof claims.sub !== 'string') throw new Unauthorized();
  const groups = parseGroups(claims['cognito:groups']);
  const role = roleOf(groups);
  if (!role) throw new Unauthorized('Tài khoản chưa được gán vai trò');
  const username = String(claims.username ?? claims['cognito:username'] ?? claims.sub);
  return { sub: claims.sub, username, role, groups };
}
