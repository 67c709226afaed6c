import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { env } from './env';

let client: CognitoIdentityProviderClient | undefined;

export function cognito(): CognitoIdentityProviderClient {
  client ??= new CognitoIdentityProviderClient({
    region: env.region(),
    endpoint: env.cognitoEndpoint(),
    ...(env.cognitoEndpoint() ? { credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {}),
  });
  return client;
}

/** The pool's issuer: AWS's URL, or cognito-local's when running on this machine. */
export function issuer(): string {
  const local = env.cognitoEndpoint();
  return local ? `${local.replace(/\/$/, '')}/${env.userPoolId()}` : `https://cognito-idp.${env.region()}.amazonaws.com/${env.userPoolId()}`;
}
