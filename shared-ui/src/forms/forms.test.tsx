import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/renderWithTheme';
import { CheckboxField } from './CheckboxField';
import { FormError } from './FormError';
import { SelectField } from './SelectField';
import { TextAreaField } from './TextAreaField';
import { TextField } from './TextField';

describe('form fields', () => {
  it('labels a text field and announces its error with it', () => {
    renderWithTheme(<TextField label="Email" type="email" error="Email is required." />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('Email is required.');
  });

  it('is valid and undescribed without an error or hint', () => {
    renderWithTheme(<TextField label="Full name" />);
    const input = screen.getByRole('textbox', { name: 'Full name' });
    expect(input).toBeValid();
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('passes typing through to the caller', async () => {
    const onChange = jest.fn();
    renderWithTheme(<TextAreaField label="Bio" hint="A few words about you" onChange={onChange} />);
    const bio = screen.getByRole('textbox', { name: 'Bio' });
    expect(bio).toHaveAccessibleDescription('A few words about you');
    await userEvent.type(bio, 'Hi');
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('labels a select and a checkbox', async () => {
    renderWithTheme(
      <>
        <SelectField label="Organisation type" defaultValue="charity">
          <option value="charity">Charity</option>
          <option value="school">School</option>
        </SelectField>
        <CheckboxField label="I hold a WWCC" />
      </>,
    );
    expect(screen.getByRole('combobox', { name: 'Organisation type' })).toHaveDisplayValue(
      'Charity',
    );
    await userEvent.click(screen.getByText('I hold a WWCC'));
    expect(screen.getByRole('checkbox', { name: 'I hold a WWCC' })).toBeChecked();
  });

  it('shows a form error as an alert only when there is one', () => {
    const { rerender } = renderWithTheme(<FormError>{null}</FormError>);
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(<FormError>Sign-up failed</FormError>);
    expect(screen.getByRole('alert')).toHaveTextContent('Sign-up failed');
  });
});
