import { skipToken } from '@reduxjs/toolkit/query/react';
import { useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import {
  isOrganisationType,
  LOGOUT_CONFIRMATION,
  NOT_AUTHENTICATED,
  ORGANISATION_TYPE_OPTIONS,
  paths,
  PROFILE_SAVE_FAILED,
  profileUpdated,
  selectActingUserId,
  validateOrganisationLogo,
  type AppDispatch,
  type OrganisationType,
} from 'shared-domain';
import {
  Button,
  FormError,
  PageColumn,
  PhotoPicker,
  SelectField,
  StepIndicator,
  TextAreaField,
  TextField,
  useConfirm,
} from 'shared-ui';
import styled from 'styled-components';
import { profilesApi } from '../api/profilesApi';
import { Actions, Form, Heading } from '../../../layout/formLayout';

const STEPS = ['About', 'Socials', 'Logo'] as const;

// A way out on every step, below the form's own buttons and quiet, as the volunteer's onboarding
// has it (issue #44: a red Log out sat in the middle of the logo step, between the picture and
// Submit).
const LogOut = styled.button`
  display: block;
  min-height: 44px;
  margin: ${({ theme }) => theme.space.md} auto 0;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: none;
  background: none;
  color: ${({ theme }) => theme.colors.textMuted};
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
`;

/** Onboarding for organisations (SPEC §2): about, social handles, then the required logo. */
export function CompleteProfile() {
  const dispatch = useDispatch<AppDispatch>();
  const navigate = useNavigate();
  const userId = useSelector(selectActingUserId);
  const [step, setStep] = useState(0);
  const [bio, setBio] = useState('');
  const [roleInOrg, setRoleInOrg] = useState('');
  // Sign-up stored a type ('Other' unless chosen): shown chosen until the user picks another.
  const organisation = profilesApi.useOrganisationProfileQuery(userId ?? skipToken).data
    ?.organisation;
  const stored = organisation?.type ?? null;
  const [chosenType, setType] = useState<OrganisationType | '' | null>(null);
  const type = chosenType ?? (stored !== null && isOrganisationType(stored) ? stored : '');
  const [instagram, setInstagram] = useState('');
  const [facebook, setFacebook] = useState('');
  const [tiktok, setTiktok] = useState('');
  const [logo, setLogo] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [completeProfile, { isLoading: saving }] =
    profilesApi.useCompleteOrganisationProfileMutation();
  const [signOut] = profilesApi.useSignOutMutation();
  const confirm = useConfirm();

  const submit = async () => {
    const missingLogo = validateOrganisationLogo(logo !== null);
    if (missingLogo !== null || logo === null) {
      setProblem(missingLogo);
      return;
    }
    if (userId === null) {
      setProblem(NOT_AUTHENTICATED);
      return;
    }
    setProblem(null);
    try {
      await completeProfile({
        userId,
        bio,
        roleInOrg,
        type: type === '' ? null : type,
        instagram,
        facebook,
        tiktok,
        logo: { body: logo, name: logo.name, type: logo.type },
      }).unwrap();
      dispatch(profileUpdated({ first_login_complete: true }));
      navigate(paths.organisationHome, { replace: true });
    } catch (error) {
      console.error(error);
      setProblem(PROFILE_SAVE_FAILED);
    }
  };

  const logOut = async () => {
    if (!(await confirm(LOGOUT_CONFIRMATION, { confirmLabel: 'Log out', destructive: true })))
      return;
    try {
      await signOut().unwrap();
    } catch (error) {
      console.error(error);
    }
    navigate(paths.signIn, { replace: true });
  };

  const last = step === STEPS.length - 1;

  return (
    <PageColumn $width="form" aria-labelledby="complete-profile-heading">
      <Heading id="complete-profile-heading">Complete your organisation profile</Heading>
      <StepIndicator steps={STEPS} current={step} />
      <Form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (last) void submit();
          else setStep(step + 1);
        }}
      >
        {step === 0 && (
          <>
            <TextAreaField
              label="Bio"
              value={bio}
              onChange={(event) => setBio(event.target.value)}
            />
            <TextField
              label="Your role in the organisation"
              value={roleInOrg}
              onChange={(event) => setRoleInOrg(event.target.value)}
            />
            <SelectField
              label="Organisation type"
              value={type}
              onChange={(event) =>
                setType(isOrganisationType(event.target.value) ? event.target.value : '')
              }
            >
              <option value="">Choose a type</option>
              {ORGANISATION_TYPE_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </SelectField>
          </>
        )}
        {step === 1 && (
          <>
            <TextField
              label="Instagram"
              placeholder="@handle"
              value={instagram}
              onChange={(event) => setInstagram(event.target.value)}
            />
            <TextField
              label="Facebook"
              placeholder="page name"
              value={facebook}
              onChange={(event) => setFacebook(event.target.value)}
            />
            <TextField
              label="TikTok"
              placeholder="@handle"
              value={tiktok}
              onChange={(event) => setTiktok(event.target.value)}
            />
          </>
        )}
        {last && (
          <>
            <PhotoPicker
              label="Organisation logo"
              removeLabel="Remove logo"
              shape="square"
              name={organisation?.name ?? ''}
              file={logo}
              onChange={(file) => {
                setLogo(file);
                setProblem(null);
              }}
            />
          </>
        )}
        <FormError>{problem}</FormError>
        <Actions>
          {step > 0 ? (
            <Button type="button" $variant="secondary" onClick={() => setStep(step - 1)}>
              Back
            </Button>
          ) : (
            <span />
          )}
          <Button type="submit" disabled={saving}>
            {last ? 'Submit' : 'Next'}
          </Button>
        </Actions>
      </Form>
      <LogOut type="button" onClick={() => void logOut()}>
        Log out
      </LogOut>
    </PageColumn>
  );
}
