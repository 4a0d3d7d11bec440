import { Link } from 'react-router-dom';
import { paths, type ChatListEntry } from 'shared-domain';
import { Avatar } from 'shared-ui';
import styled from 'styled-components';

const RowLink = styled(Link)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  min-height: 64px;
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  color: inherit;
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }

  &:focus-visible {
    outline-offset: -3px;
  }
`;

const Text = styled.span`
  display: grid;
  flex: 1;
  min-width: 0;
  gap: ${({ theme }) => theme.space.xxs};
`;

const Name = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  overflow-wrap: break-word;
`;

/** Two lines at most, so the relative time at the end of the line still shows on a phone. */
const Preview = styled.span`
  display: -webkit-box;
  overflow: hidden;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: break-word;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
`;

const Item = styled.li`
  & + & {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

export interface ChatListItemProps {
  entry: ChatListEntry;
}

export function ChatListItem({ entry }: ChatListItemProps) {
  return (
    <Item>
      <RowLink to={paths.chat(entry.chatId)}>
        <Avatar src={entry.otherPartyImage} name={entry.otherPartyName} size={44} />
        <Text>
          <Name>{entry.otherPartyName}</Name>
          <Preview>{entry.preview}</Preview>
        </Text>
      </RowLink>
    </Item>
  );
}
