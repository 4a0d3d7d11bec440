import { useMemo } from 'react';
import { useSelector } from 'react-redux';
import {
  CHATS_LOAD_FAILED,
  chatCountText,
  groupChatList,
  LOADING_CHATS,
  mergeChatPages,
  MORE_CHATS_LOAD_FAILED,
  NO_ACTIVE_CHATS,
  selectActingUserId,
  SHOW_MORE_CHATS,
} from 'shared-domain';
import { Collapsible, PagedList } from 'shared-ui';
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
  const viewerId = useSelector(selectActingUserId);
  const pages = useChatPages(viewerId);
  const { data } = pages;

  // A live refresh or a further page keeps the groups as they are, open or collapsed.
  const groups = useMemo(
    () =>
      viewerId === null || data === undefined
        ? undefined
        : groupChatList(mergeChatPages(data.pages), viewerId, new Date()),
    [data, viewerId],
  );

  return (
    <section aria-labelledby="messages-heading">
      <Heading id="messages-heading">Messages</Heading>
      <PagedList
        pages={pages}
        rows={groups}
        loadingText={LOADING_CHATS}
        emptyText={NO_ACTIVE_CHATS}
        failedMessage={CHATS_LOAD_FAILED}
        moreLabel={SHOW_MORE_CHATS}
        moreFailedMessage={MORE_CHATS_LOAD_FAILED}
      >
        {(rows) => (
          <List aria-label="Chats by task">
            {rows.map((group) => (
              <li key={group.title}>
                <Collapsible title={group.title} meta={chatCountText(group.chats.length)}>
                  <List>
                    {group.chats.map((entry) => (
                      <ChatListItem key={entry.chatId} entry={entry} />
                    ))}
                  </List>
                </Collapsible>
              </li>
            ))}
          </List>
        )}
      </PagedList>
    </section>
  );
}
