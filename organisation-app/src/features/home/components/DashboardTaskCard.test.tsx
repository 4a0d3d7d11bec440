import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { OrganisationTask } from 'shared-domain';
import { PortalThemeProvider } from 'shared-ui';
import { DashboardTaskCard } from './DashboardTaskCard';

const task: OrganisationTask = {
  id: 'task-1',
  title: 'Food drive',
  location: 'Harbourside Hall',
  task_date: null,
  task_type: 'once-off',
  hours_required: 3,
  points: 150,
  status: false,
  completed: false,
  capacity: 4,
  created_at: '2026-11-01T00:00:00Z',
  organisation_id: 'org-1',
  organisation_name: 'Harbour Helpers',
  organisation_logo_url: null,
  applicant_count: 3,
  applied_count: 1,
  approved_count: 1,
  rejected_count: 1,
  completed_count: 0,
  applicants: [],
  time_zone: 'UTC',
};

function renderCard(overrides: Partial<OrganisationTask> = {}) {
  render(
    <MemoryRouter>
      <PortalThemeProvider>
        <DashboardTaskCard task={{ ...task, ...overrides }} />
      </PortalThemeProvider>
    </MemoryRouter>,
  );
}

const figure = (name: string) => screen.getByText(name, { selector: 'dt' }).nextElementSibling;

test('shows the applications, points, capacity, hours and date of an own task', () => {
  renderCard();
  expect(figure('Applications')).toHaveTextContent('3');
  expect(figure('Points')).toHaveTextContent('150 pts');
  expect(figure('Capacity')).toHaveTextContent('4');
  expect(figure('Hours')).toHaveTextContent('3');
  expect(figure('Date')).toHaveTextContent('Flexible');
});

test('the title opens the task and the badge tells its state', () => {
  renderCard({ status: true });
  expect(screen.getByRole('link', { name: 'Food drive' })).toHaveAttribute(
    'href',
    '/organisation/task/task-1',
  );
  expect(screen.getByText('Pending')).toBeVisible();
});

test('a dated once-off task shows its day and start time', () => {
  const start = new Date(2030, 0, 15, 9, 30);
  renderCard({ task_date: start.toISOString() });
  expect(figure('Date')).toHaveTextContent('15 Jan 2030, 09:30');
});

test('an ongoing task shows the first day without a time', () => {
  const start = new Date(2030, 0, 15, 9, 30);
  renderCard({ task_date: start.toISOString(), task_type: 'ongoing' });
  expect(figure('Date')).toHaveTextContent(/^15 Jan 2030$/);
});
