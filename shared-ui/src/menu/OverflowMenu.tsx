import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { MoreIcon } from '../icons/icons';

export interface OverflowMenuItem {
  label: string;
  onSelect: () => void;
  /** Drawn in the danger colour: the action removes something (it should confirm first). */
  destructive?: boolean;
}

export interface OverflowMenuProps {
  /** The trigger's accessible name, saying what the actions act on: "More actions for Beach clean". */
  label: string;
  items: readonly OverflowMenuItem[];
}

const Wrapper = styled.div`
  position: relative;
  display: inline-flex;
`;

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: ${({ theme }) => theme.layout.minTarget};
  min-height: ${({ theme }) => theme.layout.minTarget};
  padding: 0;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;

  &:hover,
  &[aria-expanded='true'] {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Menu = styled.ul`
  position: absolute;
  top: calc(100% + ${({ theme }) => theme.space.xs});
  right: 0;
  z-index: ${({ theme }) => theme.zIndices.dialog};
  min-width: 180px;
  margin: 0;
  padding: ${({ theme }) => theme.space.xs};
  list-style: none;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

const Item = styled.button<{ $destructive: boolean }>`
  display: flex;
  align-items: center;
  width: 100%;
  min-height: ${({ theme }) => theme.layout.minTarget};
  padding: 0 ${({ theme }) => theme.space.md};
  border: none;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme, $destructive }) => ($destructive ? theme.colors.danger : theme.colors.text)};
  font: inherit;
  text-align: left;
  cursor: pointer;

  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

/**
 * Secondary actions behind one "⋯" button (the menu button pattern): the first item takes focus when
 * it opens, arrow keys move between items, Escape or a click elsewhere closes it and focus returns
 * to the button.
 */
export function OverflowMenu({ label, items }: OverflowMenuProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);

  useEffect(() => {
    if (!open) return undefined;
    itemRefs.current[0]?.focus();
    const closeOutside = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const close = () => {
    setOpen(false);
    trigger.current?.focus();
  };

  const onMenuKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const buttons = itemRefs.current.filter((item): item is HTMLButtonElement => item !== null);
    const at = buttons.findIndex((button) => button === document.activeElement);
    const move = (to: number) => {
      event.preventDefault();
      buttons[(to + buttons.length) % buttons.length]?.focus();
    };
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'ArrowDown') move(at + 1);
    else if (event.key === 'ArrowUp') move(at - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(buttons.length - 1);
    else if (event.key === 'Tab') setOpen(false);
  };

  return (
    <Wrapper ref={wrapper}>
      <Trigger
        ref={trigger}
        type="button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen(!open)}
      >
        <MoreIcon />
      </Trigger>
      {open && (
        <Menu id={menuId} role="menu" aria-label={label} onKeyDown={onMenuKey}>
          {items.map((item, index) => (
            <li key={item.label} role="none">
              <Item
                ref={(element) => {
                  itemRefs.current[index] = element;
                }}
                type="button"
                role="menuitem"
                tabIndex={-1}
                $destructive={item.destructive === true}
                onClick={() => {
                  setOpen(false);
                  item.onSelect();
                }}
              >
                {item.label}
              </Item>
            </li>
          ))}
        </Menu>
      )}
    </Wrapper>
  );
}
