import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithTheme } from '../../test/renderWithTheme';
import { ChipMultiSelect } from './ChipMultiSelect';

const options = ['Sport', 'Arts', 'Youth'].map((value) => ({ value, label: value }));

function Interests({ onChange }: { onChange: (selected: string[]) => void }) {
  const [selected, setSelected] = useState<string[]>(['Arts']);
  return (
    <ChipMultiSelect
      label="Interests"
      options={options}
      selected={selected}
      onChange={(next) => {
        setSelected(next);
        onChange(next);
      }}
    />
  );
}

describe('ChipMultiSelect', () => {
  it('shows which options are chosen', () => {
    renderWithTheme(<Interests onChange={jest.fn()} />);
    expect(screen.getByRole('group', { name: 'Interests' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Arts' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Sport' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('adds and removes choices by click or keyboard', async () => {
    const onChange = jest.fn();
    renderWithTheme(<Interests onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Youth' }));
    expect(onChange).toHaveBeenLastCalledWith(['Arts', 'Youth']);
    screen.getByRole('button', { name: 'Arts' }).focus();
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(['Youth']);
  });
});
