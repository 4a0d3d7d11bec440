import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { organisationSignedIn } from '../../../../test/organisationSession';
import { renderArea, unavailableBackendForFile } from '../../../../test/renderArea';

// Typing through several steps takes seconds on a busy CI machine.
jest.setTimeout(30_000);

const backend = unavailableBackendForFile();

function renderWizard() {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const rendered = renderArea('/organisation/createtask', backend.url());
  act(() => {
    rendered.store.dispatch(organisationSignedIn());
  });
  return rendered;
}

async function fillDetails(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Title'), 'Beach clean-up');
  await user.type(screen.getByLabelText('Description'), 'Pick up litter');
  await user.type(screen.getByLabelText('Location'), 'Bondi');
}

test('each step names its missing fields before moving on', async () => {
  const user = userEvent.setup();
  renderWizard();
  await user.clear(screen.getByLabelText('Volunteers needed'));
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(screen.getByText('Title is required.')).toBeVisible();
  expect(screen.getByText('Description is required.')).toBeVisible();
  expect(screen.getByText('Location is required.')).toBeVisible();
  expect(screen.getByText('Volunteers needed must be at least 1.')).toBeVisible();
  await user.click(screen.getByLabelText('Ongoing'));
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(screen.getByText('Detailed role description is required.')).toBeVisible();
});

test('a start in the past is refused at the timing step', async () => {
  const user = userEvent.setup();
  renderWizard();
  await fillDetails(user);
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await user.type(screen.getByLabelText('Date'), '2020-01-01');
  await user.type(screen.getByLabelText('Time'), '10:00');
  await user.clear(screen.getByLabelText('Estimated duration (hours)'));
  await user.type(screen.getByLabelText('Estimated duration (hours)'), '13');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(screen.getByText('❌ Task date must be in the future.')).toBeVisible();
  expect(screen.getByText('Estimated duration must be between 1 and 12 hours.')).toBeVisible();
});

test('an ongoing task caps hours at 12, disables the time and shows live points', async () => {
  const user = userEvent.setup();
  renderWizard();
  await fillDetails(user);
  await user.click(screen.getByLabelText('Ongoing'));
  await user.type(screen.getByLabelText('Detailed role description'), 'Sorting donations');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(screen.getByLabelText('Time')).toBeDisabled();
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(screen.getByText('Choose at least one day.')).toBeVisible();
  await user.type(screen.getByLabelText('Date'), '2999-01-01');
  await user.click(screen.getByLabelText('Monday'));
  const monday = screen.getByLabelText('Hours on Monday');
  await user.clear(monday);
  await user.type(monday, '20');
  expect(monday).toHaveValue(12);
  await user.click(screen.getByLabelText('Wednesday'));
  await user.clear(screen.getByLabelText('Number of weeks'));
  await user.type(screen.getByLabelText('Number of weeks'), '2');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(screen.getByTestId('task-points')).toHaveTextContent('0 pts');
  await user.selectOptions(screen.getByLabelText('Difficulty'), 'medium');
  // (12 h Monday + 1 h Wednesday) × 2 weeks × 50 points
  expect(screen.getByTestId('task-points')).toHaveTextContent('1300 pts');
});

test('Create This Task without a known organisation says the org id is missing', async () => {
  const user = userEvent.setup();
  renderWizard();
  await fillDetails(user);
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await user.type(screen.getByLabelText('Date'), '2999-01-01');
  await user.type(screen.getByLabelText('Time'), '10:00');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await user.click(screen.getByRole('button', { name: 'Preview' }));
  expect(screen.getByText('Choose a difficulty.')).toBeVisible();
  await user.selectOptions(screen.getByLabelText('Difficulty'), 'hard');
  await user.click(screen.getByRole('button', { name: 'Preview' }));
  const dialog = screen.getByRole('alertdialog', { name: 'Preview' });
  expect(within(dialog).getByText('Beach clean-up')).toBeVisible();
  expect(within(dialog).getByText('100 pts')).toBeVisible();
  await user.click(within(dialog).getByRole('button', { name: 'Edit' }));
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Preview' }));
  await user.click(screen.getByRole('button', { name: 'Create This Task' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Org ID missing.');
});
