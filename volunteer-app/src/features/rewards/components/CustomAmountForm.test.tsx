import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PortalThemeProvider } from 'shared-ui';
import { CustomAmountForm } from './CustomAmountForm';

function renderForm() {
  const onRedeem = jest.fn();
  render(
    <PortalThemeProvider>
      <CustomAmountForm busy={false} onRedeem={onRedeem} />
    </PortalThemeProvider>,
  );
  return { onRedeem, input: screen.getByLabelText('Custom amount ($)') };
}

test('the custom amount is entered in dollars with step 0.01 and minimum 0', () => {
  const { input } = renderForm();
  expect(input).toHaveAttribute('type', 'number');
  expect(input).toHaveAttribute('step', '0.01');
  expect(input).toHaveAttribute('min', '0');
});

test('redeems dollars × 100, rounded, as points', async () => {
  const { input, onRedeem } = renderForm();
  await userEvent.type(input, '1.15');
  await userEvent.click(screen.getByRole('button', { name: 'Redeem amount' }));
  expect(onRedeem).toHaveBeenCalledWith(115);
});

test('an empty or zero amount cannot be redeemed', async () => {
  const { input } = renderForm();
  const button = screen.getByRole('button', { name: 'Redeem amount' });
  expect(button).toBeDisabled();
  await userEvent.type(input, '0');
  expect(button).toBeDisabled();
});
