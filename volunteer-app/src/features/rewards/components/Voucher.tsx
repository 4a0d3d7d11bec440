import { useEffect, useState } from 'react';
import {
  formatTime,
  parseTimestamp,
  relativeDateText,
  VOUCHER_INSTRUCTIONS,
  voucherCodeText,
} from 'shared-domain';
import styled from 'styled-components';

/** What a voucher shows: the item, when it was redeemed and the code the counter checks. */
export type VoucherDetails = {
  title: string;
  emoji: string;
  cost: number;
  redeemedAt: string;
  code: string;
};

const Card = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  border: 2px dashed ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.primarySoft};
  text-align: center;
`;

const Emoji = styled.span`
  font-size: 3rem;
  line-height: 1;
`;

const Item = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Code = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.08em;
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The time now, to the second: a live voucher, not a screenshot of one. */
function useClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * A redemption as the canteen counter sees it (issue #20): the item, when it was redeemed, its code
 * from the database, and the time now ticking, so the counter can tell it is live.
 */
export function Voucher({ voucher }: { voucher: VoucherDetails }) {
  const now = useClock();
  const redeemed = parseTimestamp(voucher.redeemedAt);
  return (
    <Card>
      <Emoji aria-hidden="true">{voucher.emoji}</Emoji>
      <Item>{voucher.title}</Item>
      <Muted>Redeemed {relativeDateText(redeemed, now)}</Muted>
      <Code>{voucherCodeText(voucher.code)}</Code>
      <Muted>{VOUCHER_INSTRUCTIONS}</Muted>
      <Muted aria-hidden="true">
        Now {formatTime(now)}:{String(now.getSeconds()).padStart(2, '0')}
      </Muted>
    </Card>
  );
}
