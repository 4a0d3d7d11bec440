import { VolunteerHome } from '../../features/home/components/VolunteerHome';
import { StillComingNotices } from '../../features/reminders/components/StillComingNotices';

/** /volunteer/home: the open tasks, with any "Still coming?" reminders above them. */
export function HomePage() {
  return <VolunteerHome lead={<StillComingNotices />} />;
}
