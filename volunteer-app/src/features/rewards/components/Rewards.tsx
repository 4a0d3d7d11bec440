import { useCallback, useEffect, useMemo, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useSelector } from 'react-redux';
import {
  CUSTOM_REWARD_TITLE,
  LOADING,
  MORE_REDEMPTIONS_LOAD_FAILED,
  REDEMPTIONS_LOAD_FAILED,
  REWARDS_LOAD_FAILED,
  ALL_REWARDS_IN_REACH,
  CUSTOM_REWARD_ID,
  REDEMPTION_CONFETTI_PARTICLES,
  REDEMPTION_FAILED,
  enjoyReward,
  nextRewardGoal,
  nextRewardText,
  redemptionConfettiParticles,
  REWARDS_TABS,
  SHOW_MORE_REDEMPTIONS,
  checkRedemption,
  pointsLabel,
  redeemConfirmation,
  redeemedMessage,
  selectSessionUserId,
  type RedemptionResult,
  type RedemptionRow,
} from 'shared-domain';
import {
  Dialog,
  LoadError,
  Loading,
  PagedQueryEnd,
  SkeletonLine,
  Tabs,
  notify,
  useConfirm,
} from 'shared-ui';
import styled from 'styled-components';
import {
  useRedeemCustomMutation,
  useRedeemItemMutation,
  useRedemptionsInfiniteQuery,
  useRewardItemsQuery,
  useRewardPointsQuery,
} from '../api/rewardsApi';
import { Confetti } from './Confetti';
import { CustomAmountForm } from './CustomAmountForm';
import { RedemptionList } from './RedemptionList';
import { RewardMenu } from './RewardMenu';
import { Voucher, type VoucherDetails } from './Voucher';
import { ScreenHeading, SectionHeading } from '../../../components/headings';

/** The emoji of what was bought, from the menu; a ticket for a custom amount. */
const CUSTOM_EMOJI = '🎟️';

type RewardsTab = (typeof REWARDS_TABS)[number];

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const BalanceCard = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.primarySoft};

  h2 {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  p {
    margin: 0;
  }
`;

const Balance = styled.p`
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1.1;
`;

const Progress = styled.progress`
  width: 100%;
  height: 10px;
  appearance: none;
  border: none;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;

  &::-webkit-progress-bar {
    background: ${({ theme }) => theme.colors.surface};
  }
  &::-webkit-progress-value {
    background: ${({ theme }) => theme.colors.primary};
    border-radius: ${({ theme }) => theme.radii.pill};
  }
  &::-moz-progress-bar {
    background: ${({ theme }) => theme.colors.primary};
  }
`;

const CustomSection = styled.section`
  margin-top: ${({ theme }) => theme.space.xxl};
`;

/**
 * Rewards (SPEC §2, §4, §5): the menu and a custom amount to redeem, and My Redemptions, read a page
 * at a time (Show more redemptions); redemptions that cannot be read are said so, with Retry.
 */
export function Rewards() {
  const userId = useSelector(selectSessionUserId);
  const items = useRewardItemsQuery();
  const points = useRewardPointsQuery(userId ?? skipToken);
  const redemptions = useRedemptionsInfiniteQuery(userId ?? skipToken);
  const [redeemItem] = useRedeemItemMutation();
  const [redeemCustom] = useRedeemCustomMutation();
  const [tab, setTab] = useState<RewardsTab>('Menu');
  const [busy, setBusy] = useState(false);
  const [celebration, setCelebration] = useState<number | null>(null);
  const [voucher, setVoucher] = useState<VoucherDetails | null>(null);
  // The item (or form button) a redemption started from, for focus to return to after the voucher.
  const [redeemedFrom, setRedeemedFrom] = useState<HTMLElement | null>(null);
  const confirm = useConfirm();
  const stopCelebrating = useCallback(() => setCelebration(null), []);

  useEffect(() => {
    // SPEC §8: backend errors other than the quoted ones are logged.
    for (const query of [items, points, redemptions]) if (query.isError) console.error(query.error);
  }, [items, points, redemptions]);

  const balance = points.currentData;
  const menu = items.data;
  const redemptionPages = redemptions.currentData;
  const history = useMemo(
    () => redemptionPages?.pages.flatMap((page) => page.rows),
    [redemptionPages],
  );
  const historyFailed = redemptions.isError && !redemptions.isFetchNextPageError;
  const previousCount = history?.length;
  const emojiOf = (itemId: string) =>
    itemId === CUSTOM_REWARD_ID
      ? CUSTOM_EMOJI
      : (menu?.find((item) => item.id === itemId)?.emoji ?? CUSTOM_EMOJI);
  const showVoucher = (redemption: RedemptionRow | RedemptionResult) =>
    setVoucher({
      title: redemption.item_title,
      emoji: emojiOf(redemption.item_id),
      cost: redemption.cost,
      redeemedAt: redemption.created_at,
      code: redemption.voucher_code,
    });
  const goal = balance === undefined || menu === undefined ? null : nextRewardGoal(balance, menu);
  // The balance and the menu come together: either missing is said once, above the tabs, with Retry
  // (the menu tab showed "Loading..." for ever).
  const rewardsFailed =
    (points.isError && balance === undefined) || (items.isError && menu === undefined);
  const retryRewards = () => {
    if (points.isError) void points.refetch();
    if (items.isError) void items.refetch();
  };

  const redeem = async (
    title: string,
    cost: number,
    run: () => Promise<RedemptionResult>,
  ): Promise<void> => {
    if (balance === undefined) return;
    const origin = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const check = checkRedemption(balance, cost);
    if (!check.ok) {
      notify.error(check.message);
      return;
    }
    if (!(await confirm(redeemConfirmation(title, cost), { confirmLabel: 'Redeem' }))) return;
    setBusy(true);
    try {
      const result = await run();
      notify.success(redeemedMessage(result.item_title, result.cost));
      setRedeemedFrom(origin);
      showVoucher(result);
      // Every redemption is celebrated; the first with SPEC's 100 particles. Without the history
      // (it could not be read) it is unknown whether this was the first: the smaller burst.
      setCelebration(
        redemptionConfettiParticles(previousCount ?? 1, REDEMPTION_CONFETTI_PARTICLES),
      );
    } catch (failure) {
      console.error(failure);
      notify.error(REDEMPTION_FAILED);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="rewards-heading">
      <Header>
        <ScreenHeading id="rewards-heading">Rewards</ScreenHeading>
      </Header>
      {rewardsFailed ? (
        <LoadError
          message={REWARDS_LOAD_FAILED}
          retrying={points.isFetching || items.isFetching}
          onRetry={retryRewards}
        />
      ) : balance === undefined || menu === undefined ? (
        // In outline while the points and the menu load, the card's size, so the tabs below stay put.
        <BalanceCard aria-labelledby="rewards-balance-heading" aria-busy="true">
          <h2 id="rewards-balance-heading">Your points</h2>
          <Balance>
            <SkeletonLine $width="4em" $height="1.1em" />
          </Balance>
          <SkeletonLine $width="100%" $height="10px" />
          <p>
            <SkeletonLine $width="70%" $height="1lh" />
          </p>
        </BalanceCard>
      ) : (
        <BalanceCard aria-labelledby="rewards-balance-heading">
          <h2 id="rewards-balance-heading">Your points</h2>
          <Balance>{pointsLabel(balance)}</Balance>
          {goal === null ? (
            <p>{ALL_REWARDS_IN_REACH}</p>
          ) : (
            <>
              <Progress
                max={goal.item.cost}
                value={balance}
                aria-label={nextRewardText(goal.needed, goal.item.title)}
              />
              <p>
                {goal.item.emoji} {nextRewardText(goal.needed, goal.item.title)}
              </p>
            </>
          )}
        </BalanceCard>
      )}
      <Tabs
        label="Rewards"
        tabs={REWARDS_TABS.map((value) => ({ value, label: value }))}
        value={tab}
        onChange={setTab}
      >
        {tab === 'My Redemptions' ? (
          <>
            {historyFailed && (
              <LoadError
                message={REDEMPTIONS_LOAD_FAILED}
                retrying={redemptions.isFetching}
                onRetry={() => void redemptions.refetch()}
              />
            )}
            {history === undefined ? (
              historyFailed ? null : (
                <Loading text={LOADING} />
              )
            ) : (
              <>
                <RedemptionList
                  redemptions={history}
                  onShowVoucher={(redemption) => {
                    setRedeemedFrom(null);
                    showVoucher(redemption);
                  }}
                />
                <PagedQueryEnd
                  pages={redemptions}
                  label={SHOW_MORE_REDEMPTIONS}
                  failedMessage={MORE_REDEMPTIONS_LOAD_FAILED}
                />
              </>
            )}
          </>
        ) : rewardsFailed ? null : balance === undefined ||
          menu === undefined ||
          // The first redemption is celebrated, so the menu waits for the history unless it failed.
          (history === undefined && !historyFailed) ? (
          <Loading text={LOADING} />
        ) : (
          <>
            <RewardMenu
              items={menu}
              balance={balance}
              busy={busy}
              onRedeem={(item) =>
                void redeem(item.title, item.cost, () => redeemItem(item.id).unwrap())
              }
            />
            <CustomSection aria-labelledby="custom-amount-heading">
              <SectionHeading id="custom-amount-heading">{CUSTOM_REWARD_TITLE}</SectionHeading>
              <CustomAmountForm
                busy={busy}
                onRedeem={(cost) =>
                  void redeem(CUSTOM_REWARD_TITLE, cost, () => redeemCustom(cost).unwrap())
                }
              />
            </CustomSection>
          </>
        )}
      </Tabs>
      {voucher !== null && (
        <Dialog
          title={enjoyReward(voucher.title)}
          onClose={() => {
            setVoucher(null);
            setRedeemedFrom(null);
          }}
          returnFocus={redeemedFrom}
        >
          <Voucher voucher={voucher} />
        </Dialog>
      )}
      {celebration !== null && <Confetti particles={celebration} onDone={stopCelebrating} />}
    </section>
  );
}
