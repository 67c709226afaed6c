import { GetUserCommand, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { cognito } from '../cognito';
import { env } from '../env';
import { Unauthorized, Unavailable } from '../errors';
import { logger } from '../logger';

export const WRONG_CREDENTIALS = 'Vui lòng kiểm tra lại tên đăng nhập hoặc mật khẩu';
// cognito-local answers a wrong password with InvalidPasswordException where Cognito says NotAuthorized.
const REFUSED = new Set([
  'NotAuthorizedException',
  'InvalidPasswordException',
  'UserNotFoundException',
  'UserNotConfirmedException',
  'PasswordResetRequiredException',
  'InvalidParameterException',
]);

/**
 * What the identity provider answers is mapped here: a refusal of the credentials is a 401, a throttle
 * or anything unforeseen a logged 503 (never a 500 with the provider's words in it).
 */
function signInFailure(error: unknown, refused: string): never {
  const name = (error as Error).name;
  if (REFUSED.has(name)) throw new Unauthorized(refused);
  logger.error('Identity provider failed', { error });
  throw new Unavailable();
}

/** Cognito's answer to a password or refresh sign-in: its tokens, or a challenge we do not handle. */
export async function passwordSignIn(username: string, password: string) {
  const auth = await cognito()
    .send(
      new InitiateAuthCommand({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: env.userPoolClientId(), AuthParameters: { USERNAME: username, PASSWORD: password } }),
    )
    .catch((e: unknown) => signInFailure(e, WRONG_CREDENTIALS));
  return auth.AuthenticationResult;
}

export async function refreshSignIn(refreshToken: string) {
  const auth = await cognito()
    .send(new InitiateAuthCommand({ AuthFlow: 'REFRESH_TOKEN_AUTH', ClientId: env.userPoolClientId(), AuthParameters: { REFRESH_TOKEN: refreshToken } }))
    .catch((e: unknown) => signInFailure(e, 'Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại'));
  return auth.AuthenticationResult;
}

/** The `name` attribute of the user a token belongs to, asked with that user's own token. */
export async function ownName(accessToken: string): Promise<string> {
  const user = await cognito().send(new GetUserCommand({ AccessToken: accessToken }));
  return user.UserAttributes?.find((a) => a.Name === 'name')?.Value ?? '';
}
