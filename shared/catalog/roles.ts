/** Cognito groups, strongest first: a user in several groups gets the first one listed. */
export const ROLES = ['admin', 'staff', 'SECURITY'] as const;
export type Role = (typeof ROLES)[number];
