import { TileGrid } from 'shared-ui';
import {
  groupRewardMenu,
  pointsLabel,
  pointsShortOf,
  pointsStillNeeded,
  type Tables,
} from 'shared-domain';
import styled from 'styled-components';
import { SectionHeading } from '../../../components/headings';

type RewardItemRow = Tables<'reward_items'>;

const Category = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.xl};
`;

const ItemButton = styled.button<{ $outOfReach: boolean }>`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.xs};
  width: 100%;
  height: 100%;
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: center;
  cursor: pointer;

  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.colors.primary};
  }

  &:disabled {
    cursor: progress;
  }

  /* Out of reach: quieter, and saying what it still needs (the tap still says it too, SPEC §5). */
  ${({ $outOfReach, theme }) =>
    $outOfReach &&
    `
    background: ${theme.colors.surfaceMuted};
    border-style: dashed;
    color: ${theme.colors.textMuted};

    & > span:first-child {
      filter: grayscale(0.8);
      opacity: 0.6;
    }
  `}
`;

const Needed = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Emoji = styled.span`
  font-size: 2rem;
  line-height: 1;
`;

const Cost = styled.span`
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export interface RewardMenuProps {
  items: readonly RewardItemRow[];
  /** The volunteer's points: items above them say how many more they need. */
  balance: number;
  busy: boolean;
  onRedeem: (item: RewardItemRow) => void;
}

/** The canteen menu by category, each item with its emoji and cost in points (SPEC §9). */
export function RewardMenu({ items, balance, busy, onRedeem }: RewardMenuProps) {
  return (
    <>
      {groupRewardMenu(items).map(({ category, items: inCategory }) => {
        const headingId = `reward-category-${category.replace(/[^a-z]+/gi, '-').toLowerCase()}`;
        return (
          <Category key={category} aria-labelledby={headingId}>
            <SectionHeading id={headingId}>{category}</SectionHeading>
            <TileGrid>
              {inCategory.map((item) => {
                const short = pointsShortOf(balance, item.cost);
                return (
                  <li key={item.id}>
                    <ItemButton
                      type="button"
                      disabled={busy}
                      $outOfReach={short > 0}
                      aria-label={[
                        item.title,
                        pointsLabel(item.cost),
                        ...(short > 0 ? [pointsStillNeeded(short)] : []),
                      ].join(', ')}
                      onClick={() => onRedeem(item)}
                    >
                      <Emoji aria-hidden="true">{item.emoji}</Emoji>
                      <span>{item.title}</span>
                      <Cost>{pointsLabel(item.cost)}</Cost>
                      {short > 0 && <Needed>{pointsStillNeeded(short)}</Needed>}
                    </ItemButton>
                  </li>
                );
              })}
            </TileGrid>
          </Category>
        );
      })}
    </>
  );
}
