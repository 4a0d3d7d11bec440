import type { MyApplication } from 'shared-domain';

/** An application whose task the volunteer can still read; the lists show only these. */
export type ListedApplication = MyApplication & { task: NonNullable<MyApplication['task']> };

export function isListed(application: MyApplication): application is ListedApplication {
  return application.task !== null;
}
