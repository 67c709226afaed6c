import { ListUsersCommand, ListUsersInGroupCommand, type UserType } from '@aws-sdk/client-cognito-identity-provider';
import type { Role } from '../../../shared/catalog/roles';
import type { UserSummary } from '../../../shared/api/users';
import { cognito } from '../cognito';
import { env } from '../env';
import { compareVietnamese } from '../../../shared/text/collate';

const attr = (u: UserType, name: string) => u.Attributes?.find((a) => a.Name === name)?.Value;
const summary = (u: UserType): UserSummary => ({
  user_id: attr(u, 'sub') ?? u.Username ?? '',
  username: u.Username ?? '',
  name: attr(u, 'name') ?? '',
});

export async function usersInGroup(role: Role): Promise<UserSummary[]> {
  const out: UserSummary[] = [];
  let NextToken: string | undefined;
  do {
    const page = await cognito().send(new ListUsersInGroupCommand({ UserPoolId: env.userPoolId(), GroupName: role, NextToken }));
    out.push(...(page.Users ?? []).map(summary));
    NextToken = page.NextToken;
  } while (NextToken);
  return out.sort((a, b) => compareVietnamese(a.name, b.name));
}

/**
 * Names of everyone, by user id, for screens that show who did what. Staff change rarely, so a warm
 * Lambda keeps the list five minutes instead of asking Cognito on every request.
 */
const TTL_MS = 5 * 60_000;
let cache: { at: number; byId: Map<string, UserSummary> } | undefined;

export async function userDirectory(): Promise<Map<string, UserSummary>> {
  if (cache && Date.now() - cache.at < TTL_MS) return cache.byId;
  const byId = new Map<string, UserSummary>();
  let PaginationToken: string | undefined;
  do {
    const page = await cognito().send(new ListUsersCommand({ UserPoolId: env.userPoolId(), PaginationToken }));
    for (const u of page.Users ?? []) byId.set(summary(u).user_id, summary(u));
    PaginationToken = page.PaginationToken;
  } while (PaginationToken);
  cache = { at: Date.now(), byId };
  return byId;
}
