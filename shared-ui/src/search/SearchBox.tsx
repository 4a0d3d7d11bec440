import styled from 'styled-components';
import { SearchIcon } from '../icons/icons';

export interface SearchBoxProps {
  value: string;
  onChange: (value: string) => void;
  /** Also the accessible name unless `label` is given, e.g. 'Search for a task'. */
  placeholder?: string;
  label?: string;
}

const Wrapper = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  width: 100%;
  color: ${({ theme }) => theme.colors.textMuted};

  svg {
    position: absolute;
    left: ${({ theme }) => theme.space.md};
    pointer-events: none;
  }
`;

const Input = styled.input`
  width: 100%;
  min-height: 44px;
  padding: ${({ theme }) => `0 ${theme.space.md} 0 44px`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};

  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  &:focus-visible {
    border-color: ${({ theme }) => theme.colors.focus};
  }
`;

export function SearchBox({
  value,
  onChange,
  placeholder = 'Search for a task',
  label,
}: SearchBoxProps) {
  return (
    <Wrapper role="search">
      <SearchIcon size={20} />
      <Input
        type="search"
        value={value}
        placeholder={placeholder}
        aria-label={label ?? placeholder}
        onChange={(event) => onChange(event.target.value)}
      />
    </Wrapper>
  );
}
