import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/renderWithTheme';
import type { ReviewSlide } from './ReviewSlide';
import { ReviewsCarousel } from './ReviewsCarousel';

const reviews: ReviewSlide[] = [
  { id: 1, rating: 5, comment: 'Brilliant with the kids.', reviewerName: 'Harbour Youth Club' },
  { id: 2, rating: 4, comment: 'Always on time.', reviewerName: 'Green Streets' },
  { id: 3, rating: 3, comment: null, reviewerName: 'City Food Bank' },
];

const slide = () => screen.getByRole('group', { name: /^Review \d of 3$/ });

function swipe(distance: number) {
  fireEvent.pointerDown(slide(), { clientX: 200 });
  fireEvent.pointerUp(slide(), { clientX: 200 + distance });
}

describe('ReviewsCarousel', () => {
  it("says 'No reviews yet.' when there are none", () => {
    renderWithTheme(<ReviewsCarousel reviews={[]} />);
    expect(screen.getByText('No reviews yet.')).toBeInTheDocument();
  });

  it('shows the first review with its rating to one decimal', () => {
    renderWithTheme(<ReviewsCarousel reviews={reviews} />);
    expect(slide()).toHaveAccessibleName('Review 1 of 3');
    expect(screen.getByText('Brilliant with the kids.')).toBeInTheDocument();
    expect(screen.getByText('5.0')).toBeInTheDocument();
  });

  it('moves to the next review on a left swipe longer than 50 px', () => {
    renderWithTheme(<ReviewsCarousel reviews={reviews} />);
    swipe(-51);
    expect(screen.getByText('Always on time.')).toBeInTheDocument();
    expect(slide()).toHaveAccessibleName('Review 2 of 3');
  });

  it('ignores a swipe of 50 px or less', () => {
    renderWithTheme(<ReviewsCarousel reviews={reviews} />);
    swipe(-50);
    expect(slide()).toHaveAccessibleName('Review 1 of 3');
    swipe(-20);
    expect(slide()).toHaveAccessibleName('Review 1 of 3');
  });

  it('goes back on a right swipe and stops at the first review', () => {
    renderWithTheme(<ReviewsCarousel reviews={reviews} />);
    swipe(-80);
    swipe(80);
    expect(slide()).toHaveAccessibleName('Review 1 of 3');
    swipe(80);
    expect(slide()).toHaveAccessibleName('Review 1 of 3');
  });

  it('pages with the previous and next buttons', async () => {
    renderWithTheme(<ReviewsCarousel reviews={reviews} />);
    expect(screen.getByRole('button', { name: 'Previous review' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next review' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next review' }));
    expect(slide()).toHaveAccessibleName('Review 3 of 3');
    expect(screen.getByRole('button', { name: 'Next review' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Previous review' }));
    expect(slide()).toHaveAccessibleName('Review 2 of 3');
  });

  it('pages with the arrow keys', async () => {
    renderWithTheme(<ReviewsCarousel reviews={reviews} />);
    slide().focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(slide()).toHaveAccessibleName('Review 2 of 3');
    await userEvent.keyboard('{ArrowLeft}');
    expect(slide()).toHaveAccessibleName('Review 1 of 3');
  });
});
