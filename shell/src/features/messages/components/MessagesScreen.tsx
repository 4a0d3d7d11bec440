import { useEffect, useMemo } from 'react';
import { useSelector } from 'react-redux';
import {
  CHATS_LOAD_FAILED,
  groupChatList,
  LOADING_CHATS,
  mergeChatPages,
  MORE_CHATS_LOAD_FAILED,
  NO_ACTIVE_CHATS,
  selectSessionUserId,
  SHOW_MORE_CHATS,
} from 'shared-domain';
import { Collapsible, EmptyState, Loading, LoadError, PagedListEnd } from 'shared-ui';
import styled from 'styled-components';
import { useChatPages } from '../api/chatListApi';
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

/**
 * SPEC §2 Messages list: the viewer's chats grouped by task title, every group collapsed at first,
 * read a page at a time (issue #17) and kept live.
 */
export function MessagesScreen() {
  const viewerId = useSelector(selectSessionUserId);
  const {
    data,
    error,
    isFetching,
    hasNextPage,
    isFetchingNextPage,
    isFetchNextPageError,
    fetchNextPage,
    refetch,
  } = useChatPages(viewerId);

  useEffect(() => {
    if (error !== undefined) console.error('Chats could not be loaded', error);
  }, [error]);

  // A live refresh or a further page keeps the groups as they are, open or collapsed.
  const groups = useMemo(
    () =>
      viewerId === null || data === undefined
        ? []
        : groupChatList(mergeChatPages(data.pages), viewerId, new Date()),
    [data, viewerId],
  );

  return (
    <section aria-labelledby="messages-heading">
      <Heading id="messages-heading">Messages</Heading>
      {data === undefined ? (
        error === undefined ? (
          <Loading text={LOADING_CHATS} />
        ) : (
          <LoadError
            message={CHATS_LOAD_FAILED}
            retrying={isFetching}
            onRetry={() => void refetch()}
          />
        )
      ) : groups.length === 0 ? (
        <EmptyState text={NO_ACTIVE_CHATS} />
      ) : (
        <>
          <List aria-label="Chats by task">
            {groups.map((group) => (
              <li key={group.title}>
                <Collapsible title={group.title} meta={group.chats.length}>
                  <List>
                    {group.chats.map((entry) => (
                      <ChatListItem key={entry.chatId} entry={entry} />
                    ))}
                  </List>
                </Collapsible>
              </li>
            ))}
          </List>
          <PagedListEnd
            hasMore={hasNextPage}
            loadingMore={isFetchingNextPage}
            failed={isFetchNextPageError}
            label={SHOW_MORE_CHATS}
            failedMessage={MORE_CHATS_LOAD_FAILED}
            onMore={() => void fetchNextPage()}
          />
        </>
      )}
    </section>
  );
}
