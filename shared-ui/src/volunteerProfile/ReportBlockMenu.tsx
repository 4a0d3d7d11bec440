import { useEffect, useState } from 'react';
import { COMING_SOON } from 'shared-domain';
import styled from 'styled-components';

const Wrapper = styled.div`
  position: relative;
`;

const Trigger = styled.button`
  min-width: 44px;
  min-height: 44px;
  border: none;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

const Menu = styled.ul`
  position: absolute;
  right: 0;
  z-index: ${({ theme }) => theme.zIndices.bar};
  min-width: 160px;
  margin: 0;
  padding: ${({ theme }) => theme.space.xs};
  list-style: none;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.md};

  button {
    width: 100%;
    min-height: 44px;
    border: none;
    background: transparent;
    text-align: left;
    font: inherit;
    cursor: pointer;
  }
`;

const Note = styled.p`
  position: absolute;
  right: 0;
  margin: 0;
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  background: ${({ theme }) => theme.colors.infoSoft};
  color: ${({ theme }) => theme.colors.info};
  border-radius: ${({ theme }) => theme.radii.md};
  white-space: nowrap;
`;

/** How long the 'coming soon' note stays over the profile before it clears itself. */
const COMING_SOON_NOTE_MS = 3000;

/** Report and Block are announced but not built yet: each only says 'coming soon' (SPEC §2). */
export function ReportBlockMenu() {
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  useEffect(() => {
    if (note === null) return undefined;
    const timer = setTimeout(() => setNote(null), COMING_SOON_NOTE_MS);
    return () => clearTimeout(timer);
  }, [note]);
  const choose = (action: string) => {
    setOpen(false);
    setNote(`${action}: ${COMING_SOON}`);
  };
  return (
    <Wrapper>
      <Trigger
        type="button"
        aria-label="More actions"
        aria-haspopup="true"
        aria-expanded={open}
        onClick={() => {
          setNote(null);
          setOpen(!open);
        }}
      >
        ⋮
      </Trigger>
      {open && (
        <Menu>
          <li>
            <button type="button" onClick={() => choose('Report')}>
              Report
            </button>
          </li>
          <li>
            <button type="button" onClick={() => choose('Block')}>
              Block
            </button>
          </li>
        </Menu>
      )}
      {note !== null && <Note role="status">{note}</Note>}
    </Wrapper>
  );
}
