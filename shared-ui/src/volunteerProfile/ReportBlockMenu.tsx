import { useEffect, useState } from 'react';
import { COMING_SOON } from 'shared-domain';
import styled from 'styled-components';
import { OverflowMenu } from '../menu/OverflowMenu';

const Wrapper = styled.div`
  position: relative;
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
export function ReportBlockMenu({ name }: { name: string }) {
  const [note, setNote] = useState<string | null>(null);
  useEffect(() => {
    if (note === null) return undefined;
    const timer = setTimeout(() => setNote(null), COMING_SOON_NOTE_MS);
    return () => clearTimeout(timer);
  }, [note]);
  const choose = (action: string) => setNote(`${action}: ${COMING_SOON}`);
  return (
    <Wrapper>
      <OverflowMenu
        label={`More actions for ${name}`}
        items={[
          { label: 'Report', onSelect: () => choose('Report') },
          { label: 'Block', onSelect: () => choose('Block') },
        ]}
      />
      {note !== null && <Note role="status">{note}</Note>}
    </Wrapper>
  );
}
