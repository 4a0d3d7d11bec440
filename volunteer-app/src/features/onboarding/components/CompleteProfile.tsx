import { useEffect, useState, type FormEvent } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useDispatch, useSelector } from 'react-redux';
import { Navigate, useNavigate } from 'react-router-dom';
import {
  INTEREST_OPTIONS,
  LOADING,
  LOGOUT_CONFIRMATION,
  PROFILE_SAVE_FAILED,
  imageUploadFailed,
  paths,
  profileUpdated,
  selectSessionProfile,
  selectSessionStatus,
  selectSessionUserId,
  toDomainError,
  volunteerCompleteProfileRedirect,
  type AppDispatch,
} from 'shared-domain';
import {
  Button,
  CheckboxField,
  ChipMultiSelect,
  Loading,
  PhotoPicker,
  StepIndicator,
  TextAreaField,
  notify,
  useConfirm,
} from 'shared-ui';
import styled from 'styled-components';
import { completeProfile, logOut, useLinkedOrganisationIdsQuery } from '../api/onboardingApi';
import { PHOTO_UPLOAD_FAILED_CODE } from '../../../shared/api/uploadProfilePhoto';
import { ONBOARDING_STEPS, PROFILE_STEP } from '../onboardingSteps';
import { ScreenHeading } from '../../../components/headings';

/** Onboarding as the volunteer sees it; the form itself is the one step of profile details. */

const INTEREST_CHOICES = INTEREST_OPTIONS.map((interest) => ({ value: interest, label: interest }));

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  width: 100%;
  max-width: ${({ theme }) => theme.layout.formWidth};
  margin-inline: auto;
`;

const LogoutLink = styled.button`
  justify-self: center;
  border: none;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
`;

/** Complete profile (SPEC §2, §4): photo, bio, interests and WWCC; saving finishes onboarding. */
export function CompleteProfile() {
  const status = useSelector(selectSessionStatus);
  const userId = useSelector(selectSessionUserId);
  const linked = useLinkedOrganisationIdsQuery(userId ?? skipToken);

  useEffect(() => {
    if (linked.isError) console.error(linked.error);
  }, [linked.isError, linked.error]);

  if (status === 'loading') return <Loading text={LOADING} />;
  if (userId === null) return <Navigate to={paths.signIn} replace />;
  // A refetch after the selection was saved must finish before the no-links redirect applies.
  if (linked.data === undefined || linked.isFetching) return <Loading text={LOADING} />;
  const redirect = volunteerCompleteProfileRedirect(linked.data.length);
  if (redirect !== null) return <Navigate to={redirect} replace />;
  return <CompleteProfileForm userId={userId} />;
}

function CompleteProfileForm({ userId }: { userId: string }) {
  const profile = useSelector(selectSessionProfile);
  const dispatch = useDispatch<AppDispatch>();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const [photo, setPhoto] = useState<File | null>(null);
  const [bio, setBio] = useState('');
  const [interests, setInterests] = useState<string[]>([]);
  const [wwcc, setWwcc] = useState(false);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    try {
      const { profileUrl } = await dispatch(
        completeProfile({ userId, bio, interests, wwcc, photo }),
      );
      dispatch(
        profileUpdated({
          first_login_complete: true,
          ...(profileUrl === null ? {} : { profile_url: profileUrl }),
        }),
      );
      navigate(paths.volunteerHome, { replace: true });
    } catch (failure) {
      console.error(failure);
      const error = toDomainError(failure);
      notify.error(
        error.code === PHOTO_UPLOAD_FAILED_CODE
          ? imageUploadFailed(error.message)
          : PROFILE_SAVE_FAILED,
      );
      setSaving(false);
    }
  };

  const logout = async () => {
    if (!(await confirm(LOGOUT_CONFIRMATION, { confirmLabel: 'Log out', destructive: true })))
      return;
    try {
      await dispatch(logOut());
    } catch (failure) {
      console.error(failure);
    }
    navigate(paths.signIn, { replace: true });
  };

  return (
    <Form onSubmit={(event) => void submit(event)} aria-labelledby="complete-profile-heading">
      <StepIndicator steps={ONBOARDING_STEPS} current={PROFILE_STEP} />
      <ScreenHeading id="complete-profile-heading">Complete your profile</ScreenHeading>
      <PhotoPicker name={profile?.name ?? ''} file={photo} onChange={setPhoto} />
      <TextAreaField label="Bio" value={bio} onChange={(event) => setBio(event.target.value)} />
      <ChipMultiSelect
        label="Interests"
        options={INTEREST_CHOICES}
        selected={interests}
        onChange={setInterests}
      />
      <CheckboxField
        label="I have a Working With Children Check (WWCC)"
        checked={wwcc}
        onChange={(event) => setWwcc(event.target.checked)}
      />
      <Button type="submit" $fullWidth disabled={saving}>
        Finish
      </Button>
      <LogoutLink type="button" onClick={() => void logout()}>
        Log out
      </LogoutLink>
    </Form>
  );
}
