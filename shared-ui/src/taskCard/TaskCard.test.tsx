import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/renderWithTheme';
import { TaskCard, type TaskCardProps } from './TaskCard';

const now = new Date('2026-03-02T00:00:00Z');

const base: TaskCardProps = {
  title: 'Beach clean-up',
  organisationName: 'Green Streets',
  organisationLogoUrl: null,
  taskDate: '2026-03-02T12:00:00',
  location: 'Bondi Beach',
  points: 150,
  applicantCount: 3,
  status: false,
  completed: false,
  now,
};

describe('TaskCard', () => {
  it('shows the task, its organisation, points and applicant count', () => {
    renderWithTheme(<TaskCard {...base} />);
    expect(screen.getByRole('heading', { name: 'Beach clean-up' })).toBeInTheDocument();
    expect(screen.getByText('Green Streets')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Green Streets' })).toHaveTextContent('GS');
    expect(screen.getByText('Bondi Beach')).toBeInTheDocument();
    expect(screen.getByText('150 pts')).toBeInTheDocument();
    expect(screen.getByText('3 applied')).toBeInTheDocument();
  });

  it('invites the first applicant when nobody has applied', () => {
    renderWithTheme(<TaskCard {...base} applicantCount={0} />);
    expect(screen.getByText('Be the first to apply!')).toBeInTheDocument();
  });

  it('shows the display state and the timing label', () => {
    renderWithTheme(<TaskCard {...base} status />);
    expect(screen.getByText('Pending')).toBeInTheDocument();
    expect(screen.getByText('Due Soon')).toBeInTheDocument();
  });

  it('shows Closed to volunteers once the task is filled', () => {
    renderWithTheme(<TaskCard {...base} status badge="openClosed" />);
    expect(screen.getByText('Closed')).toBeInTheDocument();
  });

  it("reads 'Flexible' for a task without a date and shows no timing label", () => {
    renderWithTheme(<TaskCard {...base} taskDate={null} />);
    expect(screen.getByText('Flexible')).toBeInTheDocument();
    expect(screen.queryByText(/Due Soon|Coming Up|Past Due|Future Task/)).toBeNull();
  });

  it('opens the task from its title link while actions stay separate buttons', async () => {
    const onApply = jest.fn();
    renderWithTheme(
      <TaskCard
        {...base}
        to="/volunteer/task/7"
        actions={
          <button type="button" onClick={onApply}>
            Apply
          </button>
        }
      />,
    );
    expect(screen.getByRole('link', { name: 'Beach clean-up' })).toHaveAttribute(
      'href',
      '/volunteer/task/7',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledTimes(1);
  });
});
