import { Outlet } from 'react-router-dom';
import { TAGLINE } from 'shared-domain';
import { SignedOutFrame } from 'shared-ui';

/** The frame of the signed-out screens (/signin and its siblings render inside it). */
export function SignedOutLayout() {
  return (
    <SignedOutFrame heading={TAGLINE}>
      <Outlet />
    </SignedOutFrame>
  );
}
