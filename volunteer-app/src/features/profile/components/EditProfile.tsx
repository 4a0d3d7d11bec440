import { skipToken } from '@reduxjs/toolkit/query/react';
import { useEffect, useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import {
  IMAGE_UPLOAD_FAILED,
  LOADING_USER_INFO,
  PROFILE_LOAD_FAILED,
  PROFILE_SAVE_FAILED,
  PROFILE_UPDATED,
  paths,
  profileUpdated,
  selectSessionStatus,
  selectSessionUserId,
  toDomainError,
  type AppDispatch,
  type UserRow,
} from 'shared-domain';
import {
  BackButton,
  Button,
  ChangePasswordSection,
  FormError,
  Loading,
  PhotoPicker,
  TextAreaField,
  notify,
} from 'shared-ui';
import styled from 'styled-components';
import { saveProfile, useEditableProfileQuery } from '../api/profileApi';
import { PHOTO_UPLOAD_FAILED_CODE } from '../../../shared/api/uploadProfilePhoto';
import { ScreenHeading } from '../../../components/headings';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  width: 100%;
  max-width: ${({ theme }) => theme.layout.formWidth};
  margin-inline: auto;
`;

/** Edit profile (SPEC §2, §8): photo upload and bio; saving returns to the profile. */
export function EditProfile() {
  const status = useSelector(selectSessionStatus);
  const userId = useSelector(selectSessionUserId);
  const { data, isUninitialized, isLoading, isError, error } = useEditableProfileQuery(
    userId ?? skipToken,
  );

  useEffect(() => {
    if (!isError) return;
    console.error(error);
    notify.error(PROFILE_LOAD_FAILED);
  }, [isError, error]);

  if (status === 'loading' || (userId !== null && (isUninitialized || isLoading)))
    return <Loading text={LOADING_USER_INFO} />;
  if (userId === null || data === undefined) return <FormError>{PROFILE_LOAD_FAILED}</FormError>;
  return <EditProfileForm user={data.user} currentPhoto={data.photoUrl} />;
}

function EditProfileForm({ user, currentPhoto }: { user: UserRow; currentPhoto: string | null }) {
  const dispatch = useDispatch<AppDispatch>();
  const navigate = useNavigate();
  const [bio, setBio] = useState(user.bio ?? '');
  const [photo, setPhoto] = useState<File | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    try {
      const { profileUrl } = await dispatch(saveProfile({ userId: user.id, bio, photo }));
      if (profileUrl !== null) dispatch(profileUpdated({ profile_url: profileUrl }));
      notify.success(PROFILE_UPDATED);
      navigate(paths.volunteerProfile);
    } catch (failure) {
      console.error(failure);
      notify.error(
        toDomainError(failure).code === PHOTO_UPLOAD_FAILED_CODE
          ? IMAGE_UPLOAD_FAILED
          : PROFILE_SAVE_FAILED,
      );
      setSaving(false);
    }
  };

  return (
    <>
      <Form onSubmit={(event) => void submit(event)} aria-labelledby="edit-profile-heading">
        <div>
          <BackButton to={paths.volunteerProfile} />
        </div>
        <ScreenHeading id="edit-profile-heading">Edit Profile</ScreenHeading>
        <PhotoPicker currentUrl={currentPhoto} name={user.name} file={photo} onChange={setPhoto} />
        <TextAreaField label="Bio" value={bio} onChange={(event) => setBio(event.target.value)} />
        <Button type="submit" disabled={saving}>
          Save
        </Button>
      </Form>
      <ChangePasswordSection role="volunteer" />
    </>
  );
}
