import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { renderWithTheme } from '../../test/renderWithTheme';
import { BackButton } from './BackButton';
import { FloatingActionButton } from './FloatingActionButton';

function Where() {
  return <p>At {useLocation().pathname}</p>;
}

describe('navigation controls', () => {
  it('goes to the given place when Back is pressed', async () => {
    renderWithTheme(
      <Routes>
        <Route path="/volunteer/task/1" element={<BackButton to="/volunteer/home" />} />
        <Route path="*" element={<Where />} />
      </Routes>,
      { path: '/volunteer/task/1' },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByText('At /volunteer/home')).toBeInTheDocument();
  });

  it('names the floating add button and links it', () => {
    renderWithTheme(<FloatingActionButton to="/organisation/task/create" label="Create task" />);
    expect(screen.getByRole('link', { name: 'Create task' })).toHaveAttribute(
      'href',
      '/organisation/task/create',
    );
  });
});
