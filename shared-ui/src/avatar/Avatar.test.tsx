import { fireEvent, screen } from '@testing-library/react';
import { renderWithTheme } from '../../test/renderWithTheme';
import { Avatar } from './Avatar';

describe('Avatar', () => {
  it('shows the photo when one is given', () => {
    renderWithTheme(<Avatar src="https://example.test/jane.png" name="Jane Citizen" />);
    expect(screen.getByRole('img', { name: 'Jane Citizen' })).toHaveAttribute(
      'src',
      'https://example.test/jane.png',
    );
  });

  it('shows two initials when there is no photo', () => {
    renderWithTheme(<Avatar src={null} name="Jane Mary Citizen" />);
    const avatar = screen.getByRole('img', { name: 'Jane Mary Citizen' });
    expect(avatar).toHaveTextContent('JM');
    expect(avatar.querySelector('img')).toBeNull();
  });

  it('falls back to initials when the photo fails to load', () => {
    renderWithTheme(<Avatar src="https://example.test/broken.png" name="sam lee" />);
    fireEvent.error(screen.getByRole('img', { name: 'sam lee' }));
    expect(screen.getByRole('img', { name: 'sam lee' })).toHaveTextContent('SL');
  });

  it('tries a new photo after an earlier one failed', () => {
    const { rerender } = renderWithTheme(
      <Avatar src="https://example.test/a.png" name="Sam Lee" />,
    );
    fireEvent.error(screen.getByRole('img', { name: 'Sam Lee' }));
    rerender(<Avatar src="https://example.test/b.png" name="Sam Lee" />);
    expect(screen.getByRole('img', { name: 'Sam Lee' })).toHaveAttribute(
      'src',
      'https://example.test/b.png',
    );
  });

  it('shows the bundled default avatar when there is neither photo nor name', () => {
    renderWithTheme(<Avatar name="" />);
    expect(screen.getByRole('img', { name: 'Default avatar' }).getAttribute('src')).toMatch(
      /^data:image\/svg\+xml/,
    );
  });
});
