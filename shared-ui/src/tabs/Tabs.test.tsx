import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithTheme } from '../../test/renderWithTheme';
import { Tabs } from './Tabs';

function Rewards() {
  const [tab, setTab] = useState<'menu' | 'redemptions'>('menu');
  return (
    <Tabs
      label="Rewards"
      value={tab}
      onChange={setTab}
      tabs={[
        { value: 'menu', label: 'Menu' },
        { value: 'redemptions', label: 'My Redemptions' },
      ]}
    >
      {tab === 'menu' ? 'Gummy bears' : 'No redemptions yet.'}
    </Tabs>
  );
}

describe('Tabs', () => {
  it('shows the selected tab and switches on click', async () => {
    renderWithTheme(<Rewards />);
    expect(screen.getByRole('tab', { name: 'Menu' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Menu' })).toHaveTextContent('Gummy bears');
    await userEvent.click(screen.getByRole('tab', { name: 'My Redemptions' }));
    expect(screen.getByRole('tabpanel', { name: 'My Redemptions' })).toHaveTextContent(
      'No redemptions yet.',
    );
  });

  it('moves between tabs with the arrow keys', async () => {
    renderWithTheme(<Rewards />);
    screen.getByRole('tab', { name: 'Menu' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'My Redemptions' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'My Redemptions' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Menu' })).toHaveFocus();
  });

  it('keeps each label on one line, scrolling a set too long for the screen rather than wrapping', () => {
    renderWithTheme(<Rewards />);
    for (const tab of screen.getAllByRole('tab')) expect(tab).toHaveStyle({ whiteSpace: 'nowrap' });
    expect(screen.getByRole('tablist', { name: 'Rewards' })).toHaveStyle({ overflowX: 'auto' });
  });
});
