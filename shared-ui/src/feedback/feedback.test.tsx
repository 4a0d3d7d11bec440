import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test/renderWithTheme';
import { Banner } from '../banner/Banner';
import { Splash } from '../splash/Splash';
import { StepIndicator } from '../steps/StepIndicator';
import { EmptyState } from './EmptyState';
import { Loading } from './Loading';

describe('status and feedback components', () => {
  it("announces 'Loading...' by default and a given loading text", () => {
    renderWithTheme(
      <>
        <Loading />
        <Loading text="Loading tasks..." />
      </>,
    );
    const statuses = screen.getAllByRole('status');
    expect(statuses[0]).toHaveTextContent('Loading...');
    expect(statuses[1]).toHaveTextContent('Loading tasks...');
  });

  it('shows an empty state with its action', () => {
    renderWithTheme(
      <EmptyState
        text="No one's topped the board yet"
        action={<a href="/volunteer/home">Find your next task</a>}
      />,
    );
    expect(screen.getByText("No one's topped the board yet")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find your next task' })).toBeInTheDocument();
  });

  it('shows the splash text, and the tagline when asked', () => {
    renderWithTheme(<Splash showTagline />);
    expect(screen.getByRole('status')).toHaveTextContent('Connecting volunteers with purpose.');
    expect(screen.getByText('The end of volunteer chaos.')).toBeInTheDocument();
  });

  it('titles the application banners as the SPEC says', () => {
    renderWithTheme(
      <>
        <Banner variant="approved" />
        <Banner variant="applied" />
      </>,
    );
    expect(screen.getByText("You've Been Approved!")).toBeInTheDocument();
    expect(screen.getByText('Awaiting Approval')).toBeInTheDocument();
  });

  it('marks the current step of three', () => {
    renderWithTheme(<StepIndicator steps={['Details', 'Timing', 'Points']} current={1} />);
    const list = screen.getByRole('list', { name: 'Step 2 of 3' });
    expect(list.querySelector('[aria-current="step"]')).toHaveTextContent('Timing');
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });
});
