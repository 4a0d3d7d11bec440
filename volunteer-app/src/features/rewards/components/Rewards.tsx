import { useCallback, useEffect, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useSelector } from 'react-redux';
import {
  CUSTOM_REWARD_TITLE,
  LOADING,
  REDEMPTION_CONFETTI_PARTICLES,
  REDEMPTION_FAILED,
  REWARDS_TABS,
  checkRedemption,
  isFirstRedemption,
  pointsLabel,
  redeemConfirmation,
  redeemedMessage,
  selectSessionUserId,
  type RedemptionResult,
} from 'shared-domain';
import { Loading, Tabs, notify, useConfirm } from 'shared-ui';
import styled from 'styled-components';
import {
  useRedeemCustomMutation,
  useRedeemItemMutation,
  useRedemptionsQuery,
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

/** Rewards (SPEC §2, §4, §5): the menu and a custom amount to redeem, and My Redemptions. */
export function Rewards() {
  const userId = useSelector(selectSessionUserId);
  const items = useRewardItemsQuery();
  const points = useRewardPointsQuery(userId ?? skipToken);
  const redemptions = useRedemptionsQuery(userId ?? skipToken);
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
  const history = redemptions.currentData;
  const previousCount = history?.length;

  const redeem = async (
    title: string,
    cost: number,
    run: () => Promise<RedemptionResult>,
  ): Promise<void> => {
    if (balance === undefined || previousCount === undefined) return;
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
      if (isFirstRedemption(previousCount)) setCelebrating(true);
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
        {balance === undefined || menu === undefined || history === undefined ? (
          <Loading text={LOADING} />
        ) : tab === 'Menu' ? (
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
        ) : (
          <RedemptionList redemptions={history} />
        )}
      </Tabs>
      {celebrating && (
        <Confetti particles={REDEMPTION_CONFETTI_PARTICLES} onDone={stopCelebrating} />
      )}
    </section>
  );
}
