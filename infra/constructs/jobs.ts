import { Duration, TimeZone } from 'aws-cdk-lib';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { Schedule, ScheduleExpression } from 'aws-cdk-lib/aws-scheduler';
import { LambdaInvoke } from 'aws-cdk-lib/aws-scheduler-targets';
import { Construct } from 'constructs';
import { AppFunction } from './lambda';

export interface JobsProps {
  table: ITableV2;
  environment: Record<string, string>;
}

/** 01:00 Vietnam time on the 1st: finalize last month's reports once the month has closed. */
export const MONTHLY_CLOSE_CRON = 'cron(0 1 1 * ? *)';

export class Jobs extends Construct {
  readonly monthlyClose: AppFunction;
  readonly schedule: Schedule;

  constructor(scope: Construct, id: string, props: JobsProps) {
    super(scope, id);
    this.monthlyClose = new AppFunction(this, 'MonthlyClose', {
      entry: 'functions/jobs/monthly-close.ts',
      description: 'Job: monthly close',
      environment: props.environment,
      // Walks every building's month; far more than an API request needs.
      timeout: Duration.minutes(5),
    }).bindTable(props.table, 'readWrite');

    this.schedule = new Schedule(this, 'MonthlyCloseSchedule', {
      description: 'Finalize the previous month',
      schedule: ScheduleExpression.expression(MONTHLY_CLOSE_CRON, TimeZone.ASIA_HO_CHI_MINH),
      target: new LambdaInvoke(this.monthlyClose.fn, { retryAttempts: 2, maxEventAge: Duration.hours(6) }),
    });
  }
}
