import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { AccountRecovery, UserPool, UserPoolClient } from 'aws-cdk-lib/aws-cognito';
import { Construct } from 'constructs';
import { ROLES } from '../../shared/catalog/roles';

export interface AuthProps {
  stage: string;
}

/** Staff accounts: created by an admin (no self sign-up), one Cognito group per role. */
export class Auth extends Construct {
  readonly userPool: UserPool;
  readonly client: UserPoolClient;

  constructor(scope: Construct, id: string, props: AuthProps) {
    super(scope, id);
    const prod = props.stage === 'prod';

    this.userPool = new UserPool(this, 'UserPool', {
      selfSignUpEnabled: false,
      signInAliases: { username: true },
      signInCaseSensitive: false,
      standardAttributes: { fullname: { required: false, mutable: true } },
      // Staff have no verified email or phone; an admin resets passwords.
      accountRecovery: AccountRecovery.NONE,
      deletionProtection: prod,
      // Staff accounts are data, like the table: a stack delete leaves them.
      removalPolicy: RemovalPolicy.RETAIN,
    });

    for (const role of ROLES) {
      this.userPool.addGroup(`Group-${role}`, { groupName: role });
    }

    this.client = this.userPool.addClient('WebClient', {
      generateSecret: false,
      // The API signs staff in with USER_PASSWORD_AUTH; no hosted UI, so no OAuth flows to abuse.
      disableOAuth: true,
      authFlows: { userPassword: true, userSrp: false, custom: false, adminUserPassword: false },
      accessTokenValidity: Duration.hours(1),
      idTokenValidity: Duration.hours(1),
      refreshTokenValidity: Duration.days(30),
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
    });
  }
}
