import { useEffect, useMemo } from 'react';
import { useSelector } from 'react-redux';
import { groupChatList, LOADING_CHATS, NO_ACTIVE_CHATS, selectSessionUserId } from 'shared-domain';
import { Collapsible, EmptyState, Loading } from 'shared-ui';
import styled from 'styled-components';
import { useChatList } from '../api/chatListApi';
import { ChatListItem } from './ChatListItem';

const Heading = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** SPEC §2 Messages list: the viewer's chats grouped by task title, every group collapsed at first. */
export function MessagesScreen() {
  const viewerId = useSelector(selectSessionUserId);
  const { data, error } = useChatList(viewerId);
  // Only the first read shows the loading text: a live refresh keeps the groups as they are, open
  // or collapsed (the store's isLoading is true during every refetch).
  const loading = data === undefined && error === undefined;

  useEffect(() => {
    // SPEC §8: a chat list failure is logged and the list shown empty.
    if (error !== undefined) console.error('Chats could not be loaded', error);
  }, [error]);

  const groups = useMemo(
    () =>
      viewerId === null || error !== undefined
        ? []
        : groupChatList(data ?? [], viewerId, new Date()),
    [data, error, viewerId],
  );

  return (
    <section aria-labelledby="messages-heading">
      <Heading id="messages-heading">Messages</Heading>
      {loading ? (
        <Loading text={LOADING_CHATS} />
      ) : groups.length === 0 ? (
        <EmptyState text={NO_ACTIVE_CHATS} />
      ) : (
        groups.map((group) => (
          <Collapsible key={group.title} title={group.title} meta={group.chats.length}>
            <List>
              {group.chats.map((entry) => (
                <ChatListItem key={entry.chatId} entry={entry} />
              ))}
            </List>
          </Collapsible>
        ))
      )}
    </section>
  );
}
