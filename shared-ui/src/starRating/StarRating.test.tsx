import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithTheme } from '../../test/renderWithTheme';
import { StarRating } from './StarRating';

function RatingInput({ onRate }: { onRate: (n: number) => void }) {
  const [rating, setRating] = useState<number | null>(null);
  return (
    <StarRating
      value={rating}
      label="Rate Volunteer"
      onChange={(n) => {
        setRating(n);
        onRate(n);
      }}
    />
  );
}

describe('StarRating', () => {
  it('reads out a displayed rating to one decimal', () => {
    renderWithTheme(<StarRating value={4.25} />);
    expect(screen.getByRole('img', { name: 'Rating: 4.3 out of 5' })).toBeInTheDocument();
  });

  it('shows 0.0 when there is no rating yet', () => {
    renderWithTheme(<StarRating value={null} showValue />);
    expect(screen.getByRole('img', { name: 'Rating: 0.0 out of 5' })).toHaveTextContent('0.0');
  });

  it('lets the user pick a rating by clicking a star', async () => {
    const onRate = jest.fn();
    renderWithTheme(<RatingInput onRate={onRate} />);
    await userEvent.click(screen.getByLabelText('4 stars'));
    expect(onRate).toHaveBeenLastCalledWith(4);
    expect(screen.getByRole('radio', { name: '4 stars' })).toBeChecked();
  });

  it('lets the user change the rating with the arrow keys', async () => {
    const onRate = jest.fn();
    renderWithTheme(<RatingInput onRate={onRate} />);
    await userEvent.click(screen.getByLabelText('2 stars'));
    await userEvent.keyboard('{ArrowRight}');
    expect(onRate).toHaveBeenLastCalledWith(3);
    expect(screen.getByRole('group', { name: 'Rate Volunteer' })).toBeInTheDocument();
  });
});
