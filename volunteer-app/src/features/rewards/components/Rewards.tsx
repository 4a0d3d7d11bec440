import { useCallback, useEffect, useMemo, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useSelector } from 'react-redux';
import {
  CUSTOM_REWARD_TITLE,
  LOADING,
  MORE_REDEMPTIONS_LOAD_FAILED,
  REDEMPTIONS_LOAD_FAILED,
  REDEMPTION_CONFETTI_PARTICLES,
  REDEMPTION_FAILED,
  REWARDS_TABS,
  SHOW_MORE_REDEMPTIONS,
  checkRedemption,
  isFirstRedemption,
  pointsLabel,
  redeemConfirmation,
  redeemedMessage,
  selectSessionUserId,
  type RedemptionResult,
} from 'shared-domain';
import { LoadError, Loading, PagedQueryEnd, Tabs, notify, useConfirm } from 'shared-ui';
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
import { ScreenHeading } from '../../../components/headings';

type RewardsTab = (typeof REWARDS_TABS)[number];

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const Balance = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
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
  const [celebrating, setCelebrating] = useState(false);
  const confirm = useConfirm();
  const stopCelebrating = useCallback(() => setCelebrating(false), []);

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

  const redeem = async (
    title: string,
    cost: number,
    run: () => Promise<RedemptionResult>,
  ): Promise<void> => {
    if (balance === undefined) return;
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
      // Without the history (it could not be read) it is unknown whether this was the first.
      if (previousCount !== undefined && isFirstRedemption(previousCount)) setCelebrating(true);
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
        {balance !== undefined && <Balance>{pointsLabel(balance)}</Balance>}
      </Header>
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
                <RedemptionList redemptions={history} />
                <PagedQueryEnd
                  pages={redemptions}
                  label={SHOW_MORE_REDEMPTIONS}
                  failedMessage={MORE_REDEMPTIONS_LOAD_FAILED}
                />
              </>
            )}
          </>
        ) : balance === undefined ||
          menu === undefined ||
          // The first redemption is celebrated, so the menu waits for the history unless it failed.
          (history === undefined && !historyFailed) ? (
          <Loading text={LOADING} />
        ) : (
          <>
            <CustomAmountForm
              busy={busy}
              onRedeem={(cost) =>
                void redeem(CUSTOM_REWARD_TITLE, cost, () => redeemCustom(cost).unwrap())
              }
            />
            <RewardMenu
              items={menu}
              busy={busy}
              onRedeem={(item) =>
                void redeem(item.title, item.cost, () => redeemItem(item.id).unwrap())
              }
            />
          </>
        )}
      </Tabs>
      {celebrating && (
        <Confetti particles={REDEMPTION_CONFETTI_PARTICLES} onDone={stopCelebrating} />
      )}
    </section>
  );
}
