import { Badge, Button, TaskCard } from '../../src';
import { GallerySection, Grid } from '../GallerySection';
import { GALLERY_NOW, sampleLogoUrl } from '../sampleData';

export function TaskCardsDemo() {
  return (
    <GallerySection title="Task card">
      <Grid>
        <TaskCard
          title="Beach clean-up"
          organisationName="Green Streets"
          organisationLogoUrl={sampleLogoUrl}
          taskDate="2026-03-02T08:00:00"
          location="Bondi Beach"
          points={150}
          applicantCount={3}
          status={false}
          completed={false}
          to="/volunteer/task/1"
          badge="openClosed"
          now={GALLERY_NOW}
          actions={<Button type="button">Apply</Button>}
        />
        <TaskCard
          title="Saturday food hampers"
          organisationName="City Food Bank"
          taskDate="2026-03-06T23:00:00"
          location="12 Market Lane, Newtown"
          points={200}
          applicantCount={0}
          status={false}
          completed={false}
          to="/volunteer/task/2"
          badge="openClosed"
          now={GALLERY_NOW}
          actions={<Badge tone="primary">Applied</Badge>}
        />
        <TaskCard
          title="Junior footy canteen"
          organisationName="Harbour Youth Club"
          taskDate="2026-04-10T01:00:00"
          location="Henson Park"
          points={100}
          applicantCount={4}
          status
          completed={false}
          to="/organisation/task/3"
          now={GALLERY_NOW}
          actions={
            <>
              <Button type="button" $variant="secondary" $size="sm">
                Edit
              </Button>
              <Button type="button" $variant="danger" $size="sm">
                Delete
              </Button>
            </>
          }
        />
        <TaskCard
          title="Library reading buddies"
          organisationName="Inner West Libraries"
          taskDate="2026-02-20T02:00:00"
          location="Marrickville Library"
          points={50}
          applicantCount={1}
          status
          completed
          to="/organisation/task/4"
          now={GALLERY_NOW}
        />
        <TaskCard
          title="Community garden working bee (ongoing)"
          organisationName="Green Streets"
          taskDate={null}
          location={null}
          points={300}
          applicantCount={2}
          status={false}
          completed={false}
          to="/organisation/task/5"
          now={GALLERY_NOW}
        />
        <TaskCard
          title="Past task still open"
          organisationName="City Food Bank"
          taskDate="2026-02-25T02:00:00"
          location="Redfern"
          points={75}
          applicantCount={0}
          status={false}
          completed={false}
          now={GALLERY_NOW}
        />
      </Grid>
    </GallerySection>
  );
}
