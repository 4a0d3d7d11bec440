import styled, { css } from 'styled-components';

/** The narrowest a card of a CardGrid is, beside another (a phone's one column may be narrower). */
const CARD_MIN_WIDTH_PX = 320;

/**
 * The shortest a card of a CardGrid is: a task card with one line of facts and no action (about
 * 170 px at 390 px wide and at 1280). Under-estimated on purpose: it only counts cards that could
 * be in view.
 */
const CARD_MIN_HEIGHT_PX = 150;

/**
 * How many cards of a CardGrid can be in view in the current window at most: as many columns as
 * the window's width allows, as many rows as its height. A list that shows this many first fills
 * the screen (6 on a phone of 412 × 823); undefined where there is no window.
 */
export function cardsInView(): number | undefined {
  if (typeof window === 'undefined') return undefined;
  const columns = Math.max(1, Math.floor(window.innerWidth / CARD_MIN_WIDTH_PX));
  return columns * Math.max(1, Math.ceil(window.innerHeight / CARD_MIN_HEIGHT_PX));
}

/**
 * For the items of a long list: while an item is far from the viewport the browser neither styles,
 * lays out nor paints its contents (`content-visibility: auto`), and counts it `estimatePx` tall
 * until it has been rendered once, then its real height. It stays in the accessibility tree, in
 * find-in-page and in the tab order. A screen of cards shown at once (a list's first reveal, the
 * last visit's copy) then costs the cards in view, not the list: in Lighthouse's traces of a
 * phone's My Tasks the main thread's style, layout and paint after the first paint went from 56-67
 * to 36-44 ms of CPU (three loads each, issue #18).
 */
export const renderedNearView = (estimatePx: number) => css`
  content-visibility: auto;
  contain-intrinsic-block-size: auto ${estimatePx}px;
`;

/** About what a task card of a CardGrid is tall (186-252 px from 390 to 1280 px wide). */
const CARD_ESTIMATE_PX = 220;

/**
 * A list of cards (tasks, applications, dashboard tasks), unstyled as a list: one column on phones,
 * then as many columns as give each card 320 px, so a laptop shows a grid rather than one
 * stretched card per row. minmax(min(100%, …)) lets a card shrink to a narrow phone.
 */
export const CardGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${CARD_MIN_WIDTH_PX}px), 1fr));
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;

  /* A row's cards are as tall as its tallest (issue #44: uneven heights side by side). */
  & > li {
    display: flex;
    flex-direction: column;
    ${renderedNearView(CARD_ESTIMATE_PX)}
  }

  & > li > :last-child {
    flex: 1 1 auto;
  }
`;

/** As many 140 px tiles a row as fit (organisations to follow, reward items), unstyled as a list. */
export const TileGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(140px, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;
