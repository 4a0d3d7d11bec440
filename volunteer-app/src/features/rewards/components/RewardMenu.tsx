import { TileGrid } from 'shared-ui';
import { groupRewardMenu, pointsLabel, type Tables } from 'shared-domain';
import styled from 'styled-components';
import { SectionHeading } from '../../../components/headings';

type RewardItemRow = Tables<'reward_items'>;

const Category = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.xl};
`;

const ItemButton = styled.button`
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
  busy: boolean;
  onRedeem: (item: RewardItemRow) => void;
}

/** The canteen menu by category, each item with its emoji and cost in points (SPEC §9). */
export function RewardMenu({ items, busy, onRedeem }: RewardMenuProps) {
  return (
    <>
      {groupRewardMenu(items).map(({ category, items: inCategory }) => {
        const headingId = `reward-category-${category.replace(/[^a-z]+/gi, '-').toLowerCase()}`;
        return (
          <Category key={category} aria-labelledby={headingId}>
            <SectionHeading id={headingId}>{category}</SectionHeading>
            <TileGrid>
              {inCategory.map((item) => (
                <li key={item.id}>
                  <ItemButton
                    type="button"
                    disabled={busy}
                    aria-label={`${item.title}, ${pointsLabel(item.cost)}`}
                    onClick={() => onRedeem(item)}
                  >
                    <Emoji aria-hidden="true">{item.emoji}</Emoji>
                    <span>{item.title}</span>
                    <Cost>{pointsLabel(item.cost)}</Cost>
                  </ItemButton>
                </li>
              ))}
            </TileGrid>
          </Category>
        );
      })}
    </>
  );
}
