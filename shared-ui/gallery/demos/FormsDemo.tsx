import { useState } from 'react';
import styled from 'styled-components';
import {
  BackButton,
  CheckboxField,
  Collapsible,
  FloatingActionButton,
  FormError,
  SelectField,
  Tabs,
  TextAreaField,
  TextField,
} from '../../src';
import { Caption, GallerySection } from '../GallerySection';

type RewardsTab = 'menu' | 'redemptions';

/* A transform makes this frame the containing block of the fixed button, so it stays in the demo. */
const FabFrame = styled.div`
  position: relative;
  height: 180px;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  transform: translateZ(0);
`;

const MessageRow = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
`;

export function FormsDemo() {
  const [rewardsTab, setRewardsTab] = useState<RewardsTab>('menu');
  return (
    <>
      <GallerySection title="Form fields">
        <TextField label="Email" type="email" autoComplete="email" placeholder="you@example.com" />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          error="Password must be at least 8 characters long and include an uppercase letter, a number, and a special character."
        />
        <TextAreaField label="Bio" hint="Tell organisations a little about yourself." />
        <SelectField label="Organisation type" defaultValue="community_group">
          <option value="charity">Charity</option>
          <option value="nonprofit">Nonprofit</option>
          <option value="sports_club">Sports Club</option>
          <option value="school">School</option>
          <option value="community_group">Community Group</option>
          <option value="other">Other</option>
        </SelectField>
        <CheckboxField label="I hold a Working With Children Check" />
        <FormError>Sign-up failed</FormError>
      </GallerySection>
      <GallerySection title="Navigation controls">
        <BackButton to="/volunteer/home" />
        <Caption>Floating add button (above the bottom tabs, bottom right)</Caption>
        <FabFrame>
          <FloatingActionButton to="/organisation/task/create" label="Create task" />
        </FabFrame>
      </GallerySection>
      <GallerySection title="Tabs">
        <Tabs
          label="Rewards"
          value={rewardsTab}
          onChange={setRewardsTab}
          tabs={[
            { value: 'menu', label: 'Menu' },
            { value: 'redemptions', label: 'My Redemptions' },
          ]}
        >
          {rewardsTab === 'menu' ? <p>Gummy bears · 50 pts</p> : <p>No redemptions yet.</p>}
        </Tabs>
      </GallerySection>
      <GallerySection title="Collapsible group">
        <Collapsible title="Beach clean-up" meta="2 chats">
          <MessageRow>Sam Lee: See you there! • 5 minutes ago</MessageRow>
        </Collapsible>
        <Collapsible title="Saturday food hampers" meta="1 chat" defaultOpen>
          <MessageRow>You: No messages yet • Just now</MessageRow>
        </Collapsible>
      </GallerySection>
    </>
  );
}
