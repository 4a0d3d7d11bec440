import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SLIDESHOW_IMAGE_COUNT } from 'shared-domain';
import { PortalThemeProvider } from 'shared-ui';
import { LandingScreen } from './LandingScreen';

function activeSlide(): number {
  return screen
    .getAllByTestId('landing-slide')
    .findIndex((slide) => slide.getAttribute('data-active') === 'true');
}

test('the slideshow shows four of our own pictures, changing every 3 seconds and wrapping', () => {
  jest.useFakeTimers();
  render(
    <PortalThemeProvider>
      <MemoryRouter>
        <LandingScreen />
      </MemoryRouter>
    </PortalThemeProvider>,
  );
  const slides = screen.getAllByTestId('landing-slide');
  expect(slides).toHaveLength(SLIDESHOW_IMAGE_COUNT);
  for (const slide of slides) expect(slide.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);

  expect(activeSlide()).toBe(0);
  act(() => jest.advanceTimersByTime(2999));
  expect(activeSlide()).toBe(0);
  act(() => jest.advanceTimersByTime(1));
  expect(activeSlide()).toBe(1);
  act(() => jest.advanceTimersByTime(9000));
  expect(activeSlide()).toBe(0);
  jest.useRealTimers();
});
