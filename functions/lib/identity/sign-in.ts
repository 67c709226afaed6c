import { GetUserCommand, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { cognito } from '../cognito';
import { env } from '../env';

/** Cognito's answer to a password or refresh sign-in: its tokens, or a challenge we do not handle. */
export async function passwordSignIn(username: string, password: string) {
  const auth = await cognito().send(
    new InitiateAuthCommand({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: env.userPoolClientId(), AuthParameters: { USERNAME: username, PASSWORD: password } }),
  );
  return auth.AuthenticationResult;
}

export async function refreshSignIn(refreshToken: string) {
  const auth = await cognito().send(
    new InitiateAuthCommand({ AuthFlow: 'REFRESH_TOKEN_AUTH', ClientId: env.userPoolClientId(), AuthParameters: { REFRESH_TOKEN: refreshToken } }),
  );
  return auth.AuthenticationResult;
}

/** The `name` attribute of the user a token belongs to, asked with that user's own token. */
export async function ownName(accessToken: string): Promise<string> {
  const user = await cognito().send(new GetUserCommand({ AccessToken: accessToken }));
  return user.UserAttributes?.find((a) => a.Name === 'name')?.Value ?? '';
}
