import { formatRating, RATING_MAX } from 'shared-domain';
import { useId } from 'react';
import styled, { useTheme } from 'styled-components';
import { VisuallyHidden } from '../primitives/VisuallyHidden';
import { Star } from './Star';

export interface StarRatingProps {
  /** The rating, 1 to 5; null or absent shows as 0.0 / nothing chosen. */
  value: number | null | undefined;
  /** When given the stars are an input (a radio group); otherwise they only display the value. */
  onChange?: (rating: number) => void;
  /** Accessible name of the input; 'Rating' by default. */
  label?: string;
  /** Star size in pixels. */
  size?: number;
  /** Show the number (one decimal) next to the stars in display mode. */
  showValue?: boolean;
}

const STARS = Array.from({ length: RATING_MAX }, (_, index) => index + 1);

const Row = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
`;

const Value = styled.span`
  margin-left: ${({ theme }) => theme.space.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: none;
`;

const Legend = styled.legend`
  margin-bottom: ${({ theme }) => theme.space.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Choice = styled.span`
  position: relative;
  display: inline-flex;
`;

const Radio = styled.input`
  position: absolute;
  opacity: 0;
  width: 1px;
  height: 1px;
`;

const StarLabel = styled.label`
  display: inline-flex;
  padding: ${({ theme }) => theme.space.xxs};
  border-radius: ${({ theme }) => theme.radii.sm};
  cursor: pointer;

  input:focus-visible + & {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;

function starsText(n: number): string {
  return n === 1 ? '1 star' : `${n} stars`;
}

export function StarRating({
  value,
  onChange,
  label = 'Rating',
  size = 24,
  showValue = false,
}: StarRatingProps) {
  const theme = useTheme();
  const name = useId();
  const rating = value ?? 0;
  const shown = Number(formatRating(rating));

  if (onChange === undefined) {
    return (
      <Row role="img" aria-label={`${label}: ${formatRating(rating)} out of ${RATING_MAX}`}>
        {STARS.map((star) => (
          <Star
            key={star}
            fill={shown - (star - 1)}
            size={size}
            color={theme.colors.star}
            emptyColor={theme.colors.border}
          />
        ))}
        {showValue && <Value aria-hidden="true">{formatRating(rating)}</Value>}
      </Row>
    );
  }

  return (
    <Fieldset>
      <Legend>{label}</Legend>
      <Row>
        {STARS.map((star) => {
          const id = `${name}-${star}`;
          return (
            <Choice key={star}>
              <Radio
                type="radio"
                id={id}
                name={name}
                value={star}
                checked={rating === star}
                onChange={() => onChange(star)}
              />
              <StarLabel htmlFor={id}>
                <Star
                  fill={star <= rating ? 1 : 0}
                  size={size}
                  color={theme.colors.star}
                  emptyColor={theme.colors.border}
                />
                <VisuallyHidden>{starsText(star)}</VisuallyHidden>
              </StarLabel>
            </Choice>
          );
        })}
      </Row>
    </Fieldset>
  );
}
