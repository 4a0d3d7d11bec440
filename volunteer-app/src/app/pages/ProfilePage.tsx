import { VolunteerProfile } from '../../features/profile/components/VolunteerProfile';
import { RecordSection } from '../../features/record/components/RecordSection';

/** /volunteer/profile: the volunteer's profile, with their record of hours and points. */
export function ProfilePage() {
  return <VolunteerProfile record={<RecordSection />} />;
}
