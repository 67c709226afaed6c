import type { UserSummary } from '../../../shared/api/users';
import { usersInGroup } from './directory';
import { BadRequest } from '../errors';

/**
 * The agents who show rooms are the SECURITY users (business rules §1). They change rarely, so a
 * warm Lambda keeps the list five minutes; an id it does not know makes it ask Cognito once more
 * (a guard added a minute ago is found at once).
 */
const TTL_MS = 5 * 60_000;
let cache: { at: number; byId: Map<string, UserSummary> } | undefined;

async function load(): Promise<Map<string, UserSummary>> {
  const byId = new Map((await usersInGroup('SECURITY')).map((u) => [u.user_id, u]));
  cache = { at: Date.now(), byId };
  return byId;
}

/** The agent (a SECURITY user) with this user id, or a 400 naming the field. */
export async function agentOf(userId: string): Promise<UserSummary> {
  const cached = cache && Date.now() - cache.at < TTL_MS ? cache.byId : undefined;
  const agent = cached?.get(userId) ?? (await load()).get(userId);
  if (!agent) {
    const message = 'Người dẫn phòng phải là một tài khoản bảo vệ (SECURITY)';
    throw new BadRequest(`Dữ liệu không hợp lệ: agent_user_id: ${message}`, [{ path: 'agent_user_id', message }]);
  }
  return agent;
}
