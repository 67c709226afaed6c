import { Duration, TimeZone } from 'aws-cdk-lib';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Schedule, ScheduleExpression } from 'aws-cdk-lib/aws-scheduler';
import { LambdaInvoke } from 'aws-cdk-lib/aws-scheduler-targets';
import { Construct } from 'constructs';
import { AppFunction } from './lambda';

export interface JobsProps {
  table: ITableV2;
  /** The month-end files go into the exports bucket, under month-end/<month>/. */
  exportsBucket: IBucket;
  environment: Record<string, string>;
}

/**
 * 01:00 Vietnam time on the 1st: close last month once it has ended — freeze its trial balance,
 * finalize the electricity and water analyses staff have not, freeze each building's utility report,
 * and write the month-end files.
 */
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
      // Walks every building's month and writes ten workbooks (ExcelJS); far more than an API request needs.
      memorySize: 1024,
      timeout: Duration.minutes(5),
    })
      .bindTable(props.table, 'readWrite')
      .bindExports(props.exportsBucket);

    this.schedule = new Schedule(this, 'MonthlyCloseSchedule', {
      description: 'Finalize the previous month',
      schedule: ScheduleExpression.expression(MONTHLY_CLOSE_CRON, TimeZone.ASIA_HO_CHI_MINH),
      target: new LambdaInvoke(this.monthlyClose.fn, { retryAttempts: 2, maxEventAge: Duration.hours(6) }),
    });
  }
}
