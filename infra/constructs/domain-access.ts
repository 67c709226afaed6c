import type { Access, Domain, Route } from '../../functions/route-types';
import type { TableAccess } from './lambda';

/** What one domain's Lambda may touch, derived from its routes so a new route needs no IAM edit. */
export interface DomainAccess {
  table: TableAccess | 'none';
  describeTable: boolean;
  cognitoActions: readonly string[];
  exports: boolean;
  /** Above the shared defaults (512 MB, 10 s), for the one function that needs more. */
  memorySize?: number;
  timeoutSeconds?: number;
}

/** Login and refresh call Cognito's public InitiateAuth, which needs no IAM; no table either. */
const TABLE_FREE: ReadonlySet<Domain> = new Set(['auth']);

/**
 * The domains that write export files and sign their links: exports renders any list by running that
 * list's own GET route in its process (POST /api/exports), so no other function touches the bucket;
 * and go-live, which hands out its workbook template the same way (a file in the bucket, a signed link).
 */
const EXPORTERS: ReadonlySet<Domain> = new Set(['exports', 'go-live']);

/**
 * Domains where one request handles a whole file: the exporter (up to 50,000 rows read page by page
 * and written as .xlsx), the bank statement import (up to 10,000 lines parsed, stored and matched) and
 * the go-live dry run (a whole opening workbook read and checked).
 * More memory, and time up to API Gateway's 30 s integration limit; both are off the daily read path.
 */
const FILE_WORKERS: ReadonlySet<Domain> = new Set(['exports', 'bank-import', 'go-live']);
/**
 * The monthly billing run posts a building's bills in one call while its time lasts (then answers
 * with the rooms left): the same 30 s limit lets a 600-room building finish in one or two calls.
 */
const LONG_RUNNERS: ReadonlySet<Domain> = new Set(['bills']);

const DIRECTORY_READ = ['cognito-idp:ListUsers', 'cognito-idp:ListUsersInGroup'] as const;

/**
 * Who reads the user directory: the user lists, the activity log (names of who did what) and
 * deposits (the room-showing agent must be a SECURITY user). Only admin changes it.
 */
const COGNITO: Partial<Record<Domain, readonly string[]>> = {
  users: DIRECTORY_READ,
  // Runs the lists it exports in its own process: the activity log and the user lists name people.
  exports: DIRECTORY_READ,
  logs: ['cognito-idp:ListUsers'],
  deposits: ['cognito-idp:ListUsersInGroup'],
  admin: [
    ...DIRECTORY_READ,
    'cognito-idp:AdminCreateUser',
    'cognito-idp:AdminAddUserToGroup',
    'cognito-idp:AdminRemoveUserFromGroup',
    'cognito-idp:AdminSetUserPassword',
    'cognito-idp:AdminListGroupsForUser',
    'cognito-idp:AdminGetUser',
    'cognito-idp:AdminUpdateUserAttributes',
  ],
};

export interface DomainRoutes {
  domain: Domain;
  routes: Route[];
}

/** Routes grouped by domain, in the order the table first mentions each domain. */
export function routesByDomain(routes: readonly Route[]): DomainRoutes[] {
  const groups = new Map<Domain, Route[]>();
  for (const route of routes) {
    const list = groups.get(route.domain) ?? [];
    list.push(route);
    groups.set(route.domain, list);
  }
  return [...groups].map(([domain, list]) => ({ domain, routes: list }));
}

export const isReadOnly = (routes: readonly Route[]): boolean => routes.every((r) => r.endpoint.method === 'GET');

/** How long a domain's function may run (seconds): the local gateway gives its handlers the same. */
export const timeoutSecondsOf = (domain: Domain): number => (FILE_WORKERS.has(domain) || LONG_RUNNERS.has(domain) ? 29 : 10);

export function domainAccess({ domain, routes }: DomainRoutes): DomainAccess {
  const admin = domain === 'admin';
  const table: DomainAccess['table'] = TABLE_FREE.has(domain) ? 'none' : admin || !isReadOnly(routes) ? 'readWrite' : 'read';
  return {
    table,
    // db-info reports the table's size and indexes.
    describeTable: admin,
    cognitoActions: COGNITO[domain] ?? [],
    exports: EXPORTERS.has(domain),
    ...(FILE_WORKERS.has(domain) ? { memorySize: 1024, timeoutSeconds: timeoutSecondsOf(domain) } : {}),
    ...(LONG_RUNNERS.has(domain) ? { timeoutSeconds: timeoutSecondsOf(domain) } : {}),
  };
}

export const needsJwt = (access: Access): boolean => access !== 'public';
