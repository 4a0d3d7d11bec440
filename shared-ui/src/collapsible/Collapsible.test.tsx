import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/renderWithTheme';
import { Collapsible } from './Collapsible';

describe('Collapsible', () => {
  it('starts collapsed and opens and closes on click', async () => {
    renderWithTheme(
      <Collapsible title="Beach clean-up" meta="2 chats">
        <p>Chat with Sam</p>
      </Collapsible>,
    );
    const toggle = screen.getByRole('button', { name: /Beach clean-up/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Chat with Sam')).not.toBeVisible();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Chat with Sam')).toBeVisible();
    await userEvent.click(toggle);
    expect(screen.queryByText('Chat with Sam')).not.toBeVisible();
  });
});
