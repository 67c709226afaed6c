import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload } from 'jose';
import { issuer } from './cognito';
import { env } from './env';
import { Unauthorized } from './errors';

const jwksByIssuer = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

/**
 * Verifies a Cognito ACCESS token as API Gateway's JWT authorizer does: signature against the pool's
 * JWKS, issuer, app client, `token_use` and expiry. The local gateway and the refresh operation use it.
 * `expiredFor` accepts a token that expired at most that many seconds ago (refresh only).
 */
export async function verifyAccessToken(token: string, options: { expiredFor?: number } = {}): Promise<JWTPayload> {
  const iss = issuer();
  let jwks = jwksByIssuer.get(iss);
  if (!jwks) jwksByIssuer.set(iss, (jwks = createRemoteJWKSet(new URL(`${iss}/.well-known/jwks.json`))));
  try {
    const { payload } = await jwtVerify(token, jwks, {
      issuer: iss,
      algorithms: ['RS256'],
      clockTolerance: options.expiredFor ?? 0,
    });
    if (payload.token_use !== 'access') throw new Unauthorized('Token không phải access token');
    if (payload.client_id !== env.userPoolClientId()) throw new Unauthorized('Token không thuộc ứng dụng này');
    return payload;
  } catch (error) {
    if (error instanceof Unauthorized) throw error;
    if (error instanceof errors.JOSEError) throw new Unauthorized();
    throw error;
  }
}
