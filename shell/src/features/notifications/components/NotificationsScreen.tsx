import { useMemo } from 'react';
import { useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import {
  groupByDay,
  LOADING_NOTIFICATIONS,
  MARK_ALL_READ,
  MARK_READ_FAILED,
  MORE_NOTIFICATIONS_LOAD_FAILED,
  messageTimeText,
  noNotificationsText,
  notificationSettingsPath,
  NOTIFICATIONS_HEADING,
  NOTIFICATIONS_LOAD_FAILED,
  selectRole,
  selectSessionUserId,
  SHOW_MORE_NOTIFICATIONS,
  type NotificationRow,
} from 'shared-domain';
import { Button, FormError, PagedList, VisuallyHidden } from 'shared-ui';
import styled from 'styled-components';
import { useMarkNotificationsReadMutation, useNotificationPages } from '../api/notificationsApi';

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const Heading = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const SettingsLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.layout.minTarget};
  padding: 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Day = styled.section`
  & + & {
    margin-top: ${({ theme }) => theme.space.lg};
  }

  h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
`;

const Item = styled.li<{ $unread: boolean }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.md}`};
  background: ${({ theme, $unread }) => ($unread ? theme.colors.primarySoft : 'transparent')};

  & + & {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Dot = styled.span<{ $unread: boolean }>`
  flex: none;
  width: 10px;
  height: 10px;
  margin-top: 7px;
  border-radius: 50%;
  background: ${({ theme, $unread }) => ($unread ? theme.colors.primary : 'transparent')};
`;

const ItemLink = styled(Link)`
  flex: 1;
  min-width: 0;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;

  &:hover strong {
    text-decoration: underline;
  }

  strong {
    display: block;
  }

  p {
    margin: ${({ theme }) => theme.space.xxs} 0 0;
    overflow-wrap: anywhere;
  }

  time {
    display: block;
    margin-top: ${({ theme }) => theme.space.xxs};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

function NotificationItem({
  notification,
  now,
  onRead,
}: {
  notification: NotificationRow;
  now: Date;
  onRead: (id: string) => void;
}) {
  const unread = notification.read_at === null;
  return (
    <Item $unread={unread}>
      <Dot $unread={unread} aria-hidden="true" />
      {/* Opening it reads it. */}
      <ItemLink to={notification.link} onClick={() => unread && onRead(notification.id)}>
        <strong>
          {unread && <VisuallyHidden>Unread: </VisuallyHidden>}
          {notification.title}
        </strong>
        <p>{notification.body}</p>
        <time dateTime={notification.created_at}>
          {messageTimeText(notification.created_at, now)}
        </time>
      </ItemLink>
      {unread && (
        <Button
          type="button"
          $variant="ghost"
          $size="sm"
          aria-label={`Mark “${notification.title}” as read`}
          onClick={() => onRead(notification.id)}
        >
          Mark read
        </Button>
      )}
    </Item>
  );
}

/**
 * The notification centre (issue #48): what the viewer has been told, newest first and by day, a
 * page at a time and live (the bell's count and this list follow the same changes). Each item opens
 * its task, application or chat and is read by opening it; "Mark all as read" reads them all.
 */
export function NotificationsScreen() {
  const userId = useSelector(selectSessionUserId);
  const area = useSelector(selectRole) === 'organisation' ? 'organisation' : 'volunteer';
  const pages = useNotificationPages(userId);
  const [markRead, marking] = useMarkNotificationsReadMutation();
  const { data } = pages;
  const rows = useMemo(() => data?.pages.flatMap((page) => page.rows), [data]);
  const anyUnread = rows?.some((row) => row.read_at === null) ?? false;
  const now = new Date();
  const read = (ids: string[] | 'all') => {
    if (userId !== null) void markRead({ userId, ids });
  };

  return (
    <section aria-labelledby="notifications-heading">
      <Top>
        <Heading id="notifications-heading">{NOTIFICATIONS_HEADING}</Heading>
        <Actions>
          <SettingsLink to={notificationSettingsPath(area)}>Settings</SettingsLink>
          <Button
            type="button"
            $variant="secondary"
            $size="sm"
            disabled={!anyUnread || marking.isLoading}
            onClick={() => read('all')}
          >
            {MARK_ALL_READ}
          </Button>
        </Actions>
      </Top>
      {marking.isError && <FormError>{MARK_READ_FAILED}</FormError>}
      <PagedList
        pages={pages}
        rows={rows}
        loading={userId === null}
        loadingText={LOADING_NOTIFICATIONS}
        emptyText={noNotificationsText(area)}
        failedMessage={NOTIFICATIONS_LOAD_FAILED}
        moreLabel={SHOW_MORE_NOTIFICATIONS}
        moreFailedMessage={MORE_NOTIFICATIONS_LOAD_FAILED}
      >
        {(shown) =>
          groupByDay(shown, now).map((day) => (
            <Day key={day.day} aria-labelledby={`notifications-${day.day}`}>
              <h2 id={`notifications-${day.day}`}>{day.label}</h2>
              <List>
                {day.items.map((notification) => (
                  <NotificationItem
                    key={notification.id}
                    notification={notification}
                    now={now}
                    onRead={(id) => read([id])}
                  />
                ))}
              </List>
            </Day>
          ))
        }
      </PagedList>
    </section>
  );
}
