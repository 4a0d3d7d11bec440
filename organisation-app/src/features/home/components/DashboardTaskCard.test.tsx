import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { TaskWithRelations } from 'shared-domain';
import { PortalThemeProvider } from 'shared-ui';
import { DashboardTaskCard } from './DashboardTaskCard';

const task: TaskWithRelations = {
  id: 'task-1',
  user_id: 'org-user',
  organisation_id: 'org-1',
  title: 'Food drive',
  description: 'Sort donations',
  detailed_description: null,
  location: 'Harbourside Hall',
  task_date: null,
  task_type: 'once-off',
  difficulty: 'medium',
  hours_required: 3,
  points: 150,
  status: false,
  completed: false,
  capacity: 4,
  days_of_week: null,
  number_of_weeks: null,
  created_at: '2026-11-01T00:00:00Z',
  applicant_count: 2,
  organisation: { id: 'org-1', name: 'Harbour Helpers', logo_url: null, user_id: 'org-user' },
  applications: [
    { id: 'a1', user_id: 'v1', status: 'applied', created_at: '2026-11-02T00:00:00Z' },
    { id: 'a2', user_id: 'v2', status: 'approved', created_at: '2026-11-02T00:00:00Z' },
    { id: 'a3', user_id: 'v3', status: 'rejected', created_at: '2026-11-02T00:00:00Z' },
  ],
};

function renderCard(overrides: Partial<TaskWithRelations> = {}) {
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
  expect(figure('Date')).toHaveTextContent('15 Jan 2030 09:30');
});

test('an ongoing task shows the first day without a time', () => {
  const start = new Date(2030, 0, 15, 9, 30);
  renderCard({ task_date: start.toISOString(), task_type: 'ongoing' });
  expect(figure('Date')).toHaveTextContent(/^15 Jan 2030$/);
});
