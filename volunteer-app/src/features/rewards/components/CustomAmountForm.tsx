import { useState } from 'react';
import { CUSTOM_AMOUNT_MIN, CUSTOM_AMOUNT_STEP, dollarsToPoints } from 'shared-domain';
import { Button, TextField } from 'shared-ui';
import styled from 'styled-components';

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.md};

  > :first-child {
    flex: 1 1 180px;
  }
`;

export interface CustomAmountFormProps {
  busy: boolean;
  /** The amount in points: dollars × 100, rounded (SPEC §9). */
  onRedeem: (points: number) => void;
}

/** A custom amount in dollars (step 0.01, minimum 0) redeemed at 1 point a cent (SPEC §5). */
export function CustomAmountForm({ busy, onRedeem }: CustomAmountFormProps) {
  const [dollars, setDollars] = useState('');
  const points = dollarsToPoints(dollars);
  return (
    <Form
      onSubmit={(event) => {
        event.preventDefault();
        if (points !== null && points > 0) onRedeem(points);
      }}
    >
      <TextField
        label="Custom amount ($)"
        type="number"
        inputMode="decimal"
        step={CUSTOM_AMOUNT_STEP}
        min={CUSTOM_AMOUNT_MIN}
        value={dollars}
        onChange={(event) => setDollars(event.target.value)}
      />
      <Button type="submit" disabled={busy || points === null || points <= 0}>
        Redeem amount
      </Button>
    </Form>
  );
}
