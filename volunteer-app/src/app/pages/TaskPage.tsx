import { StillComingNotices } from '../../features/reminders/components/StillComingNotices';
import { VolunteerTaskDetail } from '../../features/taskDetail/components/VolunteerTaskDetail';
import { WaitlistPanel } from '../../features/waitlist/components/WaitlistPanel';

/** /volunteer/task/{id}: the task, with its waitlist and its "Still coming?" reminder. */
export function TaskPage() {
  return <VolunteerTaskDetail Waitlist={WaitlistPanel} StillComing={StillComingNotices} />;
}
